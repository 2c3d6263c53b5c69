#!/usr/bin/env bats
# Correctness of every nqueens-count variant that is meant to count right (`Verdict:` AC,
# TLE or MLE: the template solutions/nqueens-count.c, the steps solutions/steps/nqueens-count.*.c
# and the no-cache mistake as scripts/judging/apply-mistakes makes it; the WA classic mistakes
# are left to the judge tests): the counts of N = 1..bound against the known values of OEIS
# A000170 (scripts/data/oeis-a000170.txt; the bound keeps every variant to a few seconds),
# repeated N and mixed order (the memo table), the `0` terminator and the end of the input, N
# above the variant's documented `Maximum N:` (at least the statement's 15) or negative
# refused with one `error: ` line and exit status 1 after the earlier answers, and N = 18 for
# the speed engine at the top of the ladder (solutions/steps/nqueens-count.7-engine.c), as the
# judge builds it and in its two other builds (-DNQUEENS_NO_AVX2: the join for any processor;
# -DNQUEENS_PORTABLE: no compiler builtin), which must count as it does. N = 19 up to the
# engine's maximum take minutes: they are checked by `make bench` (every output against OEIS)
# and by the one test that runs them when NQUEENS_LONG=1 is set. No test asserts any speed;
# every run is bounded by a timeout. hdu2553 (HDU 2553 as published: N <= 10, the 0 required)
# is checked against the same facts.

# shellcheck source-path=SCRIPTDIR/../..

bats_require_minimum_version 1.5.0
load test_helper

RUN_TIMEOUT=120

setup_file() {
    local src name
    "$ROOT/scripts/judging/apply-mistakes" >/dev/null
    while IFS= read -r src; do
        case $(problem_of "$src") in
        nqueens-count | hdu2553) ;;
        *) continue ;;
        esac
        name=$(basename "$src" .c)
        $CC -std=c11 -O2 -DONLINE_JUDGE -o "$BATS_FILE_TMPDIR/$name" "$src" -lm \
            2>"$BATS_FILE_TMPDIR/$name.log" || true
    done < <(solution_files)
    for name in no-avx2 portable; do
        $CC -std=c11 -O2 -DONLINE_JUDGE "-DNQUEENS_${name^^}" -o "$BATS_FILE_TMPDIR/engine.$name" \
            "$ROOT/solutions/steps/nqueens-count.7-engine.c" 2>"$BATS_FILE_TMPDIR/engine.$name.log" ||
            true
    done
}

setup() {
    FACTS="$ROOT/scripts/data/oeis-a000170.txt"
    OUT="$BATS_TEST_TMPDIR/out"
    ERR="$BATS_TEST_TMPDIR/err"
    FAILURES="$BATS_TEST_TMPDIR/failures"
    : >"$FAILURES"
}

# source_of NAME: the solution file NAME.c (a file to submit, a step or a made mistake).
source_of() {
    solution_files | grep -m 1 "/$1\.c\$"
}

# counting_variants: the name (file name without .c) of every nqueens-count solution whose
# verdict says it counts right.
counting_variants() {
    local src
    while IFS= read -r src; do
        [ "$(problem_of "$src")" = nqueens-count ] || continue
        case $(verdict_tag "$src") in
        AC | TLE | MLE) basename "$src" .c ;;
        esac
    done < <(solution_files)
}

# bound NAME: the largest N checked against OEIS for the variant NAME, by its speed (the
# slow teaching steps stop early; unknown variants get the bound of their verdict).
bound() {
    case $1 in
    nqueens-count.7-engine) echo 17 ;;
    nqueens-count.6-split-join) echo 16 ;;
    nqueens-count | nqueens-count.5-symmetry) echo 15 ;;
    nqueens-count.no-cache) echo 14 ;;
    nqueens-count.2-marks | nqueens-count.3-iterative | nqueens-count.4-bfs) echo 13 ;;
    *) case $(verdict_tag "$(source_of "$1")") in
        AC) echo 15 ;;
        *) echo 12 ;;
        esac ;;
    esac
}

# maximum NAME: the `Maximum N:` of the variant's header (empty when missing).
maximum() {
    sed -n 's/^[ *\/]*Maximum N:[ ]*\([0-9][0-9]*\).*/\1/p' "$(source_of "$1")" | head -n 1
}

# count_of N: the known number of solutions of the N-queens problem.
count_of() {
    awk -v n="$1" '$1 == n { print $2 }' "$FACTS"
}

