# shellcheck shell=bash
# Step 4 of a judgement, run the cases (sourced by scripts/judge; scripts/judging/README.md,
# "Theory of operation"): each case in the box (sandbox -S: one box for the judgement, a fresh
# /box per case; a box per case for a Windows run or JUDGE_BOX=case), what the sandbox saw
# (observe_run) and the output (5-compare.sh) decided by decide_verdict, each case added to
# the judgement's record (record_case) and its row written at once (7-report.sh); the stress
# cases apart, after an Accepted.

# choose_box: whether one box serves every case of this judgement (sandbox -S: its
# namespaces, uid, cgroup and root made once, a fresh /box for each case), which needs a root
# of its own; a Windows run, or JUDGE_BOX=case, gets a box per case (sandbox without -S).
choose_box() {
    box_per_case=1 box_mode=case box_pid='' box_failed=0
    case ${JUDGE_BOX:-judgement} in
    judgement) ;;
    case) return 0 ;;
    *) die "JUDGE_BOX is '%s': it is judgement (one box, a fresh folder per case) or case (a box per case)" "$JUDGE_BOX" ;;
    esac
    [ "$windows_run" = 0 ] && [[ " $sandbox_features " == *" root=own "* ]] || return 0
    box_per_case=0 box_mode=judgement
}

# start_box: the judgement's box, sandbox -S as a coprocess, its folder holding the program,
# told the largest output limit of the cases (-f: their streams made while the first run).
start_box() {
    local folder="$scratch/box" largest_limit # made by make_scratch
    ln "$program" "$folder/$program_file" 2>/dev/null || cp -p "$program" "$folder/$program_file"
    bytes_limit "$largest_answer_bytes" largest_limit
    coproc BOX { exec "$sandbox" -S -d "$folder" -o "$scratch/out" -e "$scratch/err" \
        -m "$memory_limit_kb" -f "$largest_limit" -T "$thread_count" -- "${run_command[@]}" \
        2>"$scratch/sandbox.log"; }
    # shellcheck disable=SC2153 # coproc sets BOX_PID
    box_in=${BOX[1]} box_out=${BOX[0]} box_pid=$BOX_PID
}

# prepare_runs: once the program is compiled, the judgement's box started (when one serves
# every case): not during the compile, which it slows (scripts/judging/README.md).
prepare_runs() {
    [ "$box_per_case" = 1 ] || [ -n "$box_pid" ] || start_box
}

# kill_box: at an early exit, the box stopped, in the middle of a case or not.
kill_box() {
    [ -z "${box_pid:-}" ] || kill "$box_pid" 2>/dev/null || true
    stop_box
}

# stop_box: the box's coprocess told there are no more cases; the last output (a stress case's
# 4.5 MB, 1.4 ms to remove) removed while the box is taken down.
stop_box() {
    [ -n "${box_pid:-}" ] || return 0
    exec {box_in}>&- {box_out}<&-
    rm -f -- "$scratch/out" "$scratch/err"
    wait "$box_pid" 2>/dev/null || true
    box_pid=''
}

# measure_in_own_box INPUT OUTPUT_LIMIT CPU_MS WALL_MS: sets measures, the line of a sandbox
# of its own for one run of the program on INPUT, in a fresh folder.
measure_in_own_box() {
    local work="$scratch/work.$case_serial"
    [ "$case_serial" -eq 0 ] || remove_tree "$scratch/work.$((case_serial - 1))"
    case_serial=$((case_serial + 1))
    mkdir "$work"
    ln "$program" "$work/$program_file" 2>/dev/null || cp -p "$program" "$work/$program_file"
    measures=$("$sandbox" -d "$work" -i "$1" -o "$scratch/out" -e "$scratch/err" -t "$3" \
        -w "$4" -m "$((memory_limit_kb + baseline_kb))" -f "$2" -T "$thread_count" \
        "${sandbox_run_options[@]}" -- "${run_command[@]}" 2>"$scratch/sandbox.log")
}

# measure_case INPUT OUTPUT_LIMIT LIMIT_MS: sets measures, the sandbox's line for one run of
# the program on INPUT; 1 when the sandbox failed (its words are in sandbox.log).
measure_case() {
    local cpu_ms=$(($3 + baseline_cpu_ms)) wall_ms=$((2 * $3 + 1000 + baseline_wall_ms))
    if [ "$box_per_case" = 1 ]; then
        measure_in_own_box "$1" "$2" "$cpu_ms" "$wall_ms" || return
        windows_started "$1" || measure_in_own_box "$1" "$2" "$cpu_ms" "$wall_ms"
        return
    fi
    [ "$box_failed" = 0 ] && [[ $1 != *$'\n'* ]] || return 1
    [ -n "$box_pid" ] || start_box
    printf '%s %s %s %s %s\n' "$cpu_ms" "$wall_ms" "$2" "${next_output_limit:-0}" "$1" >&"$box_in"
    IFS= read -r measures <&"$box_out" || { box_failed=1 && return 1; }
}

