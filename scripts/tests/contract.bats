#!/usr/bin/env bats
# Contract tests of the six main solutions (ybt1214, noi1756, nqueens-count, hdu2553,
# nqueens-unique, nqueens-endgame):
# the samples, each template's one guard (a failed read, or a value that would index outside
# its arrays: one `error: ...` line on stderr, exit 1, earlier answers kept; the strict checks
# of the canonical form are the validators', testdata.bats), and non-canonical but accepted
# input: the solutions read whitespace-separated tokens as scanf does, so numbers (and the
# endgame's board rows) may share a line or be spread over lines. Every expected output comes
# from facts: the committed samples, hand-written fixtures (checked here) or independent awk
# checks, never a solution.

bats_require_minimum_version 1.5.0
load test_helper

IDS=(ybt1214 noi1756 nqueens-count hdu2553 nqueens-unique nqueens-endgame)

setup_file() {
    local id
    for id in "${IDS[@]}"; do
        ${CC:-gcc} -std=c11 -O2 -o "$BATS_FILE_TMPDIR/$id" \
            "$BATS_TEST_DIRNAME/../../solutions/$id.c" -lm 2>"$BATS_FILE_TMPDIR/$id.log" || true
    done
}

setup() {
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/contract"
    BIN="$BATS_FILE_TMPDIR"
    OUT="$BATS_TEST_TMPDIR/out"
    ERR="$BATS_TEST_TMPDIR/err"
}

# variant KIND FILE: FILE rewritten with accepted non-canonical whitespace of the given KIND.
variant() {
    case $1 in
    crlf) awk '{ printf "%s\r\n", $0 }' "$2" ;;
    trailing) awk '{ printf "%s \t \n", $0 }' "$2" ;;
    blank) awk '{ printf "%s%s\n", (NR > 1 ? "\n \t\n\r\n" : ""), $0 } END { printf "\n \n" }' "$2" ;;
    no-final-newline) awk '{ printf "%s%s", (NR > 1 ? "\n" : ""), $0 }' "$2" ;;
    mixed) awk '{ printf "%s%s\t \r", (NR > 1 ? "\n\r\n" : ""), $0 }' "$2" ;;
    *) return 1 ;;
    esac
}

# The 92 strings of the fixture are valid, distinct and increasing, hence exactly the 92 answers.
check_eight_queens_fixture() {
    awk '
        function valid(s, i, j, a, b) {
            if (length(s) != 8 || s ~ /[^1-8]/) return 0
            for (i = 1; i <= 8; i++)
                for (j = i + 1; j <= 8; j++) {
                    a = substr(s, i, 1) + 0; b = substr(s, j, 1) + 0
                    if (a == b || a - b == i - j || a - b == j - i) return 0
                }
            return 1
        }
        !valid($0) || (NR > 1 && $0 + 0 <= prev + 0) { print "bad fixture line " NR; bad = 1 }
        { prev = $0 }
        END { exit bad || NR != 92 }' "$FIXTURES/eight-queens.txt"
}

# endgame_strings BOARD_INPUT OUTPUT: check an endgame OUTPUT independently (format, every
# completion valid and keeping the given queens, strictly increasing order, Total matches) and
# print the completions as queen strings (1-based columns joined by '-'), one a line.
endgame_strings() {
    awk '
        function die(msg) { print "bad endgame output: " msg " (output line " FNR ")"; bad = 1; exit 1 }
        FNR == NR {
            if (NR == 1) n = $1 + 0
            else if (NR <= n + 1) for (c = 1; c <= n; c++) if (substr($0, c, 1) == "Q") given[NR - 1] = c
            next
        }
        done { die("text after Total") }
        state == "head" || state == "" {
            if ($0 ~ /^Total: / && k > 0) {
                if ($0 != "Total: " k) die("wrong total")
                done = 1; next
            }
            if ($0 != "Solution " k + 1 ":") die("expected Solution " k + 1)
            k++; row = 0; state = "rows"; next
        }
        state == "rows" {
            row++
            if (length($0) != n || $0 ~ /[^Q.]/ || gsub(/Q/, "Q") != 1) die("bad board row")
            col[row] = index($0, "Q")
            if ((row in given) && given[row] != col[row]) die("given queen moved")
            for (r = 1; r < row; r++)
                if (col[r] == col[row] || col[r] - col[row] == r - row || col[r] - col[row] == row - r)
                    die("queens attack each other")
            if (row == n) state = "blank"
            next
        }
        state == "blank" {
            if ($0 != "") die("expected an empty line")
            s = col[1]; for (r = 2; r <= n; r++) s = s "-" col[r]
            if (k > 1) for (r = 1; r <= n; r++) {
                if (col[r] > prev[r]) break
                if (col[r] < prev[r] || r == n) die("not in increasing order")
            }
            for (r = 1; r <= n; r++) prev[r] = col[r]
            print s; state = "head"
        }
        END { if (!bad && !done) { print "bad endgame output: no Total line"; exit 1 } exit bad }
    ' "$1" "$2"
}

