#!/usr/bin/env bats
# The picture of the 92 eight-queens boards (scripts/teaching/boards.c, `make boards`): the
# committed scripts/teaching/boards-8.svg is byte for byte what the program makes now; it
# holds 92 boards in 12 groups, eleven of 8 boards and one of 4; every board drawn is a valid
# solution, its queens where its queen string says; the 92 strings are the brute-force
# oracle's 92 (scripts/data/oracle.c); and every group is exactly the distinct images of its
# first board under the 8 symmetries of the square, in increasing order. The SVG is read
# with grep and awk only, and the symmetries are written out again here, independently of
# the program. `make boards` also shows the boards in the terminal, the same ones, and says
# where the SVG is in the user's language.
#
# The search tree (scripts/teaching/search-tree.c, `make tree N=4`): parsed with xmllint, its
# nodes are the nodes that `make trace N=4` visits, in the same order, its dead ends and its
# solutions are the trace's, and each inner node tries the 4 squares of its row; the committed
# scripts/teaching/tree-4.svg is what the program makes now.

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    BOARDS=$(build_tool teaching/boards)
    ORACLE=$(build_tool data/oracle)
    QUERY_GEN=$(build_tool problems/ybt1214/gen)
    export ROOT BOARDS ORACLE QUERY_GEN
}

setup() {
    SVG="$ROOT/scripts/teaching/boards-8.svg"
}

# queen_strings: the data-queens attribute of every board of the SVG, one a line, in order.
queen_strings() {
    sed -n 's/.*<g class="board" data-queens="\([^"]*\)".*/\1/p' "$SVG"
}

@test "the committed SVG is what the program makes now, byte for byte, on every run" {
    "$BOARDS" >"$BATS_TEST_TMPDIR/first.svg"
    "$BOARDS" >"$BATS_TEST_TMPDIR/second.svg"
    cmp "$BATS_TEST_TMPDIR/first.svg" "$SVG"
    cmp "$BATS_TEST_TMPDIR/second.svg" "$SVG"
    [ "$(wc -c <"$SVG")" -lt 300000 ]
}

@test "draw-boards writes the picture and --check tells a stale or missing one" {
    run "$ROOT/scripts/teaching/draw-boards" --check
    [ "$status" -eq 0 ]
    run "$ROOT/scripts/teaching/draw-boards" "$BATS_TEST_TMPDIR/made.svg"
    [ "$status" -eq 0 ]
    cmp "$BATS_TEST_TMPDIR/made.svg" "$SVG"
    sed 's/data-queens="15863724"/data-queens="15863742"/' "$SVG" >"$BATS_TEST_TMPDIR/stale.svg"
    run "$ROOT/scripts/teaching/draw-boards" --check "$BATS_TEST_TMPDIR/stale.svg"
    [ "$status" -eq 1 ]
    [[ $output == *"stale.svg differs"*"make boards"* ]]
    run "$ROOT/scripts/teaching/draw-boards" --check "$BATS_TEST_TMPDIR/missing.svg"
    [ "$status" -eq 1 ]
    [[ $output == *"missing.svg is missing"* ]]
}

