#!/usr/bin/env bats
# The tests catch mistakes:
#   - every solution (solutions/*.c, the steps solutions/steps/*.c and the classic mistakes
#     solutions/mistakes/*.patch, applied by scripts/judging/apply-mistakes) gets from scripts/judge
#     the verdict its header promises (`make` checks the same through judge-all; this makes
#     `make check` fail too); a patch that no longer applies fails with its name; each
#     patch carries its lesson before one diff of at most 40 changed lines; one patch can be
#     made alone (apply-mistakes ID.SLUG, as `make mistake` does);
#   - every solution tagged other than AC is caught by the committed test data alone, the
#     classic mistakes by the named case; every `Stress:` tag holds on the stress cases, and a
#     file without one passes them after an Accepted;
#   - a short stress round (AC solutions against the oracle) and a short fuzz round (ASan and
#     UBSan on mutated inputs) pass, and both find a planted bug.
# shellcheck source-path=SCRIPTDIR/../..

bats_require_minimum_version 1.5.0
load test_helper


# Classic mistakes: patch, verdict, the first committed case (by name) that catches it.
CLASSIC_MISTAKES=(
    "ybt1214.off-by-one.patch WA every-b"
    "ybt1214.diag-no-offset.patch WA every-b"
    "ybt1214.no-undo.patch WA every-b"
    "noi1756.no-undo.patch WA every-b"
    "noi1756.rows-columns-swapped.patch WA every-b"
    "nqueens-endgame.first-q-only.patch WA conflict-row-12"
    "nqueens-endgame.no-precheck.patch WA conflict-anti-12"
    "nqueens-endgame.total-zero.patch WA conflict-anti-12"
    "nqueens-endgame.missing-blank-line.patch PE empty-1"
    "nqueens-count.odd-middle.patch WA ascending-eof"
    "nqueens-count.middle-twice.patch WA ascending-eof"
    "nqueens-count.answers-zero.patch WA ascending"
    "nqueens-count.counts-the-zero.patch WA ascending"
    "nqueens-unique.divide-by-eight.patch WA ascending-eof"
    "nqueens-unique.strict-smallest.patch WA ascending-eof"
    "poj3074.no-box.patch WA clues-30"
    "poj3074.no-stop.patch WA clues-30"
    "uva750.row-column-swapped.patch WA every"
    "uva750.blank-line-after-last.patch PE every"
    "cses1624.reserved-blocks.patch WA few-free-1"
    "luogu1562.mask-after-placing.patch WA closed-1"
    "lanqiao-basic27.same-square.patch WA open-1"
    "lanqiao-basic27.diag-no-offset.patch WA open-5"
)

STRESS_SEED=20241129
FUZZ_SEED=20241129

setup() {
    RESULTS="$BATS_FILE_TMPDIR/verdicts"
    FAILURES="$BATS_TEST_TMPDIR/failures"
    : >"$FAILURES"
}

# judge_solution SRC: the result line of SRC, 10 tab-separated fields: its label (the path
# below the repository; a mistake's patch, solutions/mistakes/NAME.patch), its TAG, the 7
# fields of `scripts/judge --brief --first-failure` (test_helper.bash judged: judged once for
# the run, judges.bats reads the same judgements; the judge makes the big and the stress cases
# itself), and `committed` or `big` for where the first failing case comes from (`-` when none
# fails).
judge_solution() {
    local src=$1 id line label where=- first
    id=$(problem_of "$src")
    line=$(judged "$id" "$src")
    first=$(cut -f 5 <<<"$line")
    if [ "$first" != - ]; then
        where=big
        [ ! -f "$ROOT/testdata/$id/$first.in" ] || where=committed
    fi
    label=$(solution_label "$src")
    printf '%s\t%s\t%s\t%s\n' "$label" "$(verdict_tag "$ROOT/$label")" "$line" "$where"
}

