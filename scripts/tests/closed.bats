#!/usr/bin/env bats
# The queens problems with closed squares: cses1624 (CSES 1624: 8 x 8, `.` free, `*` reserved),
# luogu1562 (Luogu P1562: n <= 14, `*` open, `.` closed) and lanqiao-basic27 (Lanqiao BASIC-27:
# n black and n white queens, 1 open, 0 closed). The oracle's modes against the published
# samples, A000170 and an awk backtracking of their own on random small boards; the solutions'
# one guard (a board that cannot be read, or an n outside the arrays: one `error: ` line on
# stderr, exit 1; malformed boards are the validators', scripts/problems/<id>/invalid/) and
# input laid out as scanf reads it; the teaching step against the committed answers; the
# classic mistakes on the smallest boards that show them; every file compiles warning-free as
# C90 to C17 and as C++98 to C++23.
# Expected outputs come from the statements, OEIS or the awk check, never from a solution.

bats_require_minimum_version 1.5.0
load test_helper

IDS=(cses1624 luogu1562 lanqiao-basic27)
MISTAKES=(cses1624.reserved-blocks luogu1562.mask-after-placing lanqiao-basic27.same-square
    lanqiao-basic27.diag-no-offset)
STEP=solutions/steps/luogu1562.1-scan.c

setup_file() {
    local id name
    mkdir -p "$BATS_FILE_TMPDIR/bin"
    for name in "${MISTAKES[@]}"; do "$ROOT/scripts/judging/apply-mistakes" "$name" >/dev/null; done
    for id in "${IDS[@]}"; do
        $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/bin/$id" "$ROOT/solutions/$id.c" \
            2>"$BATS_FILE_TMPDIR/bin/$id.log" || true
    done
    for name in "${MISTAKES[@]}"; do
        $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/bin/$name" "$BUILD/mistakes/$name.c" \
            2>"$BATS_FILE_TMPDIR/bin/$name.log" || true
    done
    $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/bin/luogu1562.1-scan" "$ROOT/$STEP" \
        2>"$BATS_FILE_TMPDIR/bin/luogu1562.1-scan.log" || true
    for id in "${IDS[@]}"; do build_tool "problems/$id/gen" >/dev/null; done
    build_tool data/oracle >/dev/null
}

setup() {
    BIN="$BATS_FILE_TMPDIR/bin"
    OUT="$BATS_TEST_TMPDIR/out"
    ERR="$BATS_TEST_TMPDIR/err"
    ORACLE="$BUILD/tools/data/oracle"
}

# gen ID ARG...: the generator of ID.
gen() {
    "$BUILD/tools/problems/$1/gen" "${@:2}"
}

# as_bits ID < INPUT: the board as `n`, then one line of 1 (open) and 0 (closed) per row.
as_bits() {
    case $1 in
    cses1624) echo 8 && tr '.*' '10' ;;
    luogu1562) tr '*.' '10' ;;
    lanqiao-basic27) tr -d ' ' ;;
    esac
}

# awk_count MODE < BITS: the placements of n queens on the open squares (MODE count), or the
# ordered pairs of placements that share no square (MODE pairs), by a backtracking of its own
# that compares each square with every queen above it.
awk_count() {
    awk -v mode="$1" '
        function place(row,   c, r, ok) {
            if (row > n) {
                found++
                for (r = 1; r <= n; r++) placement[found, r] = queen[r]
                return
            }
            for (c = 1; c <= n; c++) {
                if (!open[row, c]) continue
                ok = 1
                for (r = 1; r < row; r++)
                    if (queen[r] == c || queen[r] - c == row - r || c - queen[r] == row - r) ok = 0
                if (ok) { queen[row] = c; place(row + 1) }
            }
        }
        NR == 1 { n = $1; next }
        { for (c = 1; c <= n; c++) open[NR - 1, c] = substr($0, c, 1) == "1" }
        END {
            place(1)
            if (mode == "count") { print found + 0; exit }
            for (i = 1; i <= found; i++)
                for (j = 1; j <= found; j++) {
                    shared = 0
                    for (r = 1; r <= n; r++) if (placement[i, r] == placement[j, r]) shared = 1
                    pairs += !shared
                }
            print pairs + 0
        }'
}