@test "92 boards in 12 groups: eleven of 8 boards and one of 4" {
    [ "$(grep -c '<g class="board"' "$SVG")" -eq 92 ]
    [ "$(grep -c '<g class="group"' "$SVG")" -eq 12 ]
    run bash -c "grep -o '<g class=\"group\" data-size=\"[0-9]*\"' \"\$1\" | grep -o '[0-9]*' | sort -n | uniq -c | awk '{ print \$1 \"x\" \$2 }' | paste -sd ' '" _ "$SVG"
    [ "$status" -eq 0 ]
    [ "$output" = "1x4 11x8" ]
    # each group's data-size is the number of boards inside it
    run awk '
        function finish() { if (group && boards != size) { print "group " group ": " boards " boards, data-size " size; bad = 1 } }
        /<g class="group"/ { finish(); group++; boards = 0; size = $0; sub(/.*data-size="/, "", size); sub(/".*/, "", size) }
        /<g class="board"/ { boards++ }
        END { finish(); exit bad }' "$SVG"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "every board drawn is a valid 8-queens solution, its queens where its string says" {
    run awk '
        function fail(why) { print "board " boards " (" queens "): " why; bad = 1 }
        # the cell size: the drawn board (the <g id="board"> rect) is 8 cells wide
        /<g id="board">/ { cell = $0; sub(/.*<g id="board"><rect width="/, "", cell); sub(/".*/, "", cell); cell /= 8 }
        /<g class="board"/ {
            boards++
            queens = $0; sub(/.*data-queens="/, "", queens); sub(/".*/, "", queens)
            # the queens drawn: one <use> of #queen per row, x and y in cells
            delete drawn; count = 0; rest = $0
            while (match(rest, /<use xlink:href="#queen" x="[0-9]+" y="[0-9]+"\/>/)) {
                use = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
                x = use; sub(/.* x="/, "", x); sub(/".*/, "", x)
                y = use; sub(/.* y="/, "", y); sub(/".*/, "", y)
                row = y / cell + 1; column = x / cell + 1
                if (row in drawn) fail("two queens drawn in row " row)
                drawn[row] = column; count++
            }
            if (count != 8) fail(count " queens drawn")
            spelled = ""; for (row = 1; row <= 8; row++) spelled = spelled drawn[row]
            if (spelled != queens) fail("drawn as " spelled)
            if (queens !~ /^[1-8][1-8][1-8][1-8][1-8][1-8][1-8][1-8]$/) { fail("not 8 digits 1-8"); next }
            for (i = 1; i <= 8; i++) column_of[i] = substr(queens, i, 1) + 0
            for (i = 1; i <= 8; i++)
                for (j = 1; j < i; j++) {
                    gap = column_of[i] - column_of[j]; if (gap < 0) gap = -gap
                    if (gap == 0) fail("rows " j " and " i " share a column")
                    if (gap == i - j) fail("rows " j " and " i " share a diagonal")
                }
        }
        END { if (cell + 0 <= 0) { print "no board size found"; bad = 1 }; if (boards != 92) { print boards " boards"; bad = 1 }; exit bad }' "$SVG"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "the 92 strings are distinct and are the oracle's 92" {
    "$QUERY_GEN" all | "$ORACLE" ybt1214 >"$BATS_TEST_TMPDIR/oracle"
    [ "$(wc -l <"$BATS_TEST_TMPDIR/oracle")" -eq 92 ]
    queen_strings | sort >"$BATS_TEST_TMPDIR/drawn"
    [ "$(sort -u "$BATS_TEST_TMPDIR/drawn" | wc -l)" -eq 92 ]
    sort "$BATS_TEST_TMPDIR/oracle" | diff - "$BATS_TEST_TMPDIR/drawn"
}

