# shellcheck shell=bash
# The words around a verdict (sourced by scripts/judge, after lib.sh; uses its judge_name,
# threads_fact, visible, shown and FOREIGN_PREFIX, and what compile_program learned from the
# compiler: main_is_void, uses_streams): where an output differs from the answer, the likely
# line of code behind a refused or silent run, and what a row of 0 ms or 0 KB means, each in
# the user's language (say,
# sayv: scripts/po/zh_CN.po). Everything quoted from the program, its checker or its input
# goes through scripts/judging/visible.c; what the checker wrote is shown after "  | ", as
# the compiler's lines are.

SHOWN_WIDTH=120          # characters of a quoted line
INPUT_PREVIEW_LINES=5    # lines of a small failing case's input shown
SMALL_INPUT_BYTES=2000   # what counts as a small input
CHECKER_MESSAGE_BYTES=4096

# verdict_name VERDICT: the verdict's name as Chinese judges show it (答案错误) or in English,
# its short code beside it: "Wrong Answer (WA)", "Runtime Error (RE: SIGSEGV)".
verdict_name() {
    local name
    case $1 in
    AC) sayv name 'Accepted' ;;
    WA) sayv name 'Wrong Answer' ;;
    PE) sayv name 'Presentation Error' ;;
    TLE) sayv name 'Time Limit Exceeded' ;;
    MLE) sayv name 'Memory Limit Exceeded' ;;
    OLE) sayv name 'Output Limit Exceeded' ;;
    CE) sayv name 'Compilation Error' ;;
    JE) sayv name 'Judge Error' ;;
    RE*) sayv name 'Runtime Error' ;;
    *) name=$1 ;;
    esac
    case $1 in
    "RE ("*) printf '%s (RE: %s)\n' "$name" "$(runtime_error_words "$1")" ;;
    *) printf '%s (%s)\n' "$name" "${1%% *}" ;;
    esac
}

# runtime_error_words "RE (WHY)": WHY in the user's language ("SIGSEGV" and the Windows
# status names stay as the system says them).
runtime_error_words() {
    local inside=${1#RE (}
    inside=${inside%)}
    case $inside in
    "forbidden system call: "*) say 'forbidden system call: %s' "${inside#*: }" ;;
    "cannot be executed: "*) say 'cannot be executed: %s' "${inside#*: }" ;;
    "exit "*) say 'exit %s' "${inside#exit }" ;;
    "stack overflow: "*) say 'stack overflow: %s' "${inside#*: }" ;;
    "access violation: "*) say 'access violation: %s' "${inside#*: }" ;;
    "integer division by zero: "*) say 'integer division by zero: %s' "${inside#*: }" ;;
    "unhandled exception: "*) say 'unhandled exception: %s' "${inside#*: }" ;;
    *) printf '%s' "$inside" ;;
    esac
}

# shown_verdict VERDICT: a case row's verdict: the short code, an RE's reason in words, and
# the stress cases' own CLOSE (too close to call) in words.
shown_verdict() {
    case $1 in
    "RE ("*) printf 'RE (%s)\n' "$(runtime_error_words "$1")" ;;
    CLOSE) say 'CLOSE (too close to call)\n' ;;
    *) printf '%s\n' "$1" ;;
    esac
}

# quoted_line FILE N [CR]: line N of FILE with its white space marked (a space ·, a tab →, the
# end of the line ¶), or (end of output) when FILE has fewer lines; with CR "drop", without the
# \r that ends it (one the judge ignores: a Windows build's text mode writes \r\n).
quoted_line() {
    if [ "$(awk -v n="$2" 'NR == n { print "here"; exit }' "$1")" != here ]; then
        say '(end of output)'
        echo
        return
    fi
    local script="${2}p"
    [ "${3:-}" != drop ] || script="${2}{s/\r\$//;p}"
    sed -n "$script" "$1" | head -c 65536 | "$visible" -m -n 1 -w "$SHOWN_WIDTH"
}

