# shellcheck shell=bash
# The words around a verdict (sourced by scripts/judge, after lib.sh; uses its judge_name,
# threads_fact, visible and shown, and what compile_program learned from the compiler:
# main_is_void, uses_streams): where an output differs from the answer, and the likely line
# of code behind a refused or silent run. Everything quoted from the program, its checker or
# its input goes through scripts/judging/visible.c; what the checker wrote is shown after
# "  | ", as the compiler's lines are.

SHOWN_WIDTH=120          # characters of a quoted line
INPUT_PREVIEW_LINES=5    # lines of a small failing case's input shown
SMALL_INPUT_BYTES=2000   # what counts as a small input
CHECKER_MESSAGE_BYTES=4096

# quoted_line FILE N: line N of FILE with its white space marked (a space ·, a tab →, the end
# of the line ¶), or (end of output) when FILE has fewer lines.
quoted_line() {
    if [ "$(awk -v n="$2" 'NR == n { print "here"; exit }' "$1")" != here ]; then
        echo "(end of output)"
        return
    fi
    sed -n "${2}p" "$1" | head -c 65536 | "$visible" -m -n 1 -w "$SHOWN_WIDTH"
}

# difference_words VERDICT REASON LINE: what differs, for the report.
difference_words() {
    case $2 in
    tokens) echo "line $3 differs" ;;
    line-end-spaces) echo "spaces at the end of line $3: $judge_name counts them" ;;
    final-newline) echo "no newline at the end of the output (line $3): $judge_name wants one" ;;
    blank-lines-at-end) echo "an empty line after the last one (line $3): $judge_name refuses it" ;;
    crlf) echo "\\r\\n line ends (line $3): $judge_name counts the \\r" ;;
    whitespace)
        if [ "$1" = WA ]; then
            echo "the tokens are right, only the white space differs (from line $3): $judge_name has no Presentation Error, so this is a Wrong Answer"
        else
            echo "the same tokens with other white space or line breaks (from line $3)"
        fi
        ;;
    esac
}

# difference_report ANSWER OUTPUT VERDICT LINE REASON: the first differing line of both, white
# space marked.
difference_report() {
    printf '%s\n' "$(difference_words "$3" "$5" "$4")"
    printf '  expected: %s\n' "$(quoted_line "$1" "$4")"
    printf '  got:      %s\n' "$(quoted_line "$2" "$4")"
}

# checker_words LOG: the checker's message, whole (safe to print, long lines cut), each line
# marked as the checker's.
checker_words() {
    head -c "$CHECKER_MESSAGE_BYTES" "$1" | "$visible" -w 400 -n 5 -p "$FOREIGN_PREFIX"
}

# input_preview INPUT: the first lines of a small case's input, or nothing for a big one.
input_preview() {
    [ "$(wc -c <"$1")" -le "$SMALL_INPUT_BYTES" ] || return 0
    echo "input (first $INPUT_PREVIEW_LINES lines):"
    head -n "$INPUT_PREVIEW_LINES" "$1" | "$visible" -n "$INPUT_PREVIEW_LINES" -w "$SHOWN_WIDTH" |
        sed 's/^/  /'
}

# forbidden_call_cause NAME: the line of code that likely made system call NAME.
forbidden_call_cause() {
    case $1 in
    clone | clone3 | fork | vfork | execve | execveat)
        echo "the program tried to start another program or a thread: system(\"pause\") or another system(...), fork, or threads: remove that line"
        threads_words
        ;;
    socket | connect | bind | listen | accept | accept4 | sendto | recvfrom | socketpair)
        echo "the program tried to use the network, which judges refuse"
        ;;
    *) echo "contest programs do not make this system call" ;;
    esac
}

# threads_words: what the problem's judge is known to do with threads (judges.txt).
threads_words() {
    case $threads_fact in
    refused) echo "$judge_name refuses threads and other processes; so does this judge" ;;
    allowed) echo "$judge_name allows threads but no other process" ;;
    *) echo "$judge_name does not publish whether it allows threads; this judge refuses them, so there it may differ (a deep recursion needs no thread: an explicit stack, or a loop)" ;;
    esac
}

# signal_cause SIGNAL: what usually kills a contest program with SIGNAL (its name, SEGV say).
signal_cause() {
    case $1 in
    SEGV) echo "a memory access outside the program's memory: an array index out of range, a bad pointer, or a recursion too deep" ;;
    FPE) echo "an arithmetic error: a division or a remainder by zero" ;;
    ABRT) echo "abort: an assert that failed, or the C++ library giving up (an uncaught exception, a bad index given to .at())" ;;
    BUS) echo "a misaligned or bad memory access" ;;
    esac
}

# exit_cause CODE: what a nonzero exit status says.
exit_cause() {
    if [ "$main_is_void" = 1 ]; then
        echo "main is declared void, so the exit status is whatever was left over: judges take a nonzero status as a Runtime Error; declare int main and return 0"
    else
        echo "the program ended with exit status $1: judges take a nonzero status as a Runtime Error; main must return 0"
    fi
}

# created_cause NAME: what a file left in the program's folder says.
created_cause() {
    printf 'the program wrote the file "%s" in its folder: judges read standard output; remove the freopen or fopen that writes it\n' \
        "$(printf '%b' "${1//%/\\x}" | "$visible" -n 1 -w 60)"
}

# silent_cause: what an empty output on a failing case suggests.
silent_cause() {
    echo 'the program printed nothing: does it read its input from a file (freopen("in.txt", "r", stdin), fopen) instead of stdin? Judges give the input on stdin'
}

# waiting_cause: what a run stopped by the wall clock with little CPU time suggests.
waiting_cause() {
    echo 'the program spent its time waiting, not computing: does it wait for a key (system("pause"), getchar at the end) or read past the end of its input?'
}

# slow_stress_fix: the likely reason and fix for a TLE on the stress cases.
slow_stress_fix() {
    if [ "$uses_streams" = 1 ]; then
        echo "likely slow C++ streams: add ios::sync_with_stdio(false); cin.tie(nullptr); at the start of main and print '\\n' instead of endl"
    else
        echo "likely work repeated for every query: compute what all queries share once, before reading them"
    fi
}