@test "each group is the distinct images of its first board under the 8 symmetries, in order" {
    run awk '
        # image(s, k): the queen string s moved by symmetry k of the square. Row r and column c
        # count from 0 at the top left; the queen (r, c) goes to (R, C):
        #   0 identity (r, c)      1 quarter turn (c, 7-r)    2 half turn (7-r, 7-c)
        #   3 three-quarter turn (7-c, r)    4 left-right mirror (r, 7-c)
        #   5 top-bottom mirror (7-r, c)     6 main diagonal (c, r)    7 anti-diagonal (7-c, 7-r)
        function image(s, k,    r, c, R, C, out, at) {
            for (r = 0; r < 8; r++) {
                c = substr(s, r + 1, 1) - 1
                if (k == 0) { R = r; C = c }
                if (k == 1) { R = c; C = 7 - r }
                if (k == 2) { R = 7 - r; C = 7 - c }
                if (k == 3) { R = 7 - c; C = r }
                if (k == 4) { R = r; C = 7 - c }
                if (k == 5) { R = 7 - r; C = c }
                if (k == 6) { R = c; C = r }
                if (k == 7) { R = 7 - c; C = 7 - r }
                at[R] = C + 1
            }
            out = ""; for (r = 0; r < 8; r++) out = out at[r]
            return out
        }
        function attribute(line, name,    value) {
            value = line; sub(".*" name "=\"", "", value); sub(/".*/, "", value); return value
        }
        function fail(why) { print "group " group " (" first "): " why; bad = 1 }
        function finish() { if (group && boards != distinct) fail(boards " boards, " distinct " distinct images") }
        /<g class="group"/ {
            finish(); group++; boards = 0; distinct = 0
            if (group > 1 && attribute($0, "data-first") + 0 <= first + 0) fail("groups out of order")
            first = attribute($0, "data-first")
            delete images
            for (k = 0; k < 8; k++) { s = image(first, k); if (!(s in images)) { images[s] = 1; distinct++ } }
            if (distinct != attribute($0, "data-size")) fail("data-size is not the number of distinct images")
            if (distinct != 8 && first != "35281746") fail(distinct " images")
        }
        /<g class="board"/ {
            boards++; queens = attribute($0, "data-queens")
            if (!(queens in images)) fail(queens " is not an image of the first board")
            if (boards == 1 && queens != first) fail("the first board is " queens)
            if (boards > 1 && queens + 0 <= previous + 0) fail(queens " after " previous)
            if (queens in seen) fail(queens " in two groups")
            seen[queens] = 1; previous = queens
        }
        END { finish(); if (group != 12) { print group " groups"; bad = 1 }; exit bad }' "$SVG"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "the one group of 4 is the board that a half turn leaves unchanged, and says so" {
    run grep -A 4 '<g class="group" data-size="4"' "$SVG"
    [ "$status" -eq 0 ]
    [[ $output == *'data-first="35281746"'* ]]
    [[ $output == *">4 boards<"* ]]
    [[ $output == *">a half turn<"* ]]
}

@test "the SVG is well-formed XML (when xmllint is installed)" {
    command -v xmllint >/dev/null || skip "xmllint is not installed"
    xmllint --noout "$SVG"
}

# terminal_boards: the boards draw-boards shows in the terminal, as queen strings, one a line,
# read from the drawn rows (Q and . separated by blanks, 4 boards side by side).
terminal_boards() {
    awk '
        /^[Q.]( [Q.])*( +[Q.]( [Q.])*)*$/ {
            row++
            for (board = 0; board * 18 < length($0); board++) {
                line = substr($0, board * 18 + 1, 15)
                drawn[board] = drawn[board] ((index(line, "Q") + 1) / 2)
            }
            if (row == 8) { for (board = 0; board in drawn; board++) print drawn[board]; delete drawn; row = 0 }
        }' "$@"
}

@test "make boards shows the 12 classes and the 92 boards in the terminal, as the SVG, and says where the SVG is" {
    "$ROOT/scripts/teaching/draw-boards" "$BATS_TEST_TMPDIR/made.svg" >"$BATS_TEST_TMPDIR/shown" 2>"$BATS_TEST_TMPDIR/said"
    cmp "$BATS_TEST_TMPDIR/made.svg" "$SVG"
    [ "$(grep -c '^class [0-9]*: [48] boards' "$BATS_TEST_TMPDIR/shown")" -eq 12 ]
    grep -qx '(fewer than 8: a half turn leaves 35281746 unchanged)' "$BATS_TEST_TMPDIR/shown"
    terminal_boards "$BATS_TEST_TMPDIR/shown" | diff - <(queen_strings)
    # the strings printed under the boards are the boards drawn above them
    grep -E '^[1-8]{8}( +[1-8]{8})*$' "$BATS_TEST_TMPDIR/shown" | tr -s ' ' '\n' | diff - <(queen_strings)
    [ "$(awk '{ if (length($0) > widest) widest = length($0) } END { print widest }' "$BATS_TEST_TMPDIR/shown")" -le 80 ]
    grep -q "wrote the picture of the 92 boards to $BATS_TEST_TMPDIR/made.svg" "$BATS_TEST_TMPDIR/said"
    LANG=zh_CN.UTF-8 LC_ALL='' LANGUAGE='' "$ROOT/scripts/teaching/draw-boards" "$BATS_TEST_TMPDIR/made.svg" >"$BATS_TEST_TMPDIR/shown" 2>"$BATS_TEST_TMPDIR/said"
    grep -q "^第 10 类：4 个棋盘" "$BATS_TEST_TMPDIR/shown"
    grep -q "已写入 $BATS_TEST_TMPDIR/made.svg" "$BATS_TEST_TMPDIR/said"
}

# tree_nodes FILE WHAT: xmllint's answer on the tree FILE: the count of the nodes with
# data-kind WHAT (any for all of them), or with WHAT=order their data-queens, one a line.
tree_nodes() {
    local node="//*[local-name()='g'][@class='node']"
    case $2 in
    any) xmllint --xpath "count($node)" "$1" ;;
    order) xmllint --xpath "$node/@data-queens" "$1" | sed 's/.*data-queens="\([0-9]*\)"/\1/' ;;
    *) xmllint --xpath "count($node[@data-kind='$2'])" "$1" ;;
    esac
}