@test "samples: each solution reproduces its testdata/<id>/sample-K.out" {
    local id input
    for id in "${IDS[@]}"; do
        for input in "$ROOT/testdata/$id"/sample-*.in; do
            run_file "$id" "$input" || return 1
            if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "${input%.in}.out" "$OUT"; then
                run_report "$id" "$(cat "$input")"
                return 1
            fi
        done
    done
}

@test "samples: accepted non-canonical whitespace prints the canonical output" {
    local id input kind
    for id in "${IDS[@]}"; do
        for input in "$ROOT/testdata/$id"/sample-*.in; do
            for kind in crlf trailing blank no-final-newline mixed; do
                variant "$kind" "$input" >"$BATS_TEST_TMPDIR/in"
                run_file "$id" "$BATS_TEST_TMPDIR/in" || return 1
                if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "${input%.in}.out" "$OUT"; then
                    run_report "$id" "$(cat "$BATS_TEST_TMPDIR/in")"
                    echo "variant $kind of $input"
                    return 1
                fi
            done
        done
    done
}

@test "samples: the 8-queens sample answers are the 1st and 92nd strings of the fixture" {
    check_eight_queens_fixture
    sed -n '1p;92p' "$FIXTURES/eight-queens.txt" | cmp - "$ROOT/testdata/ybt1214/sample-1.out"
    cmp "$ROOT/testdata/ybt1214/sample-1.out" "$ROOT/testdata/noi1756/sample-1.out"
    cmp "$ROOT/testdata/ybt1214/sample-1.in" "$ROOT/testdata/noi1756/sample-1.in"
}

# ---------------------------------------------------------------- ybt1214 and noi1756
# The two solutions trust t and the b's (the validator checks them: scripts/problems/<id>/invalid/);
# their one guard is a t or b that cannot be read, or a b outside 1..92.

@test "eight queens: all 92 strings, queried in scrambled order, match the fixture" {
    local id
    check_eight_queens_fixture
    awk 'BEGIN { print 184; for (i = 0; i < 184; i++) print (i * 37) % 92 + 1 }' >"$BATS_TEST_TMPDIR/q"
    awk 'NR == FNR { s[FNR] = $0; next } FNR > 1 { print s[$1] }' \
        "$FIXTURES/eight-queens.txt" "$BATS_TEST_TMPDIR/q" >"$BATS_TEST_TMPDIR/expected"
    for id in ybt1214 noi1756; do
        run_file "$id" "$BATS_TEST_TMPDIR/q" || return 1
        [ "$rc" -eq 0 ] && cmp "$BATS_TEST_TMPDIR/expected" "$OUT" || { echo "$id"; return 1; }
    done
}

@test "eight queens: 10^6 queries answered correctly within 5 s" {
    local id
    awk 'BEGIN { print 1000000; for (i = 0; i < 1000000; i++) print (i * 7919) % 92 + 1 }' \
        >"$BATS_TEST_TMPDIR/q"
    awk 'NR == FNR { s[FNR] = $0; next } FNR > 1 { print s[$1] }' \
        "$FIXTURES/eight-queens.txt" "$BATS_TEST_TMPDIR/q" >"$BATS_TEST_TMPDIR/expected"
    for id in ybt1214 noi1756; do
        run_file "$id" "$BATS_TEST_TMPDIR/q" 5
        [ "$rc" -eq 0 ] && cmp "$BATS_TEST_TMPDIR/expected" "$OUT" || { echo "$id: exit $rc"; return 1; }
    done
}