# observe_run INPUT OUTPUT_LIMIT: runs the program on one case in its box and sets what was
# observed, for decide_verdict: run_status, run_code, run_signal, run_limit, run_syscall,
# run_exec_error, run_created (a file it left in its folder, or none), time_ms and memory_kb
# (for a Windows build, less Wine's start-up) and wine_exception.
observe_run() {
    local measures field
    run_status=exited run_code=0 run_signal=0 run_limit=none run_syscall=none run_created=none
    run_exec_error=none wine_exception='' time_ms=0 memory_kb=0
    ! windows_unloaded || return 0
    if ! measure_case "$1" "$2" "$case_limit_ms"; then
        run_status=failed
        return
    fi
    for field in $measures; do
        case ${field%%=*} in
        status) run_status=${field#*=} ;;
        code) run_code=${field#*=} ;;
        signal) run_signal=${field#*=} ;;
        cpu_ms) time_ms=${field#*=} ;;
        mem_kb) memory_kb=${field#*=} ;;
        limit) run_limit=${field#*=} ;;
        syscall) run_syscall=${field#*=} ;;
        created) run_created=${field#*=} ;;
        exec_error) run_exec_error=${field#*=} ;;
        esac
    done
    windows_charged
    [ "$run_syscall" = none ] || run_syscall=$(syscall_name "$run_syscall")
    [ "$run_status" != signaled ] || run_signal=$(kill -l "$run_signal" 2>/dev/null || echo "$run_signal")
    [ "$run_code" = 0 ] || windows_exception
}

# run_case INPUT ANSWER OUTPUT_LIMIT LIMIT_MS [STRESS]: runs the program on one case (with
# LIMIT_MS; STRESS 1 for a stress case), its verdict decided by decide_verdict
# (scripts/judging/6-verdict.sh) from what observe_run and observe_output saw; sets verdict,
# detail (what this case shows: where its output differs), cause (what its failure likely
# comes from, the same for every case it applies to), explained (the kind of failure, for
# saying a detail once), time_ms and memory_kb.
run_case() {
    case_input=$1 case_answer=$2 case_limit_ms=$4 case_is_stress=${5:-0}
    detail='' cause='' explained='' output_source=''
    observe_run "$1" "$3"
    decide_verdict
    [ -z "$verdict_cause" ] || cause=$(cause_words "$verdict_cause")
    case $decided_by in
    failed)
        explained=JE
        detail=$(head -c 4096 "$scratch/sandbox.log" | "$visible" -n 1)
        ;;
    output) output_detail ;;
    windows-exit) windows_detail ;;
    esac
    [ -n "$explained" ] || explained=$verdict
    [ "$verdict" = AC ] || [ "$verdict" = CLOSE ] || explain_run "$run_created"
}

# explain_run CREATED: the likely cause of a failed run that its output or its files tell.
explain_run() {
    if [ "$1" != none ]; then
        cause+="${cause:+$'\n'}$(created_cause "$1")"
    elif [[ $verdict == WA || $verdict == PE ]] && [ ! -s "$scratch/out" ]; then
        cause+="${cause:+$'\n'}$(silent_cause)"
    fi
}

