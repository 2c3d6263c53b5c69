# shellcheck shell=bash
# Step 5 of a judgement, compare (sourced by scripts/judge; scripts/judging/README.md, "Theory
# of operation"): a clean run's output, compared with the answer as the judge compares
# (compare.c -S, one process for all the cases, through two FIFOs) or judged by the problem's
# checker; it only observes (compared_verdict, checker_status) for decide_verdict, and keeps
# what the report shows of a difference.

# checker_binary: the compiled checker of this problem (built when missing or stale).
checker_binary() {
    local source="$JUDGE_ROOT/$checker_path" name binary
    [ -f "$source" ] || die 'problems/%s.md: checker %s not found' "$id" "$checker_path"
    name=${checker_path%.c}
    name="${name//\//_}-$(printf '%s' "$source" | cksum | cut -d ' ' -f 1)"
    binary="$BUILD/checkers/$name"
    if [ ! -x "$binary" ] || [ "$source" -nt "$binary" ]; then
        mkdir -p "$BUILD/checkers"
        # shellcheck disable=SC2086 # CC may carry flags, as build_tool takes it
        $CC -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -Wall -Wextra \
            -Werror -I "$ROOT/scripts/data" -o "$binary.tmp.$$" "$source" -lm >&2 ||
            die 'cannot build checker %s' "$checker_path"
        mv "$binary.tmp.$$" "$binary"
    fi
    printf '%s\n' "$binary"
}

# compare_output ANSWER: compares $scratch/out with ANSWER as the judge compares: sets
# compared_verdict (AC, PE or WA), compared_line and compared_reason (the kind of difference).
compare_output() {
    local answer=$1
    if [[ $answer == *$'\n'* ]]; then
        read -r compared_verdict compared_line compared_reason < <("$compare" "$compare_rules" "$answer" "$scratch/out")
    else
        [ -n "$compare_pid" ] || start_compare
        printf '%s\n%s\n' "$answer" "$scratch/out" >&"$compare_in"
        read -r compared_verdict compared_line compared_reason <&"$compare_out" ||
            die 'the comparison stopped: %s' "$(head -n 1 "$scratch/compare.log")"
    fi
}

# check_output INPUT ANSWER: runs the problem's checker on $scratch/out; sets checker_status
# (its exit status; what it wrote is in $scratch/checker.log).
check_output() {
    checker_status=0
    "$checker" "$1" "$scratch/out" "$2" >"$scratch/checker.log" 2>&1 || checker_status=$?
}

# observe_output: for decide_verdict, the output of a run that exited cleanly: by the checker
# when the problem has one, else compared with the answer; sets output_source (checker or
# compare) and what check_output or compare_output sets.
observe_output() {
    if [ -n "$checker" ]; then
        output_source=checker
        check_output "$case_input" "$case_answer"
    else
        output_source=compare
        compare_output "$case_answer"
    fi
}

# output_detail: what the output of a failed run shows, for the report (detail, explained).
output_detail() {
    if [ "$output_source" = compare ]; then
        explained=$compared_verdict:$compared_reason
        [ "$compared_verdict" = AC ] ||
            detail=$(difference_report "$case_answer" "$scratch/out" "$verdict" "$compared_line" "$compared_reason")
        return
    fi
    explained=$output_verdict:checker
    if [ "$output_verdict" = JE ]; then
        sayv detail 'the checker exited with status %s; it wrote:' "$checker_status"
        detail+=$'\n'"$(checker_words "$scratch/checker.log")"
    elif [ "$output_verdict" != AC ]; then
        sayv detail 'the checker says:'
        detail+=$'\n'"$(checker_words "$scratch/checker.log")"
    fi
}

# start_compare: compare -S for the judgement's cases, through two FIFOs (the box holds the
# one coprocess bash gives): no process for each case.
start_compare() {
    mkfifo -m 600 "$scratch/compare.in" "$scratch/compare.out"
    "$compare" -S "$compare_rules" <"$scratch/compare.in" >"$scratch/compare.out" \
        2>"$scratch/compare.log" &
    compare_pid=$!
    exec {compare_in}>"$scratch/compare.in" {compare_out}<"$scratch/compare.out"
}

# stop_compare: compare -S told there are no more cases, and waited for.
stop_compare() {
    [ -n "${compare_pid:-}" ] || return 0
    exec {compare_in}>&- {compare_out}<&-
    wait "$compare_pid" 2>/dev/null || true
    compare_pid=''
}
