# shellcheck shell=bash
# Every verdict, decided in one place, decide_verdict (sourced by scripts/judge). Everything
# else only gathers what was observed (3-compile.sh and limits.sh: the compile; scripts/judge
# run_case: the sandbox's line; windows.sh: how Wine ended a Windows build; the comparison or
# the checker) or puts the verdict into words (explain.sh, the report). The order is the order
# in which one observation hides another: a failed compile before any run (CE), a limit passed
# before anything the run did, a program that never started before its exit
# status, a refused system call or a signal before an exit status, the exit status before
# the output; the output is compared only after a clean exit.

# decide_verdict [WHAT [ARG...]]: the verdict of WHAT, from what was observed: case (the
# default), one run (decide_case_verdict); compile, the compile (decide_compile_verdict: CE, or
# none yet); cases FIRST END, the cases FIRST to END - 1 of the record (decide_cases_verdict:
# the judgement's verdict, or the stress cases'). Sets verdict and what each says.
decide_verdict() {
    case ${1:-case} in
    compile) decide_compile_verdict ;;
    case) decide_case_verdict ;;
    cases) decide_cases_verdict "$2" "$3" ;;
    esac
}

# decide_cases_verdict FIRST END: the verdict of the cases FIRST to END - 1 of the record
# (record_verdicts and record_names, in the order the cases ran: the judge cases, then the
# stress cases apart): AC when each is AC, else the verdict of the first that is not (CLOSE
# for a stress case too close to call), as judges give the first failing case's. Sets
# verdict, verdict_case (that case; empty for AC), verdict_passed (the cases AC) and
# verdict_error (1 when a case was JE: whatever the verdict, the judge could not judge).
decide_cases_verdict() {
    local i
    verdict=AC verdict_case='' verdict_passed=0 verdict_error=0
    for ((i = $1; i < $2; i++)); do
        [ "${record_verdicts[i]}" != JE ] || verdict_error=1
        if [ "${record_verdicts[i]}" = AC ]; then
            verdict_passed=$((verdict_passed + 1))
        elif [ -z "$verdict_case" ]; then
            verdict=${record_verdicts[i]} verdict_case=${record_names[i]}
        fi
    done
}

# decide_compile_verdict: CE when the file did not compile, from 3-compile.sh's observations:
#   compile_outcome compiled, lacked (the option lacks a header the file includes) or failed;
#   compile_limit   the limit a failed compile passed (none, wall, cpu, log, memory, ...);
#   compile_standard 1 when the compiler says the file needs a newer standard than the
#                   option's.
# Sets verdict (CE, or empty when it compiled: the runs decide), decided_by=compile and
# verdict_cause: lacked-header, compile-limit, newer-standard, compiler-error, or nothing.
decide_compile_verdict() {
    verdict='' verdict_cause='' decided_by=compile
    if [ "$compile_outcome" = compiled ]; then
        return
    elif [ "$compile_outcome" = lacked ]; then
        verdict_cause=lacked-header
    elif [ "$compile_limit" != none ]; then
        verdict_cause=compile-limit
    elif [ "$compile_standard" = 1 ]; then
        verdict_cause=newer-standard
    else
        verdict_cause=compiler-error
    fi
    verdict=CE
}