# judge_everything: judges every solution into $RESULTS (see judge_solution), JUDGE_JOBS
# files at a time (default: the number of CPUs), once for the file's tests, in setup_file: a
# test waiting for another's judgements would hold one of bats' job slots idle. The judge
# measures CPU time, which parallel runs do not change, and its verdicts hold at twice or half
# the speed, so running in parallel changes no verdict.
judge_everything() {
    local src lines="$BATS_FILE_TMPDIR/lines" jobs=${JUDGE_JOBS:-$(nproc 2>/dev/null || echo 2)}
    "$ROOT/scripts/judging/apply-mistakes" >/dev/null
    mkdir -p "$lines"
    while IFS= read -r src; do
        judge_solution "$src" >"$lines/$(basename "$src")" &
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    done < <(solution_files)
    wait
    cat "$lines"/* >"$RESULTS.tmp" 2>/dev/null || true
    mv "$RESULTS.tmp" "$RESULTS"
}

setup_file() {
    RESULTS="$BATS_FILE_TMPDIR/verdicts"
    judge_everything
}

# results COLUMN...: the given columns of $RESULTS, tab-separated, `-` for an empty field.
results() {
    awk -F '\t' -v columns="$*" '
        BEGIN { count = split(columns, wanted, " ") }
        {
            line = ""
            for (i = 1; i <= count; i++) {
                field = $(wanted[i])
                line = line (i > 1 ? "\t" : "") (field == "" ? "-" : field)
            }
            print line
        }' "$RESULTS"
}

@test "every solution, step and mistake gets from scripts/judge the verdict of its Verdict: tag" {
    local name tag verdict first count=0
    while IFS=$'\t' read -r name tag verdict first; do
        count=$((count + 1))
        tag_matches "$tag" "$verdict" ||
            record_failure "$name: tagged $tag, judged $verdict (first failing case: $first)"
    done < <(results 1 2 3 7)
    [ "$count" -gt 0 ] || skip "no solution yet"
    report_failures
}

@test "every Stress: tag holds on the stress cases, and every file without one passes them after an Accepted" {
    local name verdict stress stress_case count=0
    while IFS=$'\t' read -r name verdict stress stress_case; do
        [ "$stress" = - ] || count=$((count + 1))
        stress_expected "$ROOT/$name" "$verdict" "$stress" ||
            record_failure "$name: judged $verdict, then $stress on the stress cases (first on $stress_case); its Stress: tag is '$(verdict_tag "$ROOT/$name" Stress)'"
    done < <(results 1 3 8 9)
    [ "$count" -gt 0 ]
    [ "$(results 1 8 | awk -F '\t' '$1 ~ /recompute-per-query/ { print $2 }')" = TLE ]
    report_failures
}

@test "every wrong solution is caught by the committed test data, the classic ones by their case" {
    local name tag verdict first where entry want_verdict want_case
    while IFS=$'\t' read -r name tag verdict first where; do
        [ "$tag" != AC ] || continue
        [ "$where" = committed ] ||
            record_failure "$name (tagged $tag, judged $verdict first on $first): not caught by a committed case"
    done < <(results 1 2 3 7 10)
    for entry in "${CLASSIC_MISTAKES[@]}"; do
        read -r name want_verdict want_case <<<"$entry"
        IFS=$'\t' read -r verdict first < <(results 1 3 7 | awk -F '\t' \
            -v label="solutions/mistakes/$name" '$1 == label { print $2 "\t" $3 }') || true
        if [ "$verdict" != "$want_verdict" ] || [ "$first" != "$want_case" ]; then
            record_failure "solutions/mistakes/$name: want $want_verdict first on $want_case, got '${verdict:-not judged}' first on '${first:-}'"
        fi
    done
    report_failures
}

@test "stress: every AC solution agrees with the oracle on 20 random cases of each problem" {
    run "$ROOT/scripts/stress" --cases 20 --seed "$STRESS_SEED"
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"no mismatch"* ]]
    [ "$(grep -o '[0-9]* cases x' <<<"$output" | sort -u)" = "20 cases x" ] # every problem, all 20
}

@test "every mistake patch: its lesson, then one diff of one solution, at most 40 changed lines" {
    local patch name field changed count=0
    for patch in "$ROOT"/solutions/mistakes/*.patch; do
        [ -f "$patch" ] || continue
        count=$((count + 1))
        name=${patch#"$ROOT"/}
        for field in 'Problem:' 'Mistake:' 'Why wrong:' 'Caught by:' 'Verdict:'; do
            sed '/^diff --git /,$d' "$patch" | grep -q "^$field" ||
                record_failure "$name: no '$field' line before the diff"
        done
        [ "$(grep -c '^diff --git a/solutions/' "$patch")" -eq 1 ] ||
            record_failure "$name: not exactly one 'diff --git a/solutions/...'"
        changed=$(sed '1,/^diff --git /d' "$patch" | grep -v -e '^--- a/' -e '^+++ b/' | grep -c '^[-+]')
        [ "$changed" -le 40 ] || record_failure "$name: $changed changed lines, more than 40"
    done
    [ "$count" -gt 0 ]
    report_failures
}

@test "a patch that no longer applies fails with its name, and its old made file is removed" {
    local tree="$BATS_TEST_TMPDIR/tree" build="$BATS_TEST_TMPDIR/build"
    mkdir -p "$tree"
    cp -R "$ROOT/solutions" "$tree/"
    JUDGE_ROOT=$tree BUILD=$build run -0 "$ROOT/scripts/judging/apply-mistakes"
    [ -f "$build/mistakes/nqueens-count.odd-middle.c" ]
    # the line the odd-middle patch changes, written another way in a copy of its base
    sed -i 's|if (n % 2 == 1) total += place(|if (n % 2 != 0) total += place(|' \
        "$tree/solutions/nqueens-count.c"
    if cmp -s "$tree/solutions/nqueens-count.c" "$ROOT/solutions/nqueens-count.c"; then return 1; fi
    JUDGE_ROOT=$tree BUILD=$build run -1 --separate-stderr "$ROOT/scripts/judging/apply-mistakes"
    printf '%s\n' "$stderr"
    [[ $stderr == *"error: solutions/mistakes/nqueens-count.odd-middle.patch no longer applies to solutions/nqueens-count.c: "* ]]
    [ ! -e "$build/mistakes/nqueens-count.odd-middle.c" ]
    [[ $output == *"$build/mistakes/ybt1214.off-by-one.c"* ]] # the others are still made
}

@test "apply-mistakes ID.SLUG makes that one file, as the full run makes it; a wrong name lists the slugs" {
    local one="$BATS_TEST_TMPDIR/one" all="$BATS_TEST_TMPDIR/all"
    BUILD=$one run -0 "$ROOT/scripts/judging/apply-mistakes" nqueens-count.odd-middle
    [ "$output" = "$one/mistakes/nqueens-count.odd-middle.c" ]
    [ "$(ls "$one/mistakes")" = nqueens-count.odd-middle.c ]
    BUILD=$all run -0 "$ROOT/scripts/judging/apply-mistakes"
    cmp "$one/mistakes/nqueens-count.odd-middle.c" "$all/mistakes/nqueens-count.odd-middle.c"
    BUILD=$one run -1 --separate-stderr "$ROOT/scripts/judging/apply-mistakes" nqueens-count.odd
    [ -z "$output" ]
    [ "$stderr" = "error: no mistake 'odd' of nqueens-count; its mistakes: answers-zero, counts-the-zero, middle-twice, no-cache, odd-middle" ]
}

@test "stress finds a planted bug, prints its seed, and --replay reproduces it" {
    local seed planted
    "$ROOT/scripts/judging/apply-mistakes" >/dev/null
    planted="$BUILD/mistakes/nqueens-endgame.first-q-only.c"
    run "$ROOT/scripts/stress" --cases 300 --seed 1 --solution "$planted"
    printf '%s\n' "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"MISMATCH: problem nqueens-endgame, solution ${planted#"$ROOT"/}, seed "* ]]
    seed=$(sed -n 's/^MISMATCH: .*, seed \([0-9]*\):.*/\1/p' <<<"$output")
    [[ $output == *"replay:   scripts/stress --replay nqueens-endgame $seed --solution"* ]]
    [ -f "$BUILD/stress/nqueens-endgame-$seed.in" ]
    run -1 "$ROOT/scripts/stress" --replay nqueens-endgame "$seed" --solution "$planted"
    [[ $output == *"MISMATCH"*"seed $seed"* ]]
    run -0 "$ROOT/scripts/stress" --replay nqueens-endgame "$seed"
}

