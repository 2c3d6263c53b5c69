#!/usr/bin/env bats
# The local judge: scripts/judge, scripts/judge-all and scripts/judging/sandbox.c, on the
# fixture problems of fixtures/judge (judge-sum: prefix sums; judge-perm: any order, judged by a
# checker; judge-broken: a checker that fails), 500 ms and 64 MB each, with one fixture
# program per verdict in fixtures/judge/programs. Runs as root (CI) and as any other user.

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    load_sandbox
    UNPRIVILEGED=
    if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
        # A copy of the judge and the fixtures that user nobody can read, for the tests that
        # run the judge without root as well.
        UNPRIVILEGED=$(mktemp -d /tmp/judge-unprivileged.XXXXXX)
        cp -R "$ROOT/scripts" "$UNPRIVILEGED/scripts"
        cp -R "$BATS_TEST_DIRNAME/fixtures/judge" "$UNPRIVILEGED/fixtures"
        mkdir "$UNPRIVILEGED/build" "$UNPRIVILEGED/tmp"
        chmod -R a+rX "$UNPRIVILEGED"
        chown nobody "$UNPRIVILEGED/build" "$UNPRIVILEGED/tmp"
    fi
    export UNPRIVILEGED
}

teardown_file() {
    [ -z "$UNPRIVILEGED" ] || rm -rf "$UNPRIVILEGED"
}

# teardown: a listener a test started (LISTENER_PID) stopped, even when the test failed.
teardown() {
    [ -z "${LISTENER_PID:-}" ] || kill "$LISTENER_PID" 2>/dev/null || true
}

setup() {
    export JUDGE_ROOT="$BATS_TEST_DIRNAME/fixtures/judge"
    PROGRAMS="$JUDGE_ROOT/programs"
    tab=$'\t'
}

# judge_brief PROBLEM PROGRAM: `judge --brief` on programs/PROGRAM.c (or PROGRAM as named; a
# PROGRAM with a folder, such as attacks/mlock, lies below the fixture root, unless its path is
# absolute); sets status,
# output, and verdict, cases, max_ms, max_kb, failing from the line.
judge_brief() {
    local program=$PROGRAMS/$2
    [[ $2 != */* ]] || program=$JUDGE_ROOT/$2
    [[ $2 != /* ]] || program=$2
    [[ $2 == *.* ]] || program+=.c
    run --separate-stderr timeout 60 "$ROOT/scripts/judge" --brief "$1" "$program"
    echo "judge --brief $1 $2 -> status $status: $output (stderr: $stderr)"
    brief_fields "$output"
}

# judge_brief_unprivileged PROBLEM PROGRAM: judge_brief, run as user nobody (under root) on
# the copy in $UNPRIVILEGED.
judge_brief_unprivileged() {
    local program=fixtures/programs/$2
    [[ $2 != */* ]] || program=fixtures/$2
    [[ $2 == *.* ]] || program+=.c
    run --separate-stderr timeout 60 setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" \
        --clear-groups env HOME="$UNPRIVILEGED" TMPDIR="$UNPRIVILEGED/tmp" \
        BUILD="$UNPRIVILEGED/build" JUDGE_ROOT="$UNPRIVILEGED/fixtures" \
        "$UNPRIVILEGED/scripts/judge" --brief "$1" "$UNPRIVILEGED/$program"
    echo "as nobody: judge --brief $1 $2 -> status $status: $output (stderr: $stderr)"
    brief_fields "$output"
}

# assert_verdict PROGRAM VERDICT: judge-sum gives programs/PROGRAM.c the verdict VERDICT, run
# as the user of the tests and, under root, also as the unprivileged user nobody.
assert_verdict() {
    judge_brief judge-sum "$1"
    [ "$verdict" = "$2" ]
    [ -n "$UNPRIVILEGED" ] || return 0
    judge_brief_unprivileged judge-sum "$1"
    [ "$verdict" = "$2" ]
}

# processes_named NAME: how many processes have the command name NAME.
processes_named() {
    cat /proc/[0-9]*/comm 2>/dev/null | grep -cx "$1" || true
}

# own_sleeper: programs/tle-sleep.c as $SLEEPER_SOURCE, naming itself $SLEEPER, a name of this
# test's own: a sleeper of a test running alongside (or of a second copy of the suite) is not
# counted as this test's leftover.
own_sleeper() {
    SLEEPER=sleeper-$(printf '%06x' $((SRANDOM % 16777216)))
    SLEEPER_SOURCE=$BATS_TEST_TMPDIR/tle-sleep.c
    sed "s/\"judge-sleeper\"/\"$SLEEPER\"/" "$PROGRAMS/tle-sleep.c" >"$SLEEPER_SOURCE"
    grep -q "\"$SLEEPER\"" "$SLEEPER_SOURCE"
}

is_root() {
    [ "$(id -u)" = 0 ]
}

@test "AC: a right program is Accepted on every case, exit 0" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"Accepted (AC) 3/3"* ]]
    [[ $output =~ random-1\ +[0-9]+\ ms\ +[0-9]+\ KB\ +AC ]]
    [[ $output == *"Slowest case: "* && $output == *"Largest memory: "* ]]
    # a row of 0 ms (a run under 1 ms, which a light machine gives) is explained once
    if grep -qE '^[a-z0-9-]+ +0 ms ' <<<"$output"; then
        [ "$(grep -c '^0 ms: less than 1 ms of CPU time (the sandbox counts whole milliseconds)$' <<<"$output")" -eq 1 ]
    else
        [[ $output != *"0 ms: "* ]]
    fi
    if grep -qE ' 0 KB  AC$' <<<"$output"; then # memory within the box's count before the case
        [ "$(grep -c '^0 KB: the run.s memory stayed within what the box.s count already held before the case' <<<"$output")" -eq 1 ]
    else
        [[ $output != *"0 KB: "* ]]
    fi
}

@test "--brief prints one line: verdict, passed/total, max ms, max KB, first failing case, stress verdict and case" {
    judge_brief judge-sum ac
    [ "$status" -eq 0 ]
    [ "${#lines[@]}" -eq 1 ]
    [[ $output =~ ^AC${tab}3/3${tab}[0-9]+${tab}[1-9][0-9]*${tab}-${tab}-${tab}-$ ]]
    judge_brief judge-sum wa
    [ "$status" -eq 1 ]
    [[ $output =~ ^WA${tab}2/3${tab}[0-9]+${tab}[1-9][0-9]*${tab}random-1${tab}-${tab}-$ ]]
}

@test "WA: the report names the first failing case and the first differing line" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/wa.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Wrong Answer (WA) on case random-1 (2/3 passed)"* ]]
    [[ $output == *$'line 6 differs\n      expected: 23¶\n      got:      24¶\n'* ]]
    # a small case's input, its first lines, follows
    [[ $output == *$'input (first 5 lines):\n      6\n      5 -2 7 0 10 3\n'* ]]
}

@test "PE: the right numbers on one line are a Presentation Error, not WA" {
    judge_brief judge-sum pe
    [ "$status" -eq 1 ]
    [ "$verdict" = PE ]
    [ "$cases" = 1/3 ] # sample-2 has a single number: one line is right there
    [ "$failing" = random-1 ]
}

@test "\\r\\n line ends, blanks at line ends and empty lines at the end are accepted" {
    judge_brief judge-sum spacing
    [ "$status" -eq 0 ]
    [ "$verdict" = AC ]
}

@test "judged as UVa (judge-sum-uva): any white-space difference is PE, the line shown with marks" {
    run timeout 60 "$ROOT/scripts/judge" --compiler 'C++11' judge-sum-uva "$PROGRAMS/spacing.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Presentation Error (PE) on case random-1"* ]]
    [[ $output == *$'\n      expected: 5¶\n      got:      5·→\\r¶\n'* ]]
    run --separate-stderr timeout 60 "$ROOT/scripts/judge" --brief --compiler 'C++11' judge-sum-uva "$PROGRAMS/ac.c"
    [ "$status" -eq 0 ]
    [[ $output == AC${tab}3/3${tab}* ]]
}

