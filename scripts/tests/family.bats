#!/usr/bin/env bats
# Contract tests of the queens-family problems ybt1213, noi1700 (all 92 boards, column-major),
# luogu1219 (first three solutions and the count), poj3239 (one placement, judged by
# scripts/problems/poj3239/checker.c), aoj-alds1-13-a (complete an 8x8 board) and uva750 (every
# placement keeping a given queen): the samples, inputs the statements allow (numbers that
# share a line, other white space), each solution's one guard (a failed read, or a value outside
# its arrays: one `error: ` line, exit 1; malformed input is the validators', whose fixtures are
# scripts/problems/<id>/invalid/), the checker against every kind of invalid placement, the
# n = 10^6 case, column-major versus row-major boards and row versus column (the classic
# mistakes as scripts/judging/apply-mistakes makes them). Expected outputs come from the
# committed test data, hand-written fixtures (fixtures/family/) or independent awk checks,
# never from a solution.

bats_require_minimum_version 1.5.0
load test_helper

IDS=(ybt1213 noi1700 luogu1219 poj3239 aoj-alds1-13-a uva750)
MISTAKES=(noi1700.row-major poj3239.no-fixes aoj-alds1-13-a.swapped uva750.row-column-swapped
    uva750.blank-line-after-last)
PROGRAMS=(ybt1213 noi1700 luogu1219 luogu1219.1-arrays poj3239 poj3239.1-backtracking aoj-alds1-13-a
    uva750 "${MISTAKES[@]}")

setup_file() {
    local name
    mkdir -p "$BATS_FILE_TMPDIR/bin"
    for name in "${MISTAKES[@]}" ybt1213.blank-line; do # the family's own mistakes only
        "$ROOT/scripts/judging/apply-mistakes" "$name" >/dev/null
    done
    for name in "${PROGRAMS[@]}"; do
        $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/bin/$name" \
            "$(solution_files | grep -m 1 "/$name\.c\$")" -lm 2>"$BATS_FILE_TMPDIR/bin/$name.log" || true
    done
    $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/bin/print-identity" \
        "$BATS_TEST_DIRNAME/fixtures/family/print_identity.c" 2>/dev/null || true
    # shellcheck disable=SC2054 # the commas belong to the -fsanitize flag
    $CC -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O1 -g -fno-omit-frame-pointer \
        -fsanitize=address,undefined -fno-sanitize-recover=all \
        -o "$BATS_FILE_TMPDIR/bin/checker-asan" "$ROOT/scripts/problems/poj3239/checker.c" 2>/dev/null || true
    build_tool problems/poj3239/checker >/dev/null
    build_tool problems/poj3239/gen >/dev/null
}

setup() {
    BIN="$BATS_FILE_TMPDIR/bin"
    CHECKER="$BUILD/tools/problems/poj3239/checker"
    POJ_GEN="$BUILD/tools/problems/poj3239/gen"
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/family"
    OUT="$BATS_TEST_TMPDIR/out"
    ERR="$BATS_TEST_TMPDIR/err"
}

# check_placements INPUT OUTPUT: the poj3239 checker accepts OUTPUT as a list of valid placements
# (OUTPUT also serves as the answer file, which the checker verifies the same way).
check_placements() {
    if ! "$CHECKER" "$1" "$2" "$2" 2>"$BATS_TEST_TMPDIR/checker.log"; then
        cat "$BATS_TEST_TMPDIR/checker.log"
        return 1
    fi
}

# now_ms: wall-clock milliseconds.
now_ms() {
    echo $(($(date +%s%N) / 1000000))
}

# ---------------------------------------------------------------- oracle