@test "eight queens: an input whose t cannot be read is an error" {
    local id input
    for id in ybt1214 noi1756; do
        for input in '' '\n\n' ' \r\n' 'abc\n1\n' '-\n1\n' 'x2\n1\n92\n'; do
            expect_guard "$id" "$input"
        done
    done
}

@test "eight queens: numbers may share a line or be spread over lines, as scanf reads them" {
    local id input want="$BATS_TEST_TMPDIR/four-strings"
    printf '84136275\n15863724\n48531726\n51468273\n' >"$want"
    for id in ybt1214 noi1756; do
        for input in '4\n92 1 46 47\n' '4 92 1 46 47' '4 92\n1\t46\r\n\n 47 \n' '\n4\n92\n1 46\n47\n'; do
            expect_output "$id" "$input" "$want"
        done
    done
}

@test "eight queens: a b outside 1..92 or not a number is an error, the earlier answers kept" {
    local id input
    for id in ybt1214 noi1756; do
        expect_guard "$id" '3\n1\n92\n93\n' '15863724\n84136275\n'
        expect_guard "$id" '2\n0\n1\n'
        expect_guard "$id" '2\n1\n-1\n' '15863724\n'
        expect_guard "$id" '2\n1\n\n-92\n' '15863724\n'
        expect_guard "$id" '2\n1\n2147483647\n' '15863724\n'
        for input in '3\n1\nx\n92\n' '3\n1\n-\n' '3\n1\n,5\n' '3\n1\n\xef\xbc\x95\n'; do
            expect_guard "$id" "$input" '15863724\n'
        done
    done
}

@test "eight queens: fewer than t queries is an error after the answers" {
    local id
    for id in ybt1214 noi1756; do
        expect_guard "$id" '3\n1\n92\n' '15863724\n84136275\n'
        expect_guard "$id" '3\n1\n92' '15863724\n84136275\n'
        expect_guard "$id" '1\n'
        expect_guard "$id" '2\n92\n\n' '84136275\n'
    done
}

@test "eight queens: nothing after the t-th query is read" {
    local id
    for id in ybt1214 noi1756; do
        expect_output "$id" '2\n1\n92\n5\n' "$(want '15863724\n84136275\n')"
        expect_output "$id" '2\n1\n92\n\nabc\n' "$(want '15863724\n84136275\n')"
        expect_output "$id" '1\n92\n\t\n\n0' "$(want '84136275\n')"
        expect_output "$id" '2 2\n1\n92\n' "$(want '16837425\n15863724\n')"
    done
}

# ---------------------------------------------------------------- nqueens-count

@test "nqueens-count: counts for N = 1..15 (known values), repeats and order kept" {
    expect_output nqueens-count '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n0\n' \
        "$(want '1\n0\n0\n2\n10\n4\n40\n92\n352\n724\n2680\n14200\n73712\n365596\n2279184\n')"
    expect_output nqueens-count '8\n8\n1\n8\n12\n12\n0\n' "$(want '92\n92\n1\n92\n14200\n14200\n')"
    expect_output nqueens-count '0\n' "$(want '')"
}

@test "nqueens-count: EOF without 0, 0 in the middle and accepted whitespace" {
    local input want="$ROOT/testdata/nqueens-count/sample-1.out"
    for input in '1\n8\n5\n' '1\n8\n5' '1\n8\n5\n0\n4\n12\n' '1\n8\n5\n0' '1\r\n8\r\n5\r\n0\r\n' \
        '1 \n8\t\n5 \t \n0  \n' '1\n\n8\n \t\n5\n\n0\n' '1\n8\n5\n\n\n' '1\r\n\r\n8 \r\n5\t' \
        ' 1\n\t8\n  5\n 0\n'; do
        expect_output nqueens-count "$input" "$want"
    done
}

@test "nqueens-count: an input of only whitespace ends at once, with no answer" {
    local input
    for input in '' '\n' ' \n\t\r\n\n'; do
        expect_output nqueens-count "$input" "$(want '')"
    done
}

@test "nqueens-count: numbers may share a line or be spread over lines, as scanf reads them" {
    local input want="$ROOT/testdata/nqueens-count/sample-1.out"
    for input in '1 8 5 0\n' '1 8 5' '1\t8\n5 0 4 12\n' '\n1\n\n8 5\r\n0\r\n' '1 8\f5\v0'; do
        expect_output nqueens-count "$input" "$want"
    done
    expect_guard nqueens-count '1 8\n5 22 4\n' '1\n92\n10\n' # 22: above the maximum
}