# note_answer_sizes ANSWER...: the size of each answer, for output_limit, read at once, and
# the largest, largest_answer_bytes.
note_answer_sizes() {
    local size path
    declare -gA answer_bytes
    largest_answer_bytes=0
    [ $# -gt 0 ] || return 0
    while IFS=$'\t' read -r size path; do
        answer_bytes[$path]=$size
        [ "$size" -le "$largest_answer_bytes" ] || largest_answer_bytes=$size
    done < <(stat -c $'%s\t%n' -- "$@")
}

# output_limit ANSWER [VARIABLE]: sets VARIABLE (case_output_limit), the output limit of a
# case (bytes_limit of its answer's size).
output_limit() {
    local size=${answer_bytes[$1]:-}
    [ -n "$size" ] || size=$(wc -c <"$1")
    bytes_limit "$size" "${2:-case_output_limit}"
}

# bytes_limit SIZE VARIABLE: sets VARIABLE to the output limit for an answer of SIZE bytes,
# 2 x SIZE + 1 MB (OLE beyond it).
bytes_limit() {
    printf -v "$2" '%s' $((2 * $1 + 1048576))
}

# announce_next [INPUT]: sets next_output_limit, the output limit of the case that runs after
# this one (INPUT; after the last judge case, the first stress case's while every case so far
# is AC), 0 when none: the box makes that case's stdout and stderr while the judge reads this
# case's line.
announce_next() {
    local next=${1:-}
    [ -n "$next" ] || [ "$failing" = 1 ] || [ "$stress" = 1 ] || next=${stress_cases[0]:-}
    next_output_limit=0
    [ -z "$next" ] || output_limit "${next%.in}.out" next_output_limit
}

# case_name INPUT: sets case_label, the case's name as the report shows it: a big case made
# at test time marked *, a stress case +.
case_name() {
    case_label=${1##*/}
    case_label=${case_label%.in}
    if [ -n "$big_dir" ] && [[ $1 == "$big_dir"/* ]]; then
        case_label+='*'
    elif [ -n "$stress_dir" ] && [[ $1 == "$stress_dir"/* ]]; then
        case_label+='+'
    fi
}

# record_case INPUT NAME: what run_case found of the case INPUT (shown as NAME) added to the
# judgement's record, one entry per case in the order they ran (7-report.sh writes the report
# from it; decide_verdict cases decides from it): record_inputs, record_names,
# record_verdicts, record_times, record_memories, record_details (what the case shows under
# its row), record_explained (the kind of failure, for saying a detail once) and
# record_causes (its likely cause in words).
record_case() {
    record_inputs+=("$1") record_names+=("$2") record_verdicts+=("$verdict")
    record_times+=("$time_ms") record_memories+=("$memory_kb") record_details+=("$detail")
    record_explained+=("$explained") record_causes+=("$cause")
}

# record_extremes FIRST END: the slowest case and the largest memory of the cases FIRST to
# END - 1 of the record: sets max_ms, slowest_case, max_kb and largest_case (the first of
# equals).
record_extremes() {
    local i
    max_ms=-1 max_kb=-1 slowest_case='' largest_case=''
    for ((i = $1; i < $2; i++)); do
        if [ "${record_times[i]}" -gt "$max_ms" ]; then
            max_ms=${record_times[i]} slowest_case=${record_names[i]}
        fi
        if [ "${record_memories[i]}" -gt "$max_kb" ]; then
            max_kb=${record_memories[i]} largest_case=${record_names[i]}
        fi
    done
}

# run_cases [--stress] INPUT...: runs the program on each case and adds it to the record
# (record_case), its row written as soon as it is (7-report.sh write_case), the likely causes
# after the last (write_causes); sets part_first (the part's first entry in the record),
# max_ms, slowest_case, max_kb, largest_case and not_run. With --stress, each case gets
# twice the limit and its verdict says too close to call (CLOSE) between half the limit and
# twice.
run_cases() {
    local input name i=0 case_count stress=0 limit_ms=$time_limit_ms failing=0
    if [ "$1" = --stress ]; then
        stress=1
        limit_ms=$((STRESS_MARGIN * time_limit_ms))
        shift
    fi
    local inputs=("$@")
    case_count=$#
    part_first=${#record_verdicts[@]} not_run=0
    for input in "$@"; do
        case_name "$input"
        name=$case_label
        output_limit "${input%.in}.out"
        announce_next "${inputs[i + 1]:-}"
        run_case "$input" "${input%.in}.out" "$case_output_limit" "$limit_ms" "$stress"
        [ "$failing" = 1 ] || like_mistake "$input" # the first failing case only
        record_case "$input" "$name"
        write_case $((${#record_verdicts[@]} - 1))
        note_zero_row
        [ "$verdict" = AC ] || failing=1
        i=$((i + 1))
        if [ "$failing" = 1 ] && [ "$i" -lt "$case_count" ] &&
            { [ "$first_failure" = 1 ] || { [ "$verdict" = TLE ] && [ "$all_cases" = 0 ] && [ "$stress" = 0 ]; }; }; then
            not_run=$((case_count - i))
            break
        fi
    done
    write_causes "$part_first" "${#record_verdicts[@]}"
    record_extremes "$part_first" "${#record_verdicts[@]}"
}

# judge_stress: the stress cases, apart, only after an Accepted whose cases all took at most
# half the limit: so that they say what the judge cases could not, at little cost (a file
# slower than that is already near its limit, and a stress case would take twice the limit
# to say so). Sets stress_verdict (- when none ran: decide_verdict cases decides it),
# stress_skipped, stress_case, stress_passed, stress_time_ms, and judged_error when a stress
# case was JE.
judge_stress() {
    local first=${#record_verdicts[@]}
    stress_verdict=- stress_skipped=0 stress_case='' stress_passed=0 stress_time_ms=0
    [ "$judged_verdict" = AC ] && [ ${#stress_cases[@]} -gt 0 ] || return 0
    if [ $((judged_max_ms * 2)) -gt "$time_limit_ms" ]; then
        stress_skipped=1
        return 0
    fi
    write_stress_title
    run_cases --stress "${stress_cases[@]}"
    decide_verdict cases "$first" "${#record_verdicts[@]}"
    stress_verdict=$verdict stress_case=$verdict_case stress_passed=$verdict_passed
    stress_time_ms=$max_ms
    [ "$verdict_error" = 0 ] || judged_error=1
}
