#!/usr/bin/env bats
# The size of the search, made visible: the counting switch (-include
# scripts/bench/count_nodes.h) gives the figures of the articles for the plain search
# (2,057 nodes and 15,720 squares tried for 8 queens), the steps' symmetry halves them, and
# the switch changes nothing when it is off; `make trace` prints the plain search step by step,
# with BOARD=1 draws the board under each dead end and each solution, and with FIRST=1 stops
# at the first solution.

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    local src name
    "$ROOT/scripts/judging/apply-mistakes" >/dev/null
    mkdir -p "$BATS_FILE_TMPDIR/plain" "$BATS_FILE_TMPDIR/counting"
    {
        echo "$ROOT/scripts/teaching/plain-search.c"
        solution_files | grep '/nqueens-count[^/]*\.c$'
    } >"$BATS_FILE_TMPDIR/sources"
    while IFS= read -r src; do
        name=$(basename "$src" .c)
        $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/plain/$name" "$src" -lm
        $CC -std=c11 -O2 -include "$ROOT/scripts/bench/count_nodes.h" \
            -o "$BATS_FILE_TMPDIR/counting/$name" "$src" -lm
    done <"$BATS_FILE_TMPDIR/sources"
}

# counts NAME N: "nodes squares" of the counting build of NAME on the input "N\n0\n".
counts() {
    printf '%s\n0\n' "$2" | "$BATS_FILE_TMPDIR/counting/$1" 2>&1 >/dev/null |
        sed -n 's/^nodes \([0-9]*\) squares \([0-9]*\)$/\1 \2/p'
}

@test "the plain search of the articles: 2,057 nodes and 15,720 squares for 8 queens, 17 and 60 for 4" {
    [ "$(counts plain-search 8)" = "2057 15720" ]
    [ "$(counts plain-search 4)" = "17 60" ]
    [ "$(printf '8\n' | "$BATS_FILE_TMPDIR/counting/plain-search" 2>/dev/null)" = 92 ]
}

@test "the first-row mirror halves the plain search, the symmetry step visits fewer, the engine reports its own" {
    local plain plain_squares name nodes squares n
    for n in 8 12; do
        read -r plain plain_squares <<<"$(counts plain-search "$n")"
        for name in nqueens-count.1-naive nqueens-count.2-marks nqueens-count.3-iterative \
            nqueens-count.4-bfs; do
            read -r nodes squares <<<"$(counts "$name" "$n")"
            echo "N = $n, $name: $nodes nodes, $squares squares (plain: $plain nodes)"
            [ "$nodes" -eq $(((plain - 1) / 2 + 1)) ] # the empty board, then half of each subtree
        done
        read -r nodes squares <<<"$(counts nqueens-count.4-bfs "$n")"
        [ "$squares" -eq $((nodes - 1)) ] # bit masks try only the free squares
        read -r _ squares <<<"$(counts nqueens-count.2-marks "$n")"
        [ "$squares" -eq $((plain_squares / 2)) ] # every column of a row, half the rows
        [ "$(counts nqueens-count.5-symmetry "$n" | cut -d ' ' -f 1)" -lt "$nodes" ]
        [ -n "$(counts nqueens-count.7-engine "$n")" ]
    done
}

@test "the counting switch changes nothing when it is off, and only adds one line when on" {
    local src name n plain counting
    while IFS= read -r src; do
        name=$(basename "$src" .c)
        for n in 1 2 5 8 10; do
            plain=$(printf '%s\n0\n' "$n" | "$BATS_FILE_TMPDIR/plain/$name" 2>&1)
            counting=$(printf '%s\n0\n' "$n" | "$BATS_FILE_TMPDIR/counting/$name" 2>/dev/null)
            [ "$plain" = "$counting" ] || { echo "$name, N = $n: '$plain' vs '$counting'"; return 1; }
            [[ $plain != *nodes* ]]
        done
    done <"$BATS_FILE_TMPDIR/sources"
}

@test "make trace N=4: 16 placements and 2 solutions, indented two spaces per row" {
    run make -s -C "$ROOT" trace N=4
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c 'place row' <<<"$output")" -eq 16 ]
    [ "$(grep -c 'take back row' <<<"$output")" -eq 16 ]
    [ "$(grep -c 'dead end' <<<"$output")" -eq 4 ]
    [[ $output == *"        solution 1: 2413"* && $output == *"        solution 2: 3142"* ]]
    [ "${lines[0]}" = "place row 1 col 1" ]
    [ "${lines[1]}" = "  place row 2 col 3" ]
    [ "${lines[-1]}" = "2 solutions of 4 queens on a 4x4 board" ]
    awk '/place row/ { if (index($0, "place") - 1 != 2 * ($3 - 1)) exit 1 }' <<<"$output"
    run make -s -C "$ROOT" trace N=9
    [ "$status" -ne 0 ]
}

# board_lines: the lines of stdin that are drawn board rows (Q, x and . separated by blanks).
board_lines() {
    grep -E '^ *[Qx.]( [Qx.])*$'
}