@test "nqueens-count: the guard: a token scanf cannot read as an integer ends it, earlier answers kept" {
    local input
    for input in '1\n8\nx\n0\n' '1\n8\n-\n0\n' '1\n8\n- 5\n' '1\n8\n#\n'; do
        expect_guard nqueens-count "$input" '1\n92\n'
    done
    expect_guard nqueens-count '1\n8\n5x\n' '1\n92\n10\n' # scanf takes the 5, then fails on the x
    expect_guard nqueens-count 'x\n'
}

@test "nqueens-count: the guard: N below 0 or above the documented maximum (the memo's size)" {
    local max
    max=$(sed -n 's/.*Maximum N: *\([0-9][0-9]*\).*/\1/p' "$ROOT/solutions/nqueens-count.c" | head -n 1)
    [ -n "$max" ] && [ "$max" -ge 15 ] || { echo "no 'Maximum N: <at least 15>' in the header"; return 1; }
    expect_guard nqueens-count '1\n-1\n0\n' '1\n'
    expect_guard nqueens-count '-5\n'
    expect_guard nqueens-count "1\n\n$((max + 1))\n0\n" '1\n'
    expect_guard nqueens-count '8\n99\n' '92\n'
}

# ---------------------------------------------------------------- hdu2553
# hdu2553 and nqueens-unique trust the N's (their validators check them:
# scripts/problems/<id>/invalid/); their one guard is an N that scanf cannot read (for
# hdu2553 also the end of the input before its 0) or an N outside the table.

@test "hdu2553: the sample, N = 1..10 (known values) in both orders, repeats, 0 at once" {
    expect_output hdu2553 '1\n8\n5\n0\n' "$ROOT/testdata/hdu2553/sample-1.out"
    expect_output hdu2553 '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n0\n' \
        "$(want '1\n0\n0\n2\n10\n4\n40\n92\n352\n724\n')"
    expect_output hdu2553 '10\n9\n8\n7\n6\n5\n4\n3\n2\n1\n0\n' \
        "$(want '724\n352\n92\n40\n4\n10\n2\n0\n0\n1\n')"
    expect_output hdu2553 '8\n8\n1\n8\n10\n10\n2\n0\n' "$(want '92\n92\n1\n92\n724\n724\n0\n')"
    expect_output hdu2553 '0\n' "$(want '')"
    expect_output hdu2553 '0' "$(want '')"
}

@test "hdu2553: numbers sharing a line, CRLF, blank lines and spaces are read as scanf does" {
    local input want="$ROOT/testdata/hdu2553/sample-1.out"
    for input in '1 8 5 0\n' '1 8\n5 0\n' '1\t8  5\n0' '1\r\n8\r\n5\r\n0\r\n' '1 \r\n8\t\r\n5 0 \r\n' \
        '\n\n 1\n\n\t8 \n5\n\n0\n\n' '\r\n1\f8\v5\r0' '01\n008\n5\n00\n'; do
        expect_output hdu2553 "$input" "$want"
    done
}

@test "hdu2553: nothing after the 0 is read" {
    local input want="$ROOT/testdata/hdu2553/sample-1.out"
    for input in '1\n8\n5\n0\n4\n' '1\n8\n5\n0\n11\n-3\n' '1\n8\n5\n0 x\n' '1 8 5 0 abc' \
        '1\n8\n5\n0\n\n\n'; do
        expect_output hdu2553 "$input" "$want"
    done
}

@test "hdu2553: N outside 1..10 is an error, earlier answers kept" {
    expect_guard hdu2553 '1\n8\n11\n0\n' '1\n92\n'
    expect_guard hdu2553 '11\n0\n'
    expect_guard hdu2553 '5\n-1\n0\n' '10\n'
    expect_guard hdu2553 '1 8 11 0\n' '1\n92\n'
    expect_guard hdu2553 '1\n8 5\n15 0\n' '1\n92\n10\n'
    expect_guard hdu2553 '4\n2147483647\n0\n' '2\n'
    expect_guard hdu2553 '4\n-2147483648\n0\n' '2\n'
}

