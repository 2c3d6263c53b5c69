# shellcheck shell=bash
# The report, written in one place from the judgement's record (sourced by scripts/judge,
# after 3-compile.sh, limits.sh, explain.sh and windows.sh; uses their words): what is judged
# (write_header); a CE (write_compile_error); the compiler's warnings and the table's titles
# (write_table_start); a row per case, written as soon as its entry of the record is complete
# (write_case: record_names, record_verdicts, record_times, record_memories, record_details,
# record_explained, record_inputs, record_causes, which 4-run.sh record_case fills), the
# likely causes after each part (write_causes), the stress cases' title (write_stress_title);
# and from the judgement's record (judged_*, stress_*) the summary or, with --brief, its one
# line (write_conclusion). With --brief nothing else is written.

# write_compile_error: the report of a CE (decide_verdict compile's verdict_cause): the
# cause first (a header the option lacks: the compiler has not run, nothing of its to show;
# a limit the compile passed; a newer standard than the option's, the compiler's line about
# it first), the compiler's first errors, the fix for a removed or non-standard function,
# what an old compiler of the judge would have said, and an option under which the file
# compiles; with --brief, the one line.
write_compile_error() {
    local cause_line=
    if [ "$brief" = 1 ]; then
        printf 'CE\t0/%d\t0\t0\t-\t-\t-\n' "$total"
        return
    fi
    case $verdict_cause in
    lacked-header)
        ce_line "$(lacked_words "$compile_lacked")"
        return
        ;;
    compile-limit) cause_line=$(compile_limit_words "$compile_limit") ;;
    newer-standard) cause_line=$(standard_words) ;;
    esac
    ce_line "$cause_line"
    { [ "$verdict_cause" != newer-standard ] || rendered <(standard_records "$compile_records") '^warning$'
        rendered "$compile_records" '^(error|fatal error|sorry, unimplemented|text)$'; } |
        "$visible" -n "$COMPILER_LINES" -p "$FOREIGN_PREFIX"
    encoding_note
    fix_words "$compile_records"
    leniency_note "$compile_records"
    [ "$verdict_cause" = compile-limit ] || suggest_option "$scratch/suggest"
}

# ce_line [CAUSE]: the CE verdict's line, its cause after it when there is one.
ce_line() {
    if [ -n "${1:-}" ]; then
        say '%s: %s\n' "$(verdict_name CE)" "$1"
    else
        printf '%s\n' "$(verdict_name CE)"
    fi
}

# report FORMAT [ARG...]: say, except with --brief.
report() {
    [ "$brief" = 1 ] || say "$@"
}

# write_header: what is judged, with what; in which box when a layer is missing or with
# --verbose.
write_header() {
    local made_note='' scale_note='' compiler_there='' checker_note=''
    [ "$time_limit_ms" = "$statement_time_ms" ] ||
        sayv scale_note ' (%s ms x JUDGE_TIME_SCALE %s)' "$statement_time_ms" "$time_scale"
    [ -z "$big_dir" ] || sayv made_note ' (%d made at test time in %s, marked *)' \
        "$(find "$big_dir" -name '*.in' | wc -l)" "${big_dir#"$ROOT"/}"
    if [ "$stress_counts" = 1 ] && [ -n "$stress_dir" ]; then
        local stress_note
        sayv stress_note ' (with the stress cases of %s, marked +)' "${stress_dir#"$ROOT"/}"
        made_note+=$stress_note
    fi
    [ -z "$checker_path" ] || sayv checker_note ', checker %s' "$checker_path"
    local shown_file
    shown_into shown_file "$source_file"
    report 'Judging %s on %s: %d cases%s, time limit %d ms%s, memory limit %d KB%s\n' \
        "$shown_file" "$id" "$total" "$made_note" "$time_limit_ms" "$scale_note" \
        "$memory_limit_kb" "$checker_note"
    if [ "$option_compiler" = "not published" ]; then
        sayv compiler_there ' (its compiler not published)'
    elif [[ $option_compiler != "this machine"* ]]; then
        sayv compiler_there ' (%s there)' "$option_compiler"
    fi
    local command_shown
    shown_command
    report "Compiler: %s, '%s'%s: %s (the file compiled as %s in a box of its own)\n" \
        "$judge_name" "$option_label" "$compiler_there" "$command_shown" "$main_file"
    windows_compiler_note
    local guessed_command=0
    [[ $option_command != "not published"* ]] || guessed_command=1
    if [ "$guessed_command$unpublished_rules" = 11 ]; then
        report '  note: %s publishes neither its compile command nor all of its output comparison: both are our best guess\n' "$judge_name"
    elif [ "$guessed_command" = 1 ]; then
        report '  note: %s publishes no compile command: this one is our best guess\n' "$judge_name"
    elif [ "$unpublished_rules" = 1 ]; then
        report '  note: %s publishes only part of its output comparison: the rest is our best guess\n' "$judge_name"
    fi
    [ "$brief" = 0 ] || return 0
    local warnings='' shown_features=$sandbox_features layers
    warn_missing_layers
    [ "$verbose" = 1 ] || [ -n "$warnings" ] || return 0
    if [ "$windows_run" = 1 ]; then # Wine's own filter, its calls named or not
        shown_features=${shown_features/seccomp=yes/seccomp=wine}
        shown_features=${shown_features/seccomp=kill/seccomp=wine}
    fi
    read -ra layers <<<"$shown_features"
    say 'Sandbox: %s\n' "$(sandbox_words "${layers[@]}" "box=$box_mode")"
    [ "$verbose" = 0 ] || windows_sandbox_note # says what the filter under Wine (seccomp=wine) allows
    [ -z "$warnings" ] || printf '%s\n' "$warnings"
}