@test "oracle: the published samples, the free and reserved 8 x 8 boards, the open n x n boards give A000170" {
    local n
    [ "$("$ORACLE" cses1624 <"$ROOT/testdata/cses1624/sample-1.in")" = 65 ]
    [ "$(gen cses1624 open | "$ORACLE" cses1624)" = 92 ]
    [ "$(gen cses1624 closed | "$ORACLE" cses1624)" = 0 ]
    [ "$("$ORACLE" luogu1562 <"$ROOT/testdata/luogu1562/sample-1.in")" = 1 ]
    [ "$("$ORACLE" lanqiao-basic27 <"$ROOT/testdata/lanqiao-basic27/sample-1.in")" = 2 ]
    [ "$("$ORACLE" lanqiao-basic27 <"$ROOT/testdata/lanqiao-basic27/sample-2.in")" = 0 ]
    # the committed open boards of luogu1562, n = 1..14, against the table
    for n in $(seq 1 14); do
        [ "$(cat "$ROOT/testdata/luogu1562/open-$n.out")" = \
            "$(awk -v n="$n" '$1 == n { print $2 }' "$ROOT/scripts/data/oeis-a000170.txt")" ] ||
            { echo "open-$n"; return 1; }
    done
    [ "$(gen luogu1562 open 9 | "$ORACLE" luogu1562)" = 352 ]
    [ "$(gen luogu1562 closed 9 | "$ORACLE" luogu1562)" = 0 ]
    run "$ORACLE" luogu1562 <<<'15'
    [ "$status" -eq 1 ]
}