# trace_nodes: the nodes of `make trace N=4` (stdin) as queen strings: the empty board, then
# the board after each placement; with dead-end or solution, the boards where the trace says so.
trace_nodes() {
    awk -v only="${1-}" '
        function board(rows,    i, s) { s = ""; for (i = 1; i <= rows; i++) s = s col[i]; return s }
        NR == 1 && only == "" { print "" }
        $1 == "place" { col[$3] = $5; if (only == "") print board($3) }
        $1 == "dead" && only == "dead-end" { print board($NF - 1) }
        $1 == "solution" && only == "solution" { print $3 }'
}

@test "make tree N=4: a well-formed SVG of every node the search visits, in the order of make trace N=4" {
    command -v xmllint >/dev/null || skip "xmllint is not installed"
    run make -s -C "$ROOT" tree N=4
    [ "$status" -eq 0 ]
    [[ $output == *"17 nodes (the empty board included), 60 squares tried, 4 dead ends, 2 solutions"* ]]
    [[ $output == *"wrote the picture to $ROOT/build/teaching/tree-4.svg"* ]]
    local tree="$ROOT/build/teaching/tree-4.svg" depth
    xmllint --noout "$tree"
    make -s -C "$ROOT" trace N=4 >"$BATS_TEST_TMPDIR/trace"
    [ "$(tree_nodes "$tree" any)" -eq "$(($(grep -c 'place row' "$BATS_TEST_TMPDIR/trace") + 1))" ]
    tree_nodes "$tree" order | diff - <(trace_nodes <"$BATS_TEST_TMPDIR/trace")
    [ "$(tree_nodes "$tree" dead-end)" -eq "$(grep -c 'dead end' "$BATS_TEST_TMPDIR/trace")" ]
    xmllint --xpath "//*[@data-kind='dead-end']/@data-queens" "$tree" | grep -o '[0-9]*' |
        diff - <(trace_nodes dead-end <"$BATS_TEST_TMPDIR/trace")
    [ "$(tree_nodes "$tree" solution)" -eq 2 ]
    xmllint --xpath "//*[@data-kind='solution']/@data-queens" "$tree" | grep -o '[0-9]*' |
        diff - <(printf '%s\n' 2413 3142)
    # every inner node and dead end tries the 4 squares of its row: 15 x 4 = 60; the free ones
    # are the 16 placements, the rest attacked
    [ "$(xmllint --xpath "count(//*[local-name()='use'][@class='free'])" "$tree")" -eq 16 ]
    [ "$(xmllint --xpath "count(//*[local-name()='use'][@class='attacked'])" "$tree")" -eq 44 ]
    [ "$(xmllint --xpath "count(//*[@class='node'][@data-kind!='solution'][@data-tried!=4])" "$tree")" -eq 0 ]
    # beside each depth its nodes: the trace's placements in that row (1 for the empty board)
    for depth in 1 2 3 4; do
        [ "$(xmllint --xpath "string(//*[@class='level'][@data-depth=$depth]/@data-nodes)" "$tree")" -eq \
            "$(grep -c "place row $depth " "$BATS_TEST_TMPDIR/trace")" ]
    done
    [ "$(xmllint --xpath "string(//*[@class='level'][@data-depth=0]/@data-nodes)" "$tree")" -eq 1 ]
    [ "$(xmllint --xpath "string(//*[@class='counts']/@data-nodes)" "$tree")" -eq 17 ]
    [ "$(xmllint --xpath "string(//*[@class='counts']/@data-squares)" "$tree")" -eq 60 ]
}

@test "the committed tree of 4 queens is what the program makes now; N outside 1..6 is refused" {
    run make -s -C "$ROOT" tree N=4 CHECK=1
    [ "$status" -eq 0 ]
    sed 's/data-queens="2413"/data-queens="2431"/' "$ROOT/scripts/teaching/tree-4.svg" >"$BATS_TEST_TMPDIR/stale.svg"
    run "$ROOT/scripts/teaching/draw-tree" --check 4 "$BATS_TEST_TMPDIR/stale.svg"
    [ "$status" -eq 1 ]
    [[ $output == *"stale.svg differs"* ]]
    run make -s -C "$ROOT" tree N=7
    [ "$status" -ne 0 ]
    [[ $output == *"usage: make tree N=<1..6> [CHECK=1]"* ]]
    LANG=zh_CN.UTF-8 LC_ALL='' LANGUAGE='' run make -s -C "$ROOT" tree N=2
    [ "$status" -eq 0 ]
    [[ $output == *"2 皇后的解空间树：3 个结点"*"0 个解"*"已写入 $ROOT/build/teaching/tree-2.svg"* ]]
}