# sandbox_words WORD...: the key=value words of sandbox -F (and box=), each in the user's
# language (the English words are sandbox -F's own), separated by spaces.
sandbox_words() {
    local word shown=()
    for word; do
        case $word in
        user=own) sayv word 'user=own' ;;
        user=self) sayv word 'user=self' ;;
        seccomp=yes) sayv word 'seccomp=yes' ;;
        seccomp=kill) sayv word 'seccomp=kill' ;;
        seccomp=no) sayv word 'seccomp=no' ;;
        landlock=yes) sayv word 'landlock=yes' ;;
        landlock=no) sayv word 'landlock=no' ;;
        reads=contained) sayv word 'reads=contained' ;;
        reads=open) sayv word 'reads=open' ;;
        namespaces=none) sayv word 'namespaces=none' ;;
        namespaces=*) sayv word 'namespaces=%s' "${word#namespaces=}" ;;
        root=own) sayv word 'root=own' ;;
        root=shared) sayv word 'root=shared' ;;
        memory=cgroup) sayv word 'memory=cgroup' ;;
        memory=watch) sayv word 'memory=watch' ;;
        box=judgement) sayv word 'box=judgement' ;;
        box=case) sayv word 'box=case' ;;
        esac
        shown+=("$word")
    done
    printf '%s\n' "${shown[*]}"
}

# missing_layer PATTERN: whether no word of sandbox -F matches PATTERN (a glob).
missing_layer() {
    local word
    for word in $sandbox_features; do
        # shellcheck disable=SC2053 # PATTERN is a glob
        [[ $word != $1 ]] || return 1
    done
}

# layer_warning PATTERN MESSAGE: when no word of sandbox -F matches PATTERN, a warning line
# of MESSAGE (said in the user's language only then: nothing for a layer that is there) added
# to warnings.
layer_warning() {
    missing_layer "$1" || return 0
    local prefix message
    sayv prefix 'warning: '
    sayv message "$2"
    warnings+="$prefix$message"$'\n'
}

# warn_missing_layers: warnings, a line for each layer of the box this machine lacks.
warn_missing_layers() {
    layer_warning user=own 'no root: the program runs as your own user, so your other processes could open its files in /proc'
    layer_warning memory=cgroup 'no memory cgroup (run as root to have one): memory is read from /proc (resident set, page tables, swap and files), not counted by the kernel'
    layer_warning seccomp=yes 'no seccomp user notification: forbidden system calls are not named, or not restricted'
    layer_warning reads=contained 'no Landlock and no root of its own: the program and the compiler can read any file their user can'
    layer_warning 'namespaces=pid,net,ipc,uts*' 'no namespaces: the program can see other processes and the network'
    layer_warning root=own "no mount namespace: the program's files are neither counted as memory nor bounded, and it can stat any path"
    warnings=${warnings%$'\n'}
}

# write_table_start: the compiler's warnings (3-compile.sh show_warnings) and the table's titles.
write_table_start() {
    [ "$brief" = 0 ] || return 0
    show_warnings
    column_titles
}

# column_titles: the table's first line, padded by display width (a Chinese character takes
# two columns).
column_titles() {
    local case_title time_title memory_title verdict_title
    sayv case_title case
    sayv time_title time
    sayv memory_title memory
    sayv verdict_title verdict
    padded "$case_title" 24
    printf ' '
    padded_left "$time_title" 9
    printf ' '
    padded_left "$memory_title" 11
    printf '  %s\n' "$verdict_title"
}

# case_row NAME VERDICT TIME MEMORY: one row of the table, the verdict last (an RE says why;
# a verdict shown as it is takes no subshell).
case_row() {
    [ "$brief" = 0 ] || return 0
    local shown=$2
    case $2 in "RE ("* | CLOSE) shown=$(shown_verdict "$2") ;; esac
    printf '%-24s %6d ms %8d KB  %s\n' "$1" "$3" "$4" "$shown"
}