# difference_words VERDICT REASON LINE: what differs, for the report.
difference_words() {
    case $2 in
    tokens) say 'line %s differs' "$3" ;;
    line-end-spaces) say 'spaces at the end of line %s: %s counts them' "$3" "$judge_name" ;;
    final-newline) say 'no newline at the end of the output (line %s): %s wants one' "$3" "$judge_name" ;;
    blank-lines-at-end) say 'an empty line after the last one (line %s): %s refuses it' "$3" "$judge_name" ;;
    crlf) say '\\r\\n line ends (line %s): %s counts the \\r' "$3" "$judge_name" ;;
    whitespace)
        if [ "$1" = WA ]; then
            say 'the tokens are right, only the white space differs (from line %s): %s has no Presentation Error, so this is a Wrong Answer' "$3" "$judge_name"
        else
            say 'the same tokens with other white space or line breaks (from line %s)' "$3"
        fi
        ;;
    esac
    echo
}

# difference_report ANSWER OUTPUT VERDICT LINE REASON: the first differing line of both, white
# space marked; where the judge ignores \r\n line ends (compare_rules' fourth letter, A), a
# line's final \r is not shown: it is not what differs.
difference_report() {
    local cr=keep
    [ "$5" = crlf ] || [ "${compare_rules:3:1}" != A ] || cr=drop
    difference_words "$3" "$5" "$4"
    say '  expected: %s\n' "$(quoted_line "$1" "$4" "$cr")"
    say '  got:      %s\n' "$(quoted_line "$2" "$4" "$cr")"
}

# checker_words LOG: the checker's message, whole (safe to print, long lines cut), each line
# marked as the checker's.
checker_words() {
    head -c "$CHECKER_MESSAGE_BYTES" "$1" | "$visible" -w 400 -n 5 -p "$FOREIGN_PREFIX"
}

# input_preview INPUT: the first lines of a small case's input, or nothing for a big one.
input_preview() {
    [ "$(wc -c <"$1")" -le "$SMALL_INPUT_BYTES" ] || return 0
    say 'input (first %d lines):\n' "$INPUT_PREVIEW_LINES"
    head -n "$INPUT_PREVIEW_LINES" "$1" | "$visible" -n "$INPUT_PREVIEW_LINES" -w "$SHOWN_WIDTH" |
        sed 's/^/  /'
}

# threads_words: what the problem's judge is known to do with threads (judges.txt).
threads_words() {
    case $threads_fact in
    refused) say '%s refuses threads and other processes; so does this judge' "$judge_name" ;;
    allowed) say '%s allows threads but no other process' "$judge_name" ;;
    *) say '%s does not publish whether it allows threads; this judge refuses them, so there it may differ (a deep recursion needs no thread: an explicit stack, or a loop)' "$judge_name" ;;
    esac
    echo
}

# cause_words KIND: the likely cause of a verdict, in words, for decide_verdict's verdict_cause
# (scripts/judging/6-verdict.sh), from the run's observations.
cause_words() {
    case $1 in
    unloaded) unloaded_cause "$memory_kb" ;;
    unexecutable) unexecutable_cause ;;
    waiting) waiting_cause ;;
    forbidden) forbidden_call_cause "$run_syscall" ;;
    signal) signal_cause "$run_signal" ;;
    exit) exit_cause "$run_code" ;;
    no-pe) say '%s has no Presentation Error: this is a Wrong Answer' "$judge_name" ;;
    *) windows_cause_words "$1" ;;
    esac
}

# forbidden_call_cause NAME: the line of code that likely made system call NAME.
forbidden_call_cause() {
    case $1 in
    clone | clone3 | fork | vfork | execve | execveat)
        say 'the program tried to start another program or a thread: system("pause") or another system(...), fork, or threads: remove that line\n'
        threads_words
        ;;
    socket | connect | bind | listen | accept | accept4 | sendto | recvfrom | socketpair)
        say 'the program tried to use the network, which judges refuse\n'
        ;;
    *) say 'contest programs do not make this system call\n' ;;
    esac
}

