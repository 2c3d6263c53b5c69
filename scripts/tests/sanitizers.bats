#!/usr/bin/env bats
# Memory and language safety of the solutions, and their build hygiene. The solutions are
# solutions/*.c, the steps solutions/steps/*.c and the classic mistakes solutions/mistakes/*.patch
# applied by scripts/judging/apply-mistakes (lib.sh solution_files):
#   - every AC-tagged solution on every committed case under ASan + UBSan (+ LeakSanitizer):
#     the expected output and no report; every WA- or PE-tagged one (a classic mistake must
#     stay defined behaviour, so its verdict is the same everywhere) under UBSan: no report;
#   - valgrind memcheck on the statement's samples (ASan and UBSan run every case; valgrind
#     adds reads of uninitialised memory, and costs 0.35 s a run before the program starts);
#   - every solution compiles warning-free with gcc and clang at C99, C11 and C17, with and
#     without -DONLINE_JUDGE;
#   - every solution has a `Verdict:` tag (a patch's header and its made file agree); the C
#     sources are clang-formatted.

# shellcheck source-path=SCRIPTDIR/../..

bats_require_minimum_version 1.5.0
load test_helper

RUN_TIMEOUT=60

setup_file() {
    local src id checker
    mkdir -p "$BATS_FILE_TMPDIR"/{asan,ubsan,plain,checkers}
    "$ROOT/scripts/judging/apply-mistakes" >/dev/null
    while IFS= read -r src; do
        case $(verdict_tag "$src") in
        AC)
            build_asan "$src" &
            build "$src" plain -O1 -g &
            ;;
        WA | PE) build "$src" ubsan -O2 -g -fsanitize=undefined -fno-sanitize-recover=all & ;;
        esac
        while [ "$(jobs -rp | wc -l)" -ge "$(nproc 2>/dev/null || echo 2)" ]; do wait -n || true; done
    done < <(solution_files)
    wait
    for id in $(problem_ids); do
        checker=$(front_matter "$id" checker)
        [ -z "$checker" ] || $CC -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 \
            -I "$ROOT/scripts/data" -o "$BATS_FILE_TMPDIR/checkers/$id" "$ROOT/$checker" -lm \
            2>"$BATS_FILE_TMPDIR/checkers/$id.log" || true
    done
}

# build_asan SRC: $BATS_FILE_TMPDIR/asan/NAME, the build of SRC with ASan and UBSan that
# scripts/fuzz runs too (lib.sh sanitized_build; compiler messages in NAME.log).
build_asan() {
    local bin name
    name=$(basename "$1" .c)
    if bin=$(sanitized_build "$1"); then
        ln -s "$bin" "$BATS_FILE_TMPDIR/asan/$name"
    else
        cp "$bin.log" "$BATS_FILE_TMPDIR/asan/$name.log"
    fi
}

# build SRC KIND FLAGS...: SRC into $BATS_FILE_TMPDIR/KIND/NAME (compiler messages in NAME.log).
build() {
    local src=$1 kind=$2 name
    shift 2
    name=$(basename "$src" .c)
    $CC -std=c11 "$@" -DONLINE_JUDGE -o "$BATS_FILE_TMPDIR/$kind/$name" "$src" -lm \
        2>"$BATS_FILE_TMPDIR/$kind/$name.log" || true
}

setup() {
    export ASAN_OPTIONS=exitcode=86:detect_leaks=1
    export UBSAN_OPTIONS=exitcode=87:halt_on_error=1:print_stacktrace=1
    FAILURES="$BATS_TEST_TMPDIR/failures"
    : >"$FAILURES"
}

# tagged TAG...: every solution with one of the tags.
tagged() {
    local src tag
    while IFS= read -r src; do
        tag=$(verdict_tag "$src")
        [[ " $* " != *" $tag "* ]] || printf '%s\n' "$src"
    done < <(solution_files)
}