# run_variant NAME INPUT: run NAME on the printf %b string INPUT; sets rc, stdout in $OUT,
# stderr in $ERR. A variant that did not compile is a failure.
run_variant() {
    if [ ! -x "$BATS_FILE_TMPDIR/$1" ]; then
        echo "$1.c did not compile:" >>"$FAILURES"
        cat "$BATS_FILE_TMPDIR/$1.log" >>"$FAILURES" 2>/dev/null || true
        return 1
    fi
    printf '%b' "$2" >"$BATS_TEST_TMPDIR/in"
    rc=0
    timeout "$RUN_TIMEOUT" "$BATS_FILE_TMPDIR/$1" <"$BATS_TEST_TMPDIR/in" >"$OUT" 2>"$ERR" ||
        rc=$?
}

# expect NAME INPUT WANT: exit status 0, empty stderr and stdout byte for byte WANT (%b
# strings); a mismatch is written to $FAILURES.
expect() {
    local name=$1 input=$2 want=$3
    run_variant "$name" "$input" || return 0
    printf '%b' "$want" >"$BATS_TEST_TMPDIR/want"
    if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "$BATS_TEST_TMPDIR/want" "$OUT"; then
        {
            printf '%s: input %q: exit %s, stderr: %s\n' "$name" "$input" "$rc" "$(head -c 200 "$ERR")"
            printf '  wanted %q, got %q\n' "$want" "$(head -c 300 "$OUT")"
        } >>"$FAILURES"
    fi
}

# expect_refused NAME INPUT WANT: exit status 1, one stderr line `error: ...` (the template's
# guard), stdout byte for byte WANT.
expect_refused() {
    local name=$1 input=$2 want=$3
    run_variant "$name" "$input" || return 0
    printf '%b' "$want" >"$BATS_TEST_TMPDIR/want"
    if [ "$rc" -ne 1 ] || [ "$(awk 'END { print NR }' "$ERR")" -ne 1 ] ||
        ! grep -q '^error: ' "$ERR" || ! cmp -s "$BATS_TEST_TMPDIR/want" "$OUT"; then
        {
            printf '%s: input %q: exit %s, stderr: %s\n' "$name" "$input" "$rc" "$(head -c 200 "$ERR")"
            printf '  wanted exit 1, one error: line, stdout %q; got stdout %q\n' \
                "$want" "$(head -c 300 "$OUT")"
        } >>"$FAILURES"
    fi
}

# no_failures: fail the test with the collected messages, if any.
no_failures() {
    if [ -s "$FAILURES" ]; then
        cat "$FAILURES"
        return 1
    fi
}

@test "count: the known facts are there and the counting variants are found" {
    [ -f "$FACTS" ]
    [ "$(count_of 8)" = 92 ]
    [ "$(count_of 18)" = 666090624 ]
    local variants
    variants=$(counting_variants)
    for name in nqueens-count nqueens-count.1-naive nqueens-count.2-marks \
        nqueens-count.3-iterative nqueens-count.4-bfs nqueens-count.5-symmetry \
        nqueens-count.6-split-join nqueens-count.7-engine nqueens-count.no-cache; do
        grep -qx "$name" <<<"$variants" || { echo "missing or not counting: $name"; return 1; }
    done
}

@test "count: every variant states its Maximum N (at least the statement's 15, 18 for the engine)" {
    local name max least
    for name in $(counting_variants); do
        max=$(maximum "$name") least=15
        [ "$name" != nqueens-count.7-engine ] || least=18
        if [ -z "$max" ]; then
            echo "$name: no 'Maximum N:' in the header" >>"$FAILURES"
        elif [ "$max" -lt "$least" ]; then
            echo "$name: Maximum N: $max is below $least" >>"$FAILURES"
        fi
    done
    no_failures
}

@test "count: N = 1..bound give OEIS A000170, every variant" {
    local name n input want
    for name in $(counting_variants); do
        input='' want=''
        for ((n = 1; n <= $(bound "$name"); n++)); do
            input+="$n\n"
            want+="$(count_of "$n")\n"
        done
        expect "$name" "${input}0\n" "$want"
    done
    no_failures
}

@test "count: repeated N in any order (the memo table keeps each N apart)" {
    local name
    for name in $(counting_variants); do
        expect "$name" '12\n3\n12\n1\n3\n12\n8\n1\n8\n0\n' '14200\n0\n14200\n1\n0\n14200\n92\n1\n92\n'
        expect "$name" '5\n5\n5\n5\n5\n0\n' '10\n10\n10\n10\n10\n'
    done
    no_failures
}