# signal_cause SIGNAL: what usually kills a contest program with SIGNAL (its name, SEGV say).
signal_cause() {
    case $1 in
    SEGV) say 'a memory access outside the program'"'"'s memory: an array index out of range, a bad pointer, or a recursion too deep\n' ;;
    FPE) say 'an arithmetic error: a division or a remainder by zero\n' ;;
    ABRT) say 'abort: an assert that failed, or the C++ library giving up (an uncaught exception, a bad index given to .at())\n' ;;
    BUS) say 'a misaligned or bad memory access\n' ;;
    esac
}

# exit_cause CODE: what a nonzero exit status says.
exit_cause() {
    if [ "$main_is_void" = 1 ]; then
        say 'main is declared void, so the exit status is whatever was left over: judges take a nonzero status as a Runtime Error; declare int main and return 0\n'
    else
        say 'the program ended with exit status %s: judges take a nonzero status as a Runtime Error; main must return 0\n' "$1"
    fi
}

# created_cause NAME: what a file left in the program's folder says.
created_cause() {
    say 'the program wrote the file "%s" in its folder: judges read standard output; remove the freopen or fopen that writes it\n' \
        "$(printf '%b' "${1//%/\\x}" | "$visible" -n 1 -w 60)"
}

# silent_cause: what an empty output on a failing case suggests.
silent_cause() {
    say 'the program printed nothing: does it read its input from a file (freopen("in.txt", "r", stdin), fopen) instead of stdin? Judges give the input on stdin\n'
}

# waiting_cause: what a run stopped by the wall clock with little CPU time suggests.
waiting_cause() {
    say 'the program spent its time waiting, not computing: does it wait for a key (system("pause"), getchar at the end) or read past the end of its input?\n'
}

# unloaded_cause: what a program refused before it ran (oversized_program_kb) needed.
unloaded_cause() {
    say 'the program needs %s KB before it starts (its file, or its static arrays), more than the memory limit (%s KB): it was not run; make the arrays as big as the bounds need\n' \
        "$1" "$memory_limit_kb"
}

# unexecutable_cause: a program the kernel refused to start.
unexecutable_cause() {
    say 'the kernel refused to start the compiled program: its file is broken (a section, a linker script or an assembler trick in the source?)\n'
}

# slow_stress_fix: the likely reason and fix for a TLE on the stress cases, only with
# evidence: the linker's trace of cin and cout for C++ streams; otherwise what the time says.
slow_stress_fix() {
    if [ "$uses_streams" = 1 ]; then
        say "likely slow C++ streams (the program uses cin or cout): add ios::sync_with_stdio(false); cin.tie(nullptr); at the start of main and print '\\\\n' instead of endl\n"
    else
        say 'the time grows with the size of the input: keep the work for each query or line small (read and print with scanf and printf, and compute what all queries share once)\n'
    fi
}

# note_zero_row: after a case's row, zero_ms_rows and zero_kb_rows set when it shows 0 ms or
# 0 KB for a program that ran.
note_zero_row() {
    case $run_status in failed | not-run) return 0 ;; esac
    [ "$time_ms" != 0 ] || zero_ms_rows=1
    [ "$memory_kb" != 0 ] || zero_kb_rows=1
}

# zero_rows_note: what a row of 0 ms or 0 KB means, once, when the table has one: for a
# Windows run, no more than an empty program under Wine uses (windows_charged takes that
# off); else a run of less than 1 ms of CPU time (the sandbox counts whole milliseconds), and
# less memory than the kernel charges at a time above what the box held before the case
# (sandbox.c: the peak is counted above the box's files and its keeper, in batches of 256 KB).
zero_rows_note() {
    if [ "$windows_run" = 1 ]; then
        [ "$zero_ms_rows$zero_kb_rows" = 00 ] ||
            say "0 ms or 0 KB: no more than an empty program uses under Wine (%d ms of CPU, %d KB), which is not charged, as Windows charges no Wine\n" "$baseline_cpu_ms" "$baseline_kb"
        return 0
    fi
    [ "$zero_ms_rows" = 0 ] || say '0 ms: less than 1 ms of CPU time (the sandbox counts whole milliseconds)\n'
    [ "$zero_kb_rows" = 0 ] || say "0 KB: the run's memory stayed within what the box's count already held before the case (the kernel charges memory in batches of 256 KB; the program's files and the sandbox's keeper, held before, are not counted)\n"
}
