#!/usr/bin/env bats
# The sudoku problems poj2676 (t grids of 9 lines of digits, 0 for empty; any solution is
# accepted, judged by scripts/problems/poj2676/checker.c) and poj3074 (one 81-character puzzle
# a line, `.` for empty, exactly one solution, the line `end`).
# First the data side: the brute-force oracle
# (scripts/data/sudoku_brute.h) against hand-made puzzles (fixtures/sudoku/), the generators,
# the validators, every committed puzzle checked by the brute force, the hard cases counted in
# nodes of the cell-order search (scripts/problems/poj3074/nodes.c), the checker's verdicts.
# Then the solutions. Expected outputs come from the fixtures, the committed data or the brute
# force, never from a solution.

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    local src name tool
    mkdir -p "$BATS_FILE_TMPDIR/bin"
    # the solutions and their steps, compiled as the judge does (a log NAME.log when not)
    for src in "$ROOT"/solutions/poj2676.c "$ROOT"/solutions/poj3074.c \
        "$ROOT"/solutions/steps/poj2676.*.c "$ROOT"/solutions/steps/poj3074.*.c; do
        [ -f "$src" ] || continue
        name=$(basename "$src" .c)
        $CC -std=c11 -O2 -DONLINE_JUDGE -o "$BATS_FILE_TMPDIR/bin/$name" "$src" -lm \
            2>"$BATS_FILE_TMPDIR/bin/$name.log" || true
    done
    # shellcheck disable=SC2054 # the commas belong to the -fsanitize flag
    $CC -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O1 -g -fno-omit-frame-pointer \
        -fsanitize=address,undefined -fno-sanitize-recover=all \
        -o "$BATS_FILE_TMPDIR/bin/checker-asan" "$ROOT/scripts/problems/poj2676/checker.c" \
        2>/dev/null || true
    for tool in data/oracle problems/poj2676/gen problems/poj2676/validator \
        problems/poj2676/checker problems/poj3074/gen problems/poj3074/validator \
        problems/poj3074/nodes; do
        build_tool "$tool" >/dev/null
    done
}

setup() {
    BIN="$BATS_FILE_TMPDIR/bin"
    TOOLS="$BUILD/tools"
    ORACLE="$TOOLS/data/oracle"
    CHECKER="$TOOLS/problems/poj2676/checker"
    NODES="$TOOLS/problems/poj3074/nodes"
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/sudoku"
    OUT="$BATS_TEST_TMPDIR/out"
    ERR="$BATS_TEST_TMPDIR/err"
}

# ================================================================ data side

# sudoku_lines FILE: a poj2676 input or output turned into one 81-character line per grid (an
# input's first line, t, is skipped when SKIP is 1).
sudoku_lines() {
    awk -v skip="${2:-0}" 'NR > skip { line = line $0; if (length(line) == 81) { print line; line = "" } }' "$1"
}

# check_solutions PUZZLES SOLUTIONS: line k of SOLUTIONS (81 digits 1-9) is a complete grid with
# no digit twice in a row, column or box, keeping every given of line k of PUZZLES (81
# characters, '.' or '0' empty; a line `end` ends them); as many solutions as puzzles.
# An awk check of its own: it shares nothing with the oracle or the checker.
check_solutions() {
    awk '
        NR == FNR { if ($0 != "end") puzzle[++count] = $0; next }
        function fault(why) { printf "solution %d: %s\n", FNR, why; bad = 1; exit 1 }
        {
            if (!(FNR in puzzle)) fault("no puzzle for it")
            if (length($0) != 81 || $0 ~ /[^1-9]/) fault("not 81 digits 1-9")
            for (i = 1; i <= 81; i++) {
                given = substr(puzzle[FNR], i, 1)
                if (given != "." && given != "0" && given != substr($0, i, 1)) fault("cell " i " changed")
            }
            for (u = 0; u < 9; u++) {
                rows = columns = boxes = ""
                for (v = 0; v < 9; v++) {
                    r = substr($0, u * 9 + v + 1, 1)
                    c = substr($0, v * 9 + u + 1, 1)
                    b = substr($0, (int(u / 3) * 3 + int(v / 3)) * 9 + u % 3 * 3 + v % 3 + 1, 1)
                    if (index(rows, r) || index(columns, c) || index(boxes, b)) fault("a digit twice in unit " u)
                    rows = rows r; columns = columns c; boxes = boxes b
                }
            }
        }
        END { if (!bad && FNR != count) { printf "%d solutions for %d puzzles\n", FNR, count; exit 1 } }
    ' "$1" "$2"
}

# as_poj2676 LINES: 81-character puzzle lines (a line `end` ends them) as a poj2676 input.
as_poj2676() {
    awk '$0 != "end" { grid[++t] = $0 } END {
        print t
        for (g = 1; g <= t; g++) for (r = 0; r < 9; r++) { row = substr(grid[g], r * 9 + 1, 9); gsub(/\./, "0", row); print row }
    }' "$1"
}