@test "count: a 0 ends the input, and so does the end of the input; numbers may share a line" {
    local name
    for name in $(counting_variants); do
        expect "$name" '0\n' ''
        expect "$name" '0\n8\n' ''
        expect "$name" '6\n0\n8\n0\n' '4\n'
        expect "$name" '6\n8\n' '4\n92\n'
        expect "$name" '6\n8' '4\n92\n'
        expect "$name" '6\r\n\n8 \t\r\n' '4\n92\n'
        expect "$name" '6 8\n1\t5 0 12\n' '4\n92\n1\n10\n'
    done
    no_failures
}

@test "count: N above the documented maximum, or negative, is refused after the earlier answers" {
    local name max
    for name in $(counting_variants); do
        max=$(maximum "$name")
        [ -n "$max" ] || continue # reported by the Maximum N test
        expect_refused "$name" "4\n$((max + 1))\n0\n" '2\n'
        expect_refused "$name" "1\n8\n\n$((max + 7))\n" '1\n92\n'
        expect_refused "$name" '4\n-4\n0\n' '2\n'
    done
    no_failures
}

@test "count: the engine counts N = 18, and its builds for any processor and for any compiler count as it does" {
    local max name n input='' want=''
    max=$(maximum nqueens-count.7-engine)
    [ -n "$max" ]
    [ "$max" -ge 18 ]
    [ -n "$(count_of "$max")" ] || { echo "no known count for its maximum N = $max"; return 1; }
    expect nqueens-count.7-engine '18\n0\n' "$(count_of 18)\n"
    for ((n = 1; n <= 16; n++)); do
        input+="$n\n"
        want+="$(count_of "$n")\n"
    done
    for name in engine.no-avx2 engine.portable; do
        expect "$name" "${input}0\n" "$want"
        expect_refused "$name" "4\n$((max + 1))\n0\n" '2\n'
    done
    no_failures
}

@test "count: the engine counts N = 19 up to its maximum (NQUEENS_LONG=1: minutes to an hour)" {
    [ -n "${NQUEENS_LONG:-}" ] || skip "set NQUEENS_LONG=1 (N = 19 about a minute, 20 ten, 21 an hour)"
    local max n RUN_TIMEOUT=7200
    max=$(maximum nqueens-count.7-engine)
    for ((n = 19; n <= max; n++)); do
        expect nqueens-count.7-engine "$n\n0\n" "$(count_of "$n")\n"
    done
    no_failures
}

@test "count: hdu2553 gives A000170 for N = 1..10 in any order, refuses N = 11 and a missing 0" {
    local n input='' want='' backwards='' backwards_want='' refused
    for n in 1 2 3 4 5 6 7 8 9 10; do
        input+="$n\n"
        want+="$(count_of "$n")\n"
        backwards="$n\n$n\n$backwards"
        backwards_want="$(count_of "$n")\n$(count_of "$n")\n$backwards_want"
    done
    expect hdu2553 "${input}0\n" "$want"
    expect hdu2553 "${backwards}0\n" "$backwards_want"
    expect hdu2553 '0\n' ''
    # its guard (it trusts the rest, as HDU's data allow): exit status 1, one `error: ` line,
    # the answers before the refused input kept (each case INPUT|STDOUT)
    for refused in '4\n11\n0\n|2\n' '4\n-4\n0\n|2\n' "$input|$want"; do
        run_variant hdu2553 "${refused%%|*}" || continue
        printf '%b' "${refused#*|}" >"$BATS_TEST_TMPDIR/want"
        if [ "$rc" -ne 1 ] || [ "$(awk 'END { print NR }' "$ERR")" -ne 1 ] || ! grep -q '^error: ' "$ERR" ||
            ! cmp -s "$BATS_TEST_TMPDIR/want" "$OUT"; then
            printf 'hdu2553: input %q: exit %s, stderr %s; wanted exit 1, one error line, stdout %q\n' \
                "${refused%%|*}" "$rc" "$(head -c 200 "$ERR")" "${refused#*|}" >>"$FAILURES"
        fi
    done
    no_failures
}

@test "bench: --nodes-only writes build/bench/results.md, never the committed files (only --update does)" {
    local build="$BATS_TEST_TMPDIR/build" sums
    sums=$(cd "$ROOT/scripts/bench" && cat results.md chart.svg sudoku.md | cksum)
    BUILD="$build" run timeout 300 "$ROOT/scripts/bench/run" --min 4 --max 6 --nodes-only
    [ "$status" -eq 0 ]
    grep -q '^| plain | 17 | 54 | 153 |' "$build/bench/results.md" # N = 4, 5, 6
    grep -q '^| engine | 9 | 32 | 77 |' "$build/bench/results.md"
    [ "$sums" = "$(cd "$ROOT/scripts/bench" && cat results.md chart.svg sudoku.md | cksum)" ]
}
