#!/usr/bin/env bats
# scripts/judging/sandbox.c on its own: the memory watch (MLE decided during the run, the first
# limit passed named by limit=, a program ending between two ticks caught after the end), the
# read containment of its own root and its Landlock layer, what the program can learn about the
# host, and its PID namespace, with the fixture programs of fixtures/sandbox.
# Runs as root (the program then runs as nobody) and as any other user.

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    load_sandbox
    BIN="$BATS_FILE_TMPDIR/bin"
    mkdir -p "$BIN"
    local source compiling=() pid
    # and three of judge.bats's attacks, which this suite runs without the judge
    for source in "$BATS_TEST_DIRNAME"/fixtures/sandbox/*.c \
        "$BATS_TEST_DIRNAME"/fixtures/judge/attacks/{bad-interp,sparse-xfsz,static-5g}.c; do
        "$CC" -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -o "$BIN/$(basename "$source" .c)" \
            "$source" &
        compiling+=($!)
    done
    if command -v "${CXX:-g++}" >/dev/null; then
        "${CXX:-g++}" -std=c++17 -O2 -o "$BIN/sort-words" \
            "$BATS_TEST_DIRNAME/fixtures/sandbox/sort-words.cpp" &
        compiling+=($!)
    fi
    for pid in "${compiling[@]}"; do wait "$pid"; done
    export BIN
}

# in_sandbox PROGRAM [SANDBOX_OPTION...] [-- ARG...]: runs $BIN/PROGRAM as ./prog in a fresh
# folder under the sandbox, stdin from $INPUT (default /dev/null), on CPU $ON_CPU alone when
# set; sets status, output (the report line), stdout (the program's output) and report[KEY]
# for each key=value of it.
in_sandbox() {
    local program=$1 work options=() field pinned=()
    [ -z "${ON_CPU:-}" ] || pinned=(taskset -c "$ON_CPU")
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        options+=("$1")
        shift
    done
    [ $# -eq 0 ] || shift
    work=$(mktemp -d "$BATS_TEST_TMPDIR/work.XXXXXX")
    cp "$BIN/$program" "$work/prog"
    run --separate-stderr timeout 30 "${pinned[@]}" "$SANDBOX" -d "$work" -i "${INPUT:-/dev/null}" \
        -o "$BATS_TEST_TMPDIR/out" -e "$BATS_TEST_TMPDIR/err" "${options[@]}" -- ./prog "$@"
    stdout=$(cat "$BATS_TEST_TMPDIR/out")
    # shellcheck disable=SC2154 # run --separate-stderr sets stderr
    echo "sandbox ${options[*]} -- $program $*: status $status: $output (stderr: $stderr)"
    echo "program output: $stdout"
    declare -gA report=()
    for field in $output; do report[${field%%=*}]=${field#*=}; done
}

is_root_here() {
    [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null
}

# run_tricks AS WHAT [MB]: memory-tricks WHAT MB under the sandbox (64 MB, 5 s), run as the
# user of the tests (AS self), as nobody, or as nobody with 700 supplementary groups
# (nobody-700); sets what in_sandbox sets.
run_tricks() {
    local as=$1 work field prefix=()
    shift
    work=$(mktemp -d "$BATS_TEST_TMPDIR/tricks.XXXXXX")
    cp "$BIN/memory-tricks" "$work/prog"
    traversable_by_everyone "$work"
    chmod -R a+rwX "$work"
    case $as in
    nobody) prefix=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups) ;;
    nobody-700) prefix=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --groups="$(seq -s , 1 700)") ;;
    esac
    run --separate-stderr timeout 30 "${prefix[@]}" "$SANDBOX" -d "$work" -i /dev/null -o "$work/out" \
        -e "$work/err" -t 5000 -w 10000 -m 65536 -- ./prog "$@"
    stdout=$(cat "$work/out" 2>/dev/null || true)
    echo "as $as: memory-tricks $*: status $status: $output (stderr: $stderr); program output: $stdout"
    declare -gA report=()
    for field in $output; do report[${field%%=*}]=${field#*=}; done
}

# readable_by_everyone FILE: FILE mode 0644 and every folder from the bats run's own temporary
# folder down to it 0755, so that user nobody may read it as far as permissions go.
readable_by_everyone() {
    chmod 0644 "$1"
    traversable_by_everyone "$(dirname "$1")"
}

# traversable_by_everyone DIR: DIR and every folder above it up to the bats run's own
# temporary folder 0755.
traversable_by_everyone() {
    local dir=$1
    while [[ $dir == "$BATS_RUN_TMPDIR"* ]]; do
        chmod 0755 "$dir"
        dir=$(dirname "$dir")
    done
}

@test "MLE: a 160 MB global array filled under a 64 MB limit loads and is killed by the watch" {
    in_sandbox static-array -t 5000 -w 10000 -m 65536
    [ "$status" -eq 0 ]
    [ "${report[status]}" = signaled ]
    [ "${report[signal]}" = "$(kill -l SIGKILL)" ] # not SIGSEGV: the array loaded
    [ "${report[limit]}" = mem ]
    [ "${report[mem_kb]}" -gt 65536 ]
    [ "${report[mem_kb]}" -lt 163840 ] # stopped on the way
}

@test "MLE: 160 MB malloc and memset under a 64 MB limit is killed by the watch" {
    in_sandbox touch -t 5000 -w 10000 -m 65536 -- 160
    [ "${report[status]}" = signaled ]
    [ "${report[signal]}" = "$(kill -l SIGKILL)" ]
    [ "${report[limit]}" = mem ]
    [ "${report[mem_kb]}" -gt 65536 ]
    [ "${report[mem_kb]}" -lt 163840 ]
    [ -z "$stdout" ] # it never finished
}

@test "limit= names the limit passed first: memory before CPU time" {
    # One more megabyte per 2 ms of CPU: 64 MB at about 130 ms, long before the 1000 ms limit.
    # Without the watch it would go on until RLIMIT_AS stops its mallocs, then spin into TLE.
    in_sandbox grow-and-spin -t 1000 -w 10000 -m 65536 -- 2
    [ "${report[limit]}" = mem ]
    [ "${report[status]}" = signaled ]
    [ "${report[mem_kb]}" -gt 65536 ]
    [ "${report[cpu_ms]}" -lt 1000 ]
}

@test "limit= names the limit passed first: CPU time before memory" {
    # One more megabyte per 10 ms of CPU: 31 MB at the 300 ms limit, past 33 MB at about 320 ms,
    # before the kill at 300 ms plus the 50 ms grace. Both passed; CPU time first.
    in_sandbox grow-and-spin -t 300 -w 10000 -m 33792 -- 10
    [ "${report[limit]}" = cpu ]
    [ "${report[status]}" = signaled ]
    [ "${report[cpu_ms]}" -gt 300 ]
    [ "${report[mem_kb]}" -gt 33792 ] # memory was passed too, later
}

@test "MLE after the end: a program that passes the limit and exits between two ticks" {
    in_sandbox touch -t 5000 -w 10000 -m 65536 -- 100
    [ "${report[limit]}" = mem ]
    [ "${report[mem_kb]}" -gt 65536 ]
    # 100 MB takes longer than a tick on a slow machine: the watch may well stop it. 2 MB
    # under a 2 MB limit ends within a few ms; retry until a run ended unwatched (exited).
    local attempt
    for attempt in $(seq 30); do
        in_sandbox touch -t 5000 -w 10000 -m 2048 -- 2
        [ "${report[limit]}" = mem ]
        [ "${report[mem_kb]}" -gt 2048 ]
        [ "${report[status]}" = exited ] && break
    done
    echo "attempts: $attempt"
    [ "${report[status]}" = exited ]
    [ "${report[code]}" = 0 ]
    [ "$stdout" = "touched 2 MB" ]
}

@test "under the memory limit: 40 MB of 64 MB runs to the end, its peak reported" {
    in_sandbox touch -t 5000 -w 10000 -m 65536 -- 40
    [ "${report[status]} ${report[code]} ${report[signal]} ${report[limit]}" = "exited 0 0 none" ]
    [ "${report[mem_kb]}" -gt 40000 ]
    [ "${report[mem_kb]}" -lt 65536 ]
    [ "$stdout" = "touched 40 MB" ]
}

@test "sandbox -F reports whether reads are contained: reads=contained with Landlock or a root of its own" {
    local line='^user=(own|self) seccomp=(yes|kill|no) landlock=(yes|no) reads=(contained|open) namespaces=(pid,net,ipc,uts(,cgroup)?(,time)?|none) root=(own|shared) memory=(cgroup|watch)$'
    [[ $FEATURES =~ $line ]]
    has_feature landlock=yes || has_feature root=own || skip "neither Landlock nor a mount namespace here"
    has_feature reads=contained
}

# refused: how an open outside the box fails: ENOENT in a root of its own (nothing is there),
# EACCES with Landlock alone.
refused() {
    if has_feature root=own; then echo ENOENT; else echo EACCES; fi
}

@test "reads: a world-readable file outside the working folder cannot be opened" {
    has_feature landlock=yes || has_feature root=own || skip "neither Landlock nor a mount namespace here"
    local secret="$BATS_TEST_TMPDIR/data/secret.txt"
    mkdir -p "$(dirname "$secret")"
    echo "expected answer" >"$secret"
    readable_by_everyone "$secret"
    in_sandbox open-paths -P -t 1000 -w 3000 -- "$secret" # proves that the test can fail
    [ "$stdout" = "$secret ok" ]
    in_sandbox open-paths -t 1000 -w 3000 -- "$secret" "$(dirname "$secret")" /etc/passwd
    [ "${report[status]}" = exited ]
    [ "$stdout" = "$secret $(refused)
$(dirname "$secret") $(refused)
/etc/passwd $(refused)" ]
}

@test "reads: neither the parent folder, nor /, nor the machine's /tmp can be listed" {
    has_feature landlock=yes || has_feature root=own || skip "neither Landlock nor a mount namespace here"
    local outside="$BATS_TEST_TMPDIR/outside"
    mkdir -p "$outside"
    readable_by_everyone "$outside"
    in_sandbox open-paths -P -t 1000 -w 3000 -- / "$outside" # proves that the test can fail
    [ "$stdout" = "/ ok
$outside ok" ]
    in_sandbox open-paths -t 1000 -w 3000 -- "$outside"
    [ "$stdout" = "$outside $(refused)" ]
    has_feature landlock=yes || return 0
    in_sandbox open-paths -t 1000 -w 3000 -- ../ /
    [ "$stdout" = "../ EACCES
/ EACCES" ]
}

@test "root: nothing of the host can even be stat()ed: not the answers beside the input, not the repository" {
    has_feature root=own || skip "no mount namespace on this machine"
    local data="$BATS_TEST_TMPDIR/data"
    mkdir -p "$data"
    printf '3\n1 2 3\n' >"$data/case-1.in"
    printf '1\n3\n6\n' >"$data/case-1.out"
    readable_by_everyone "$data/case-1.out"
    INPUT="$data/case-1.in" in_sandbox probe-host -P -t 1000 -w 3000 -- "$data/case-1.out" "$ROOT"
    [[ $stdout == *"$data/case-1.out present"* ]] # proves that the test can fail
    INPUT="$data/case-1.in" in_sandbox probe-host -t 1000 -w 3000 -- "$data/case-1.out" "$ROOT" \
        /etc/passwd /home
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    [[ $stdout == *"$data/case-1.out absent
$ROOT absent
/etc/passwd absent
/home absent"* ]]
}

@test "root: /proc/self/mountinfo shows the box's own mounts only, no path of the host" {
    has_feature root=own || skip "no mount namespace on this machine"
    in_sandbox probe-host -t 1000 -w 3000
    local mounts
    mounts=$(grep '^mount ' <<<"$stdout")
    [ "$(wc -l <<<"$mounts")" -ge 5 ]
    [[ $mounts == *" / / ro,"* && $mounts == *" /box rw,"* && $mounts == *" /proc "* ]]
    [[ $mounts != *"$BATS_TEST_TMPDIR"* && $mounts != *"$ROOT"* && $mounts != *" /sys "* ]]
}

@test "stdin is a sealed private copy: its name tells nothing, it cannot be written or grown" {
    printf '3\n1 2 3\n' >"$BATS_TEST_TMPDIR/case-7.in"
    INPUT="$BATS_TEST_TMPDIR/case-7.in" in_sandbox probe-host -t 1000 -w 3000
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    [[ $stdout == *"stdin name /memfd:stdin (deleted)
stdin links 0
stdin write refused
stdin grow refused"* ]]
    [[ $stdout != *case-7* ]]
}

@test "reads: the working folder, the libraries, the loader's cache and /proc/self stay open" {
    in_sandbox open-paths -t 1000 -w 3000 -- . ./prog /etc/ld.so.cache /usr/lib /dev/null \
        /dev/urandom /proc/self/maps /proc/self/status
    [ "${report[status]}" = exited ]
    [ "${report[code]}" = 0 ]
    [ "$stdout" = ". ok
./prog ok
/etc/ld.so.cache ok
/usr/lib ok
/dev/null ok
/dev/urandom ok
/proc/self/maps ok
/proc/self/status ok" ]
}

@test "reads: a C++ program (iostream, string, vector, std::sort) runs and prints right" {
    [ -x "$BIN/sort-words" ] || skip "no C++ compiler"
    printf 'pear apple\nfig\n' >"$BATS_TEST_TMPDIR/words"
    INPUT="$BATS_TEST_TMPDIR/words" in_sandbox sort-words -t 1000 -w 3000 -m 65536
    [ "${report[status]} ${report[code]} ${report[signal]} ${report[limit]}" = "exited 0 0 none" ]
    [ "$stdout" = "apple
fig
pear" ]
    [ "$(cat "$BATS_TEST_TMPDIR/err")" = "3 words" ]
}

@test "namespaces: the program is PID 2 of its own PID namespace (PID 1 only reaps orphans)" {
    ! has_feature namespaces=none || skip "no namespaces on this machine"
    in_sandbox whoami -t 1000 -w 3000
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    [[ $stdout == "pid 2 uid "* ]]
    in_sandbox whoami -P -t 1000 -w 3000 # -P: no namespaces, a pid of the machine
    [[ $stdout != "pid 2 uid "* ]]
}

# corpus_verdicts AS: runs every program of fixtures/judge/corpus (compiled in $CORPUS_BIN as
# the judge compiles it) on the judge-sum cases under the sandbox with the judge's limits for
# judge-sum (500 ms, 64 MB), two at a time, as the user of the tests (AS empty) or as nobody;
# prints `PROGRAM CASE REPORT` for each run that is not a clean exit with the expected output.
corpus_verdicts() {
    local as=()
    [ "$1" != nobody ] || as=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    find "$CORPUS_BIN" -type f | sort | xargs -P 2 -I {} bash -c '
        program=$1 data=$2 work=$3
        shift 3
        for input in "$data"/*.in; do
            dir=$(mktemp -d "$work/run.XXXXXX")
            chmod 755 "$dir"
            cp "$program" "$dir/prog"
            report=$("$@" "$SANDBOX" -d "$dir" -i "$input" -o "$dir.out" -e "$dir.err" -t 500 \
                -w 2000 -m 65536 -f 2000000 -- ./prog)
            case $report in
            "status=exited code=0 "*"limit=none syscall=none"*) cmp -s "$dir.out" "${input%.in}.out" ||
                echo "${program##*/} ${input##*/} wrong output" ;;
            *) echo "${program##*/} ${input##*/} $report" ;;
            esac
        done' _ {} "$CORPUS_DATA" "$CORPUS_WORK" "${as[@]}"
}