# awk_cell_order_nodes FILE: for each 81-character puzzle line of FILE (until `end`), the digits
# placed by a cell-order search written here in awk with mark arrays (row-major order, digits
# 1..9 ascending, stop at the first solution): an independent count for nodes.c.
awk_cell_order_nodes() {
    awk '
        function place(k,   cell, r, c, b, d) {
            if (k > empties) return 1
            cell = empty[k]; r = int(cell / 9); c = cell % 9; b = int(r / 3) * 3 + int(c / 3)
            for (d = 1; d <= 9; d++) {
                if (row[r, d] || column[c, d] || box[b, d]) continue
                row[r, d] = column[c, d] = box[b, d] = 1
                nodes++
                if (place(k + 1)) return 1
                row[r, d] = column[c, d] = box[b, d] = 0
            }
            return 0
        }
        $0 == "end" { exit }
        {
            split("", row); split("", column); split("", box)
            empties = 0; nodes = 0
            for (cell = 0; cell < 81; cell++) {
                d = substr($0, cell + 1, 1)
                if (d == ".") { empty[++empties] = cell; continue }
                r = int(cell / 9); c = cell % 9
                row[r, d] = column[c, d] = box[int(r / 3) * 3 + int(c / 3), d] = 1
            }
            place(1)
            print NR, nodes
        }' "$1"
}

# ---------------------------------------------------------------- the oracle

@test "oracle: the known puzzles of fixtures/sudoku/known.txt, in the forms of both problems" {
    local puzzles="$BATS_TEST_TMPDIR/puzzles" solutions="$BATS_TEST_TMPDIR/solutions"
    grep -v '^#' "$FIXTURES/known.txt" | awk '{ print $2 }' >"$puzzles"
    grep -v '^#' "$FIXTURES/known.txt" | awk '{ print $3 }' >"$solutions"
    [ "$(wc -l <"$puzzles")" -ge 8 ]
    check_solutions "$puzzles" "$solutions" # the fixture's answers hold on their own
    echo end >>"$puzzles"
    "$ORACLE" poj3074 <"$puzzles" >"$OUT"
    cmp "$OUT" "$solutions"
    as_poj2676 "$puzzles" >"$BATS_TEST_TMPDIR/grids.in"
    "$ORACLE" poj2676 <"$BATS_TEST_TMPDIR/grids.in" >"$OUT"
    cmp <(sudoku_lines "$OUT") "$solutions"
    [ "$(wc -l <"$OUT")" -eq $((9 * $(wc -l <"$solutions"))) ]
}

@test "oracle: refuses the puzzles of fixtures/sudoku/refused.txt; poj2676 solves the ambiguous ones" {
    local name modes puzzle message checked=0
    while read -r name modes puzzle message; do
        [[ $name == '#'* ]] && continue
        printf '%s\nend\n' "$puzzle" >"$BATS_TEST_TMPDIR/line.in"
        as_poj2676 "$BATS_TEST_TMPDIR/line.in" >"$BATS_TEST_TMPDIR/grid.in"
        run -1 "$ORACLE" poj3074 <"$BATS_TEST_TMPDIR/line.in"
        [ "$output" = "error: puzzle 1: $message" ] || { echo "$name (poj3074): $output"; return 1; }
        if [ "$modes" = both ]; then
            run -1 "$ORACLE" poj2676 <"$BATS_TEST_TMPDIR/grid.in"
            [ "$output" = "error: puzzle 1: $message" ] || { echo "$name (poj2676): $output"; return 1; }
        else
            "$ORACLE" poj2676 <"$BATS_TEST_TMPDIR/grid.in" >"$OUT"
            check_solutions "$BATS_TEST_TMPDIR/line.in" <(sudoku_lines "$OUT")
        fi
        checked=$((checked + 1))
    done <"$FIXTURES/refused.txt"
    [ "$checked" -eq 7 ]
}

@test "oracle: malformed input stops it (error, exit 1), the answers before it printed" {
    local first
    first=$(head -n 1 "$ROOT/scripts/problems/poj3074/sample-1.in")
    run -1 --separate-stderr "$ORACLE" poj3074 <<<"$first"
    [ "$stderr" = "error: puzzle 2: the input ends without \`end\`" ]
    [ "$output" = "$(head -n 1 "$ROOT/testdata/poj3074/sample-1.out")" ]
    run -1 "$ORACLE" poj3074 <<<"${first//./0}"
    [ "$output" = "error: puzzle 1: a character not 1-9 or '.'" ]
    run -1 "$ORACLE" poj3074 <<<"${first:1}"
    [ "$output" = "error: puzzle 1: not 81 characters" ]
    run -1 "$ORACLE" poj2676 <<<'0'
    [ "$output" = "error: bad number of grids" ]
    run -1 "$ORACLE" poj2676 < <(sed '$d' "$ROOT/scripts/problems/poj2676/sample-1.in")
    [ "$output" = "error: puzzle 1: a row is not 9 digits" ]
    run -1 "$ORACLE" poj2676 < <(sed '2s/^1/x/' "$ROOT/scripts/problems/poj2676/sample-1.in")
    [ "$output" = "error: puzzle 1: a row is not 9 digits" ]
}