@test "oracle modes of the family: counts are A000170, placements valid up to 10^6" {
    local oracle n
    oracle=$(build_tool data/oracle)
    for n in 6 9 12; do
        [ "$(echo "$n" | "$oracle" luogu1219 | tail -n 1)" = \
            "$(awk -v n="$n" '$1 == n { print $2 }' "$ROOT/scripts/data/oeis-a000170.txt")" ]
    done
    # up to 20 queens the brute force's first placement, above it local repair
    [ "$(printf '8\n0\n' | "$oracle" poj3239)" = "1 5 8 6 3 7 2 4" ]
    "$POJ_GEN" range 8 400 >"$BATS_TEST_TMPDIR/in"
    "$oracle" poj3239 <"$BATS_TEST_TMPDIR/in" >"$OUT"
    check_placements "$BATS_TEST_TMPDIR/in" "$OUT"
    printf '1000000\n0\n' >"$BATS_TEST_TMPDIR/in"
    timeout 20 "$oracle" poj3239 <"$BATS_TEST_TMPDIR/in" >"$OUT"
    check_placements "$BATS_TEST_TMPDIR/in" "$OUT"
    # the repair's placement is not the construction's
    run_file poj3239 "$BATS_TEST_TMPDIR/in"
    if cmp -s "$OUT" <(timeout 20 "$oracle" poj3239 <"$BATS_TEST_TMPDIR/in"); then
        echo "oracle and solution agree on n = 10^6: not independent"
        return 1
    fi
}

# ---------------------------------------------------------------- ybt1213, noi1700

@test "ybt1213, noi1700: the committed output whatever stdin holds (empty, text, closed)" {
    local name want="$ROOT/testdata/noi1700/sample-1.out"
    cmp "$want" "$ROOT/testdata/ybt1213/sample-1.out"
    for name in ybt1213 noi1700; do
        expect_output "$name" '' "$want"
        expect_output "$name" 'error\n-1\n' "$want"
        rc=0
        timeout 10 "$BIN/$name" <&- >"$OUT" 2>"$ERR" || rc=$?
        [ "$rc" -eq 0 ] && cmp -s "$want" "$OUT" || { run_report "$name" '(stdin closed)'; return 1; }
    done
}

@test "noi1700 output: 92 column-major boards of valid placements, queen strings increasing" {
    run awk '
        function fail(why) { print "line " NR ": " why; bad = 1; exit 1 }
        NR % 9 == 1 { if ($0 != "No. " ++k) fail("expected No. " k); next }
        {
            if ($0 !~ /^[01] [01] [01] [01] [01] [01] [01] [01] $/) fail("not 8 tokens 0/1 each followed by one space")
            column = (NR - 1) % 9
            ones = 0
            for (j = 1; j <= 8; j++) if ($j == 1) { row_column[j] = column; ones++ }
            if (ones != 1) fail("column " column " holds " ones " queens")
            if (column < 8) next
            s = ""
            for (j = 1; j <= 8; j++) {
                for (i = 1; i < j; i++) {
                    d = row_column[j] - row_column[i]
                    if (d == 0 || d == j - i || d == i - j) fail("board " k " has attacking queens")
                }
                s = s row_column[j]
            }
            if (k > 1 && s + 0 <= previous + 0) fail("board " k " out of order")
            previous = s
            if (k == 1) first = s
        }
        END { if (!bad) print k, first, previous; exit bad }' "$ROOT/testdata/noi1700/sample-1.out"
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$output" = "92 15863724 84136275" ]
}

@test "column-major vs row-major: the same 92 boards in another order, WA for the row-major file" {
    local boards="$BATS_TEST_TMPDIR/boards"
    run_input noi1700.row-major ''
    [ "$rc" -eq 0 ]
    # one board a line, sorted: the two outputs hold the same set of boards
    awk '/^No/ { if (b != "") print b; b = ""; next } { b = b $0 "|" } END { print b }' "$OUT" |
        sort >"$boards.row"
    awk '/^No/ { if (b != "") print b; b = ""; next } { b = b $0 "|" } END { print b }' \
        "$ROOT/testdata/noi1700/sample-1.out" | sort >"$boards.column"
    cmp "$boards.row" "$boards.column"
    if cmp -s "$OUT" "$ROOT/testdata/noi1700/sample-1.out"; then echo "row-major output is right?"; return 1; fi
    # its first board is the judge's No. 4 (the transpose of 15863724 is 17582463)
    [ "$(sed -n '2,9p' "$OUT")" = "$(sed -n '29,36p' "$ROOT/testdata/noi1700/sample-1.out")" ]
    run "$ROOT/scripts/judge" --brief noi1700 "$BUILD/mistakes/noi1700.row-major.c"
    [[ $output == WA$'\t'0/1$'\t'* ]]
    run "$ROOT/scripts/judge" --brief noi1700 "$ROOT/solutions/noi1700.c"
    [[ $output == AC$'\t'1/1$'\t'* ]]
    run "$ROOT/scripts/judge" --brief ybt1213 "$BUILD/mistakes/ybt1213.blank-line.c"
    [[ $output == PE$'\t'0/1$'\t'* ]]
}