@test "causes named: system(\"pause\"), freopen of stdout or stdin, void main; each line of the report says what to change" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/pause.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Runtime Error (RE: forbidden system call: clone3) on case random-1"* ]]
    [[ $output == *'system("pause") or another system(...), fork, or threads: remove that line'* ]]
    [[ $output == *"this repository refuses threads and other processes; so does this judge"* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/freopen-out.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Wrong Answer (WA) on case random-1"* ]]
    [[ $output == *'the program wrote the file "out.txt" in its folder: judges read standard output'* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/freopen-in.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *'the program printed nothing: does it read its input from a file (freopen("in.txt", "r", stdin), fopen) instead of stdin?'* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/void-main.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output =~ Runtime\ Error\ \(RE:\ exit\ [1-9][0-9]*\)\ on\ case ]]
    [[ $output == *"main is declared void, so the exit status is whatever was left over"*"declare int main and return 0"* ]]
    [[ $output == *"warning: return type of 'main' is not 'int'"* ]]
}

@test "warnings of a successful compile are shown, those that break on newer compilers first" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/warnings.c"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"Accepted (AC) 3/3"* ]]
    [[ $output == *"Warnings that break on this repository or on newer compilers:"* ]]
    [[ $output == *"  | Main.c:11:87: warning: implicit declaration of function 'abs' [-Wimplicit-function-declaration]"* ]]
    [[ $output != *"ignoring return value"* ]] # what changes nothing on the judge is left out
    printf '#include <stdio.h>\nint main(void) { char s[99]; gets(s); puts("1"); return 0; }\n' >"$BATS_TEST_TMPDIR/gets.c"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$BATS_TEST_TMPDIR/gets.c"
    echo "$output"
    [[ $output == *$'or on newer compilers:\n  | Main.c:2:30: warning: implicit declaration of function \'gets\''* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum-uva "$BATS_TEST_TMPDIR/gets.c" # C90 still declares it
    echo "$output"
    [[ $output == *$'or on newer compilers:\n  | Main.c:2:1: warning: \'gets\' is deprecated'* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    [[ $output != *"Warnings"* ]]
}

@test "where outputs differ: uva750's empty line after the last dataset is named; a checker's message is shown whole" {
    local made
    made=$(JUDGE_ROOT=$ROOT "$ROOT/scripts/judging/apply-mistakes" uva750.blank-line-after-last)
    JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" uva750 "$made"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Presentation Error (PE) on case"* ]]
    [[ $output == *$'an empty line after the last one (line 992): UVa Online Judge refuses it\n      expected: (end of output)\n      got:      ¶\n'* ]]
    printf '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c == 48 ? 49 : c); return 0; }\n' \
        >"$BATS_TEST_TMPDIR/ones.c"
    JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" poj2676 "$BATS_TEST_TMPDIR/ones.c"
    echo "$output"
    [[ $output == *$'the checker says:\n      | wrong answer: grid 1, row 1, column 3: 1 is already in its row (row 1, column 2)\n'* ]]
}

@test "TLE: a busy loop is stopped soon after the limit" {
    local start=$SECONDS
    judge_brief judge-sum tle-busy
    [ "$status" -eq 1 ]
    [ "$verdict" = TLE ]
    [ "$cases" = 0/3 ]
    [ "$max_ms" -gt 500 ]
    [ $((SECONDS - start)) -le 20 ] # 3 cases, each at most 2 x 500 ms + 1 s of wall clock
}

@test "TLE: a sleeping program is stopped by the wall-clock guard and does not linger" {
    local start=$SECONDS
    own_sleeper
    judge_brief judge-sum "$SLEEPER_SOURCE"
    [ "$status" -eq 1 ]
    [ "$verdict" = TLE ]
    [ "$max_ms" -lt 500 ] # it used no CPU: only the wall clock can stop it
    [ $((SECONDS - start)) -le 20 ]
    [ "$(processes_named "$SLEEPER")" -eq 0 ]
}

@test "the report's numbers are plausible: 40 MB touched, 300 ms of CPU" {
    judge_brief judge-sum mem40
    [ "$verdict" = AC ]
    [ "$max_kb" -ge 40960 ]
    [ "$max_kb" -lt 65536 ]
    judge_brief judge-sum cpu300
    [ "$verdict" = AC ]
    [ "$max_ms" -ge 290 ]
    [ "$max_ms" -le 480 ]
}

@test "OLE: endless output stops at the output limit" {
    local start=$SECONDS
    judge_brief judge-sum ole
    [ "$status" -eq 1 ]
    [ "$verdict" = OLE ]
    [ $((SECONDS - start)) -le 10 ]
}

@test "RE names the signal or the exit status" {
    judge_brief judge-sum segv
    [ "$verdict" = "RE (SIGSEGV)" ]
    [ "$status" -eq 1 ]
    judge_brief judge-sum abort
    [ "$verdict" = "RE (SIGABRT)" ]
    judge_brief judge-sum exit3
    [ "$verdict" = "RE (exit 3)" ]
    [ "$cases" = 0/3 ]
    # and says what usually causes it
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/segv.c"
    [[ $output == *$'RE (SIGSEGV)'*$'\n    a memory access outside the program\'s memory: an array index out of range'* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/exit3.c"
    [[ $output == *$'\n    the program ended with exit status 3: judges take a nonzero status as a Runtime Error'* ]]
}

@test "CE: the compiler's first lines without flag noise, exit 1" {
    CC="gcc -std=c11" run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ce.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error"* ]]
    [[ $output == *undeclared_name_of_fixture* ]]
    [[ $output != *"command-line option"* ]]
    [ "${#lines[@]}" -le 15 ]
    judge_brief judge-sum ce
    [[ $output =~ ^CE${tab}0/3${tab} ]]
}

@test "a fork attempt is contained: RE, never AC, and no child is left" {
    judge_brief judge-sum fork
    [ "$status" -eq 1 ]
    [[ $verdict == RE* ]]
    if has_feature seccomp=yes; then
        [ "$verdict" = "RE (forbidden system call: clone)" ] # glibc's fork() is clone
    fi
    [ "$(processes_named judge-fork-kid)" -eq 0 ]
}

@test "without the seccomp layer (sandbox -P), RLIMIT_NPROC alone still stops fork" {
    local work="$BATS_TEST_TMPDIR/work"
    mkdir "$work"
    "$CC" -std=c11 -O2 -o "$work/prog" "$PROGRAMS/fork.c"
    run --separate-stderr timeout 30 "$SANDBOX" -P -d "$work" -i "$JUDGE_ROOT/testdata/judge-sum/sample-1.in" \
        -o "$BATS_TEST_TMPDIR/out" -e "$BATS_TEST_TMPDIR/err" -t 1000 -w 3000 -m 65536 -- ./prog
    echo "$output $stderr"
    [ "$status" -eq 0 ]
    [[ $output == "status=exited code=3 "* ]]
    [ "$(processes_named judge-fork-kid)" -eq 0 ]
}

@test "the program cannot create files outside its working folder" {
    local probe=judge-escape-probe dir probes=() identity
    if has_feature landlock=yes; then
        probes+=("/tmp/$probe") # /tmp is writable by everyone: only Landlock keeps it out
    elif ! is_root; then
        skip "neither root (user nobody) nor Landlock: writes are not contained here"
    fi
    dir="$BUILD/tmp"
    for _ in 1 2 3 4 5 6 7; do
        probes+=("$dir/$probe")
        dir=$(dirname "$dir")
    done
    rm -f "${probes[@]}"
    assert_verdict escape AC # it ran its attempts and then answered
    for file in "${probes[@]}" "${UNPRIVILEGED:-/nonexistent}/$probe" \
        "${UNPRIVILEGED:-/nonexistent}/build/$probe"; do
        echo "checking $file"
        [ ! -e "$file" ]
    done
}

@test "sandbox: one machine-readable line; under root the program runs as a uid of its own, a new one each run" {
    local work="$BATS_TEST_TMPDIR/work" first_uid uid
    mkdir "$work"
    "$CC" -std=c11 -O2 -o "$work/prog" "$PROGRAMS/list-fds.c"
    for run in 1 2; do
        run --separate-stderr timeout 30 "$SANDBOX" -d "$work" -i /dev/null -o "$BATS_TEST_TMPDIR/out" \
            -e "$BATS_TEST_TMPDIR/err" -t 1000 -w 3000 -m 65536 -f 4096 -- ./prog
        echo "$output $stderr"
        [ "$status" -eq 0 ]
        [[ $output =~ ^status=exited\ code=0\ signal=0\ cpu_ms=[0-9]+\ mem_kb=[1-9][0-9]*\ wall_ms=[0-9]+\ limit=none\ syscall=none\ exec_error=none\ created=none$ ]]
        uid=$(tail -n 1 "$BATS_TEST_TMPDIR/out")
        uid=${uid#uid }
        if ! is_root; then
            [ "$uid" = "$(id -u)" ]
            continue
        fi
        # 0x40000000 and above: no account, no process of the machine has it
        [ "$uid" -ge 1073741824 ]
        [ "$uid" != "$(id -u nobody)" ]
        ! getent passwd "$uid" || false
        [ "$run" = 1 ] && first_uid=$uid || [ "$uid" != "$first_uid" ]
    done
}

@test "sandbox: a second execve is refused and named" {
    has_feature seccomp=yes || skip "no seccomp on this machine"
    local work="$BATS_TEST_TMPDIR/work"
    mkdir "$work"
    "$CC" -std=c11 -O2 -o "$work/prog" "$PROGRAMS/hostile-exec.c"
    run --separate-stderr timeout 30 "$SANDBOX" -d "$work" -i /dev/null -o "$BATS_TEST_TMPDIR/out" \
        -e "$BATS_TEST_TMPDIR/err" -t 1000 -w 3000 -- ./prog
    echo "$output $stderr"
    [[ $output == "status=signaled code=0 signal=$(kill -l SIGKILL) "*" syscall="* ]]
    local number=${output##*syscall=}
    [ "$(syscall_name "${number%% *}")" = execve ]
    [ ! -s "$BATS_TEST_TMPDIR/out" ]
}

@test "sandbox: SIGTERM kills the program's whole group at once" {
    local work="$BATS_TEST_TMPDIR/work" start
    mkdir "$work"
    own_sleeper
    "$CC" -std=c11 -O2 -o "$work/prog" "$SLEEPER_SOURCE"
    "$SANDBOX" -d "$work" -i /dev/null -o "$BATS_TEST_TMPDIR/out" -e "$BATS_TEST_TMPDIR/err" \
        -w 60000 -- ./prog >"$BATS_TEST_TMPDIR/report" 2>&1 3>&- &
    local pid=$!
    for _ in $(seq 50); do
        [ "$(processes_named "$SLEEPER")" -gt 0 ] && break
        sleep 0.1
    done
    [ "$(processes_named "$SLEEPER")" -gt 0 ]
    start=$SECONDS
    kill -TERM "$pid"
    local stopped_with=0
    wait "$pid" || stopped_with=$?
    echo "exit status $stopped_with"
    [ "$stopped_with" -eq 143 ]
    [ $((SECONDS - start)) -le 2 ]
    [ "$(processes_named "$SLEEPER")" -eq 0 ]
}

@test "judge stopped by SIGTERM removes its scratch folder, and nothing is left running" {
    export BUILD="$BATS_TEST_TMPDIR/build"
    own_sleeper
    "$ROOT/scripts/judge" judge-sum "$SLEEPER_SOURCE" >"$BATS_TEST_TMPDIR/log" 2>&1 3>&- &
    local pid=$!
    for _ in $(seq 100); do
        [ "$(processes_named "$SLEEPER")" -gt 0 ] && break
        sleep 0.1
    done
    ls "$BUILD/tmp"/judge.*
    kill -TERM "$pid"
    local stopped_with=0
    wait "$pid" || stopped_with=$?
    cat "$BATS_TEST_TMPDIR/log"
    echo "exit status $stopped_with"
    [ "$stopped_with" -eq 143 ]
    [ -z "$(ls -A "$BUILD/tmp")" ]
    [ "$(processes_named "$SLEEPER")" -eq 0 ]
    run grep -c sample-1 "$BATS_TEST_TMPDIR/log"
    [ "$output" = 0 ] # it stopped at the first case
}

@test "checker: exit 0/1/2 give AC/WA/PE" {
    judge_brief judge-perm perm-ac
    [ "$verdict" = AC ]
    [ "$status" -eq 0 ]
    judge_brief judge-perm perm-wa
    [ "$verdict" = WA ]
    judge_brief judge-perm perm-pe
    [ "$verdict" = PE ]
    judge_brief judge-perm ac # prefix sums are no permutation
    [ "$verdict" = WA ]
    run timeout 60 "$ROOT/scripts/judge" judge-perm "$PROGRAMS/perm-pe.c"
    [[ $output == *$'the checker says:\n      | right integers, but not one a line'* ]]
}

@test "checker: any other exit status is a judge error (JE), exit 2" {
    judge_brief judge-broken ac
    [ "$status" -eq 2 ]
    [ "$verdict" = JE ]
    run timeout 60 "$ROOT/scripts/judge" judge-broken "$PROGRAMS/ac.c"
    [[ $output == *$'the checker exited with status 3; it wrote:\n      | broken on purpose'* ]]
}

@test "could not judge is exit 2: usage, unknown problem (ids listed), swapped arguments, missing file" {
    run "$ROOT/scripts/judge"
    [ "$status" -eq 2 ]
    [[ $output == usage:* ]]
    run "$ROOT/scripts/judge" --lang pascal judge-sum "$PROGRAMS/ac.c"
    [ "$status" -eq 2 ]
    [[ $output == *"unknown language 'pascal'"* ]]
    run "$ROOT/scripts/judge" no-such-problem "$PROGRAMS/ac.c"
    [ "$status" -eq 2 ]
    [[ $output == "error: unknown problem 'no-such-problem' (no problems/no-such-problem.md); valid ids: judge-broken, judge-perm, judge-sum-uva, judge-sum" ]]
    run "$ROOT/scripts/judge" "$PROGRAMS/ac.c" judge-sum
    [ "$status" -eq 2 ]
    [[ $output == *"arguments are ID then FILE: try judge judge-sum $PROGRAMS/ac.c"* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/missing.c"
    [ "$status" -eq 2 ]
    [[ $output == *"missing.c does not exist (looked for it from "* ]]
    cp "$PROGRAMS/ac.c" "$BATS_TEST_TMPDIR/ac.txt"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$BATS_TEST_TMPDIR/ac.txt"
    [ "$status" -eq 2 ]
    [[ $output == *"add --lang c or --lang c++"* ]]
    run timeout 60 "$ROOT/scripts/judge" --lang c judge-sum "$BATS_TEST_TMPDIR/ac.txt"
    [ "$status" -eq 0 ]
}

@test "the settings are read as data: quotes, \$( ) and backquotes in the front matter never run" {
    local tree="$BATS_TEST_TMPDIR/tree" ran="$BATS_TEST_TMPDIR/ran" value
    mkdir -p "$tree/problems" "$tree/testdata/judge-odd"
    cp "$JUDGE_ROOT/testdata/judge-sum/sample-1.in" "$JUDGE_ROOT/testdata/judge-sum/sample-1.out" \
        "$tree/testdata/judge-odd/"
    value="c'\$(touch $ran)'\`touch $ran\`\"\$(touch $ran)\";touch $ran"
    sed -e 's/judge-sum/judge-odd/' -e '/^judge:/a\
checker: '"$value" "$JUDGE_ROOT/problems/judge-sum.md" >"$tree/problems/judge-odd.md"
    JUDGE_ROOT=$tree run timeout 60 "$ROOT/scripts/judge" judge-odd "$PROGRAMS/ac.c"
    echo "$output"
    [ "$status" -eq 2 ]
    [ "$output" = "error: problems/judge-odd.md: checker $value not found" ]
    [ ! -e "$ran" ]
    sed -i "s|^time_limit_ms: .*|time_limit_ms: 5'\$(touch $ran)'|" "$tree/problems/judge-odd.md"
    JUDGE_ROOT=$tree run timeout 60 "$ROOT/scripts/judge" judge-odd "$PROGRAMS/ac.c"
    echo "$output"
    [ "$output" = "error: problems/judge-odd.md: time_limit_ms is '5'\$(touch $ran)'', not a positive number" ]
    [ ! -e "$ran" ]
}

# decided VERDICT CAUSE [FACT=VALUE...]: decide_verdict (scripts/judging/6-verdict.sh) gives
# VERDICT and the cause kind CAUSE ('' for none) for a clean Linux run on a 1000 ms case
# changed by the FACTs; the output, when asked for, is what compared_verdict says.
decided() {
    local want_verdict=$1 want_cause=$2 fact
    shift 2
    run_status=exited run_code=0 run_signal=0 run_limit=none run_syscall=none run_exec_error=none
    time_ms=10 case_limit_ms=1000 time_limit_ms=1000 case_is_stress=0 STRESS_MARGIN=2
    windows_run=0 wine_exception='' compare_rules=AAAAP compared_verdict=AC checker_status=''
    observe_output() { output_source=compare; [ -z "$checker_status" ] || output_source=checker; }
    for fact in "$@"; do printf -v "${fact%%=*}" '%s' "${fact#*=}"; done
    decide_verdict
    echo "$* -> $verdict ($verdict_cause)"
    [ "$verdict" = "$want_verdict" ] && [ "$verdict_cause" = "$want_cause" ]
}

@test "decide_verdict: one function gives every verdict from the observations, Linux and Windows builds alike" {
    . "$ROOT/scripts/judging/6-verdict.sh"
    decided AC ''
    decided WA '' compared_verdict=WA
    decided TLE '' run_limit=cpu time_ms=1000
    decided TLE waiting run_limit=wall run_status=signaled run_signal=KILL time_ms=20
    decided MLE '' run_limit=mem run_status=signaled run_signal=KILL
    decided MLE unloaded run_limit=mem run_status=not-run
    decided OLE '' run_limit=fsize run_status=signaled run_signal=XFSZ
    decided JE '' run_status=failed
    decided 'RE (cannot be executed: ENOEXEC)' unexecutable run_exec_error=ENOEXEC
    decided 'RE (forbidden system call: socket)' forbidden run_syscall=socket run_status=signaled run_signal=SYS
    decided 'RE (SIGSEGV)' signal run_status=signaled run_signal=SEGV
    decided 'RE (exit 3)' exit run_code=3
    decided 'RE (exit 3)' exit run_code=3 windows_run=1
    decided 'RE (stack overflow: STATUS_STACK_OVERFLOW 0xC00000FD)' stack-overflow run_code=253 windows_run=1
    decided 'RE (access violation: STATUS_ACCESS_VIOLATION 0xC0000005)' access-violation run_code=5 windows_run=1 \
        wine_exception='page fault on read access to 0x0000000000000000'
    decided 'RE (unhandled exception: illegal instruction)' windows-exception run_code=29 windows_run=1 \
        wine_exception='illegal instruction'
    decided PE '' checker_status=2
    decided WA no-pe checker_status=2 compare_rules=AAAAW
    decided WA '' compared_verdict=WA compare_rules=AAAAW
    decided JE '' checker_status=3
    decided CLOSE '' case_is_stress=1 time_ms=600
    decided AC '' case_is_stress=1 time_ms=500
    decided WA '' case_is_stress=1 time_ms=600 compared_verdict=WA
}

# compile_decided VERDICT CAUSE OUTCOME LIMIT STANDARD: decide_verdict compile gives VERDICT
# ('' for none: the runs decide) and the cause kind CAUSE for those compile observations.
compile_decided() {
    compile_outcome=$3 compile_limit=$4 compile_standard=$5
    decide_verdict compile
    echo "$3 $4 $5 -> $verdict ($verdict_cause)"
    [ "$verdict" = "$1" ] && [ "$verdict_cause" = "$2" ]
}

@test "decide_verdict compile: CE and its cause from what the compile showed, nothing once it compiled" {
    . "$ROOT/scripts/judging/6-verdict.sh"
    compile_decided '' '' compiled none 0
    compile_decided CE lacked-header lacked none 0
    compile_decided CE compile-limit failed cpu 1
    compile_decided CE newer-standard failed none 1
    compile_decided CE compiler-error failed none 0
}

@test "decide_verdict cases: the judgement's verdict is its first failing case's, JE noted whatever it is; a stress part's CLOSE" {
    . "$ROOT/scripts/judging/6-verdict.sh"
    record_names=(a b c d e f g) record_verdicts=(AC WA JE TLE AC CLOSE TLE)
    decide_verdict cases 0 4
    [ "$verdict $verdict_case $verdict_passed $verdict_error" = "WA b 1 1" ]
    decide_verdict cases 0 1
    [ "$verdict/$verdict_case/$verdict_passed/$verdict_error" = "AC//1/0" ]
    decide_verdict cases 4 7 # the stress part: its own first failing case
    [ "$verdict $verdict_case $verdict_passed $verdict_error" = "CLOSE f 1 0" ]
}

@test "a judgement starts at most 30 programs besides the program's runs and the compiler's passes" {
    command -v strace >/dev/null || skip 'no strace'
    run --separate-stderr "$ROOT/scripts/bench/processes" judge-sum "$PROGRAMS/ac.c"
    echo "$output"
    [[ ${lines[1]} =~ ^judge:\ ([0-9]+)\ launches\ \(program\ runs:\ ([0-9]+), ]]
    [ "${BASH_REMATCH[2]}" -ge 3 ]
    [ "${BASH_REMATCH[1]}" -le 30 ]
}

@test "JUDGE_TIME_SCALE multiplies the time limit: 300 ms of CPU is AC at 1 and 2, TLE at 0.5" {
    judge_brief judge-sum cpu300
    [ "$verdict" = AC ]
    JUDGE_TIME_SCALE=0.5 judge_brief judge-sum cpu300
    [ "$verdict" = TLE ]
    [ "$status" -eq 1 ]
    JUDGE_TIME_SCALE=2 judge_brief judge-sum cpu300
    [ "$verdict" = AC ]
    JUDGE_TIME_SCALE=0.5 run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    [[ $output == *"time limit 250 ms (500 ms x JUDGE_TIME_SCALE 0.5)"* ]]
    for bad in 0 -1 abc 1e3 ''; do
        JUDGE_TIME_SCALE=$bad run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
        [ "$bad" = '' ] && { [ "$status" -eq 0 ]; continue; }
        [ "$status" -eq 2 ]
        [[ $output == *"JUDGE_TIME_SCALE is '$bad', not a positive number"* ]]
    done
}

@test "judge-all honours JUDGE_TIME_SCALE in its verdicts and its limit column" {
    make_tree
    sed 's/Verdict: AC/Verdict: TLE/' "$PROGRAMS/cpu300.c" >"$tree/solutions/judge-sum.slow.c"
    JUDGE_TIME_SCALE=0.5 run --separate-stderr timeout 120 "$ROOT/scripts/judge-all"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output =~ solutions/judge-sum.slow.c\ +TLE\ +TLE\ +0/4\ +[0-9]+\ +250\  ]]
}

@test "--first-failure stops at the first failing case; without it every case is shown" {
    run timeout 60 "$ROOT/scripts/judge" --first-failure judge-sum "$PROGRAMS/wa.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Wrong Answer (WA) on case random-1 (0/3 passed)"*"2 cases after it were not run"* ]]
    [[ $output != *sample-1* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/wa.c"
    [[ $output == *"Wrong Answer (WA) on case random-1 (2/3 passed)"* ]]
    [[ $output == *sample-2* ]]
}

@test "MLE, not RE, while running: a filled 160 MB global array and a written 160 MB malloc" {
    local program
    for program in mle-global mle-malloc; do
        judge_brief judge-sum "$program"
        [ "$status" -eq 1 ]
        [ "$verdict" = MLE ]
        [ "$max_kb" -gt 65536 ] # the memory really used, not the < 1 MB of a crash at load
    done
}

@test "C++: .cpp compiled with g++ -std=c++17 and judged AC, WA, RE, CE; --lang c++ for any name" {
    command -v "${CXX:-g++}" >/dev/null || skip "no C++ compiler"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.cpp"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"Compiler: this repository, 'C++17': ${CXX:-g++} -std=c++17 -O2 -DONLINE_JUDGE -o prog Main.cpp -lm (the file compiled as Main.cpp in a box of its own)"* ]]
    [[ $output == *"Accepted (AC) 3/3"* ]]
    judge_brief judge-sum wa.cpp
    [ "$verdict" = WA ]
    judge_brief judge-sum re.cpp
    [ "$verdict" = "RE (SIGABRT)" ] # uncaught std::out_of_range: std::terminate, abort
    cp "$PROGRAMS/ac.cpp" "$BATS_TEST_TMPDIR/ac.txt"
    run timeout 60 "$ROOT/scripts/judge" --lang c++ judge-sum "$BATS_TEST_TMPDIR/ac.txt"
    [ "$status" -eq 0 ]
    run timeout 60 "$ROOT/scripts/judge" --lang c judge-sum "$PROGRAMS/ac.cpp"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error"* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ce.cpp"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error"* ]]
    [[ $output == *undeclared_name_of_cpp_fixture* ]]
    [[ $output != *"command-line option"* ]] # the compiler's errors, not flag noise
}

@test "the judge makes the big cases itself, once, and again when their recipe changes" {
    make_tree
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"4 cases (1 made at test time"* ]]
    [[ $output =~ big-1\*\ +[0-9]+\ ms\ +[0-9]+\ KB\ +AC ]]
    [ "$(wc -l <"$tree/made")" -eq 1 ]
    run timeout 60 "$ROOT/scripts/judge" --brief judge-sum "$PROGRAMS/ac.c"
    [[ $output == AC${tab}4/4${tab}* ]]
    [ "$(wc -l <"$tree/made")" -eq 1 ] # cached in $BUILD/testdata
    printf 'big-1 41 2\n' >"$tree/scripts/problems/judge-sum/cases-big"
    run timeout 60 "$ROOT/scripts/judge" --brief judge-sum "$PROGRAMS/ac.c"
    [[ $output == AC${tab}4/4${tab}* ]]
    [ "$(wc -l <"$tree/made")" -eq 2 ]
    grep -qx 41 "$BUILD/testdata/judge-sum/big-1.out"
    mkdir "$BUILD/testdata/judge-sum.lock" # left by a judge that died (no pid file)
    printf 'big-1 42 2\n' >"$tree/scripts/problems/judge-sum/cases-big"
    run timeout 60 "$ROOT/scripts/judge" --brief judge-sum "$PROGRAMS/ac.c"
    [[ $output == AC${tab}4/4${tab}* ]]
    [ "$(wc -l <"$tree/made")" -eq 3 ]
}

@test "a program that prints the .out it finds beside its .in is not Accepted" {
    has_feature reads=contained || skip "no Landlock read rules here: reads are not contained"
    local work
    make_tree
    export BUILD="$tree/build" # the test data is now in a folder above the program's
    work="$BUILD/tmp/probe/work.0"
    mkdir -p "$work"
    "$CC" -std=c11 -O2 -o "$BATS_TEST_TMPDIR/peek" "$PROGRAMS/peek.c"
    (cd "$work" && "$BATS_TEST_TMPDIR/peek" <"$tree/testdata/judge-sum/random-1.in") >"$BATS_TEST_TMPDIR/got"
    cmp "$BATS_TEST_TMPDIR/got" "$tree/testdata/judge-sum/random-1.out" # unconfined, it cheats
    rm -rf "$BUILD/tmp/probe"
    judge_brief judge-sum peek
    [ "$verdict" = WA ]
    [ "$cases" = 0/4 ]
    if [ -n "$UNPRIVILEGED" ]; then # its build folder is inside the tree of its test data
        judge_brief_unprivileged judge-sum peek
        [ "$verdict" = WA ]
    fi
}

@test "test data pairs follow oj's NAME.in / NAME.out layout; an unpaired .in is refused" {
    local file copy="$BATS_TEST_TMPDIR/tree"
    for file in "$JUDGE_ROOT"/testdata/*/*; do
        case $file in
        *.in) [ -f "${file%.in}.out" ] ;;
        *.out) [ -f "${file%.out}.in" ] ;;
        *) false ;;
        esac
        [[ $(basename "$file") =~ ^[A-Za-z0-9][A-Za-z0-9._-]*\.(in|out)$ ]]
    done
    cp -R "$JUDGE_ROOT" "$copy"
    rm "$copy/testdata/judge-sum/sample-2.out"
    JUDGE_ROOT=$copy run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    [ "$status" -eq 2 ]
    [[ $output == *"sample-2.in has no matching sample-2.out"* ]]
}

# make_tree: a repository-like tree in $BATS_TEST_TMPDIR/tree with tagged solutions and a
# scripts/make-testdata that makes one big case of judge-sum from its cases-big (and counts
# its runs in $tree/made); JUDGE_ROOT and BUILD point there.
make_tree() {
    tree="$BATS_TEST_TMPDIR/tree"
    mkdir -p "$tree/solutions" "$tree/scripts/problems/judge-sum"
    cp -R "$JUDGE_ROOT/problems" "$JUDGE_ROOT/testdata" "$JUDGE_ROOT/checkers" "$tree/"
    cp "$PROGRAMS/ac.c" "$tree/solutions/judge-sum.c"
    cp "$PROGRAMS/pe.c" "$tree/solutions/judge-sum.pe.c"
    cp "$PROGRAMS/segv.c" "$tree/solutions/judge-sum.segv.c"
    cp "$PROGRAMS/perm-ac.c" "$tree/solutions/judge-perm.c"
    printf 'big-1 40 2\n' >"$tree/scripts/problems/judge-sum/cases-big"
    cat >"$tree/scripts/make-testdata" <<'EOF'
#!/usr/bin/env bash
set -euo pipefail
[ "$1" = --big ] && [ "$3" = judge-sum ]
tree=$(cd "$(dirname "$0")/.." && pwd)
echo run >>"$tree/made"
read -r name a b <"$tree/scripts/problems/judge-sum/cases-big"
mkdir -p "$2/judge-sum"
printf '2\n%s %s\n' "$a" "$b" >"$2/judge-sum/$name.in"
printf '%s\n%s\n' "$a" "$((a + b))" >"$2/judge-sum/$name.out"
EOF
    chmod +x "$tree/scripts/make-testdata"
    export JUDGE_ROOT="$tree" BUILD="$BATS_TEST_TMPDIR/build"
}

@test "judge-all: one table in file order, every verdict as tagged, big cases included, exit 0" {
    make_tree
    run --separate-stderr timeout 120 "$ROOT/scripts/judge-all"
    echo "$output"
    echo "$stderr"
    [ "$status" -eq 0 ]
    [[ ${lines[0]} =~ ^problem\ +solution\ +tag\ +verdict\ +cases\ +max_ms\ +limit_ms\ +max_kb\ +stress\ +mark$ ]]
    [[ ${lines[1]} =~ ^judge-perm\ +solutions/judge-perm.c\ +AC\ +AC\ +2/2\ +[0-9]+\ +500\ +[0-9]+\ +-/-\ +OK$ ]]
    [[ ${lines[2]} =~ ^judge-sum\ +solutions/judge-sum.c\ +AC\ +AC\ +4/4\ +[0-9]+\ +500\ +[0-9]+\ +-/-\ +OK$ ]]
    [[ ${lines[3]} =~ solutions/judge-sum.pe.c\ +PE\ +PE\ +0/4\ .*\ OK$ ]] # stopped at random-1
    [[ ${lines[4]} =~ solutions/judge-sum.segv.c\ +RE\ +RE\ \(SIGSEGV\)\ +0/4\ .*\ OK$ ]]
    [[ ${lines[-1]} =~ ^Total:\ 4\ solutions,\ 4\ OK,\ 0\ MISMATCH,\ [0-9]+\ s$ ]]
    [[ ${lines[-2]} == "Columns: tag: the verdict the file's header promises (Verdict:); cases: cases passed/total "*"; mark: whether the verdicts are the tags" ]]
    [[ $stderr == *"] solutions/judge-sum.segv.c ... RE (SIGSEGV)"* ]]
    [ "$(wc -l <"$tree/made")" -eq 1 ] # three judges of judge-sum, in parallel: made once
}

@test "judge-all: a verdict other than the tag, or no tag, is a MISMATCH, exit 1" {
    make_tree
    sed 's/Verdict: WA/Verdict: AC/' "$PROGRAMS/wa.c" >"$tree/solutions/judge-sum.lie.c"
    sed 's/Verdict: AC/(no tag)/' "$PROGRAMS/ac.c" >"$tree/solutions/judge-sum.untagged.c"
    run --separate-stderr timeout 120 "$ROOT/scripts/judge-all"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output =~ solutions/judge-sum.lie.c\ +AC\ +WA\ +0/4\ .*\ MISMATCH ]] # stopped at random-1, the first case
    [[ $output =~ solutions/judge-sum.untagged.c\ +-\ +AC\ .*\ MISMATCH ]]
    [[ $output =~ solutions/judge-sum.c\ +AC\ +AC\ .*\ OK ]]
    [[ ${lines[-1]} == "Total: 6 solutions, 4 OK, 2 MISMATCH, "* ]]
}

@test "sandbox: the program inherits no descriptor but stdin, stdout and stderr" {
    local work="$BATS_TEST_TMPDIR/work"
    mkdir "$work"
    "$CC" -std=c11 -O2 -o "$work/prog" "$PROGRAMS/list-fds.c"
    run --separate-stderr timeout 30 "$SANDBOX" -d "$work" -i /dev/null -o "$BATS_TEST_TMPDIR/out" \
        -e "$BATS_TEST_TMPDIR/err" -t 1000 -w 3000 -- ./prog 9>"$BATS_TEST_TMPDIR/extra"
    echo "$output $stderr"
    cat "$BATS_TEST_TMPDIR/out"
    [ "$status" -eq 0 ]
    grep -qx 2 "$BATS_TEST_TMPDIR/out" # the listing worked
    run grep -cx 9 "$BATS_TEST_TMPDIR/out"
    [ "$output" = 0 ]
}

@test "WA: expected and got are cut to 120 characters, and a missing line is named" {
    local tree="$BATS_TEST_TMPDIR/tree" long
    mkdir -p "$tree/problems" "$tree/testdata/judge-long"
    sed 's/judge-sum/judge-long/' "$JUDGE_ROOT/problems/judge-sum.md" >"$tree/problems/judge-long.md"
    long=$(printf 'a%.0s' $(seq 300))
    printf '1\n' >"$tree/testdata/judge-long/one.in"
    printf '%s\nend\n' "$long" >"$tree/testdata/judge-long/one.out"
    cat >"$BATS_TEST_TMPDIR/long.c" <<'EOF'
#include <stdio.h>
int main(void) { for (int i = 0; i < 300; i++) putchar('b'); putchar('\n'); return 0; }
EOF
    JUDGE_ROOT=$tree run timeout 60 "$ROOT/scripts/judge" judge-long "$BATS_TEST_TMPDIR/long.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"expected: $(printf 'a%.0s' $(seq 120)) ... (180 more characters)"$'¶\n'* ]]
    [[ $output == *"got:      $(printf 'b%.0s' $(seq 120)) ... (180 more characters)"$'¶\n'* ]]
    printf '#include <stdio.h>\nint main(void) { puts("%s"); return 0; }\n' "$long" >"$BATS_TEST_TMPDIR/long.c"
    JUDGE_ROOT=$tree run timeout 60 "$ROOT/scripts/judge" judge-long "$BATS_TEST_TMPDIR/long.c"
    echo "$output"
    [[ $output == *$'line 2 differs\n      expected: end¶\n      got:      (end of output)\n'* ]]
}

# Hostile programs (issue: a coach grading files he did not write). Each gets its verdict as
# the user of the tests and, under root, as the unprivileged user nobody.

@test "hostile: a socket to a loopback listener is refused, and the listener receives nothing" {
    local listener="$BATS_TEST_TMPDIR/listener" log="$BATS_TEST_TMPDIR/received" pid lock
    # the port is the machine's: a second copy of the suites waits for this test of the first
    : >>/tmp/judge-bats-port-47123.lock 2>/dev/null || true
    exec {lock}</tmp/judge-bats-port-47123.lock
    flock -w 300 "$lock"
    "$CC" -std=c11 -O2 -o "$listener" "$JUDGE_ROOT/listener.c"
    "$CC" -std=c11 -O2 -o "$BATS_TEST_TMPDIR/unconfined" "$PROGRAMS/hostile-socket.c"
    "$listener" 47123 "$log" >"$BATS_TEST_TMPDIR/ready" 3>&- &
    pid=$!
    LISTENER_PID=$pid
    for _ in $(seq 50); do
        [ -s "$BATS_TEST_TMPDIR/ready" ] && break
        sleep 0.1
    done
    [ -s "$BATS_TEST_TMPDIR/ready" ] || skip "cannot listen on 127.0.0.1:47123"
    "$BATS_TEST_TMPDIR/unconfined" <"$JUDGE_ROOT/testdata/judge-sum/sample-1.in" >/dev/null
    for _ in $(seq 50); do # the listener writes what it got in its own time
        grep -qx escaped "$log" 2>/dev/null && break
        sleep 0.1
    done
    grep -qx escaped "$log" # unconfined, it reaches the listener
    : >"$log"
    assert_verdict hostile-socket "RE (forbidden system call: socket)"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/hostile-socket.c"
    kill "$pid"
    [[ $output == *"Runtime Error (RE: forbidden system call: socket) on case random-1"* ]]
    [ ! -s "$log" ]
}

@test "hostile: kill(-1, SIGKILL) is refused, and processes outside survive" {
    local pids=() pid
    sleep 60 3>&- &
    pids+=($!)
    if [ -n "$UNPRIVILEGED" ]; then # the user the program runs as under root
        setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups sleep 60 3>&- &
        pids+=($!)
    fi
    assert_verdict hostile-kill "RE (forbidden system call: kill)"
    for pid in "${pids[@]}"; do
        kill -0 "$pid"
        kill "$pid"
    done
}

@test "hostile: fork, a thread and exec are refused, each by name" {
    has_feature seccomp=yes || skip "no seccomp on this machine"
    assert_verdict fork "RE (forbidden system call: clone)"
    judge_brief judge-sum hostile-thread
    [[ $verdict =~ ^RE\ \(forbidden\ system\ call:\ clone3?\)$ ]]
    assert_verdict hostile-exec "RE (forbidden system call: execve)"
}

@test "hostile: setsid and setpgid are refused" {
    has_feature seccomp=yes || skip "no seccomp on this machine"
    assert_verdict hostile-setsid "RE (forbidden system call: setsid)"
    assert_verdict hostile-setpgid "RE (forbidden system call: setpgid)"
}

@test "hostile: lifting its hard limits fails and the limits hold: TLE" {
    assert_verdict raise-limits TLE
}

@test "hostile: closing stdout leaves no output: WA, not a hang" {
    assert_verdict close-stdout WA
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/close-stdout.c"
    [[ $output == *$'line 1 differs\n      expected: 5¶\n      got:      (end of output)\n'* ]]
}

@test "hostile: a flood on stderr counts toward the output limit: OLE" {
    local start=$SECONDS
    assert_verdict stderr-flood OLE
    [ $((SECONDS - start)) -le 30 ]
}

@test "hostile: endless recursion is MLE (the stack is memory); a deep bounded one is AC" {
    assert_verdict deep-recursion MLE
    [ "$max_kb" -gt 65536 ]
    assert_verdict deep-recursion-ok AC
    [ "$max_kb" -gt 30000 ] # far beyond the usual 8 MB stack
}

@test "sandbox -F and the judge's report list the containment layers" {
    [[ $FEATURES =~ ^user=(own|self)\ seccomp=(yes|kill|no)\ landlock=(yes|no)\ reads=(contained|open)\ namespaces=(pid,net,ipc,uts(,cgroup)?(,time)?|none)\ root=(own|shared)\ memory=(cgroup|watch)$ ]]
    run timeout 60 "$ROOT/scripts/judge" --verbose judge-sum "$PROGRAMS/ac.c"
    [[ $output == *"Sandbox: $FEATURES"* ]]
    local verbose=$output
    # without --verbose the line is there only when a layer is missing, with its warning
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    if [[ $verbose == *$'\nwarning: '* ]]; then
        [[ $output == *"Sandbox: $FEATURES"*$'\nwarning: '* ]]
    else
        [[ $output != *"Sandbox: "* ]]
    fi
    if has_feature namespaces=none; then
        [[ $output == *"warning: no namespaces"* ]]
    else
        [[ $output != *"warning: no namespaces"* ]]
    fi
}

# judge_file_both PROBLEM FILE VERDICT: the judge gives FILE (any path) VERDICT, run as the
# user of the tests and, under root, as user nobody on a readable copy of it; sets what
# judge_brief sets, from the last run.
judge_file_both() {
    run --separate-stderr timeout 120 "$ROOT/scripts/judge" --brief "$1" "$2"
    echo "judge --brief $1 $2 -> status $status: $output (stderr: $stderr)"
    brief_fields "$output"
    [ "$verdict" = "$3" ]
    [ -n "$UNPRIVILEGED" ] || return 0
    local copy
    copy=$(mktemp -d "$UNPRIVILEGED/tmp/file.XXXXXX")
    cp -- "$2" "$copy/"
    chmod -R a+rX "$copy"
    run --separate-stderr timeout 120 setpriv --reuid="$(id -u nobody)" \
        --regid="$(id -g nobody)" --clear-groups env HOME="$UNPRIVILEGED" \
        TMPDIR="$UNPRIVILEGED/tmp" BUILD="$UNPRIVILEGED/build" \
        JUDGE_ROOT="$UNPRIVILEGED/fixtures" "$UNPRIVILEGED/scripts/judge" --brief "$1" \
        "$copy/$(basename -- "$2")"
    echo "as nobody: $output (stderr: $stderr)"
    brief_fields "$output"
    [ "$verdict" = "$3" ]
}

@test "names are never options: @FILE, -specs=FILE and names with spaces, quotes and non-ASCII are judged by content" {
    local dir="$BATS_TEST_TMPDIR/names" marker="$BATS_TEST_TMPDIR/names/ran"
    mkdir -p "$dir"
    # gcc would read options from sol.c for an argument @sol.c, and specs from s.c for
    # -specs=s.c: a wrapper shell around every pass, or touch as the linker.
    printf -- '-wrapper /bin/sh,-c,touch\\ %s;exec\\ "$0"\\ "$@" %s\n' "$marker" "$PROGRAMS/ac.c" \
        >"$dir/sol.c"
    cp "$PROGRAMS/wa.c" "$dir/@sol.c"
    printf '*linker:\n/usr/bin/touch %s --\n' "$marker" >"$dir/s.c"
    cp "$PROGRAMS/ac.c" "$dir/-specs=s.c"
    cp "$PROGRAMS/ac.c" "$dir/my \"first\" '答案' ok.c"
    chmod -R a+rX "$dir"
    run timeout 120 bash -c 'cd "$1" && "$2" --brief judge-sum @sol.c' _ "$dir" "$ROOT/scripts/judge"
    echo "$output"
    [[ $output == WA$'\t'* ]] # wa.c, judged as itself
    run timeout 120 bash -c 'cd "$1" && "$2" --brief judge-sum -specs=s.c' _ "$dir" "$ROOT/scripts/judge"
    echo "$output"
    [[ $output == AC$'\t'* ]] # ac.c, judged as itself
    [ ! -e "$marker" ]
    judge_file_both judge-sum "$dir/@sol.c" WA
    judge_file_both judge-sum "$dir/-specs=s.c" AC
    judge_file_both judge-sum "$dir/my \"first\" '答案' ok.c" AC
    [ ! -e "$marker" ]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/my \"first\" '答案' ok.c"
    [[ ${lines[0]} == "Judging $dir/my \"first\" '答案' ok.c on judge-sum"* ]]
}

@test "the compiler reads only the system and its file: .incbin of the answers, #include of a secret are CE, the secret not shown" {
    local dir="$BATS_TEST_TMPDIR/reads" answers="$JUDGE_ROOT/testdata/judge-sum/random-1.out"
    mkdir -p "$dir"
    # Prints the answers it embedded: AC on random-1 wherever the compiler can read them.
    printf '#include <stdio.h>\n__asm__(".section .rodata\\nanswers: .incbin \\"%s\\"\\n.byte 0\\n.text");\nextern const char answers[];\nint main(void) { fputs(answers, stdout); return 0; }\n' \
        "$answers" >"$dir/incbin.c"
    judge_file_both judge-sum "$dir/incbin.c" CE
    echo "the secret line 4f1c9e" >"$dir/secret.txt"
    chmod -R a+rX "$dir"
    printf '#include "%s"\nint main(void) { return 0; }\n' "$dir/secret.txt" >"$dir/include.c"
    judge_file_both judge-sum "$dir/include.c" CE
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/include.c"
    echo "$output"
    [[ $output == *"No such file or directory"* ]]
    [[ $output != *4f1c9e* ]]
}

@test "the compiler has limits: /dev/zero, /dev/stdin, a 3 GiB .fill and a macro explosion are CE in seconds, naming the cause" {
    local start=$SECONDS
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/include-dev-zero.c" CE
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/include-dev-stdin.c" CE
    [ $((SECONDS - start)) -le 60 ]
    run timeout 120 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/fill-3g.c" </dev/null
    echo "$output"
    [[ $output =~ Compilation\ Error\ \(CE\):\ (a\ file\ the\ compiler\ wrote\ passed\ 64\ MB|the\ compiler\ passed\ its\ memory\ limit) ]]
    run timeout 120 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/macro-doubling.c"
    echo "${output:0:2000}"
    [[ $output == *$'Compilation Error (CE)\n  | Main.c:28:1: error: redefinition of \'twice\''* ]] # the first error only
    [ "${#output}" -lt 20000 ]
    [ $((SECONDS - start)) -le 200 ]
}

@test "the report prints no raw control byte: escapes in the output and in a compile error are shown as text" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/escape-output.c"
    echo "$output"
    [ "$status" -eq 1 ]
    # (its final \r not shown: the judge ignores \r\n line ends, so it is not what differs)
    [[ $output == *'got:      \e[2J\e[H\e[32mrandom-1'$'·''AC\e[0m'$'¶'* ]]
    [[ $output != *$'\e'* && $output != *$'\a'* ]]
    printf 'int main(void) { return undeclared_\e[2J\e]52;c;aGk=\a; }\n' >"$BATS_TEST_TMPDIR/escape.c"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$BATS_TEST_TMPDIR/escape.c"
    echo "$output"
    [[ $output == *"Compilation Error"* && $output == *'\e[2J'* ]]
    [[ $output != *$'\e'* && $output != *$'\a'* ]]
}

@test "memory and disk through files: a 256 MiB table in files is MLE; 1 GiB of files is stopped and fills no disk" {
    local free_before
    free_before=$(df -Pk "$BUILD" | awk 'NR == 2 { print $4 }')
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/file-table.c" MLE
    [ "$max_kb" -gt 65536 ]
    run --separate-stderr timeout 120 "$ROOT/scripts/judge" --brief judge-sum "$JUDGE_ROOT/attacks/disk-fill.c"
    echo "$output"
    [[ $output == OLE$'\t'* || $output == MLE$'\t'* ]]
    [ $((free_before - $(df -Pk "$BUILD" | awk 'NR == 2 { print $4 }'))) -lt 200000 ]
}

@test "a program learns nothing of its input's path: the answers beside it cannot be found" {
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/self-stat.c" AC
}

@test "a case cannot count the cases: each is PID 2 and its clocks start near 1 s, as root and as nobody" {
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/count-cases.c" AC
}

@test "verdicts are the judge's own: a self-raised SIGXCPU, SIGXFSZ or SIGSYS is RE with that signal" {
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/raise-xcpu.c" "RE (SIGXCPU)"
    [ "$max_ms" -lt 500 ]
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/raise-xfsz.c" "RE (SIGXFSZ)"
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/raise-sys.c" "RE (SIGSYS)"
}

@test "every forbidden system call is named: mlock, not a number" {
    has_feature seccomp=yes || skip "no seccomp user notification on this machine"
    judge_file_both judge-sum "$JUDGE_ROOT/attacks/mlock.c" "RE (forbidden system call: mlock)"
}

@test "syscall_name names every system call of this machine's C library" {
    local numbers
    numbers=$(printf '#include <sys/syscall.h>\n' | $CC -dM -E - | grep -c '^#define __NR_')
    syscall_name 0 >/dev/null
    [ "$(wc -l <"$BUILD/tools/syscall-names")" -ge $((numbers * 9 / 10)) ]
    [ "$(syscall_name 1)" = write ] || [ "$(syscall_name 64)" = write ] # x86_64 or aarch64
    [ "$(syscall_name 99999)" = 99999 ]
}

@test "the compiler's box holds what contest files include: <bits/stdc++.h> and the GNU policy-based trees" {
    judge_file_both judge-sum "$JUDGE_ROOT/corpus/pbds.cpp" AC
    judge_file_both judge-sum "$JUDGE_ROOT/corpus/bits-stdc.cpp" AC
}

# The third pass of the box (issue 27): each attack, with the verdict it must get and a check
# that nothing leaked, was forged or ran.

@test "the report cannot be forged: a file name with line breaks stays inside the compiler's marked lines" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/forged-report.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error"* ]]
    # every line after the CE line is the compiler's, marked, or the judge's own note
    ! grep -qx 'Accepted 1/1' <<<"$output" || false
    ! grep -qE '^random-1 +AC' <<<"$output" || false
    [[ $output == *"  | "*'\nAccepted 1/1\n'* ]] # the name's line breaks shown as \n
}

@test "FILE is read safely: links, folders, FIFOs and kernel files are refused, saying what they are, and never read" {
    local dir="$BATS_TEST_TMPDIR/files" secret
    mkdir -p "$dir/real"
    secret="$dir/secret.txt"
    printf 'SECRET-9c41e7\n' >"$secret"
    chmod 600 "$secret"
    ln -s "$secret" "$dir/link.c"
    ln -s "$dir/real" "$dir/via"
    cp "$PROGRAMS/ac.c" "$dir/real/ac.c"
    mkfifo "$dir/fifo.c"
    mkdir "$dir/folder.c"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/link.c"
    [ "$status" -eq 2 ]
    [[ $output == *"link.c is a symbolic link"* && $output != *SECRET* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/via/ac.c"
    [ "$status" -eq 2 ]
    [[ $output == *"lies behind a symbolic link"* ]]
    run timeout 10 "$ROOT/scripts/judge" judge-sum "$dir/fifo.c"
    [ "$status" -eq 2 ]
    [[ $output == *"is a FIFO"* ]]
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/folder.c"
    [ "$status" -eq 2 ]
    [[ $output == *"is a folder"* ]]
    run env TOKEN=SECRET-9c41e7 timeout 60 "$ROOT/scripts/judge" --lang c judge-sum /proc/self/environ
    echo "$output"
    [ "$status" -eq 2 ]
    [[ $output != *SECRET* ]]
    run env TOKEN=SECRET-9c41e7 timeout 60 "$ROOT/scripts/judge" --lang c judge-sum "/proc/$$/environ"
    [ "$status" -eq 2 ]
    [[ $output == *"one of the kernel's files"* && $output != *SECRET* ]]
    if is_root; then
        ln "$secret" "$dir/hard.c"
        run timeout 60 "$ROOT/scripts/judge" judge-sum "$dir/hard.c"
        [ "$status" -eq 2 ]
        [[ $output == *"has 2 names (hard links)"* && $output != *SECRET* ]]
    fi
    judge_file_both judge-sum "$dir/real/ac.c" AC # the same file given by its own path
}

@test "a FILE named -c and any umask: the file is judged by its content, the judge never reads its own stdin" {
    local dir="$BATS_TEST_TMPDIR/dash"
    mkdir -p "$dir"
    cp "$PROGRAMS/ac.c" "$dir/-c"
    cd "$dir"
    # stdin stays open and empty (a FIFO this shell also holds for writing, so no end of
    # file comes): a grep handed "-c" as an option would wait on it
    mkfifo "$BATS_TEST_TMPDIR/stdin"
    run bash -c 'exec 7<>"$1" && timeout 60 "$0" --brief --lang c -- judge-sum -c <&7' \
        "$ROOT/scripts/judge" "$BATS_TEST_TMPDIR/stdin"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == AC$'\t'3/3* ]]
    run bash -c 'exec 7<>"$1" && timeout 60 "$0" --brief --lang c judge-sum -c <&7' \
        "$ROOT/scripts/judge" "$BATS_TEST_TMPDIR/stdin"
    [ "$status" -eq 0 ]
    [[ $output == AC$'\t'3/3* ]]
    cd "$BATS_TEST_TMPDIR"
    run bash -c 'umask 077 && timeout 60 "$0" --brief judge-sum "$1"' "$ROOT/scripts/judge" "$PROGRAMS/ac.c"
    echo "umask 077: $output"
    [ "$status" -eq 0 ]
    [[ $output == AC$'\t'* ]]
    run bash -c 'umask 027 && timeout 60 "$0" --brief judge-sum "$1"' "$ROOT/scripts/judge" "$PROGRAMS/ac.cpp"
    [ "$status" -eq 0 ]
    [[ $output == AC$'\t'* ]]
}

@test "all the compiles of one judgement share one budget: spent, no further option is tried" {
    run env JUDGE_COMPILE_CPU_MS=1 timeout 60 "$ROOT/scripts/judge" judge-sum-uva "$PROGRAMS/ce.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error (CE): the compiler passed its CPU time limit"* ]]
    [[ $output != *"It compiles under"* ]]
    JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" uva750 "$PROGRAMS/c99-out-of-memory.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *$'\nCompilation Error (CE): '*"compiles C90 (c90)"* ]] # its cause, the standard
    [[ $output != *"passed its"*"limit"* ]]                             # no limit named
    [[ $output == *"It compiles under UVa Online Judge's 'C++11 5.3.0'"* ]]
}

@test "the judge refuses test data that its box would show (a tree under /usr/lib), and runs where it lies in a 0700 folder" {
    is_root || skip "needs root to write beneath /usr/lib and to judge in a folder of root's"
    local shown hidden
    shown=$(mktemp -d /usr/lib/judge-visible.XXXXXX)
    cp -R "$JUDGE_ROOT/problems" "$JUDGE_ROOT/testdata" "$shown/"
    JUDGE_ROOT=$shown run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    rm -rf "$shown"
    echo "$output"
    [ "$status" -eq 2 ]
    [[ $output == *"the test data lies where the judge's box shows the system's files"* ]]
    hidden=$(mktemp -d "$BATS_TEST_TMPDIR/private.XXXXXX")
    chmod 700 "$hidden"
    cp -R "$ROOT/scripts" "$hidden/scripts"
    cp -R "$JUDGE_ROOT/problems" "$JUDGE_ROOT/testdata" "$hidden/"
    JUDGE_ROOT=$hidden run timeout 60 "$hidden/scripts/judge" --brief judge-sum "$PROGRAMS/ac.c"
    echo "0700: $output"
    [ "$status" -eq 0 ]
    [[ $output == AC$'\t'3/3* ]]
}

@test "verdicts from the judge's own observations: a sparse file is no output, a broken executable is RE, a 5 GiB array MLE" {
    assert_verdict attacks/sparse-xfsz "RE (SIGXFSZ)"
    assert_verdict attacks/bad-interp "RE (cannot be executed: ENOEXEC)"
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/static-5g.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Memory Limit Exceeded (MLE) on case random-1"* ]]
    [[ $output == *"before it starts (its file, or its static arrays), more than the memory limit"* ]]
    # a 40 MiB table on hdu2553 (32 MiB): MLE before it runs, as root and not, Windows run or not
    JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" hdu2553 "$JUDGE_ROOT/attacks/hdu2553-table.c"
    echo "hdu2553, a 40 MiB table: $output"
    [[ $output == *"Memory Limit Exceeded (MLE) on case ascending (0/17 passed)"* ]]
    [[ $output == *"the program needs 4"????" KB before it starts"* ]]
    JUDGE_WINDOWS=0 JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" --brief hdu2553 "$JUDGE_ROOT/attacks/hdu2553-table.c"
    [[ $output == MLE$'\t'0/17$'\t'* ]]
}

@test "words from the compiler's diagnostics, not the source: gets() in a comment draws no warning" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/gets-in-comment.c"
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output != *"Warnings"* && $output != *"[gets]"* && $output != *"'gets'"* ]]
}

@test "format characters in the output (U+2028, U+2029, zero-width, bidi marks) are shown escaped" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$JUDGE_ROOT/attacks/format-chars.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *'got:      5\u{2028}Accepted·1/1\u{2029}\u{200B}\u{061C}\u{2066}x¶'* ]]
    ! grep -q $'\u2028\|\u2029\|\u200b\|\u061c\|\u2066' <<<"$output" || false
}

@test "visible.c escapes every character of Unicode's categories Cf, Zl and Zp (checked against unicode-data)" {
    local data=/usr/share/unicode/UnicodeData.txt visible code line missed=0
    [ -f "$data" ] || skip "no $data (Debian's unicode-data; make check installs it)"
    visible=$(build_tool judging/visible)
    # each character on a line of its own, all of them through one run of visible
    awk -F ';' '$3 ~ /^(Cf|Zl|Zp)$/ { print $1 }' "$data" >"$BATS_TEST_TMPDIR/codes"
    [ "$(wc -l <"$BATS_TEST_TMPDIR/codes")" -gt 150 ]
    while IFS= read -r code; do printf "\\U$(printf '%08X' "0x$code")\n"; done \
        <"$BATS_TEST_TMPDIR/codes" | "$visible" >"$BATS_TEST_TMPDIR/shown"
    while IFS= read -r code && IFS= read -r line <&7; do
        [ "$line" = "\\u{$code}" ] || { echo "U+$code shown as $line" && missed=$((missed + 1)); }
    done <"$BATS_TEST_TMPDIR/codes" 7<"$BATS_TEST_TMPDIR/shown"
    [ "$missed" -eq 0 ]
    [ "$(wc -l <"$BATS_TEST_TMPDIR/shown")" -eq "$(wc -l <"$BATS_TEST_TMPDIR/codes")" ]
    [ "$(printf 'a\u00e9\u4e2d' | "$visible")" = "aé中" ] # the rest stays as it is
}

@test "threads: the report follows judges.txt's fact for the judge (here: refused, our own rule)" {
    run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/thread-recursion.cpp"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output =~ Runtime\ Error\ \(RE:\ forbidden\ system\ call:\ clone3?\) ]]
    [[ $output == *"this repository refuses threads and other processes; so does this judge"* ]]
    JUDGE_ROOT=$ROOT run timeout 120 "$ROOT/scripts/judge" luogu1219 "$PROGRAMS/thread-recursion.cpp"
    [[ $output == *"Luogu does not publish whether it allows threads; this judge refuses them"* ]]
}

@test "kill -KILL of the judge leaves nothing that the next judge does not clean" {
    local pid leftovers tree
    # a build of its own: a judge of a test running alongside would clean the folder first
    export BUILD="$BATS_TEST_TMPDIR/build"
    own_sleeper
    "$ROOT/scripts/judge" judge-sum "$SLEEPER_SOURCE" >/dev/null 2>&1 &
    pid=$!
    # killed while its program runs (its box built): wait for the program, not for a clock
    for _ in $(seq 600); do
        [ "$(processes_named "$SLEEPER")" -eq 0 ] || break
        sleep 0.1
    done
    # stopped first: a judge that saw its child killed would clean up, as a killed judge cannot
    kill -STOP "$pid"
    tree=$(descendants "$pid") # its sandbox among them, whose cgroups are named by its pid
    # its box has a cgroup where the machine gives one (seen while its sandbox lives: once it
    # is killed, any judge may remove it, one of a second copy of the suites too); only the
    # killed judge's own count, as a second copy kills its judges too
    ! has_feature memory=cgroup || [ -n "$(own_cgroups "$pid" $tree)" ]
    pkill -KILL -P "$pid" 2>/dev/null || true
    kill -KILL "$pid"
    wait "$pid" || true
    compgen -G "$BUILD/tmp/judge.$pid.*" # it left its folder behind
    judge_brief judge-sum ac
    [ "$verdict" = AC ]
    ! compgen -G "$BUILD/tmp/judge.$pid.*" || false
    leftovers=$(own_cgroups "$pid" $tree)
    [ -z "$leftovers" ]
}

# own_cgroups PID...: the box cgroups the sandboxes of these pids made (judge-box-PID-N).
own_cgroups() {
    local owner
    for owner in "$@"; do
        find /sys/fs/cgroup -maxdepth 6 -name "judge-box-$owner-*" 2>/dev/null
    done
}

@test "lib.sh process_ended: a running process has not ended; a gone one and an unreaped zombie have" {
    local parent zombie
    # sleep 0 ends at once, and its parent, which became sleep 30, never reaps it
    bash -c 'sleep 0 & echo $! && exec sleep 30' >"$BATS_TEST_TMPDIR/zombie" &
    parent=$!
    for _ in $(seq 100); do
        zombie=$(cat "$BATS_TEST_TMPDIR/zombie")
        [ -n "$zombie" ] && [[ $(cat "/proc/$zombie/stat" 2>/dev/null) == *") Z "* ]] && break
        sleep 0.1
    done
    process_ended "$zombie"
    ! process_ended "$parent"
    kill "$parent"
    wait "$parent" || true
    process_ended "$parent"
}

@test "lib.sh load_builtins: ln, mkfifo, rm and realpath in bash where bash-builtins is, the system's commands elsewhere, with the same verdicts" {
    local name path= program with without
    [ -f /usr/lib/bash/realpath ] || skip 'no bash-builtins (make check installs it)'
    ln -s /usr/bin "$BATS_TEST_TMPDIR/link"
    (
        JUDGE_BASH_BUILTINS=$BATS_TEST_TMPDIR/none load_builtins
        [ "$builtins_loaded" = 0 ]
        for name in mkdir ln mkfifo rm realpath; do [ "$(type -t "$name")" = file ]; done
        resolve_path path "$BATS_TEST_TMPDIR/link/env"
        [ "$path" = /usr/bin/env ]
        run -1 resolve_path path "$BATS_TEST_TMPDIR/none"
    )
    load_builtins
    [ "$builtins_loaded" = 1 ]
    for name in ln mkfifo rm realpath; do [ "$(type -t "$name")" = builtin ]; done
    [ "$(type -t mkdir)" = file ] # its builtin's -p is not safe beside another judge
    resolve_path path "$BATS_TEST_TMPDIR/link/env"
    [ "$path" = /usr/bin/env ]
    run -1 resolve_path path "$BATS_TEST_TMPDIR/none"
    for program in ac wa segv; do
        judge_brief judge-sum "$program"
        with="$verdict $cases $failing"
        JUDGE_BASH_BUILTINS=$BATS_TEST_TMPDIR/none JUDGE_BOX=case judge_brief judge-sum "$program"
        without="$verdict $cases $failing"
        [ "$with" = "$without" ] || { echo "$program: $with, without the builtins $without" && return 1; }
    done
    local pid builtins
    for builtins in /usr/lib/bash "$BATS_TEST_TMPDIR/none"; do # its scratch folder removed either way
        JUDGE_BASH_BUILTINS=$builtins "$ROOT/scripts/judge" --brief judge-sum "$PROGRAMS/wa.c" >/dev/null &
        pid=$!
        wait "$pid" || true
        [ -z "$(compgen -G "$BUILD/tmp/judge.$pid.*")" ]
    done
}

@test "one box for the judgement or a box per case (JUDGE_BOX): the same verdicts, cases and causes" {
    local program judgement per_case
    for program in ac wa pe tle-busy mle-malloc segv fork ole exit3 freopen-out; do
        judge_brief judge-sum "$program"
        judgement="$verdict $cases $failing $stress"
        JUDGE_BOX=case judge_brief judge-sum "$program"
        per_case="$verdict $cases $failing $stress"
        [ "$judgement" = "$per_case" ] || { echo "$program: $judgement, per case $per_case" && return 1; }
    done
    run timeout 60 "$ROOT/scripts/judge" --verbose judge-sum "$PROGRAMS/freopen-out.c"
    [[ $output == *"box=judgement"* ]] || has_feature root=shared
    [[ $output == *"the program wrote the file"* ]] # what it left is still seen
    JUDGE_BOX=case run timeout 60 "$ROOT/scripts/judge" --verbose judge-sum "$PROGRAMS/freopen-out.c"
    [[ $output == *"box=case"* ]]
    JUDGE_BOX=shared run timeout 60 "$ROOT/scripts/judge" judge-sum "$PROGRAMS/ac.c"
    [ "$status" -eq 2 ]
    [[ $output == "error: JUDGE_BOX is 'shared': it is judgement"* ]]
}