# ---------------------------------------------------------------- validators and generators

@test "validators: the bounds and the edge cases of both forms" {
    local v2676="$TOOLS/problems/poj2676/validator" v3074="$TOOLS/problems/poj3074/validator"
    local full i
    full=$(head -n 1 "$ROOT/testdata/poj3074/sample-1.out")
    { for ((i = 0; i < 1000; i++)); do echo "$full"; done; echo end; } >"$BATS_TEST_TMPDIR/1000.in"
    "$v3074" <"$BATS_TEST_TMPDIR/1000.in"
    { echo "$full"; cat "$BATS_TEST_TMPDIR/1000.in"; } >"$BATS_TEST_TMPDIR/1001.in"
    run -1 "$v3074" <"$BATS_TEST_TMPDIR/1001.in"
    [ "$output" = "error: line 1001: more than 1000 puzzles" ]
    "$TOOLS/problems/poj2676/gen" empty 1000 | "$v2676"
    "$TOOLS/problems/poj2676/gen" empty 1000 | sed '1s/.*/1001/' >"$BATS_TEST_TMPDIR/1001.in"
    run -1 "$v2676" <"$BATS_TEST_TMPDIR/1001.in"
    [ "$output" = "error: line 1: t 1001 out of range 1..1000" ]
    # several solutions are fine for poj2676, never for poj3074
    printf '143628579%072d\nend\n' 0 | tr 0 . | "$v3074" 2>&1 | grep -q 'more than one solution'
    printf '1\n143628579\n' >"$BATS_TEST_TMPDIR/one-row.in"
    for ((i = 0; i < 8; i++)); do echo 000000000; done >>"$BATS_TEST_TMPDIR/one-row.in"
    "$v2676" <"$BATS_TEST_TMPDIR/one-row.in"
}

@test "generators: another seed, another input; bad arguments refused" {
    local gen2676="$TOOLS/problems/poj2676/gen" gen3074="$TOOLS/problems/poj3074/gen" spec
    local -a args
    for spec in "unique 3 0" "multi 3 20" "full 3" "mixed 5"; do
        read -r -a args <<<"$spec"
        if cmp -s <("$gen2676" "${args[0]}" 1 "${args[@]:1}") <("$gen2676" "${args[0]}" 2 "${args[@]:1}"); then
            echo "poj2676 $spec: seeds 1 and 2 give the same input"
            return 1
        fi
    done
    for spec in "unique 3 0" "full 3" "mixed 5" "hard 1 3"; do
        read -r -a args <<<"$spec"
        if cmp -s <("$gen3074" "${args[0]}" 1 "${args[@]:1}") <("$gen3074" "${args[0]}" 2 "${args[@]:1}"); then
            echo "poj3074 $spec: seeds 1 and 2 give the same input"
            return 1
        fi
    done
    run -1 "$gen2676" unique 1 1001 0
    run -1 "$gen2676" multi 1 2 61
    run -1 "$gen2676" empty 0
    run -1 "$gen2676" full 1
    run -1 "$gen3074" unique 1 2 82
    run -1 "$gen3074" hard 1 3 2
    run -1 "$gen3074" hard 1 3 5 4
    run -1 "$gen3074" empty 3
    # the pick of `hard` takes one puzzle of the same pool
    cmp <("$gen3074" hard 4 3 8 2) <("$gen3074" hard 4 3 8 | sed -n '2p; $p')
}

@test "generators: random inputs of every kind pass the validators" {
    local seed spec
    local -a args
    for seed in 11 12 13; do
        for spec in "unique 4 0" "unique 4 30" "unique 2 80" "multi 4 0" "multi 4 30" "full 2" "mixed 12"; do
            read -r -a args <<<"$spec"
            "$TOOLS/problems/poj2676/gen" "${args[0]}" "$seed" "${args[@]:1}" | "$TOOLS/problems/poj2676/validator"
        done
        for spec in "unique 4 0" "unique 4 30" "unique 2 80" "full 2" "mixed 12" "hard 2 6"; do
            read -r -a args <<<"$spec"
            "$TOOLS/problems/poj3074/gen" "${args[0]}" "$seed" "${args[@]:1}" | "$TOOLS/problems/poj3074/validator"
        done
    done
}

# ---------------------------------------------------------------- the committed data