# ---------------------------------------------------------------- luogu1219

@test "luogu1219: n = 6..13 give the committed outputs; counts are A000170; first three valid" {
    local n input start elapsed
    for n in 6 7 8 9 10 11 12 13; do
        input=$(grep -lx "$n" "$ROOT"/testdata/luogu1219/*.in)
        start=$(now_ms)
        run_file luogu1219 "$input"
        elapsed=$(($(now_ms) - start))
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "${input%.in}.out" ||
            { run_report luogu1219 "$n"; return 1; }
        [ "$(tail -n 1 "$OUT")" = "$(awk -v n="$n" '$1 == n { print $2 }' "$ROOT/scripts/data/oeis-a000170.txt")" ]
        awk -v n="$n" '
            NR <= 3 {
                if (NF != n || $0 !~ /^[1-9][0-9]*( [1-9][0-9]*)*$/) exit 1
                for (i = 1; i <= n; i++) {
                    if ($i > n) exit 1
                    for (j = 1; j < i; j++) if ($i == $j || $i - $j == i - j || $j - $i == i - j) exit 1
                }
                key = ""
                for (i = 1; i <= n; i++) key = key sprintf("%02d", $i)
                if (NR > 1 && key <= previous) exit 1
                previous = key
            }
            END { if (NR != 4) exit 1 }' "$OUT" || { echo "n = $n: first three lines not valid and increasing"; return 1; }
    done
    echo "# luogu1219 n = 13: $elapsed ms wall (bit masks)" >&3
}

@test "luogu1219: the guard: no n, or n outside the arrays (or a negative shift), is one error line" {
    local name
    for name in luogu1219 luogu1219.1-arrays; do
        expect_guard "$name" ''
        expect_guard "$name" '\n \n'
        expect_guard "$name" 'six\n'
        expect_guard "$name" '14\n'
        expect_guard "$name" '-6\n'
        expect_guard "$name" '0\n'
    done
}

@test "luogu1219: accepted non-canonical input (\\r\\n, blanks, blank lines, no final newline)" {
    local input want="$ROOT/testdata/luogu1219/sample-1.out"
    for input in '6\r\n' '6' ' \t6 \t\r\n\n\n' '\n\r\n6\n \n'; do
        expect_output luogu1219 "$input" "$want"
        expect_output luogu1219.1-arrays "$input" "$want"
    done
}

@test "luogu1219.1-arrays: the mark-array step gives the committed outputs for n = 6..13" {
    local input
    for input in "$ROOT"/testdata/luogu1219/*.in; do
        run_file luogu1219.1-arrays "$input"
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "${input%.in}.out" ||
            { run_report luogu1219.1-arrays "$(cat "$input")"; return 1; }
    done
}

# ---------------------------------------------------------------- poj3239 checker

@test "poj3239 checker: every fixture gets its verdict (ac- 0, wa- 1, pe- 2) and a message" {
    local dir="$FIXTURES/poj3239-checker" output name want prefix status checked=0
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
    [ "$checked" -ge 35 ]
}

@test "poj3239 checker: the named fault is the one reported" {
    local dir="$FIXTURES/poj3239-checker" want file message
    while read -r want file message; do
        run "$CHECKER" "$dir/input.in" "$dir/$file" "$dir/answer.out"
        echo "$file: exit $status, $output"
        [ "$status" -eq "$want" ]
        [[ $output == *"$message"* ]]
    done <<'EOF'
1 wa-column-twice.out rows 2 and 9 both use column 3
1 wa-same-anti-diagonal.out rows 1 and 2 share a diagonal
1 wa-attack-on-last-row.out answer 2 (n = 9): the queens of rows 5 and 8 share a diagonal
1 wa-column-too-large.out row 8: column 9 out of range
1 wa-missing-line.out answer 2 (n = 9) is missing
1 wa-extra-line.out line 3: output '5' after the last answer
2 pe-split-line.out answer 1 is split over several lines
EOF
}

@test "poj3239 checker: exit 3 for a bad answer file, a missing file, wrong usage" {
    local dir="$FIXTURES/poj3239-checker"
    run -3 "$CHECKER" "$dir/input.in" "$dir/answer.out" "$dir/wa-same-diagonal.out"
    [[ $output == "fail: the answer file is not accepted: "* ]]
    run -3 "$CHECKER" "$dir/input.in" "$dir/no-such-file.out" "$dir/answer.out"
    [[ $output == "fail: cannot open "* ]]
    run -3 "$CHECKER" "$dir/input.in" "$dir/answer.out"
    run -3 "$CHECKER" "$dir/wa-not-a-number.out" "$dir/answer.out" "$dir/answer.out"
}

@test "poj3239 checker under ASan+UBSan: 300 random and mutated outputs, never a crash" {
    local dir="$FIXTURES/poj3239-checker" i status output="$BATS_TEST_TMPDIR/fuzz.out"
    [ -x "$BIN/checker-asan" ] || skip "no sanitizer build of the checker"
    for ((i = 1; i <= 300; i++)); do
        if ((i % 3 == 0)); then
            head -c $((i * 7)) /dev/urandom >"$output"
        else # one random edit of a valid output: a token replaced, dropped or doubled, or junk
            awk -v seed="$i" '
                BEGIN { srand(seed); junk[0] = "-"; junk[1] = "0"; junk[2] = "99999999999999"
                        junk[3] = "\r"; junk[4] = ""; junk[5] = "\n\n"; junk[6] = "x"; junk[7] = "7 7" }
                { line[NR] = $0 }
                END {
                    target = int(rand() * NR) + 1
                    n = split(line[target], token, " ")
                    pick = int(rand() * n) + 1
                    token[pick] = rand() < 0.5 ? junk[int(rand() * 8)] : token[pick] " " token[pick]
                    text = token[1]; for (t = 2; t <= n; t++) text = text " " token[t]
                    line[target] = text
                    for (l = 1; l <= NR; l++) print line[l]
                }' "$dir/answer.out" >"$output"
        fi
        status=0
        ASAN_OPTIONS=exitcode=86 UBSAN_OPTIONS=exitcode=87:halt_on_error=1 \
            "$BIN/checker-asan" "$dir/input.in" "$output" "$dir/answer.out" 2>"$ERR" || status=$?
        if [ "$status" -gt 2 ] || grep -q -e Sanitizer -e 'runtime error' "$ERR"; then
            echo "case $i: exit $status"
            head -n 20 "$ERR"
            return 1
        fi
    done
}

# ---------------------------------------------------------------- poj3239 solution

@test "poj3239: the checker accepts the committed answers and the solution on every case" {
    local input checked=0
    for input in "$ROOT"/testdata/poj3239/*.in; do
        "$CHECKER" "$input" "${input%.in}.out" "${input%.in}.out" 2>"$ERR" || { cat "$ERR"; return 1; }
        run_file poj3239 "$input"
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] || { run_report poj3239 "$input"; return 1; }
        "$CHECKER" "$input" "$OUT" "${input%.in}.out" 2>"$ERR" || { cat "$ERR"; return 1; }
        checked=$((checked + 1))
    done
    [ "$checked" -ge 10 ]
    # the construction's placement differs from the oracle's: only a checker can judge it
    expect_output poj3239 '8\n0\n' <(printf '2 4 6 8 3 1 7 5\n')
}

@test "poj3239: valid placements for every n in 8..2000; without the repairs n = 8 fails" {
    "$POJ_GEN" range 8 2000 >"$BATS_TEST_TMPDIR/in"
    run_file poj3239 "$BATS_TEST_TMPDIR/in"
    [ "$rc" -eq 0 ]
    [ "$(wc -l <"$OUT")" -eq 1993 ]
    check_placements "$BATS_TEST_TMPDIR/in" "$OUT"
    run_input poj3239.no-fixes '8\n0\n'
    run -1 "$CHECKER" "$BATS_TEST_TMPDIR/in" "$OUT" "$ROOT/testdata/poj3239/sample-1.out"
    [[ $output == *"rows 2 and 5 share a diagonal"* ]]
}

@test "poj3239: n = 10^6, 999998, 999999 are valid; time against printing 1..n (reported)" {
    local input="$BATS_TEST_TMPDIR/big.in" start solution_ms baseline_ms
    "$POJ_GEN" range 999998 1000000 >"$input"
    start=$(now_ms)
    run_file poj3239 "$input" 20
    solution_ms=$(($(now_ms) - start))
    [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] || { run_report poj3239 big; return 1; }
    [ "$(wc -l <"$OUT")" -eq 3 ]
    check_placements "$input" "$OUT"
    start=$(now_ms)
    timeout 20 "$BIN/print-identity" <"$input" >"$BATS_TEST_TMPDIR/identity.out"
    baseline_ms=$(($(now_ms) - start))
    # a permutation of 1..n has as many digits as 1..n: the same amount of output
    [ "$(wc -c <"$OUT")" -eq "$(wc -c <"$BATS_TEST_TMPDIR/identity.out")" ]
    echo "# poj3239, n = 999998..1000000 ($(wc -c <"$OUT") bytes): solution $solution_ms ms," \
        "printing 1..n $baseline_ms ms (wall, not asserted)" >&3
}

@test "poj3239: the 0 ends it; the guard (a failed read, the 0 missing, n < 0 or n > 10^6) keeps the earlier answers" {
    local first='2 4 6 8 3 1 7 5\n'
    expect_guard poj3239 ''
    expect_guard poj3239 '8' "$first"
    expect_guard poj3239 '8\n1000001\n0\n' "$first"
    expect_guard poj3239 '8\n-8\n0\n' "$first"
    expect_guard poj3239 '8\n\nx\n0\n' "$first"
    expect_output poj3239 '8\n0\nnot read\n' <(printf '%b' "$first")
    expect_output poj3239 ' 8 \r\n\n0\r\n' <(printf '%b' "$first")
    expect_output poj3239 '0\n' /dev/null
    # the backtracking step reads the same way; its arrays stop at the statement's 300
    expect_output poj3239.1-backtracking '8\n0\n' <(printf '1 5 8 6 3 7 2 4\n')
    expect_guard poj3239.1-backtracking '8' '1 5 8 6 3 7 2 4\n'
    expect_guard poj3239.1-backtracking '301\n0\n'
    expect_guard poj3239.1-backtracking '-1\n0\n'
}

@test "poj3239: numbers may share a line, as scanf reads them" {
    local first='2 4 6 8 3 1 7 5\n'
    expect_output poj3239 '8 8\n0\n' <(printf '%b' "$first$first")
    expect_output poj3239 '8 0\n' <(printf '%b' "$first")
    expect_output poj3239 '8\t8 0 x\n' <(printf '%b' "$first$first")
    expect_guard poj3239 '8\n8 x 0\n' "$first$first"
    printf '8 9 10\n11\t12 13\r\n14 0\n' >"$BATS_TEST_TMPDIR/in"
    run_file poj3239 "$BATS_TEST_TMPDIR/in"
    [ "$rc" -eq 0 ]
    [ "$(wc -l <"$OUT")" -eq 7 ]
    check_placements "$BATS_TEST_TMPDIR/in" "$OUT"
}

# ---------------------------------------------------------------- aoj-alds1-13-a

@test "aoj-alds1-13-a: every committed case: one valid board keeping the given queens" {
    local input checked=0
    for input in "$ROOT"/testdata/aoj-alds1-13-a/*.in; do
        run_file aoj-alds1-13-a "$input"
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "${input%.in}.out" ||
            { run_report aoj-alds1-13-a "$(cat "$input")"; return 1; }
        awk '
            FNR == NR { if (FNR > 1) given[$1] = $2; next }
            {
                if (length($0) != 8 || $0 ~ /[^Q.]/ || gsub(/Q/, "Q") != 1) exit 1
                row = FNR - 1; column[row] = index($0, "Q") - 1
                if ((row in given) && given[row] != column[row]) exit 1
                for (r = 0; r < row; r++) {
                    d = column[row] - column[r]
                    if (d == 0 || d == row - r || d == r - row) exit 1
                }
            }
            END { if (FNR != 8) exit 1 }' "$input" "$OUT" || { echo "bad board for $input"; return 1; }
        checked=$((checked + 1))
    done
    [ "$checked" -ge 20 ]
}

@test "aoj-alds1-13-a: the guard: a number missing, or r or c outside 0..7, is one error line" {
    expect_guard aoj-alds1-13-a ''
    expect_guard aoj-alds1-13-a 'k\n'
    expect_guard aoj-alds1-13-a '9\n' # k queens promised, the input ends
    expect_guard aoj-alds1-13-a '2\n2 2\n'
    expect_guard aoj-alds1-13-a '2\n2 2\n5\n'
    expect_guard aoj-alds1-13-a '2\n2 2\n5'
    expect_guard aoj-alds1-13-a '2\n2,2\n5 3\n'
    expect_guard aoj-alds1-13-a '2\n2 8\n5 3\n'
    expect_guard aoj-alds1-13-a '2\n8 2\n5 3\n'
    expect_guard aoj-alds1-13-a '2\n-1 2\n5 3\n'
    expect_guard aoj-alds1-13-a '2\n2 2\n5 -3\n'
}

@test "aoj-alds1-13-a: accepted whitespace and shared lines; several completions give the smallest; swapped r c is WA" {
    local want="$ROOT/testdata/aoj-alds1-13-a/sample-1.out"
    expect_output aoj-alds1-13-a '2\r\n2 2\r\n5 3\r\n' "$want"
    expect_output aoj-alds1-13-a '\n2\n\n 2\t2 \n5 3' "$want"
    expect_output aoj-alds1-13-a '2\n5 3\n2 2\n' "$want"
    # numbers may share a line, or a queen be split over lines, as scanf reads them
    expect_output aoj-alds1-13-a '2 2 2 5 3\n' "$want"
    expect_output aoj-alds1-13-a '2\n2 2 5 3\n' "$want"
    expect_output aoj-alds1-13-a '2\n2\n2\n5\n3\n' "$want"
    # what the solution needs is read, nothing after it (the validator rejects the rest)
    expect_output aoj-alds1-13-a '2\n2 2\n5 3\n0 0\n' "$want"
    # k = 0 (outside the contract): the first eight-queens string, 15863724
    expect_output aoj-alds1-13-a '0\n' <(printf 'Q.......\n....Q...\n.......Q\n.....Q..\n..Q.....\n......Q.\n.Q......\n...Q....\n')
    # reading `c r` gives the mirror image in the main diagonal
    run_input aoj-alds1-13-a.swapped '2\n2 2\n5 3\n'
    [ "$rc" -eq 0 ]
    [ "$(cat "$OUT")" = "$(awk '{ for (c = 1; c <= 8; c++) t[c] = t[c] substr($0, c, 1) } END { for (c = 1; c <= 8; c++) print t[c] }' "$want")" ]
    if cmp -s "$OUT" "$want"; then echo "swapped output is right?"; return 1; fi
}

# ---------------------------------------------------------------- uva750

# uva750_verify INPUT OUTPUT: checks OUTPUT against INPUT without any solution: for each
# dataset the two header lines and an empty line, then lines `%2d`, six spaces and 8 rows
# numbered from 1, each a placement (8 distinct rows, no two queens on a diagonal) with a
# queen on the dataset's square, in strictly increasing order; one empty line between two
# datasets, none after the last. Prints the number of placement lines.
uva750_verify() {
    awk '
        function fail(why) { print "output line " FNR ": " why; bad = 1; exit 1 }
        FNR == NR { for (i = 1; i <= NF; i++) token[++tokens] = $i; next }
        FNR == 1 { datasets = token[1]; state = "head" }
        state == "head" {
            if ($0 != "SOLN       COLUMN") fail("expected the first header line")
            if (++d > datasets) fail("more datasets than the input holds")
            given_row = token[2 * d]; given_column = token[2 * d + 1]
            state = "head2"; next
        }
        state == "head2" {
            if ($0 != " #      1 2 3 4 5 6 7 8") fail("expected the second header line")
            state = "blank"; next
        }
        state == "blank" {
            if ($0 != "") fail("expected the empty line after the header")
            state = "rows"; k = 0; previous = ""; next
        }
        state == "rows" && $0 == "" {
            if (k == 0) fail("a dataset without placements")
            state = "head"; next
        }
        state == "rows" {
            if ($0 !~ /^[ 1-9][0-9]      [1-8] [1-8] [1-8] [1-8] [1-8] [1-8] [1-8] [1-8]$/)
                fail("not `%2d`, six spaces, 8 rows")
            if (substr($0, 1, 2) + 0 != ++k) fail("expected placement number " k)
            placement = substr($0, 9)
            split(placement, row, " ")
            for (i = 1; i <= 8; i++)
                for (j = 1; j < i; j++)
                    if (row[i] == row[j] || row[i] - row[j] == i - j || row[j] - row[i] == i - j)
                        fail("queens of columns " j " and " i " attack each other")
            if (row[given_column] != given_row) fail("no queen on " given_row " " given_column)
            if (k > 1 && placement <= previous) fail("not in increasing order")
            previous = placement; total++
        }
        END {
            if (bad) exit 1
            if (state != "rows" || k == 0 || d != datasets) {
                print "output ends early or with an empty line"
                exit 1
            }
            print total
        }' "$1" "$2"
}

@test "uva750: every committed case, all 64 squares included: the committed output, checked alone" {
    local input total checked=0
    for input in "$ROOT"/testdata/uva750/*.in; do
        run_file uva750 "$input"
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "${input%.in}.out" ||
            { run_report uva750 "$(head -c 100 "$input")"; return 1; }
        total=$(uva750_verify "$input" "${input%.in}.out") || { echo "$input: $total"; return 1; }
        checked=$((checked + 1))
    done
    [ "$checked" -ge 10 ]
    # `every` asks for each of the 64 squares once. A placement has 8 queens, so it can be listed
    # under 8 of them at most: 92 x 8 = 736 verified lines means that none is missing.
    [ "$(awk 'NR > 1 && NF == 2 { print $1, $2 }' "$ROOT/testdata/uva750/every.in" | sort -u | wc -l)" -eq 64 ]
    [ "$(uva750_verify "$ROOT/testdata/uva750/every.in" "$ROOT/testdata/uva750/every.out")" -eq 736 ]
}

@test "uva750: tokens sharing lines, CRLF, blank lines missing or doubled, as scanf reads them" {
    local source="$ROOT/testdata/uva750/random-3" kind
    for kind in one-line crlf no-blank-lines doubled-blank-lines token-per-line no-final-newline; do
        case $kind in
        one-line) tr '\n' ' ' <"$source.in" ;;
        crlf) sed 's/$/\r/' "$source.in" ;;
        no-blank-lines) sed '/^$/d' "$source.in" ;;
        doubled-blank-lines) awk '{ print } /^$/ { print " \t" }' "$source.in" ;;
        token-per-line) tr ' ' '\n' <"$source.in" ;;
        no-final-newline) printf '%s' "$(cat "$source.in")" ;;
        esac >"$BATS_TEST_TMPDIR/in"
        run_file uva750 "$BATS_TEST_TMPDIR/in"
        [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "$source.out" ||
            { run_report uva750 "$kind"; return 1; }
    done
    expect_output uva750 '1 1 1' "$ROOT/testdata/uva750/sample-1.out"
    expect_output uva750 '\r\n1\r\n\r\n\r\n  1\t1 \r\n\r\n' "$ROOT/testdata/uva750/sample-1.out"
}

@test "uva750: the guard: a number missing, or a square off the board, is one error line, the earlier datasets' output kept" {
    local first
    first="$(cat "$ROOT/testdata/uva750/sample-1.out")\n" # the output of the dataset `1 1`
    expect_guard uva750 ''
    expect_guard uva750 '\n\n'
    expect_guard uva750 'two\n\n1 1\n'
    expect_guard uva750 '1.0\n\n1 1\n'
    expect_guard uva750 '2\n\n1 1\n\n0 1\n' "$first"
    expect_guard uva750 '2\n\n1 1\n\n1 9\n' "$first"
    expect_guard uva750 '2\n\n1 1\n\n9 1\n' "$first"
    expect_guard uva750 '2\n\n1 1\n\n-1 1\n' "$first"
    expect_guard uva750 '2\n\n1 1\n\nx 1\n' "$first"
    expect_guard uva750 '2\n\n1 1\n' "$first"  # dataset 2 missing
    expect_guard uva750 '2\n\n1 1\n\n3' "$first" # its column missing
    # T datasets are read, nothing after them (the validator rejects the rest)
    expect_output uva750 '1\n\n1 1\n\n2 2\n' "$ROOT/testdata/uva750/sample-1.out"
}

@test "uva750: T = 10000, the bound, is answered; T = 10001 with 10000 datasets is the guard after them" {
    local sample="$ROOT/testdata/uva750/sample-1.out"
    awk 'BEGIN { print 10000; for (i = 0; i < 10000; i++) printf "\n1 1\n" }' >"$BATS_TEST_TMPDIR/in"
    # the sample's output 10000 times, an empty line between two copies
    awk -v copies=10000 '{ text = text $0 "\n" }
        END { for (i = 0; i < copies; i++) printf "%s%s", (i > 0 ? "\n" : ""), text }' \
        "$sample" >"$BATS_TEST_TMPDIR/want"
    run_file uva750 "$BATS_TEST_TMPDIR/in"
    [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp -s "$OUT" "$BATS_TEST_TMPDIR/want" ||
        { run_report uva750 'T = 10000'; return 1; }
    # the bound is the validator's (scripts/problems/uva750/invalid/line1-t-too-large.in): the
    # solution answers the 10000 datasets there are, then the 10001st is a failed read
    sed '1s/.*/10001/' "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/more"
    run_file uva750 "$BATS_TEST_TMPDIR/more"
    [ "$rc" -eq 1 ]
    cmp -s "$OUT" "$BATS_TEST_TMPDIR/want" || { echo "not the 10000 answers"; return 1; }
    [ "$(wc -l <"$ERR")" -eq 1 ]
    grep -q '^error: ' "$ERR"
}

@test "uva750: reading \`column row\` answers the mirror square; an empty line after the last dataset" {
    local data="$ROOT/testdata/uva750"
    # 1 4 read as column 1, row 4 is the square 4 1: its placements, not those of 1 4
    run_file uva750.row-column-swapped "$data/square-1-4.in"
    [ "$rc" -eq 0 ]
    cmp "$OUT" "$data/square-4-1.out"
    if cmp -s "$OUT" "$data/square-1-4.out"; then echo "swapped output is right?"; return 1; fi
    # on the main diagonal, as in the sample, the mistake does not show
    run_file uva750.row-column-swapped "$data/sample-1.in"
    cmp "$OUT" "$data/sample-1.out"
    # (their judge verdicts, WA and PE, are checked in mistakes.bats)
    run_file uva750.blank-line-after-last "$data/sample-1.in"
    cmp "$OUT" <(cat "$data/sample-1.out"; printf '\n')
}