@test "oracle agrees with an awk backtracking on random boards: 30 of 8 x 8, 60 up to 7 x 7, 60 pairs up to 6 x 6" {
    local seed n closed input
    for seed in $(seq 1 30); do
        gen cses1624 random "$seed" $((seed % 40)) >"$BATS_TEST_TMPDIR/in"
        [ "$("$ORACLE" cses1624 <"$BATS_TEST_TMPDIR/in")" = \
            "$(as_bits cses1624 <"$BATS_TEST_TMPDIR/in" | awk_count count)" ] ||
            { cat "$BATS_TEST_TMPDIR/in"; return 1; }
    done
    for seed in $(seq 1 60); do
        n=$((seed % 7 + 1))
        closed=$((seed * 7 % (n * n / 2 + 1)))
        gen luogu1562 random "$seed" "$n" "$closed" >"$BATS_TEST_TMPDIR/in"
        [ "$("$ORACLE" luogu1562 <"$BATS_TEST_TMPDIR/in")" = \
            "$(as_bits luogu1562 <"$BATS_TEST_TMPDIR/in" | awk_count count)" ] ||
            { cat "$BATS_TEST_TMPDIR/in"; return 1; }
    done
    for seed in $(seq 1 60); do
        n=$((seed % 6 + 1))
        closed=$((seed * 5 % (n * n / 3 + 1)))
        gen lanqiao-basic27 random "$seed" "$n" "$closed" >"$BATS_TEST_TMPDIR/in"
        [ "$("$ORACLE" lanqiao-basic27 <"$BATS_TEST_TMPDIR/in")" = \
            "$(as_bits lanqiao-basic27 <"$BATS_TEST_TMPDIR/in" | awk_count pairs)" ] ||
            { cat "$BATS_TEST_TMPDIR/in"; return 1; }
    done
    # and the committed cases small enough for awk
    for input in "$ROOT"/testdata/lanqiao-basic27/*.in; do
        [ "$(head -n 1 "$input")" -le 7 ] || continue
        [ "$(cat "${input%.in}.out")" = "$(as_bits lanqiao-basic27 <"$input" | awk_count pairs)" ] ||
            { echo "$input"; return 1; }
    done
}

@test "the generators refuse bad arguments" {
    run gen cses1624 open 8
    [ "$status" -eq 1 ]
    run gen cses1624 random 1 65
    [ "$status" -eq 1 ]
    run gen luogu1562 open 15
    [ "$status" -eq 1 ]
    run gen luogu1562 wall 4 4 0
    [ "$status" -eq 1 ]
    run gen lanqiao-basic27 solutions 1 3 1 0 # no placement of 3 queens
    [ "$status" -eq 1 ]
    run gen lanqiao-basic27 checkerboard 4
    [ "$status" -eq 1 ]
}

@test "cses1624: a board that ends before its 8 rows is one error line, exit 1" {
    local row='........\n'
    expect_guard cses1624 ''
    expect_guard cses1624 ' \r\n\n'
    expect_guard cses1624 "$row$row"
    expect_guard cses1624 "$row$row$row$row$row$row$row"
}

@test "cses1624: rows as scanf reads them (\\r\\n, spaces, blank lines, no final newline)" {
    local sample="$ROOT/testdata/cses1624/sample-1.in" want="$ROOT/testdata/cses1624/sample-1.out"
    expect_output cses1624 "$(awk '{ printf "%s\\r\\n", $0 }' "$sample")" "$want"
    expect_output cses1624 "$(awk '{ printf "%s \\t", $0 }' "$sample")" "$want"
    expect_output cses1624 "\\n\\n$(awk '{ printf "%s\\n\\n", $0 }' "$sample")" "$want"
    expect_output cses1624 "$(awk '{ printf "%s%s", (NR > 1 ? "\\n" : ""), $0 }' "$sample")" "$want"
}

@test "luogu1562: an n that cannot be read or is outside 1..14, or a missing row, is one error line, exit 1" {
    local input
    for input in '' 'x\n' '0\n' '15\n' '-4\n' '4\n**.*\n***\n' '4\n****\n****\n****\n'; do
        expect_guard luogu1562 "$input"
    done
}

@test "luogu1562: rows as scanf reads them (\\r\\n, spaces, rows on one line, no final newline)" {
    local want="$ROOT/testdata/luogu1562/sample-1.out"
    expect_output luogu1562 '4\r\n**.*\r\n****\r\n****\r\n****\r\n' "$want"
    expect_output luogu1562 ' 4 **.* ****\t**** \n\n****' "$want"
    expect_output luogu1562 '1\n*\n' "$(want '1\n')"
    expect_output luogu1562 '1\n.\n' "$(want '0\n')"
}

@test "lanqiao-basic27: an n that cannot be read or is outside 1..8, or a square that cannot be read, is one error line, exit 1" {
    local input
    for input in '' 'x\n' '0\n' '9\n' '-1\n' '2\n1 1\n1 x\n' '2\n1 1\n1\n'; do
        expect_guard lanqiao-basic27 "$input"
    done
}

@test "lanqiao-basic27: numbers as scanf reads them (\\r\\n, any spacing, one line, no final newline)" {
    local want="$ROOT/testdata/lanqiao-basic27/sample-1.out"
    expect_output lanqiao-basic27 '4\r\n1 1 1 1\r\n1 1 1 1\r\n1 1 1 1\r\n1 1 1 1\r\n' "$want"
    expect_output lanqiao-basic27 '4 1 1 1 1 1 1 1 1\n\n1\t1 1 1   1 1 1 1' "$want"
    expect_output lanqiao-basic27 '1\n1\n' "$(want '0\n')"
}

@test "the teaching step luogu1562.1-scan is correct: the committed answers for every case up to n = 12" {
    local input checked=0
    for input in "$ROOT"/testdata/luogu1562/*.in; do
        [ "$(head -n 1 "$input")" -le 12 ] || continue
        run_file luogu1562.1-scan "$input"
        [ "$rc" -eq 0 ] && cmp -s "$OUT" "${input%.in}.out" || { run_report luogu1562.1-scan "$input"; return 1; }
        checked=$((checked + 1))
    done
    [ "$checked" -ge 20 ]
}

# expect_answer NAME INPUT_FILE ANSWER: $BIN/NAME prints the one line ANSWER for INPUT_FILE.
expect_answer() {
    run_file "$1" "$2"
    [ "$rc" -eq 0 ] && [ "$(cat "$OUT")" = "$3" ] ||
        { run_report "$1" "$(cat "$2")"; echo "wanted: $3"; return 1; }
}

@test "the classic mistakes on the boards that show them" {
    local board="$BATS_TEST_TMPDIR/board"
    # row 3 reserved but (3, 4): attacks pass over the reserved squares, the mistake stops them
    gen cses1624 wall 3 4 >"$board"
    expect_answer cses1624 "$board" 8
    expect_answer cses1624.reserved-blocks "$board" 2556
    # the closed 1 x 1 board: the first candidate escapes the late mask
    printf '1\n.\n' >"$board"
    expect_answer luogu1562 "$board" 0
    expect_answer luogu1562.mask-after-placing "$board" 1
    # one open square: black and white on it
    printf '1\n1\n' >"$board"
    expect_answer lanqiao-basic27 "$board" 0
    expect_answer lanqiao-basic27.same-square "$board" 1
    # the open 5 x 5 board: with diagonals k and -k merged only 2 of the 10 placements remain
    gen lanqiao-basic27 open 5 >"$board"
    expect_answer lanqiao-basic27 "$board" 40
    expect_answer lanqiao-basic27.diag-no-offset "$board" 4
}

@test "the solutions, the step and the mistakes compile warning-free as C90 to C17 and C++98 to C++23" {
    local file std cc=${CC:-gcc} cxx=${CXX:-g++} failed=0 name
    local -a files=("$ROOT/$STEP")
    for name in "${IDS[@]}"; do files+=("$ROOT/solutions/$name.c"); done
    for name in "${MISTAKES[@]}"; do files+=("$BUILD/mistakes/$name.c"); done
    for file in "${files[@]}"; do
        for std in c90 c99 c11 c17; do
            "$cc" -std="$std" -Wall -Wextra -Wpedantic -Werror -O2 -c -o /dev/null "$file" ||
                { echo "FAIL: $cc -std=$std $file"; failed=1; }
        done
        command -v "$cxx" >/dev/null || continue
        for std in c++98 c++03 c++11 c++14 c++17 c++20 c++23; do
            "$cxx" -x c++ -std="$std" -Wall -Wextra -Wpedantic -Werror -O2 -c -o /dev/null "$file" ||
                { echo "FAIL: $cxx -x c++ -std=$std $file"; failed=1; }
        done
    done
    [ "$failed" = 0 ]
}