@test "committed poj3074 data: one solution per puzzle (brute force), the .out lines are solutions" {
    local input
    for input in "$ROOT"/testdata/poj3074/*.in; do
        "$TOOLS/problems/poj3074/validator" <"$input" # counts the solutions up to 2: exactly 1
        check_solutions "$input" "${input%.in}.out" || { echo "$input"; return 1; }
    done
}

@test "committed poj2676 data: solvable grids, the .out grids are solutions, the checker accepts them" {
    local input
    for input in "$ROOT"/testdata/poj2676/*.in; do
        "$TOOLS/problems/poj2676/validator" <"$input"
        check_solutions <(sudoku_lines "$input" 1) <(sudoku_lines "${input%.in}.out")
        "$CHECKER" "$input" "${input%.in}.out" "${input%.in}.out"
    done
}

@test "committed poj2676 data: grids with several solutions, empty grids and full grids" {
    local several=0 empty full grid
    # poj3074's validator counts solutions up to 2: it refuses exactly the grids with several
    while read -r grid; do
        if ! printf '%s\nend\n' "${grid//0/.}" | "$TOOLS/problems/poj3074/validator" 2>/dev/null; then
            several=$((several + 1))
        fi
    done < <(cat <(sudoku_lines "$ROOT/testdata/poj2676/multi-8.in" 1) \
        <(sudoku_lines "$ROOT/testdata/poj2676/multi-40.in" 1))
    [ "$several" -eq 15 ]
    empty=$(sudoku_lines "$ROOT/testdata/poj2676/empty.in" 1 | grep -c '^0*$')
    full=$(sudoku_lines "$ROOT/testdata/poj2676/full.in" 1 | grep -c '^[1-9]*$')
    [ "$empty" -eq 2 ]
    [ "$full" -eq 3 ]
}

# ---------------------------------------------------------------- hardness, counted in nodes

@test "nodes.c: the cell-order count agrees with an awk search of its own; 0 and 1 at the edges" {
    local puzzles="$BATS_TEST_TMPDIR/puzzles"
    { head -n 2 "$ROOT/scripts/problems/poj3074/sample-1.in"; head -n 6 "$ROOT/testdata/poj3074/clues-30.in"
        head -n 2 "$ROOT/testdata/poj3074/one-empty.in"; head -n 1 "$ROOT/testdata/poj3074/full.in"; echo end; } >"$puzzles"
    "$NODES" <"$puzzles" | sed '$d' >"$OUT"
    cmp "$OUT" <(awk_cell_order_nodes "$puzzles")
    [ "$(sed -n 2p "$OUT")" = "2 291405" ]
    [ "$(sed -n 9p "$OUT")" = "9 1" ]
    [ "$(sed -n 11p "$OUT")" = "11 0" ]
    run "$NODES" --cap 1000 <"$puzzles"
    [ "${lines[1]}" = "2 >=1000" ]
}

@test "hard: the cell-order search needs over 3*10^8 nodes for hard and for hardest alone" {
    local total
    # every puzzle counted up to 3.5*10^7 nodes only: the sum is a lower bound of the real total
    total=$("$NODES" --cap 35000000 <"$ROOT/testdata/poj3074/hard.in" | awk '$1 == "total" { print $2 }')
    echo "hard: at least $total nodes"
    [ "$total" -ge 300000000 ]
    [ "$(grep -c . "$ROOT/testdata/poj3074/hard.in")" -eq 11 ]
    # hardest is the 9th puzzle of hard
    cmp "$ROOT/testdata/poj3074/hardest.in" <(sed -n '9p; $p' "$ROOT/testdata/poj3074/hard.in")
    run "$NODES" --cap 300000000 <"$ROOT/testdata/poj3074/hardest.in"
    [ "${lines[0]}" = "1 >=300000000" ]
}

@test "hard: the brute force choosing the fewest-digit cell needs only thousands of nodes there" {
    run "$NODES" --cap 1 --mrv <"$ROOT/testdata/poj3074/hard.in"
    echo "$output"
    [ "${#lines[@]}" -eq 11 ]
    echo "$output" | awk '$1 != "total" && !($4 < 10000) { bad = 1 } END { exit bad }'
}

# ---------------------------------------------------------------- the poj2676 checker

@test "poj2676 checker: every fixture gets its verdict (ac- 0, wa- 1, pe- 2) and a message" {
    local dir="$FIXTURES/poj2676-checker" output name want prefix status checked=0
    for output in "$dir"/*.out; do
        name=$(basename "$output" .out)
        case $name in
        ac-*) want=0 prefix='ok: ' ;;
        wa-*) want=1 prefix='wrong answer: ' ;;
        pe-*) want=2 prefix='presentation error: ' ;;
        *) continue ;;
        esac
        status=0
        "$CHECKER" "$dir/input.in" "$output" "$dir/answer.out" 2>"$ERR" || status=$?
        if [ "$status" -ne "$want" ] || [ "$(wc -l <"$ERR")" -ne 1 ] || [[ $(cat "$ERR") != "$prefix"* ]]; then
            echo "$name: exit $status, message: $(cat "$ERR")"
            return 1
        fi
        checked=$((checked + 1))
    done
    [ "$checked" -ge 30 ]
}

@test "poj2676 checker: the named fault is the one reported" {
    local dir="$FIXTURES/poj2676-checker" want file message
    while read -r want file message; do
        run "$CHECKER" "$dir/input.in" "$dir/$file" "$dir/answer.out"
        echo "$file: exit $status, $output"
        [ "$status" -eq "$want" ]
        [ "$output" = "$message" ]
    done <<'EOF'
0 ac-other-solution.out ok: 3 valid grids
1 wa-given-changed.out wrong answer: grid 1, row 1, column 1: the given 1 became 2
1 wa-row-repeat.out wrong answer: grid 3, row 1, column 4: 4 is already in its row (row 1, column 1)
1 wa-column-repeat.out wrong answer: grid 3, row 7, column 1: 1 is already in its column (row 1, column 1)
1 wa-box-repeat.out wrong answer: grid 3, row 2, column 1: 4 is already in its box (row 1, column 3)
1 wa-zero-left.out wrong answer: grid 3, row 3, column 4 (line 21): '0' is not a digit 1-9
1 wa-missing-grid.out wrong answer: grid 3 is missing
1 wa-grid-cut-short.out wrong answer: grid 3 ends after 45 cells
1 wa-extra-text.out wrong answer: line 28: 'x' after the last grid
2 pe-spaces-between-digits.out presentation error: line 4: the 9 digits of a row must not be separated
2 pe-blank-line-between-grids.out presentation error: grid 2, row 1 must be line 10, found on line 11
2 pe-leading-space.out presentation error: line 13: the row must start at the line's first character
2 pe-lone-carriage-return.out presentation error: line 8: a carriage return inside a line
EOF
}

@test "poj2676 checker: exit 3 for a bad answer file, a missing file, bad input, wrong usage" {
    local dir="$FIXTURES/poj2676-checker"
    run -3 "$CHECKER" "$dir/input.in" "$dir/answer.out" "$dir/wa-row-repeat.out"
    [[ $output == "fail: the answer file is not accepted: "* ]]
    run -3 "$CHECKER" "$dir/input.in" "$dir/no-such-file.out" "$dir/answer.out"
    [[ $output == "fail: cannot open "* ]]
    run -3 "$CHECKER" "$dir/input.in" "$dir/answer.out"
    run -3 "$CHECKER" "$dir/answer.out" "$dir/answer.out" "$dir/answer.out"
    [[ $output == "fail: input: "* ]]
}

@test "poj2676 checker under ASan+UBSan: 150 random and mutated outputs, never a crash" {
    local dir="$FIXTURES/poj2676-checker" i status output="$BATS_TEST_TMPDIR/fuzz.out"
    [ -x "$BIN/checker-asan" ] || skip "no sanitizer build of the checker"
    for ((i = 1; i <= 150; i++)); do
        if ((i % 3 == 0)); then
            head -c $((i * 7)) /dev/urandom >"$output"
        else # one random edit of the answer: a byte replaced, a line dropped or doubled, junk added
            awk -v seed="$i" '
                BEGIN { srand(seed); junk[0] = "0"; junk[1] = " "; junk[2] = "\r"; junk[3] = ""
                        junk[4] = "\n\n"; junk[5] = "x"; junk[6] = "\t"; junk[7] = "99999999999" }
                { line[NR] = $0 }
                END {
                    target = int(rand() * NR) + 1
                    kind = int(rand() * 3)
                    if (kind == 0) {
                        at = int(rand() * 9) + 1
                        line[target] = substr(line[target], 1, at - 1) junk[int(rand() * 8)] substr(line[target], at + 1)
                    } else if (kind == 1) {
                        line[target] = ""
                    } else {
                        line[target] = line[target] "\n" line[target]
                    }
                    for (l = 1; l <= NR; l++) print line[l]
                }' "$dir/answer.out" >"$output"
        fi
        status=0 # the leak check at exit triples a run's cost: every 10th run only
        ASAN_OPTIONS=exitcode=86:detect_leaks=$((i % 10 == 0)) UBSAN_OPTIONS=exitcode=87:halt_on_error=1 \
            "$BIN/checker-asan" "$dir/input.in" "$output" "$dir/answer.out" 2>"$ERR" || status=$?
        if [ "$status" -gt 2 ] || grep -q -e Sanitizer -e 'runtime error' "$ERR"; then
            echo "case $i: exit $status"
            head -n 20 "$ERR"
            return 1
        fi
    done
}

# ================================================================ end of the data side

# ---- solutions
# The solving side: solutions/poj3074.c, its steps solutions/steps/poj3074.{1-marks,2-masks,
# 3-mrv}.c and solutions/poj2676.c, compiled in setup_file as the judge does. Their outputs are
# compared with the committed .out files or judged by the poj2676 checker; the counts of
# scripts/bench/count_nodes.h are compared between the steps, never with a number a solution made.

# sudoku_puzzle N: the N-th puzzle line of the poj3074 sample (N = 1, 2); sudoku_answer N: its
# committed solution.
sudoku_puzzle() { sed -n "${1}p" "$ROOT/testdata/poj3074/sample-1.in"; }
sudoku_answer() { sed -n "${1}p" "$ROOT/testdata/poj3074/sample-1.out"; }

# sudoku_grid CELL=DIGIT...: an 81-character poj3074 puzzle, '.' but the given cells (0..80).
sudoku_grid() {
    awk -v given="$*" 'BEGIN {
        for (i = 0; i < 81; i++) g[i] = "."
        n = split(given, pairs, " ")
        for (k = 1; k <= n; k++) { split(pairs[k], p, "="); g[p[1]] = p[2] }
        for (i = 0; i < 81; i++) printf "%s", g[i]
        print ""
    }'
}

# expect_answer NAME INPUT_FILE WANT_FILE: exit 0, no stderr, stdout byte for byte WANT_FILE.
expect_answer() {
    run_file "$1" "$2" || return 1
    if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "$3" "$OUT"; then
        run_report "$1" "$(head -c 300 "$2")"
        echo "wanted: exit 0, no stderr, stdout equal to $3"
        return 1
    fi
}

# expect_accepted INPUT_FILE CANONICAL_INPUT ANSWER: poj2676 on INPUT_FILE exits 0 without
# stderr and the checker accepts its output for CANONICAL_INPUT.
expect_accepted() {
    run_file poj2676 "$1" || return 1
    if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! "$CHECKER" "$2" "$OUT" "$3" >"$BATS_TEST_TMPDIR/verdict" 2>&1; then
        run_report poj2676 "$(head -c 300 "$1")"
        echo "checker: $(cat "$BATS_TEST_TMPDIR/verdict")"
        return 1
    fi
}

# counted NAME INPUT_FILE: builds NAME with count_nodes.h once, runs both builds on INPUT_FILE,
# fails unless stdout and exit status are the same and the counting build's stderr is the
# plain build's plus one line `nodes N squares S`; prints "N S".
counted() {
    local name=$1 input=$2 src counting="$BATS_FILE_TMPDIR/counting/$1"
    src=$ROOT/solutions/$name.c
    [ -f "$src" ] || src=$ROOT/solutions/steps/$name.c
    mkdir -p "$BATS_FILE_TMPDIR/counting"
    if [ ! -x "$counting" ]; then # built once, whole, before any test of the file runs it
        (
            flock 9
            [ -x "$counting" ] && exit 0
            $CC -std=c11 -O2 -DONLINE_JUDGE -include "$ROOT/scripts/bench/count_nodes.h" \
                -o "$counting.tmp" "$src" && mv "$counting.tmp" "$counting"
        ) 9>"$counting.lock" || return 1
    fi
    local plain_rc=0 counting_rc=0
    timeout 20 "$BIN/$name" <"$input" >"$BATS_TEST_TMPDIR/plain.out" 2>"$BATS_TEST_TMPDIR/plain.err" || plain_rc=$?
    timeout 20 "$counting" <"$input" >"$BATS_TEST_TMPDIR/counting.out" 2>"$BATS_TEST_TMPDIR/counting.err" || counting_rc=$?
    if [ "$plain_rc" != "$counting_rc" ] || ! cmp -s "$BATS_TEST_TMPDIR/plain.out" "$BATS_TEST_TMPDIR/counting.out" ||
        ! cmp -s "$BATS_TEST_TMPDIR/plain.err" <(grep -v '^nodes [0-9]* squares [0-9]*$' "$BATS_TEST_TMPDIR/counting.err") ||
        [ "$(grep -c '^nodes [0-9]* squares [0-9]*$' "$BATS_TEST_TMPDIR/counting.err")" -ne 1 ]; then
        {
            echo "$name on $input: exit $plain_rc / $counting_rc; the counting build changed the output:"
            diff "$BATS_TEST_TMPDIR/plain.out" "$BATS_TEST_TMPDIR/counting.out" | head -n 5
            diff "$BATS_TEST_TMPDIR/plain.err" "$BATS_TEST_TMPDIR/counting.err" | head -n 5
        } >&2
        return 1
    fi
    sed -n 's/^nodes \([0-9]*\) squares \([0-9]*\)$/\1 \2/p' "$BATS_TEST_TMPDIR/counting.err"
}

@test "solutions: poj3074.c and step 3 give every committed .out; steps 1 and 2 the small cases" {
    local name input
    for name in poj3074 poj3074.3-mrv; do
        for input in "$ROOT"/testdata/poj3074/*.in; do
            expect_answer "$name" "$input" "${input%.in}.out" || return 1
        done
    done
    for name in poj3074.1-marks poj3074.2-masks; do # the cases where row-major order is quick
        for input in sample-1 full one-empty few-empty clues-40 clues-30 minimal; do
            expect_answer "$name" "$ROOT/testdata/poj3074/$input.in" \
                "$ROOT/testdata/poj3074/$input.out" || return 1
        done
    done
}

@test "solutions: the checker accepts poj2676.c on every committed case" {
    local input
    for input in "$ROOT"/testdata/poj2676/*.in; do
        expect_accepted "$input" "$input" "${input%.in}.out" || return 1
    done
}

@test "solutions: poj3074 puzzles as scanf reads tokens: CRLF, tabs, blank lines, one line, text after end" {
    local name kind sample="$ROOT/testdata/poj3074/sample-1.in" in="$BATS_TEST_TMPDIR/variant.in"
    for name in poj3074 poj3074.3-mrv poj3074.2-masks poj3074.1-marks; do
        for kind in crlf trailing blank one-line no-final-newline after-end; do
            case $kind in
            crlf) awk '{ printf "%s\r\n", $0 }' "$sample" ;;
            trailing) awk '{ printf "%s \t \n", $0 }' "$sample" ;;
            blank) awk '{ printf "\n \t\r\n%s\n", $0 } END { printf "\n" }' "$sample" ;;
            one-line) printf ' %s\t%s end' "$(sudoku_puzzle 1)" "$(sudoku_puzzle 2)" ;;
            no-final-newline) printf '%s\n%s\nend' "$(sudoku_puzzle 1)" "$(sudoku_puzzle 2)" ;;
            after-end) printf '%s\n%s\nend\nnot a puzzle 12\n' "$(sudoku_puzzle 1)" "$(sudoku_puzzle 2)" ;;
            esac >"$in"
            expect_answer "$name" "$in" "$ROOT/testdata/poj3074/sample-1.out" || { echo "variant $kind"; return 1; }
        done
    done
}

@test "solutions: poj2676 rows as scanf reads tokens: CRLF, blank lines, rows sharing a line" {
    local kind sample="$ROOT/testdata/poj2676/sample-1.in" in="$BATS_TEST_TMPDIR/variant.in"
    for kind in crlf trailing blank one-line no-final-newline leading-zeros; do
        case $kind in
        crlf) awk '{ printf "%s\r\n", $0 }' "$sample" ;;
        trailing) awk '{ printf "%s \t \n", $0 }' "$sample" ;;
        blank) awk '{ printf "\n \t\r\n%s\n", $0 } END { printf "\n" }' "$sample" ;;
        one-line) tr '\n' ' ' <"$sample" ;;
        no-final-newline) awk '{ printf "%s%s", (NR > 1 ? "\n" : ""), $0 }' "$sample" ;;
        leading-zeros) awk 'NR == 1 { printf "000%s ", $0; next } { print }' "$sample" ;;
        esac >"$in"
        expect_accepted "$in" "$sample" "$ROOT/testdata/poj2676/sample-1.out" || { echo "variant $kind"; return 1; }
    done
}

@test "solutions: poj3074 stops with an error when a read fails, the solutions before it kept" {
    local name first second
    first=$(sudoku_puzzle 1) second=$(sudoku_puzzle 2)
    for name in poj3074 poj3074.3-mrv poj3074.2-masks poj3074.1-marks; do
        expect_guard "$name" "" || return 1
        expect_guard "$name" " \r\n\n" || return 1
        expect_guard "$name" "$first\n$second" "$(sudoku_answer 1)\n$(sudoku_answer 2)\n" || return 1
        expect_guard "$name" "$first\n$second\n\n" "$(sudoku_answer 1)\n$(sudoku_answer 2)\n" || return 1
    done
}

@test "solutions: poj3074 prints nothing for a puzzle with clashing givens or no solution, and goes on" {
    local name first second row column box dead
    first=$(sudoku_puzzle 1) second=$(sudoku_puzzle 2)
    row=$(sudoku_grid 0=5 8=5) column=$(sudoku_grid 0=5 72=5) box=$(sudoku_grid 0=5 20=5)
    # 1..7 in row 0; the 8s of column 7 and column 8 leave its last two cells only the 9
    dead=$(sudoku_grid 0=1 1=2 2=3 3=4 4=5 5=6 6=7 34=8 62=8)
    printf '%s\n%s\n' "$(sudoku_answer 1)" "$(sudoku_answer 2)" >"$BATS_TEST_TMPDIR/both.out"
    printf '%s\n%s\n%s\n%s\n%s\n%s\nend\n' "$first" "$row" "$column" "$box" "$dead" "$second" \
        >"$BATS_TEST_TMPDIR/in"
    for name in poj3074 poj3074.3-mrv poj3074.2-masks poj3074.1-marks; do
        expect_answer "$name" "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/both.out" || return 1
    done
}

@test "solutions: poj2676 stops with an error when a read fails, the grids before it kept" {
    local grid answer
    grid=$(sed -n '2,10p' "$ROOT/testdata/poj2676/sample-1.in")
    answer=$(cat "$ROOT/testdata/poj2676/sample-1.out")
    expect_guard poj2676 ""
    expect_guard poj2676 "\n\n"
    expect_guard poj2676 "x\n$grid\n"
    expect_guard poj2676 "2\n$grid\n" "$answer\n"
    expect_guard poj2676 "2\n$grid\n103000509\n002109400\n" "$answer\n"
}

@test "solutions: poj2676 prints nothing for a grid with clashing givens or no solution, and goes on" {
    local grid answer clash dead
    grid=$(sed -n '2,10p' "$ROOT/testdata/poj2676/sample-1.in")
    clash=${grid/804000107/864000107}
    dead=$(printf '%s\n' 123456700 000000000 000000000 000000080 000000000 000000000 000000008 \
        000000000 000000000)
    printf '4\n%s\n%s\n%s\n%s\n' "$grid" "$clash" "$dead" "$grid" >"$BATS_TEST_TMPDIR/in"
    cat "$ROOT/testdata/poj2676/sample-1.out" "$ROOT/testdata/poj2676/sample-1.out" >"$BATS_TEST_TMPDIR/want"
    expect_answer poj2676 "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/want"
}

@test "solutions: steps 1 and 2 walk the same tree, step 3 a far smaller one, poj3074.c smaller still" {
    local input marks masks mrv main puzzles path
    for input in sample-1 clues-30 minimal; do
        input=$ROOT/testdata/poj3074/$input.in
        puzzles=$(grep -c '^[1-9.]\{81\}$' "$input")
        read -r -a marks < <(counted poj3074.1-marks "$input")
        read -r -a masks < <(counted poj3074.2-masks "$input")
        [ "${#marks[@]}" -eq 2 ]
        [ "${#masks[@]}" -eq 2 ]
        # the same partial grids; the masks try only digits that fit, each a new grid
        [ "${marks[0]}" -eq "${masks[0]}" ] || { echo "$input: nodes ${marks[0]} and ${masks[0]}"; return 1; }
        [ "${masks[1]}" -eq $((masks[0] - puzzles)) ]
        [ "${marks[1]}" -gt $((5 * masks[1])) ]
    done
    input=$ROOT/testdata/poj3074/minimal.in # 1.3 million grids in row-major order
    read -r -a masks < <(counted poj3074.2-masks "$input")
    read -r -a mrv < <(counted poj3074.3-mrv "$input")
    read -r -a main < <(counted poj3074 "$input")
    # every search here places one digit a node: the path to a puzzle's solution is its start
    # grid and one grid per empty cell; the nodes beyond those paths are the wrong turns
    path=$(($(grep -c '^[1-9.]\{81\}$' "$input") + $(grep '^[1-9.]\{81\}$' "$input" | tr -cd . | wc -c)))
    echo "minimal: masks ${masks[0]}, mrv ${mrv[0]}, main ${main[0]} nodes; $path on the paths"
    [ $((50 * mrv[0])) -lt "${masks[0]}" ]
    [ "${main[0]}" -ge "$path" ]
    [ $((10 * (main[0] - path))) -lt $((mrv[0] - path)) ]
}

@test "solutions: a count_nodes.h build changes no output, on answers and on puzzles without solution" {
    local name input dead="$BATS_TEST_TMPDIR/dead.in" conflict="$BATS_TEST_TMPDIR/conflict.in"
    printf '%s\n%s\nend\n' "$(sudoku_puzzle 1)" "$(sudoku_grid 0=1 1=2 2=3 3=4 4=5 5=6 6=7 34=8 62=8)" >"$dead"
    printf '%s\n%s\nend\n' "$(sudoku_puzzle 2)" "$(sudoku_grid 0=5 20=5)" >"$conflict"
    for name in poj3074 poj3074.3-mrv poj3074.2-masks poj3074.1-marks; do
        for input in "$ROOT/testdata/poj3074/sample-1.in" "$ROOT/testdata/poj3074/clues-30.in" "$dead" "$conflict"; do
            counted "$name" "$input" >/dev/null || return 1
        done
    done
    for input in "$ROOT"/testdata/poj2676/{sample-1,mixed,empty}.in; do
        counted poj2676 "$input" >/dev/null || return 1
    done
}