@test "hdu2553: a token that scanf cannot read as an integer is an error, earlier answers kept" {
    local input
    for input in '1\n8\nx\n0\n' '1\n8\n-\n0\n' '1\n8\n- 5\n0\n' '1 8\n,5 0\n' '1\n8\n.5\n0\n' \
        '1\n8\n\xef\xbc\x95\n0\n' '1\n8\n\x00\n0\n' '1\n8\n\n\nx\n0\n'; do
        expect_guard hdu2553 "$input" '1\n92\n'
    done
}

@test "hdu2553: an input that ends before its 0 is an error after the earlier answers" {
    expect_guard hdu2553 '1\n8\n5\n' '1\n92\n10\n'
    expect_guard hdu2553 '1\n8\n5' '1\n92\n10\n'
    expect_guard hdu2553 '1 8 5 \r\n\r\n' '1\n92\n10\n'
    expect_guard hdu2553 ''
    expect_guard hdu2553 '\n \n'
}

@test "hdu2553: 20000 queries of every N answered correctly within 5 s" {
    awk 'BEGIN { for (i = 0; i < 20000; i++) print (i * 7) % 10 + 1; print 0 }' >"$BATS_TEST_TMPDIR/q"
    awk 'BEGIN { split("1 0 0 2 10 4 40 92 352 724", count, " ") } $1 != 0 { print count[$1] }' \
        "$BATS_TEST_TMPDIR/q" >"$BATS_TEST_TMPDIR/expected"
    run_file hdu2553 "$BATS_TEST_TMPDIR/q" 5
    [ "$rc" -eq 0 ] && [ ! -s "$ERR" ] && cmp "$BATS_TEST_TMPDIR/expected" "$OUT" ||
        { run_report hdu2553 "(20000 queries)"; return 1; }
}

# ---------------------------------------------------------------- nqueens-unique
# Known values: OEIS A002562 (scripts/data/oeis-a002562.txt), the classes of solutions under
# the 8 symmetries of the board; the statement's notes: N = 4 has 2 solutions in 1 class (a
# quarter turn keeps each), N = 6 has 4 in 1 class (a half turn keeps each).

@test "nqueens-unique: counts for N = 1..15 (known values) in both orders, repeats, 0 at once" {
    expect_output nqueens-unique '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n0\n' \
        "$(want '1\n0\n0\n1\n2\n1\n6\n12\n46\n92\n341\n1787\n9233\n45752\n285053\n')"
    expect_output nqueens-unique '15\n14\n13\n12\n11\n10\n9\n8\n7\n6\n5\n4\n3\n2\n1\n' \
        "$(want '285053\n45752\n9233\n1787\n341\n92\n46\n12\n6\n1\n2\n1\n0\n0\n1\n')"
    expect_output nqueens-unique '8\n8\n4\n8\n6\n6\n1\n12\n12\n0\n' \
        "$(want '12\n12\n1\n12\n1\n1\n1\n1787\n1787\n')"
    expect_output nqueens-unique '0\n' "$(want '')"
    expect_output nqueens-unique '0' "$(want '')"
}

@test "nqueens-unique: end of file without 0, CRLF, blank lines, spaces and tabs" {
    local input want="$ROOT/testdata/nqueens-unique/sample-1.out"
    for input in '4\n6\n8\n' '4\n6\n8' '4\r\n6\r\n8\r\n0\r\n' '4\r\n6\r\n8' '4 \n6\t\n8 \t \n0  \n' \
        '4\n\n6\n \t\n8\n\n0\n' '\n\n 4\n\t6\n  8\n 0\n\n' '4\r\n\r\n6 \r\n8\t' '04\n006\n8\n00\n'; do
        expect_output nqueens-unique "$input" "$want"
    done
}

@test "nqueens-unique: numbers may share a line or be spread over lines, as scanf reads them" {
    local input want="$ROOT/testdata/nqueens-unique/sample-1.out"
    for input in '4 6 8 0\n' '4 6 8' '4\t6\n8 0\n' '\n4\n\n6 8\r\n0\r\n' '4 6\f8\v0' '4 6\r8'; do
        expect_output nqueens-unique "$input" "$want"
    done
    expect_output nqueens-unique '1 5 10' "$ROOT/testdata/nqueens-unique/sample-2.out"
}