@test "fuzz: 10 random and mutated inputs of each problem crash no AC solution under the sanitizers" {
    run "$ROOT/scripts/fuzz" --runs 10 --seed "$FUZZ_SEED"
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [[ $output == *", 0 failures"* ]]
    [[ $output == *" ybt1214 10 inputs; "* ]]
}

@test "fuzz finds a planted out-of-bounds read and keeps the input" {
    local input planted="$BATS_TEST_TMPDIR/planted"
    mkdir -p "$planted/solutions"
    cp "$ROOT/solutions/ybt1214.c" "$planted/solutions/"
    (cd "$planted" && GIT_CEILING_DIRECTORIES=$BATS_TEST_TMPDIR git apply \
        "$BATS_TEST_DIRNAME/fixtures/mistakes/ybt1214.unchecked-b.patch")
    mv "$planted/solutions/ybt1214.c" "$planted/ybt1214.unchecked-b.c"
    run "$ROOT/scripts/fuzz" --runs 300 --seed 1 --solution "$planted/ybt1214.unchecked-b.c"
    printf '%s\n' "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"FAIL: "*"ybt1214.unchecked-b.c on input seed 1-"* ]]
    [[ $output == *"Sanitizer"* || $output == *"signal"* ]]
    input=$(sed -n 's/^  input:  \([^ ]*\.in\) .*/\1/p' <<<"$output" | head -n 1)
    [[ $input == /* ]] || input=$ROOT/$input
    [ -f "$input" ]
}

@test "fuzz-mutate gives the same bytes for the same arguments and others for another seed" {
    local mutate sample="$ROOT/testdata/nqueens-endgame/sample-1.in" first second other
    mutate=$(build_tool quality/fuzz-mutate)
    first=$("$mutate" 42 "$sample" | od -An -tx1)
    second=$("$mutate" 42 "$sample" | od -An -tx1)
    other=$(for seed in 43 44 45; do "$mutate" "$seed" "$sample"; done | od -An -tx1)
    [ "$first" = "$second" ]
    [ "$first" != "$other" ]
}

@test "fuzz and stress tell a hang by its CPU time (lib.sh bounded), which a loaded machine does not change" {
    printf 'int main(void) { volatile unsigned x = 0; for (;;) x++; }\n' >"$BATS_TEST_TMPDIR/busy.c"
    $CC -O1 -o "$BATS_TEST_TMPDIR/busy" "$BATS_TEST_TMPDIR/busy.c"
    run -152 bounded 1 60 "$BATS_TEST_TMPDIR/busy" # its CPU bound, long before the wall bound
    run -124 bounded 60 1 sleep 30                    # a wait: the wall bound
    run -0 bounded 1 60 true
}