# detail_shown_before I: whether a case before entry I of the record, in its part (from
# part_first), had a detail of the same kind shown under its row (a detail is said once).
detail_shown_before() {
    local j
    for ((j = part_first; j < $1; j++)); do
        [ -z "${record_details[j]}" ] || [ "${record_explained[j]}" != "${record_explained[$1]}" ] || return 0
    done
    return 1
}

# write_case I: the row of entry I of the record, and under it its detail (where its output
# differs, with the case's input for a WA or PE) when it is the first of its kind in its part.
write_case() {
    local i=$1
    [ "$brief" = 0 ] || return 0
    case_row "${record_names[i]}" "${record_verdicts[i]}" "${record_times[i]}" "${record_memories[i]}"
    [ -n "${record_details[i]}" ] && ! detail_shown_before "$i" || return 0
    printf '    %s\n' "${record_details[i]//$'\n'/$'\n'    }"
    [[ ${record_verdicts[i]} != WA && ${record_verdicts[i]} != PE ]] ||
        input_preview "${record_inputs[i]}" | sed 's/^/    /'
}

# write_causes FIRST END: each likely cause of the cases FIRST to END - 1 of the record once,
# after the cases it applies to.
write_causes() {
    local i key cause_order=() case_separator
    local -A cause_cases=()
    sayv case_separator ', ' # between the names of the cases a cause applies to
    for ((i = $1; i < $2; i++)); do
        key=${record_causes[i]}
        [ -n "$key" ] || continue
        [ -n "${cause_cases[$key]+seen}" ] || cause_order+=("$key")
        cause_cases[$key]+="${cause_cases[$key]:+$case_separator}${record_names[i]}"
    done
    [ ${#cause_order[@]} -gt 0 ] || return 0
    report 'Why (likely):\n'
    for key in "${cause_order[@]}"; do
        [ "$brief" = 1 ] || say '  %s:\n    %s\n' "${cause_cases[$key]}" "${key//$'\n'/$'\n'    }"
    done
}

# write_stress_title: the line above the stress cases' rows.
write_stress_title() {
    report 'Stress cases (ours, beyond what %s is known to test; they do not change the verdict; each run with twice the time limit):\n' "$judge_name"
}

# write_conclusion: from the judgement's record, the summary, or with --brief its one line.
write_conclusion() {
    if [ "$brief" = 1 ]; then
        printf '%s\t%d/%d\t%d\t%d\t%s\t%s\t%s\n' "$judged_verdict" "$judged_passed" "$total" \
            "$judged_max_ms" "$judged_max_kb" "${judged_case:--}" "$stress_verdict" "${stress_case:--}"
    else
        write_summary
    fi
}

# write_summary: the verdict of the judge cases, their slowest case and largest memory, and
# the stress cases' line.
write_summary() {
    if [ -z "$judged_verdict" ] || [ "$judged_verdict" = AC ]; then
        say 'Accepted (AC) %d/%d\n' "$judged_passed" "$total"
    else
        say '%s on case %s (%d/%d passed)\n' "$(verdict_name "$judged_verdict")" "$judged_case" "$judged_passed" "$total"
    fi
    [ "$judged_not_run" = 0 ] ||
        say '  %d cases after it were not run (a failing file is said fast): %s runs them all\n' "$judged_not_run" "$(option_words all)"
    say 'Slowest case: %s (%d ms). Largest memory: %s (%d KB).\n' "$judged_slowest" "$judged_max_ms" "$judged_largest" "$judged_max_kb"
    zero_rows_note
    windows_restart_note
    if [ "$stress_skipped" = 1 ]; then
        say 'stress: not run: the judge cases took up to %d ms of the %d ms limit, over half of it; %s judges the stress cases with the others\n' \
            "$judged_max_ms" "$time_limit_ms" "$(option_words stress)"
        return 0
    fi
    [ "$stress_verdict" != - ] || return 0
    case $stress_verdict in
    AC) say 'stress: Accepted (AC) %d/%d, each case in at most half the time limit\n' "$stress_passed" "${#stress_cases[@]}" ;;
    CLOSE)
        say 'stress: too close to call on %s: %d ms of a %d ms limit, between half the limit and twice it, where a faster or slower machine decides\n' "$stress_case" "$stress_time_ms" "$time_limit_ms"
        [ "$uses_streams" != 1 ] || { printf '  %s' "$(slow_stress_fix)" && echo; } # the evidence names the cost
        ;;
    *)
        local note
        note=$(stress_note "${stress_case%+}")
        if [ "$stress_verdict" = TLE ]; then
            say 'stress: TLE on %s%s, at twice the time limit\n' "$stress_case" "${note:+ ($note)}"
            printf '  %s' "$(slow_stress_fix)"
            echo
        else
            say 'stress: %s on %s%s\n' "$stress_verdict" "$stress_case" "${note:+ ($note)}"
        fi
        ;;
    esac
}