# output_is_right ID INPUT OUTPUT: OUTPUT equals the committed answer byte for byte, or the
# problem's checker accepts it (a problem with a checker has its compiler's log in
# checkers/ID.log, made by setup_file).
output_is_right() {
    local id=$1 input=$2 output=$3 answer=${2%.in}.out
    if [ -f "$BATS_FILE_TMPDIR/checkers/$id.log" ]; then
        "$BATS_FILE_TMPDIR/checkers/$id" "$input" "$output" "$answer" >/dev/null 2>&1
    else
        cmp -s "$output" "$answer"
    fi
}

# run_checked KIND SRC INPUT SCRATCH [RUNNER...]: runs the built SRC on INPUT (output in
# SCRATCH.out and SCRATCH.err); records a failure unless it exits 0 with nothing on stderr
# and (unless CHECK_OUTPUT=0) the right output. Names are cut by parameter expansion: this
# runs for each of about a thousand cases.
run_checked() {
    local kind=$1 src=$2 input=$3 scratch=$4 name id status=0 case_name
    shift 4
    name=${src##*/}
    name=${name%.c}
    id=${name%%.*}
    case_name=testdata/$id/${input##*/}
    if [ ! -x "$BATS_FILE_TMPDIR/$kind/$name" ]; then
        record_failure "$name: does not compile" "$BATS_FILE_TMPDIR/$kind/$name.log"
        return
    fi
    timeout "$RUN_TIMEOUT" "$@" "$BATS_FILE_TMPDIR/$kind/$name" <"$input" \
        >"$scratch.out" 2>"$scratch.err" || status=$?
    if [ "$status" != 0 ] || [ -s "$scratch.err" ]; then
        record_failure "$name on $case_name: exit status $status, stderr:" "$scratch.err"
    elif [ "${CHECK_OUTPUT:-1}" = 1 ] && ! output_is_right "$id" "$input" "$scratch.out"; then
        record_failure "$name on $case_name: wrong output"
    fi
}

# run_all KIND [RUNNER...]: run_checked on every `SRC<TAB>INPUT` line of stdin, as many at a
# time as there are CPUs; fails (skips) when there is no line.
run_all() {
    local kind=$1 src input count=0 running=0 runs="$BATS_TEST_TMPDIR/runs" jobs
    shift
    jobs=$(nproc 2>/dev/null || echo 2)
    mkdir -p "$runs"
    while IFS=$'\t' read -r src input; do
        count=$((count + 1))
        if [ "$running" -lt "$jobs" ]; then
            running=$((running + 1))
        else
            wait -n || true # one ends, one starts
        fi
        FAILURES="$runs/$count.failed" run_checked "$kind" "$src" "$input" "$runs/$count" "$@" &
    done
    wait
    [ "$count" -gt 0 ] || skip "no such solution with test data yet"
    cat "$runs"/*.failed >>"$FAILURES" 2>/dev/null || true
    report_failures
}

# committed_cases TAG...: `SRC<TAB>INPUT` for every solution with one of the tags and every
# committed input of its problem.
committed_cases() {
    local src input
    while IFS= read -r src; do
        for input in "$ROOT/testdata/$(problem_of "$src")"/*.in; do
            [ -f "$input" ] && printf '%s\t%s\n' "$src" "$input"
        done
    done < <(tagged "$@")
}

# sample_cases TAG...: `SRC<TAB>INPUT` for every solution with one of the tags and each of
# the statement's samples of its problem.
sample_cases() {
    local src input
    while IFS= read -r src; do
        for input in "$ROOT/testdata/$(problem_of "$src")"/sample-*.in; do
            [ -f "$input" ] && printf '%s\t%s\n' "$src" "$input"
        done
    done < <(tagged "$@")
}

# compile_all CC: every solution with CC, at C99, C11 and C17, each with and without
# -DONLINE_JUDGE. C11, the judge's standard, is compiled at -O2 (its flow analysis adds
# warnings); C99 and C17 with -fsyntax-only (the standard only changes front-end checks). A
# file that never names ONLINE_JUDGE (and includes only standard headers, which do not
# either) is the same text to the compiler with or without it: it is compiled once a
# standard, with -DONLINE_JUDGE.
compile_all() {
    local cc=$1 src std define defines mode jobs="$BATS_TEST_TMPDIR/jobs" logs="$BATS_TEST_TMPDIR/logs"
    command -v "$cc" >/dev/null || skip "$cc is not installed"
    mkdir -p "$logs"
    : >"$jobs"
    while IFS= read -r src; do
        defines=(-DONLINE_JUDGE)
        ! grep -q ONLINE_JUDGE "$src" || defines=(-UONLINE_JUDGE -DONLINE_JUDGE)
        for std in c99 c11 c17; do
            mode=-fsyntax-only
            [ "$std" != c11 ] || mode=-O2
            for define in "${defines[@]}"; do
                printf '%s\0%s\0%s\0%s\0%s\0' "$cc" "$std" "$define" "$mode" "$src" >>"$jobs"
            done
        done
    done < <(solution_files)
    [ -s "$jobs" ] || skip "no solution yet"
    # shellcheck disable=SC2016 # the script runs in the child shell
    xargs -0 -n 5 -P "$(nproc 2>/dev/null || echo 2)" sh -c '
        log="$0/$(basename "$5" .c)-$2$3.log"
        "$1" -std="$2" "$3" "$4" -Wall -Wextra -Wpedantic -Werror -c -o /dev/null "$5" \
            >"$log" 2>&1 || { echo "FAIL: $1 -std=$2 $3 $4 $5"; cat "$log"; } >"$log.failed"' \
        "$logs" <"$jobs" || true
    cat "$logs"/*.failed >"$FAILURES" 2>/dev/null || true
    report_failures
}

@test "every AC-tagged solution passes every committed case under ASan and UBSan" {
    run_all asan < <(committed_cases AC)
}

@test "every WA- or PE-tagged solution is wrong without undefined behaviour on every committed case" {
    CHECK_OUTPUT=0 run_all ubsan < <(committed_cases WA PE)
}

@test "valgrind memcheck finds no error and no leak on the samples of every AC solution" {
    command -v valgrind >/dev/null || skip "valgrind is not installed"
    run_all plain valgrind --quiet --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect,possible < <(sample_cases AC)
}

@test "every solution compiles warning-free with gcc at C99, C11, C17, with -DONLINE_JUDGE" {
    compile_all gcc
}

@test "every solution compiles warning-free with clang at C99, C11, C17, with -DONLINE_JUDGE" {
    compile_all clang
}

@test "every solution has a Verdict: tag the judge knows" {
    local src label tag count=0
    while IFS= read -r src; do
        count=$((count + 1))
        label=$(solution_label "$src")
        tag=$(verdict_tag "$ROOT/$label")
        case $tag in
        AC | WA | PE | TLE | MLE | OLE | RE) ;;
        *) record_failure "$label: tag '${tag}' (want a line 'Verdict: AC', WA, PE, TLE, MLE, OLE or RE: one verdict, no 'X-or-Y')" ;;
        esac
        [ "$(verdict_tag "$src")" = "$tag" ] ||
            record_failure "$label: tagged $tag, but its made file ${src#"$ROOT"/} says '$(verdict_tag "$src")'"
    done < <(solution_files)
    [ "$count" -gt 0 ]
    report_failures
}

@test "the C sources of solutions/ and scripts/ are formatted by .clang-format" {
    local -a files
    command -v clang-format >/dev/null || skip "clang-format is not installed"
    mapfile -t files < <(find "$ROOT/solutions" "$ROOT/scripts" -name '*.[ch]' -not -path '*/fixtures/*' | sort)
    [ ${#files[@]} -gt 0 ]
    if ! clang-format --dry-run --Werror "${files[@]}" 2>"$FAILURES"; then
        grep -c 'error:' "$FAILURES" | sed 's/$/ formatting differences; run make format:/'
        grep 'error:' "$FAILURES" | cut -d: -f1 | sort -u
        return 1
    fi
}