@test "nqueens-unique: nothing after the 0 is read" {
    local input want="$ROOT/testdata/nqueens-unique/sample-1.out"
    for input in '4\n6\n8\n0\n5\n' '4\n6\n8\n0\n16\n-3\n' '4\n6\n8\n0 x\n' '4 6 8 0 abc' \
        '4\n6\n8\n0\n0\n' '4\n6\n8\n0\n\n\n'; do
        expect_output nqueens-unique "$input" "$want"
    done
}

@test "nqueens-unique: N outside 1..15 is an error, earlier answers kept" {
    expect_guard nqueens-unique '4\n6\n16\n0\n' '1\n1\n'
    expect_guard nqueens-unique '16\n'
    expect_guard nqueens-unique '4 8\n5 16 6\n' '1\n12\n2\n'
    expect_guard nqueens-unique '5\n-1\n0\n' '2\n'
    expect_guard nqueens-unique '-5\n'
    expect_guard nqueens-unique '4\n2147483647\n0\n' '1\n'
    expect_guard nqueens-unique '4\n-2147483648\n0\n' '1\n'
}

@test "nqueens-unique: a token that scanf cannot read as an integer is an error, earlier answers kept" {
    local input
    for input in '4\n8\nx\n0\n' '4\n8\n-\n0\n' '4\n8\n- 5\n' '4 8\n,5 6\n' '4\n8\n.5\n' \
        '4\n8\n\xef\xbc\x95\n0\n' '4\n8\n\x00\n0\n' '4 8\n\n\nx\n0\n'; do
        expect_guard nqueens-unique "$input" '1\n12\n'
    done
}

@test "nqueens-unique: an input of only whitespace ends at once, with no answer" {
    # the end of the input ends it, as a 0 does (the validator refuses such a file)
    expect_output nqueens-unique '' "$(want '')"
    expect_output nqueens-unique '\n \n' "$(want '')"
    expect_output nqueens-unique ' \r\n\t' "$(want '')"
}

# ---------------------------------------------------------------- nqueens-endgame

@test "nqueens-endgame: empty 8x8 board gives the 92 fixture strings, Total: 92" {
    check_eight_queens_fixture
    printf '8\n' >"$BATS_TEST_TMPDIR/board"
    for _ in 1 2 3 4 5 6 7 8; do echo '........'; done >>"$BATS_TEST_TMPDIR/board"
    run_file nqueens-endgame "$BATS_TEST_TMPDIR/board"
    [ "$rc" -eq 0 ]
    endgame_strings "$BATS_TEST_TMPDIR/board" "$OUT" | tr -d - | cmp - "$FIXTURES/eight-queens.txt"
    tail -n 1 "$OUT" | grep -qx 'Total: 92'
}

@test "nqueens-endgame: 8x8 boards with given queens keep exactly the matching fixture strings" {
    local pattern r c row
    check_eight_queens_fixture
    # pattern: the given column of each row, '.' for a free row (also a grep pattern)
    for pattern in 1....... 5.....2. ......64 .......5 8.1..... 36...... 4....... 12...... \
        1.....7. 15863724 15863742; do
        printf '8\n' >"$BATS_TEST_TMPDIR/board"
        for ((r = 0; r < 8; r++)); do
            row=........
            c=${pattern:r:1}
            [ "$c" = . ] || row="${row:0:c-1}Q${row:c}"
            echo "$row" >>"$BATS_TEST_TMPDIR/board"
        done
        grep -x "$pattern" "$FIXTURES/eight-queens.txt" >"$BATS_TEST_TMPDIR/expected" || true
        run_file nqueens-endgame "$BATS_TEST_TMPDIR/board"
        [ "$rc" -eq 0 ] || { run_report nqueens-endgame "$(cat "$BATS_TEST_TMPDIR/board")"; return 1; }
        if [ -s "$BATS_TEST_TMPDIR/expected" ]; then
            endgame_strings "$BATS_TEST_TMPDIR/board" "$OUT" | tr -d - |
                cmp - "$BATS_TEST_TMPDIR/expected" || { echo "pattern $pattern"; return 1; }
        else
            printf 'No solution\n' | cmp - "$OUT" || { echo "pattern $pattern"; return 1; }
        fi
    done
}