# decide_case_verdict: the verdict of one run, from these observations:
#   run_status      exited, signaled, not-run (refused before it started: too big for the
#                   memory limit) or failed (the sandbox could not run it);
#   run_code, run_signal (the signal's name: SEGV), run_limit (none, cpu, wall, mem, fsize),
#   run_syscall (the forbidden call's name, or none), run_exec_error (none, or why the
#                   kernel refused to start it: ENOEXEC), time_ms and case_limit_ms;
#   windows_run, wine_exception
#                   a Windows build, and what Wine said of an unhandled exception (page
#                   fault on read, division by zero; empty when it said nothing);
#   case_is_stress  1 for a stress case: an AC in more than half of the problem's limit,
#                   time_limit_ms, is too close to call (CLOSE);
#   compare_rules   the judge's rules (its fifth letter W: a judge without PE).
# After a clean exit it calls observe_output (the judge's: the comparison or the checker),
# which sets output_source (compare or checker) and compared_verdict (AC, PE or WA, as
# compare.c finds them) or checker_status (its exit status); output_verdict is what the
# output alone gives: the comparison's, or from the checker's status 0 AC, 1 WA, 2 PE and
# anything else JE (the checker's PE is WA for a judge without PE; compare.c's rules
# say that themselves).
# Sets decided_by (the observation that decided: failed, limit, exec, syscall, signal,
# windows-exit, exit or output), verdict (AC, WA, PE, TLE, MLE, OLE, JE, CLOSE, or RE (WHY)) and verdict_cause, the kind
# of its likely cause, which explain.sh cause_words puts into words: unloaded, unexecutable,
# waiting, forbidden, signal, stack-overflow, access-violation, division-by-zero,
# windows-exception, exit, no-pe, or nothing.
decide_case_verdict() {
    verdict='' verdict_cause='' output_verdict='' decided_by=limit
    case $run_limit in
    cpu | wall) verdict=TLE ;;
    mem) verdict=MLE ;;
    fsize) verdict=OLE ;;
    esac
    if [ "$run_status" = failed ]; then
        verdict=JE decided_by=failed
    elif [ "$run_status" = not-run ] && [ "$verdict" = MLE ]; then
        verdict_cause=unloaded
    elif [ "$run_exec_error" != none ]; then
        verdict="RE (cannot be executed: $run_exec_error)" verdict_cause=unexecutable decided_by=exec
    elif [ -n "$verdict" ]; then
        [ "$run_limit" != wall ] || [ $((time_ms * 2)) -ge "$case_limit_ms" ] || verdict_cause=waiting
    elif [ "$run_syscall" != none ]; then
        verdict="RE (forbidden system call: $run_syscall)" verdict_cause=forbidden decided_by=syscall
    elif [ "$run_status" = signaled ]; then
        verdict="RE (SIG$run_signal)" verdict_cause=signal decided_by=signal
    elif [ "$run_code" != 0 ] && [ "$windows_run" = 1 ]; then
        decide_windows_exit
        decided_by=windows-exit
    elif [ "$run_code" != 0 ]; then
        verdict="RE (exit $run_code)" verdict_cause=exit decided_by=exit
    else
        observe_output
        case $output_source:${checker_status:-} in
        checker:0) output_verdict=AC ;;
        checker:1) output_verdict=WA ;;
        checker:2) output_verdict=PE ;;
        checker:*) output_verdict=JE ;;
        compare:*) output_verdict=$compared_verdict ;;
        esac
        verdict=$output_verdict decided_by=output
        if [ "$output_source" = checker ] && [ "$verdict" = PE ] && [ "${compare_rules:4:1}" = W ]; then
            verdict=WA verdict_cause=no-pe
        fi
    fi
    if [ "$case_is_stress" = 1 ] && [ "$verdict" = AC ] &&
        [ $((time_ms * STRESS_MARGIN)) -gt "$time_limit_ms" ]; then
        verdict=CLOSE
    fi
}

# decide_windows_exit: the verdict of a Windows build that ended with exit status run_code:
# Linux keeps the low byte of Windows' 32-bit code, and Wine names an unhandled exception in
# one line on stderr (which the program could also print: the verdict is RE either way).
decide_windows_exit() {
    case "$run_code:$wine_exception" in
    253:*) verdict="RE (stack overflow: STATUS_STACK_OVERFLOW 0xC00000FD)" verdict_cause=stack-overflow ;;
    5:"page fault"*) verdict="RE (access violation: STATUS_ACCESS_VIOLATION 0xC0000005)" verdict_cause=access-violation ;;
    148:"division by zero"*) verdict="RE (integer division by zero: STATUS_INTEGER_DIVIDE_BY_ZERO 0xC0000094)" verdict_cause=division-by-zero ;;
    *:?*) verdict="RE (unhandled exception: $wine_exception)" verdict_cause=windows-exception ;;
    *) verdict="RE (exit $run_code)" verdict_cause=exit ;;
    esac
}