@test "make trace N=4 BOARD=1: the trace as before, with the board under each dead end and solution" {
    local plain
    plain=$(make -s -C "$ROOT" trace N=4)
    run make -s -C "$ROOT" trace N=4 BOARD=1
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    # the board rows are the only lines added: 4 dead ends and 2 solutions, 4 rows each
    [ "$(board_lines <<<"$output" | wc -l)" -eq 24 ]
    [ "$(grep -v -E '^ *[Qx.]( [Qx.])*$' <<<"$output")" = "$plain" ]
    [[ $output == *"$(printf '%s\n' \
        '        solution 1: 2413' \
        '        x Q x x' \
        '        x x x Q' \
        '        Q x x x' \
        '        x x Q x' \
        '      take back row 4 col 3')"* ]]
    [[ $output == *"$(printf '%s\n' \
        '        solution 2: 3142' \
        '        x x Q x' \
        '        Q x x x' \
        '        x x x Q' \
        '        x Q x x' \
        '      take back row 4 col 2')"* ]]
    # the first dead end: queens at (1, 1) and (2, 3) attack all of row 3; (4, 2) is still free
    [[ $output == *"$(printf '%s\n' \
        '    dead end: no free square in row 3' \
        '    Q x x x' \
        '    x x Q x' \
        '    x x x x' \
        '    x . x x' \
        '  take back row 2 col 3')"* ]]
}

@test "make trace N=6 BOARD=1: every board drawn agrees with the queens placed and the attacks" {
    run make -s -C "$ROOT" trace N=6 BOARD=1
    [ "$status" -eq 0 ]
    # Checked against the place / take back lines, independently of the program: a board is
    # the N lines after a dead end or a solution; a queen's square is Q, a square in a queen's
    # row, column or diagonal x, any other square '.'; a dead end's row holds no '.'.
    run awk -v n=6 '
        function fail(why) { print "line " NR ": " why; bad = 1 }
        $1 == "place" { col[$3] = $5; depth = $3 }
        $1 == "take" { delete col[$4]; depth = $4 - 1 }
        $1 == "dead" || $1 == "solution" {
            boards++; row = 0; drawing = 1; dead = ($1 == "dead") ? $NF : 0
            if (dead && dead != depth + 1) fail("dead end in row " dead " at depth " depth)
            next
        }
        drawing {
            row++; line = $0; gsub(/ /, "", line)
            if (index($0, substr(line, 1, 1)) - 1 != 2 * depth) fail("board indented wrong")
            for (c = 1; c <= n; c++) {
                want = "."
                for (r in col) {
                    d = row - r; e = c - col[r]
                    if (r == row || e == 0 || d == e || d == -e) want = "x"
                    if (r == row && e == 0) { want = "Q"; break }
                }
                if (substr(line, c, 1) != want) fail("row " row " col " c ": " substr(line, c, 1) ", want " want)
            }
            if (row == dead && line ~ /[.]/) fail("a free square in the dead end row " dead)
            if (row == n) drawing = 0
        }
        END { if (boards < 10) { print boards " boards"; bad = 1 }; exit bad }' <<<"$output"
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
}

@test "make trace FIRST=1 stops at the first solution, with BOARD=1 too, N = 8 included" {
    local full
    full=$(make -s -C "$ROOT" trace N=4)
    run make -s -C "$ROOT" trace N=4 FIRST=1
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c 'solution [0-9]' <<<"$output")" -eq 1 ]
    [ "${lines[-2]}" = "        stop: the first solution is enough" ]
    [ "${lines[-3]}" = "        solution 1: 2413" ]
    [ "${lines[-1]}" = "stopped at the first solution of 4 queens on a 4x4 board" ]
    # up to the solution, the same lines as the whole search
    [ "$(head -n $((${#lines[@]} - 2)) <<<"$output")" = "$(head -n $((${#lines[@]} - 2)) <<<"$full")" ]
    run make -s -C "$ROOT" trace N=8 BOARD=1 FIRST=1
    [ "$status" -eq 0 ]
    [ "$(grep -c 'solution [0-9]' <<<"$output")" -eq 1 ]
    [[ $output == *"                solution 1: 15863724"* ]]
    # its board: one Q per row, in the columns 1 5 8 6 3 7 2 4
    [ "$(tail -n 10 <<<"$output" | head -n 8 | awk '{ for (c = 1; c <= NF; c++) if ($c == "Q") printf "%d", c }')" = 15863724 ]
    [ "${lines[-1]}" = "stopped at the first solution of 8 queens on a 8x8 board" ]
    run make -s -C "$ROOT" trace N=4 BOARD=yes
    [ "$status" -ne 0 ]
    [[ $output == *"usage: make trace N=<1..8> [BOARD=1] [FIRST=1]"* ]]
}

@test "plain-search --first stops the count at 1; --board needs the trace build" {
    [ "$(printf '8\n' | "$BATS_FILE_TMPDIR/plain/plain-search" --first)" = 1 ]
    run -2 --separate-stderr "$BATS_FILE_TMPDIR/plain/plain-search" --board <<<8
    [[ $stderr == "usage: plain-search"* ]]
}