@test "nqueens-endgame: empty 12x12 board, 14200 valid completions in order within 5 s" {
    printf '12\n' >"$BATS_TEST_TMPDIR/board"
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do echo '............'; done >>"$BATS_TEST_TMPDIR/board"
    run_file nqueens-endgame "$BATS_TEST_TMPDIR/board" 5
    [ "$rc" -eq 0 ]
    [ "$(endgame_strings "$BATS_TEST_TMPDIR/board" "$OUT" | wc -l)" -eq 14200 ]
    tail -n 1 "$OUT" | grep -qx 'Total: 14200'
}

@test "nqueens-endgame: small boards, full boards and given queens that attack each other" {
    expect_output nqueens-endgame '1\n.\n' "$(want 'Solution 1:\nQ\n\nTotal: 1\n')"
    expect_output nqueens-endgame '1\nQ\n' "$(want 'Solution 1:\nQ\n\nTotal: 1\n')"
    expect_output nqueens-endgame '2\n..\n..\n' "$(want 'No solution\n')"
    expect_output nqueens-endgame '3\n...\n...\n...\n' "$(want 'No solution\n')"
    expect_output nqueens-endgame '4\n....\n....\n....\n....\n' \
        "$(want 'Solution 1:\n.Q..\n...Q\nQ...\n..Q.\n\nSolution 2:\n..Q.\nQ...\n...Q\n.Q..\n\nTotal: 2\n')"
    expect_output nqueens-endgame '4\n..Q.\nQ...\n...Q\n.Q..\n' \
        "$(want 'Solution 1:\n..Q.\nQ...\n...Q\n.Q..\n\nTotal: 1\n')"
    local input
    for input in '4\nQQ..\n....\n....\n....\n' '4\n.Q..\n....\n.Q..\n....\n' \
        '4\n.Q..\n..Q.\n....\n....\n' '4\n....\n..Q.\n.Q..\n....\n' '4\nQ...\n....\n....\n...Q\n' \
        '4\n.Q..\n...Q\nQ...\n.Q..\n' '5\n.....\n.....\n..QQ.\n.....\n.....\n'; do
        expect_output nqueens-endgame "$input" "$(want 'No solution\n')"
    done
}

# The endgame trusts the board (the validator checks it: scripts/problems/nqueens-endgame/invalid/);
# its one guard is an n it cannot read or outside 1..12, or a board row it cannot read.

@test "nqueens-endgame: the guard: no n in 1..12, or a board row missing" {
    local input
    for input in '' '\n \n' '0\n' '13\n' '-1\n.\n' '-\n' 'x\n' '4\n' '4 4\n' '4\n.Q..\n...Q\n' \
        '4\n.Q..\n...Q\n....' '4 .Q.. ...Q\n....\n'; do
        expect_guard nqueens-endgame "$input"
    done
}

@test "nqueens-endgame: n and the rows are tokens: they may share a line or be spread over lines" {
    local input want="$ROOT/testdata/nqueens-endgame/sample-1.out"
    for input in '4 .Q.. ...Q .... ....\n' '4\n.Q.. ...Q\n.... ....' '\n 4\n\t.Q..\r\n\n...Q \n....\n\v....\n'; do
        expect_output nqueens-endgame "$input" "$want"
    done
}

@test "nqueens-endgame: rows of any length or characters stay inside the board (ASan, UBSan)" {
    # A row longer than its 16 bytes would run past the whole board without the scanf width.
    local bin="$BATS_TEST_TMPDIR/endgame-sanitized" input long status
    ${CC:-gcc} -std=c11 -g -fsanitize=address,undefined -fno-sanitize-recover=all -o "$bin" \
        "$ROOT/solutions/nqueens-endgame.c"
    long=$(printf '%0300d' 0 | tr 0 .)
    for input in "1\n$long\n" "2\n..\n${long//./Q}\n" '4\n.Q..\n.\nQQQQQQQQQQQQQQQQQQQQ\n.q*\n' \
        '8\n.\n.\n.\n.\n.\n.\n.\n.\n'; do
        printf '%b' "$input" >"$BATS_TEST_TMPDIR/in"
        status=0
        ASAN_OPTIONS=exitcode=99 UBSAN_OPTIONS=exitcode=99 "$bin" <"$BATS_TEST_TMPDIR/in" \
            >"$OUT" 2>"$ERR" || status=$?
        if [ "$status" -gt 1 ] || grep -q -e Sanitizer -e 'runtime error' "$ERR"; then
            printf 'input %q: exit status %s\n' "$input" "$status"
            head -c 2000 "$ERR"
            return 1
        fi
    done
}