@test "nothing legitimate is refused: every program of the corpus (qsort, raised stack, iostreams, random_device, ...) runs right" {
    local source refused
    CORPUS_BIN="$BATS_TEST_TMPDIR/corpus" CORPUS_WORK="$BATS_TEST_TMPDIR/runs"
    CORPUS_DATA="$BATS_TEST_TMPDIR/data" # a copy: the tree may lie in a folder nobody cannot enter
    export CORPUS_BIN CORPUS_WORK CORPUS_DATA
    mkdir -p "$CORPUS_BIN" "$CORPUS_WORK"
    cp -R "$BATS_TEST_DIRNAME/fixtures/judge/testdata/judge-sum" "$CORPUS_DATA"
    chmod 777 "$CORPUS_WORK"
    for source in "$BATS_TEST_DIRNAME"/fixtures/judge/corpus/*.c; do
        printf '%s\0' "$CC -std=c11 -O2 -DONLINE_JUDGE -o $CORPUS_BIN/$(basename "$source") $source -lm"
    done >"$BATS_TEST_TMPDIR/compile"
    for source in "$BATS_TEST_DIRNAME"/fixtures/judge/corpus/*.cpp; do
        printf '%s\0' "${CXX:-g++} -std=c++17 -O2 -DONLINE_JUDGE -o $CORPUS_BIN/$(basename "$source") $source -lm"
    done >>"$BATS_TEST_TMPDIR/compile"
    xargs -0 -P 2 -I {} sh -c '{}' <"$BATS_TEST_TMPDIR/compile"
    [ "$(find "$CORPUS_BIN" -type f | wc -l)" -ge 40 ]
    refused=$(corpus_verdicts)
    echo "as $(id -un): ${refused:-every run right}"
    [ -z "$refused" ]
    [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null || return 0
    chmod -R a+rX "$BATS_TEST_TMPDIR"
    traversable_by_everyone "$BATS_TEST_TMPDIR"
    refused=$(corpus_verdicts nobody)
    echo "as nobody: ${refused:-every run right}"
    [ -z "$refused" ]
}

# The third pass of the box (issue 27): what a program could still learn or hide.

@test "host: the box has its own host name, kernel words, memory, uptime, CPU count and cgroup; no /proc file of the machine" {
    ! has_feature namespaces=none || skip "no namespaces on this machine"
    in_sandbox host-facts -t 1000 -w 3000 -m 65536
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    [[ $stdout == *"uname Linux box 6.0.0 #1 "* ]]
    [[ $stdout != *"$(uname -r)"* && $stdout != *"$(uname -v)"* && $stdout != *"$(hostname)"* ]]
    [[ $stdout == *"sysinfo uptime 0 ram 67108864 swap 0 procs 1"* ]] # the memory limit as the machine's
    [[ $stdout == *$'\ncpus 1\n'* ]]
    [[ $stdout =~ boottime\ [0-9]$'\n' ]] # a clock of its own, not the machine's uptime
    if [[ $FEATURES == *namespaces=*cgroup* ]]; then
        [ -z "$(grep '^cgroup ' <<<"$stdout" | grep -v ':/$')" ] # every cgroup is "/"
    fi
    [ "$(grep -c '^open /proc/.* refused$' <<<"$stdout")" -eq 7 ]
}

@test "uid: under root each run has a uid of its own; a process of another uid cannot open its /proc/PID/fd" {
    is_root_here || skip "not root: the program runs as the caller, and the judge's report says so"
    local work="$BATS_TEST_TMPDIR/hold" pid="" tries nobody_sleep started
    mkdir "$work"
    cp "$BIN/hold-fds" "$work/prog"
    timeout 20 "$SANDBOX" -d "$work" -i /dev/null -o "$BATS_TEST_TMPDIR/out" -e "$BATS_TEST_TMPDIR/err" \
        -t 5000 -w 8000 -m 65536 -- ./prog >"$BATS_TEST_TMPDIR/report" &
    started=$!
    # the program among this run's own processes (not another test's), by its name and its uid
    for tries in $(seq 100); do
        for pid in $(descendants "$started"); do
            [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = prog ] || continue
            [ "$(stat -c %u "/proc/$pid" 2>/dev/null || echo 0)" -ge 1073741824 ] && break 2
        done
        pid=""
        sleep 0.05
    done
    [ -n "$pid" ]
    ! setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups cat "/proc/$pid/fd/1" || false
    ! setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups sh -c "echo forged >/proc/$pid/fd/1" || false
    # the same attempt on a process of nobody's own succeeds: the check above can fail
    setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups sleep 5 &
    nobody_sleep=$!
    sleep 0.2
    setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups ls "/proc/$nobody_sleep/fd/"
    kill "$nobody_sleep"
    wait %1
    [ "$(cat "$BATS_TEST_TMPDIR/out")" = waiting ]
}

@test "memory: page tables, paged-out pages and huge pages are counted or refused, with a cgroup and without" {
    local as
    for as in self nobody; do
        [ "$as" = self ] || is_root_here || continue
        run_tricks "$as" mappings
        [ "${report[limit]}" = mem ] # 50,000 mappings: 400 MB of page tables under 64 MB
        run_tricks "$as" pageout 100
        [ "${report[limit]}" = mem ]
        [[ $stdout != *"madvise ok"* ]]
        run_tricks "$as" hugetlb 100
        [ "${report[limit]}" = none ]
        [[ $stdout == *"hugetlb Cannot allocate memory"* ]]
    done
}

@test "memory: as a user with 700 groups (a /proc/PID/status of 8 KB) the watch still sees the memory" {
    is_root_here || skip "needs root to run as a user with many groups"
    run_tricks nobody-700 pageout 100
    [ "${report[limit]}" = mem ]
    [ "${report[mem_kb]}" -gt 65536 ]
}

@test "verdicts: a program too big to load or to copy is MLE unrun; one the kernel cannot execute says why; a sparse file is no output" {
    in_sandbox static-5g -t 1000 -w 3000 -m 32768
    [ "${report[status]} ${report[limit]}" = "not-run mem" ]
    [ "${report[mem_kb]}" -gt 5000000 ]
    in_sandbox table-40mb -t 1000 -w 3000 -m 32768
    [ "${report[status]} ${report[limit]}" = "not-run mem" ]
    [ "${report[mem_kb]}" -gt 40000 ]
    in_sandbox table-40mb -t 1000 -w 3000 -m 65536 # the same program where it fits runs
    [ "${report[status]} ${report[code]} ${report[limit]}" = "exited 0 none" ]
    in_sandbox bad-interp -t 1000 -w 3000 -m 65536
    [ "${report[status]} ${report[exec_error]}" = "not-run ENOEXEC" ]
    printf '2\n1 2\n' >"$BATS_TEST_TMPDIR/sums.in"
    INPUT="$BATS_TEST_TMPDIR/sums.in" in_sandbox sparse-xfsz -t 1000 -w 3000 -m 65536 -f 1048576
    [ "${report[status]} ${report[signal]}" = "signaled $(kill -l SIGXFSZ)" ]
    [ "${report[limit]}" = none ]
}

@test "timers: alarm() and setitimer() of the program itself work, and its limits hold" {
    in_sandbox timers -t 3000 -w 6000 -m 65536
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    [ "$stdout" = $'deadline\ndeadline' ]
    # its alarm in 30 s: the CPU limit comes first, on a busy machine as on an idle one
    in_sandbox timers -t 300 -w 6000 -m 65536 -- 30
    [ "${report[limit]}" = cpu ]
    [ "${report[cpu_ms]}" -ge 300 ]
    [ -z "$stdout" ]
}

# first_cpu: the first CPU this process may run on.
first_cpu() {
    local cpus
    cpus=$(taskset -pc $$)
    cpus=${cpus##*: }
    echo "${cpus%%[,-]*}"
}

@test "wall-clock guard: a program that computes on a busy machine meets its CPU limit, as on an idle one; its wait for a CPU is not counted" {
    command -v taskset >/dev/null || skip "no taskset (util-linux) here"
    local cpu hog
    cpu=$(first_cpu)
    taskset -c "$cpu" "$BIN/grow-and-spin" 1000000000 & # a second program on the same CPU
    hog=$!
    ON_CPU=$cpu in_sandbox grow-and-spin -t 300 -w 400 -m 65536 -- 1000000000
    kill "$hog"
    [ "${report[limit]}" = cpu ]
    [ "${report[cpu_ms]}" -ge 300 ]
    [ "${report[wall_ms]}" -gt 400 ] # it shared its CPU: 300 ms of CPU took more than 400 ms
    printf 'sleep 3000\n' >"$BATS_TEST_TMPDIR/sleep.in"
    # one that sleeps meets the guard
    INPUT="$BATS_TEST_TMPDIR/sleep.in" in_sandbox cases -t 3000 -w 400 -m 65536
    [ "${report[limit]}" = wall ]
    [ "${report[wall_ms]}" -lt 3000 ]
}

@test "visible: the judge learns whether a path lies in what the box shows (a copy of the data under /usr/lib would)" {
    run "$SANDBOX" -V "$ROOT" "$BATS_TEST_TMPDIR"
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    run "$SANDBOX" -V /usr/lib/gcc /usr/include/stdio.h "$ROOT"
    [ "$status" -eq 1 ]
    [ "$output" = $'/usr/lib/gcc\n/usr/include/stdio.h' ]
    run "$SANDBOX" -V /usr/local/src /usr/share
    [ "$status" -eq 0 ] # the box shows neither
    local layers
    layers=$("$SANDBOX" -F)
    run "$SANDBOX" -F /usr/lib/gcc "$ROOT" # -F says it too, after the layers' line
    [ "$status" -eq 1 ]
    [ "$output" = "$layers"$'\n/usr/lib/gcc' ]
    run "$SANDBOX" -F "$ROOT"
    [ "$status" -eq 0 ]
    [ "$output" = "$layers" ]
}

# served PROGRAM [SANDBOX_OPTION...]: starts sandbox -S on $BIN/PROGRAM (as ./prog) as a
# coprocess (served_pid, served_in, served_out), its reports of each case through
# served_case; served_end ends it.
served() {
    local program=$1 as=()
    shift
    SERVED_WORK=$(mktemp -d "$BATS_TEST_TMPDIR/served.XXXXXX")
    cp "$BIN/$program" "$SERVED_WORK/prog"
    if [ "${SERVED_AS:-}" = nobody ]; then
        as=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
        traversable_by_everyone "$SERVED_WORK"
        chmod -R a+rwX "$SERVED_WORK" "$BATS_TEST_TMPDIR"
    fi
    coproc SERVED { exec "${as[@]}" "$SANDBOX" -S -d "$SERVED_WORK" -o "$BATS_TEST_TMPDIR/out" \
        -e "$BATS_TEST_TMPDIR/err" "$@" -- ./prog 2>"$BATS_TEST_TMPDIR/served.log"; }
    served_pid=$SERVED_PID served_in=${SERVED[1]} served_out=${SERVED[0]}
}

# served_end: no more cases; the sandbox must then end with status 0.
served_end() {
    exec {served_in}>&-
    wait "$served_pid"
}

# served_case CPU_MS INPUT_TEXT [OUTPUT_LIMIT [NEXT_LIMIT]]: one case of the sandbox started by
# served, its input the text, its output limit 1 MB unless given, the next case's announced
# as 1 MB unless given; sets output (the report line), stdout and report[KEY] as in_sandbox
# does.
served_case() {
    local input field
    input=$(mktemp "$BATS_TEST_TMPDIR/case.XXXXXX")
    chmod 0644 "$input" # for nobody, with SERVED_AS
    printf '%s\n' "$2" >"$input"
    printf '%s %s %s %s %s\n' "$1" "$(($1 * 2 + 1000))" "${3:-1048576}" "${4:-1048576}" "$input" \
        >&"$served_in"
    IFS= read -r -t 30 output <&"$served_out" || output="(no report: $(cat "$BATS_TEST_TMPDIR/served.log"))"
    stdout=$(cat "$BATS_TEST_TMPDIR/out")
    echo "case '$2': $output; program output: $stdout"
    declare -gA report=()
    for field in $output; do report[${field%%=*}]=${field#*=}; done
}

@test "-S: one box serves every case: each case its own verdict and measures, nothing of one case left for the next" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    served cases -m 65536
    served_case 1000 'write left.txt'
    [ "${report[status]} ${report[code]} ${report[created]}" = "exited 0 left.txt" ]
    served_case 1000 list # a fresh /box: the file is gone
    [ "${report[created]} $stdout" = "none empty" ]
    served_case 1000 'touch 40'
    [ "${report[status]} ${report[code]} $stdout" = "exited 0 touched 40 MB" ]
    # 40 MB and the program, less what the kernel had charged ahead in per-CPU batches of
    # 256 KB when the baseline was read (seen once under load: 40924 KB)
    [ "${report[mem_kb]}" -gt $((40960 - 256 * $(nproc))) ]
    [ "${report[mem_kb]}" -lt 49152 ]
    served_case 1000 whoami # the peak is the case's own, not the last one's
    [ "${report[mem_kb]}" -lt 4096 ]
    local first_uid=${stdout##* }
    served_case 1000 'touch 100' # over the limit
    [ "${report[limit]}" = mem ]
    served_case 300 spin
    [ "${report[status]} ${report[limit]}" = "signaled cpu" ]
    [ "${report[cpu_ms]}" -ge 300 ]
    served_case 1000 crash
    [ "${report[status]} ${report[signal]}" = "signaled $(kill -l SIGSEGV)" ]
    served_case 1000 fork
    [[ ${report[syscall]} =~ ^[0-9]+$ ]]
    served_case 1000 whoami # after all of that the box still serves, with the same uid
    [ "${report[status]} ${report[code]} ${stdout##* }" = "exited 0 $first_uid" ]
    [[ $stdout == "pid "* ]]
    served_end
}

@test "-S: what a case prints is not its memory, in the first case and in each after it" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    has_feature memory=cgroup || skip "no memory cgroup here: the watch never counts what is printed"
    served cases -m 65536
    local i
    served_case 1000 whoami # nothing on stderr: the next case's stderr is this one, still reserved
    for i in 1 2 3; do # 900 KB to stdout and 900 KB to stderr each, under the limit of 1 MB
        served_case 1000 'print 900' >/dev/null
        [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 921600" ]
        echo "case $i: mem_kb=${report[mem_kb]}"
        # the program's own pages, and what the kernel charges in per-CPU batches of 256 KB (seen
        # over 512 KB under load); never the 1800 KB printed
        [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    done
    # 1800 KB each under a limit of 4 MB: more than was announced, reserved at the request; then
    # no next case announced (0), so the next streams are made at its request
    served_case 1000 'print 1800' 4194304 0 >/dev/null
    [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 1843200" ]
    [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    served_case 1000 'print 1800' 4194304 >/dev/null
    [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 1843200" ]
    [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    served_end
}

# spare_makers LOG: from strace's LOG of a served sandbox (fallocate only), sets main (the
# sandbox: the first case's streams, 1179648 bytes), maker (the one other process that reserved
# 4194304 bytes), by_main and by_maker (their calls of 4194304 bytes). Each call is counted by
# its start: strace may split one into "<unfinished ...>" and its resumption.
spare_makers() {
    local calls
    cat "$1"
    calls=$(grep -E '^[0-9]+ +fallocate\(' "$1")
    main=$(awk '/, 1179648[) ]/ { print $1; exit }' <<<"$calls")
    maker=$(awk -v main="$main" '/, 4194304[) ]/ && $1 != main { print $1 }' <<<"$calls" | sort -u)
    [ -n "$main" ]
    [[ $maker =~ ^[0-9]+$ ]] # one process, other than the sandbox
    by_main=$(grep -cE "^$main +fallocate.*, 4194304[) ]" <<<"$calls" || true)
    by_maker=$(grep -cE "^$maker +fallocate.*, 4194304[) ]" <<<"$calls" || true)
}

@test "-S -f: the largest streams are made by a process of their own while cases run, and what is printed there is not memory" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    has_feature memory=cgroup || skip "no memory cgroup here: the watch never counts what is printed"
    command -v strace >/dev/null || skip 'no strace'
    local sandbox=$SANDBOX maker main by_main by_maker
    printf '#!/bin/sh\nexec strace -f -qq -e trace=fallocate -o "$LOG" "%s" "$@"\n' "$sandbox" \
        >"$BATS_TEST_TMPDIR/traced"
    chmod +x "$BATS_TEST_TMPDIR/traced"
    # announced: the case before says the next needs 4 MB, and the spare is made its streams
    LOG=$BATS_TEST_TMPDIR/announced.log SANDBOX=$BATS_TEST_TMPDIR/traced served cases -m 65536 -f 4194304
    served_case 1000 whoami 1048576 4194304
    served_case 1000 'print 1800' 4194304 >/dev/null
    [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 1843200" ]
    [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    served_case 1000 'print 1800' 4194304 0 >/dev/null # the spare is spent: made at the request
    [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 1843200" ]
    [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    served_end
    spare_makers "$BATS_TEST_TMPDIR/announced.log"
    [ "$by_maker $by_main" = "2 2" ] # the spare by its maker, the last case's by the sandbox
    # unannounced: the first case needs more than the streams made ahead, and takes the spare
    LOG=$BATS_TEST_TMPDIR/first.log SANDBOX=$BATS_TEST_TMPDIR/traced served cases -m 65536 -f 4194304
    served_case 1000 'print 1800' 4194304 0 >/dev/null
    [ "${report[status]} ${report[code]} ${#stdout}" = "exited 0 1843200" ]
    [ "${report[mem_kb]}" -lt $((512 + 256 * $(nproc))) ]
    served_end
    spare_makers "$BATS_TEST_TMPDIR/first.log"
    [ "$by_maker $by_main" = "2 0" ]
}

@test "-S: every verdict as a box of its own gives it (status, code, signal, limit, system call, files left)" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    local text fields served_fields cpu_ms
    served cases -m 65536
    for text in 'write x.out' list 'touch 20' 'touch 100' spin crash fork whoami; do
        INPUT=$(mktemp "$BATS_TEST_TMPDIR/alone.XXXXXX")
        printf '%s\n' "$text" >"$INPUT"
        # 300 ms for the spin; the others as much time as they need on a slow machine (touching
        # 100 MB took 214 to 318 ms of CPU here: which limit came first was the machine's doing)
        cpu_ms=300
        [ "$text" = spin ] || cpu_ms=5000
        INPUT=$INPUT in_sandbox cases -t "$cpu_ms" -w $((cpu_ms * 2 + 1000)) -m 65536 -f 1048576
        fields="${report[status]} ${report[code]} ${report[signal]} ${report[limit]} ${report[syscall]} ${report[created]} $stdout"
        served_case "$cpu_ms" "$text"
        served_fields="${report[status]} ${report[code]} ${report[signal]} ${report[limit]} ${report[syscall]} ${report[created]} $stdout"
        [ "$served_fields" = "$fields" ] || [[ $text == whoami ]] ||
            { echo "'$text': alone '$fields', served '$served_fields'" && return 1; }
    done
    served_end
}

# served_renewal AS: the cases of one box as the user of the tests (AS self) or as nobody;
# each case after one that took PIDs (threads) and time is PID 2 again, its clocks near 1 s.
served_renewal() {
    SERVED_AS=$1 served cases -m 65536 -T 8
    served_case 1000 clocks
    [ "$stdout" = "pid 2 monotonic 1 boottime 1" ]
    served_case 1000 'threads 6' # six PIDs taken
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    served_case 1000 'sleep 1100' # over a second gone
    [ "${report[status]} ${report[code]}" = "exited 0" ]
    served_case 1000 clocks
    [ "$stdout" = "pid 2 monotonic 1 boottime 1" ]
    served_end
}

@test "-S: no case can tell the next anything by its PID or the clocks: each is PID 2, its clocks from 1 s, as root and not" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    [[ $FEATURES == *time* ]] || skip "no time namespace in this kernel"
    served_renewal self
    ! is_root_here || served_renewal nobody
}

@test "-S: a wrong request ends the sandbox with one line; killed, it leaves no process of the box" {
    has_feature root=own || skip "no root of its own here: the judge gives each case a box"
    local work="$BATS_TEST_TMPDIR/served-bad" left
    mkdir "$work"
    cp "$BIN/cases" "$work/prog"
    run --separate-stderr "$SANDBOX" -S -d "$work" -o "$work/out" -e "$work/err" -- ./prog <<<'100 x'
    [ "$status" -eq 2 ]
    [ "$stderr" = "sandbox: -S: a request is CPU_MS WALL_MS FILE_BYTES NEXT_BYTES INPUT" ]
    printf 'spin\n' >"$work/spin.in"
    served cases -m 65536
    printf '60000 120000 1048576 0 %s\n' "$work/spin.in" >&"$served_in"
    # the box's processes are this sandbox's descendants (other tests run boxes at the same
    # time): wait until the spinning case runs (the program, named prog once it is executed;
    # its uid is the box's own as root, the caller's otherwise), and take them all
    local box=() pid running=0
    for _ in $(seq 100); do
        mapfile -t box < <(descendants "$served_pid")
        for pid in "${box[@]}"; do
            if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = prog ]; then
                running=1
                break 2
            fi
        done
        sleep 0.1
    done
    [ "$running" -eq 1 ]
    kill -KILL "$served_pid"
    wait "$served_pid" || true
    sleep 0.5
    # a zombie is no process that runs: the machine's init reaps it when it does
    left=$(for pid in "${box[@]}"; do
        awk '$1 == "State:" && $2 != "Z" { print FILENAME }' "/proc/$pid/status" 2>/dev/null || true
    done)
    [ -z "$left" ] || { echo "left running: $left" && return 1; }
}

# Issue 38: the kernel's keyrings.

# keyring_run AS NAME [SANDBOX_OPTION...]: under `keyring hold NAME` (a session keyring of the
# caller's holding the key NAME, which the user keyring holds too: hold_user_keyrings first),
# runs `keyring probe NAME` in the sandbox, as the user of the tests (AS self) or as nobody;
# sets status, output (the holder's lines: the report, then what the caller's keyrings hold
# afterwards) and stdout (the probe's lines).
keyring_run() {
    local as=$1 name=$2 work prefix=()
    shift 2
    hold_user_keyrings
    work=$(mktemp -d "$BATS_TEST_TMPDIR/keyring.XXXXXX")
    cp "$BIN/keyring" "$work/prog"
    cp "$BIN/keyring" "$BATS_TEST_TMPDIR/holder"
    cp "$SANDBOX" "$BATS_TEST_TMPDIR/sandbox" # the holder starts it: the repository may lie
    traversable_by_everyone "$work"           # in a folder nobody cannot enter
    chmod -R a+rwX "$work" "$BATS_TEST_TMPDIR/holder" "$BATS_TEST_TMPDIR/sandbox"
    [ "$as" != nobody ] || prefix=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    run --separate-stderr timeout 30 "${prefix[@]}" "$BATS_TEST_TMPDIR/holder" hold "$name" \
        "$BATS_TEST_TMPDIR/sandbox" -d "$work" -i /dev/null -o "$work/out" -e "$work/err" -t 2000 -w 4000 \
        -m 65536 "$@" -- ./prog probe "$name"
    stdout=$(cat "$work/out" 2>/dev/null || true)
    echo "as $as: sandbox $*: status $status: $output (stderr: $stderr); probe: $stdout"
}

@test "keyrings: every run joins a session keyring of its own: the caller's keys are neither found nor added to (root and nobody)" {
    local as users=(self)
    ! is_root_here || users+=(nobody)
    for as in "${users[@]}"; do
        # the compiler's profile has no allowlist: the probe's keyctl and add_key run
        keyring_run "$as" "planted-$as" -C
        [ "$status" -eq 0 ]
        [[ $output == "status=exited code=0 "* ]]
        [ "$stdout" = $'session: none\nuser: none' ] # the user keyring is the box's uid's, or its user namespace's
        [[ $output == *$'\nsession: planted-'"$as"$'\nuser: planted-'"$as" ]] # nothing left by the probe
    done
}

@test "keyrings: for a program a raw keyctl is a forbidden call, named" {
    local as users=(self)
    has_feature seccomp=yes || skip "no seccomp user notification: forbidden calls are not named"
    ! is_root_here || users+=(nobody)
    for as in "${users[@]}"; do
        keyring_run "$as" "planted-$as"
        [[ $output == "status=signaled code=0 signal=9 "* ]]
        [[ $output == *" syscall=$(printf '#include <sys/syscall.h>\n__NR_keyctl\n' | "$CC" -E -P - | tail -n 1) "* ]]
        [ -z "$stdout" ]
    done
}

@test "keyrings: 250 runs as nobody in its session keyring, more than its 200 keys, each with a keyring of its own: all start, none left charged" {
    is_root_here || skip "not root: runs as the caller; the quota is the caller's"
    local work
    hold_user_keyrings
    work=$(mktemp -d "$BATS_TEST_TMPDIR/quota.XXXXXX")
    cp "$BIN/whoami" "$work/prog"
    cp "$BIN/keyring" "$work/holder"
    cp "$SANDBOX" "$work/sandbox" # bash starts it: the repository may lie where nobody cannot go
    traversable_by_everyone "$work"
    chmod -R a+rwX "$work"
    run --separate-stderr setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups \
        "$work/holder" hold planted bash -c '
        for ((i = 0; i < 250; i++)); do
            report=$("$1" -d "$2" -i /dev/null -o "$2/out" -e "$2/err" -t 1000 -w 2000 -- ./prog 2>&1)
            [[ $report == "status=exited "* ]] || { echo "run $i: $report"; exit 1; }
        done' _ "$work/sandbox" "$work"
    echo "$output (stderr: $stderr)"
    grep "^ *$(id -u nobody):" /proc/key-users || true
    [ "$status" -eq 0 ]
    [[ $output == $'session: planted\nuser: planted' ]]
}

@test "priority: a program may lower its own priority (nice), not PID 1's or its user's: setpriority is then a forbidden call" {
    has_feature seccomp=yes || skip "no seccomp user notification: forbidden calls are not named"
    local setpriority
    setpriority=$(printf '#include <sys/syscall.h>\n__NR_setpriority\n' | "$CC" -E -P - | tail -n 1)
    in_sandbox priority -t 1000 -w 2000 -- self
    [ "${report[status]} ${report[code]} ${report[syscall]}" = "exited 0 none" ]
    [ "$stdout" = lowered ]
    in_sandbox priority -t 1000 -w 2000 -- init
    [ "${report[status]} ${report[syscall]}" = "signaled $setpriority" ]
    in_sandbox priority -t 1000 -w 2000 -- user
    [ "${report[status]} ${report[syscall]}" = "signaled $setpriority" ]
}
