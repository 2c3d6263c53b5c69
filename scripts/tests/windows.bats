#!/usr/bin/env bats
# The Windows run (scripts/judging/windows.sh, scripts/judging/README.md "Windows judges:
# MinGW-w64 and Wine"): POJ's and HDU's GCC and G++ compiled with MinGW-w64 and run under Wine
# in the box. Each student file of fixtures/windows gets the verdict Windows gives it and, with
# JUDGE_WINDOWS=0, the one a Linux build gives it; a Windows build cannot read the test data;
# the report says what runs and what is charged. `make check` installs MinGW-w64 and Wine
# (scripts/ensure-windows): without them this suite fails, it never passes on the Linux build.

bats_require_minimum_version 1.5.0
load test_helper

setup() {
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/windows"
    tab=$'\t'
}

teardown() {
    [ -z "${IDENTITY_WORK:-}" ] || rm -rf "$IDENTITY_WORK"
}

# windows_brief ID FILE: `scripts/judge --brief` of FILE on ID as a Windows run, then as a
# Linux build: `FILE<TAB>WINDOWS-VERDICT<TAB>LINUX-VERDICT`.
windows_brief() {
    printf '%s\t%s\t%s\n' "$2" \
        "$(timeout 300 "$ROOT/scripts/judge" --brief --first-failure "$1" "$2" 2>/dev/null | cut -f 1)" \
        "$(JUDGE_WINDOWS=0 timeout 300 "$ROOT/scripts/judge" --brief --first-failure "$1" "$2" 2>/dev/null | cut -f 1)"
}
export -f windows_brief

# wine_children AS LIMITS... -- ARG...: fixtures/wine/children.c, built with MinGW-w64, run
# with ARGs by the sandbox under Wine (as the judge runs a Windows build: sandbox -W
# TEMPLATE -- wine64 prog.exe) as the user of the tests (AS self) or as nobody (from a copy of
# the sandbox and the template that nobody can read); sets status, output and report[KEY].
wine_children() {
    local as=$1 work limits=() as_nobody=() field
    shift
    while [ "$1" != -- ]; do
        limits+=("$1")
        shift
    done
    shift
    work=$(mktemp -d /tmp/wine-children.XXXXXX)
    x86_64-w64-mingw32-gcc -O2 -static -o "$work/prog.exe" "$BATS_TEST_DIRNAME/fixtures/wine/children.c"
    cp "$(build_tool judging/sandbox)" "$work/sandbox"
    cp -a "$BUILD/wine/template" "$work/template"
    mkdir "$work/box"
    mv "$work/prog.exe" "$work/box/"
    chmod -R a+rX "$work"
    chmod a+rwx "$work" "$work/box"
    [ "$as" != nobody ] || as_nobody=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    run --separate-stderr timeout 60 "${as_nobody[@]}" "$work/sandbox" -d "$work/box" -i /dev/null \
        -o "$work/out" -e "$work/err" "${limits[@]}" -W "$work/template" -- /usr/lib/wine/wine64 prog.exe "$@"
    # shellcheck disable=SC2154 # run --separate-stderr sets stderr
    echo "as $as: children $*: status $status: $output (stderr: $stderr); program output: $(cat "$work/out")"
    rm -rf "$work"
    declare -gA report=()
    for field in $output; do report[${field%%=*}]=${field#*=}; done
}

# as_root_and_nobody: self, and nobody where the tests run as root.
as_root_and_nobody() {
    echo self
    [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || echo nobody
}

@test "the Windows run is set up (make check installs it): MinGW-w64, Wine, the prefix in build/wine with drives C: and D: only" {
    local missing
    missing=$(ROOT=$ROOT bash -c '. "$ROOT/scripts/lib.sh"; . "$ROOT/scripts/judging/windows.sh"; windows_missing')
    [ -z "$missing" ] || { echo "not installed: $missing: run make check as root, or: sudo apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64"; return 1; }
    run "$ROOT/scripts/judging/wine-prefix"
    [ "$status" -eq 0 ]
    [ "$output" = "$BUILD/wine/template" ]
    "$ROOT/scripts/judging/wine-prefix" --check
    [ "$(ls "$BUILD/wine/template/dosdevices" | xargs)" = "c: d:" ]
    [ "$(readlink "$BUILD/wine/template/dosdevices/d:")" = /box ]
    [ "$(readlink "$BUILD/wine/template/drive_c/windows/system32")" = /usr/lib/x86_64-linux-gnu/wine/x86_64-windows ]
    [ "$(du -sk "$BUILD/wine/template" | cut -f 1)" -lt 4096 ]
    # the sandbox refuses -W with the compiler's profile
    run "$(build_tool judging/sandbox)" -C -d "$BATS_TEST_TMPDIR" -i /dev/null -o /dev/null -e /dev/null -W "$BUILD/wine/template" -- /bin/true
    [ "$status" -eq 2 ]
}

@test "student files get the verdict Windows gives them, and a Linux build another" {
    local results="$BATS_TEST_TMPDIR/results" file windows linux count=0
    declare -A WANT=(
        [hdu2553-i64d.c]="AC PE"
        [hdu2553-int64.c]="AC CE"
        [hdu2553-itoa.c]="AC CE"
        [hdu2553-conio.c]="AC CE"
        [hdu2553-long-bitboard.c]="WA AC"
        [hdu2553-big-table.c]="MLE MLE"
        [poj2676-endless.c]="RE_(stack_overflow:_STATUS_STACK_OVERFLOW_0xC00000FD) MLE"
        [poj2676-null.c]="RE_(access_violation:_STATUS_ACCESS_VIOLATION_0xC0000005) RE_(SIGSEGV)"
    )
    for file in "${!WANT[@]}"; do printf '%s\t%s\n' "${file%%-*}" "$FIXTURES/$file"; done |
        xargs -P 2 -L 1 bash -c 'windows_brief "$@"' _ >"$results"
    cat "$results"
    while IFS=$tab read -r file windows linux; do
        count=$((count + 1))
        [ "${windows// /_} ${linux// /_}" = "${WANT[${file##*/}]}" ] ||
            { echo "${file##*/}: Windows $windows, Linux $linux; want ${WANT[${file##*/}]}"; return 1; }
    done <"$results"
    [ "$count" -eq "${#WANT[@]}" ]
    [ "$(find "$FIXTURES" -name '*.c' | wc -l)" -eq $((count + 3)) ] # and the three below
}

# identity_in_box AS: fixtures/windows/identity.c's Windows build, in $IDENTITY_WORK, run by
# Wine in the box as the judge runs it (sandbox -W, the template's copy there) by the user of
# the tests (AS self) or by nobody; sets facts to the lines it printed that come from Wine's
# prefix (not the processor's own CPUID, nor the processor count, memory and uptime Linux
# gives Wine) and cpu_brand to its CPUID brand string.
identity_in_box() {
    local as=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    [ "$1" = nobody ] || as=()
    rm -rf "$IDENTITY_WORK/box"
    mkdir "$IDENTITY_WORK/box"
    cp "$IDENTITY_WORK/identity.exe" "$IDENTITY_WORK/box/prog.exe"
    [ "$1" = self ] || chown -R nobody "$IDENTITY_WORK"
    run --separate-stderr timeout 60 "${as[@]}" "$(build_tool judging/sandbox)" -d "$IDENTITY_WORK/box" \
        -i /dev/null -o "$IDENTITY_WORK/out" -e "$IDENTITY_WORK/err" -t 10000 -w 20000 -m 262144 \
        -W "$IDENTITY_WORK/template" -- /usr/lib/wine/wine64 prog.exe
    echo "as $1: $output"
    cat "$IDENTITY_WORK/out"
    [[ " $output " == *" status=exited code=0 "* ]]
    facts=$(tr -d '\r' <"$IDENTITY_WORK/out" | grep -v -e '^cpuid_brand=' -e '^GetTickCount64_s=')
    cpu_brand=$(tr -d '\r' <"$IDENTITY_WORK/out" | sed -n 's/^cpuid_brand=[[:space:]]*//p' | sed 's/[[:space:]]*$//')
}

@test "a Windows program reads in Wine's prefix the box's identity, not the host's: computer name BOX, one processor named x86_64, never the machine's memory, no host or CPU name (as root and as nobody)" {
    local host cpu_model as facts cpu_brand
    IDENTITY_WORK=$(mktemp -d /tmp/windows-identity.XXXXXX)
    x86_64-w64-mingw32-gcc -O2 -static -o "$IDENTITY_WORK/identity.exe" "$FIXTURES/identity.c" -lws2_32
    cp -a "$("$ROOT/scripts/judging/wine-prefix")" "$IDENTITY_WORK/template"
    chmod -R a+rX "$IDENTITY_WORK"
    host=$(uname -n)
    cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
    for as in self nobody; do
        [ "$as" = self ] || [ "$(id -u)" = 0 ] || continue
        identity_in_box "$as"
        grep -x -e 'GetComputerNameA=BOX' <<<"$facts"
        grep -x -e 'environment:COMPUTERNAME=BOX' <<<"$facts"
        grep -x -e 'ComputerNameDnsHostname=box' <<<"$facts"
        grep -x -e 'processor_keys=1' <<<"$facts"
        grep -x -e 'processor_0_ProcessorNameString=x86_64' <<<"$facts"
        grep -x -e 'environment:NUMBER_OF_PROCESSORS=1' <<<"$facts"
        # what Wine asks Linux, answered by the sandbox under seccomp=wine as for a Linux
        # program: one CPU (sched_getaffinity); never the machine's memory (sysinfo: the
        # limit, 262140 KB, or 0 on an idle machine, a difference not yet explained)
        grep -x -e 'dwNumberOfProcessors=1' <<<"$facts"
        grep -x -e 'ullTotalPhys_kb=26214[0-9]' -e 'ullTotalPhys_kb=0' <<<"$facts"
        grep -x -e 'MachineGuid=00000000-0000-0000-0000-000000000000' <<<"$facts" # not drawn per machine
        [ "$host" = box ] || ! grep -i -w -F -e "$host" <<<"$facts" || false
        [ -z "$cpu_model" ] || ! grep -i -F -e "$cpu_model" <<<"$facts" || false
        [ -z "$cpu_brand" ] || ! grep -i -F -e "$cpu_brand" <<<"$facts" || false
    done
}

@test "a run that ends before the program's code (as when Wine fails to start it) is run again, and the report says so" {
    run timeout 300 "$ROOT/scripts/judge" hdu2553 "$FIXTURES/hdu2553-exit-before-main.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Runtime Error (RE: exit 1) on case ascending (0/17 passed)"* ]]
    [[ $output == *"Run again: ascending blocks "*" zero-only (the run ended before the program's first instruction"* ]]
    # a program that ends with status 1 from its own main started: no case is run again
    printf 'int main(void) { return 1; }\n' >"$BATS_TEST_TMPDIR/exit1.c"
    run timeout 300 "$ROOT/scripts/judge" hdu2553 "$BATS_TEST_TMPDIR/exit1.c"
    [[ $output == *"Runtime Error (RE: exit 1) on case ascending (0/17 passed)"* ]]
    [[ $output != *"Run again"* ]]
}

@test "a Windows build cannot read the test data: not through Z:, \\\\?\\unix\\, C:, D: or the Unix path" {
    local program="$BATS_TEST_TMPDIR/hdu2553-read-testdata.c" prefix="$BATS_TEST_TMPDIR/prefix"
    sed "s|TESTDATA_FOLDER|$ROOT/testdata/hdu2553|" "$FIXTURES/hdu2553-read-testdata.c" >"$program"
    run timeout 300 "$ROOT/scripts/judge" hdu2553 "$program"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Wrong Answer (WA) on case"* ]]
    [[ $output == *"the program printed nothing"* ]]
    # the program works: compiled alike and run by Wine outside the box, with the usual Z:
    # onto /, it prints the answer file it found
    x86_64-w64-mingw32-gcc -O2 -static -o "$BATS_TEST_TMPDIR/peek.exe" "$program"
    cp -a "$BUILD/wine/template" "$prefix"
    ln -s / "$prefix/dosdevices/z:"
    run --separate-stderr env WINEPREFIX="$prefix" WINEDEBUG=-all USER=judge \
        WINEDLLOVERRIDES='wineboot.exe,winedbg.exe=d' timeout 60 /usr/lib/wine/wine64 \
        "$BATS_TEST_TMPDIR/peek.exe" <"$ROOT/testdata/hdu2553/sample-1.in"
    echo "outside the box: $output (stderr: $stderr)"
    WINEPREFIX="$prefix" /usr/lib/wine/wineserver64 -k 2>/dev/null || true
    [ "${output//$'\r'/}" = "$(cat "$ROOT/testdata/hdu2553/sample-1.out")" ] # stdout in text mode: \r\n
}

@test "the report of a Windows run: the build and what differs, the layers under Wine (seccomp=wine), Wine's start-up not charged" {
    run timeout 300 "$ROOT/scripts/judge" --verbose poj2676 "$ROOT/solutions/poj2676.c"
    echo "$output"
    [ "$status" -eq 0 ]
    # (the line by its name: a first run prints first that it makes the stress cases)
    [[ $(grep -m 1 '^Compiler: ' <<<"$output") == "Compiler: PKU JudgeOnline (POJ), 'GCC' (MinGW GCC 3.4.2 there): x86_64-w64-mingw32-gcc -std=gnu89 -O2 -DONLINE_JUDGE -static -Wl,--stack,2097152 -o prog.exe Main.c -lm "* ]]
    [[ $output == *"a Windows build (MinGW-w64 GCC 12"*"run under wine-"*", as PKU JudgeOnline (POJ) runs it on Windows"* ]]
    [[ $output == *"what still differs from PKU JudgeOnline (POJ): MinGW-w64's GCC 12 headers and libraries where it has MinGW GCC 3.4.2's, Wine's msvcrt where it has Windows' own"* ]]
    [[ $output == *$'\nSandbox: '*' seccomp=wine '*$' box=case\n  under Wine: a system-call filter of its own (seccomp=wine: '* ]]
    [[ $output == *"under Wine: a system-call filter of its own"*"Wine's start-up ("*" ms of CPU, "*" KB, measured with an empty program) is not charged"* ]]
    # the layers it says still hold are those of the Sandbox: line (the uid only as root)
    local sandbox_line held="the namespaces, the root, Landlock, the memory watch and the limits"
    sandbox_line=$(grep -m 1 '^Sandbox: ' <<<"$output")
    if [[ $sandbox_line == *" user=own "* ]]; then held=${held/Landlock,/Landlock, the uid,}; fi
    if [[ $sandbox_line == *" memory=cgroup "* ]]; then held=${held/memory watch/memory cgroup}; fi
    [[ $output == *"fails with ENOSYS); $held hold too;"* ]]
    # the baseline, measured once, and an accepted file charged far less than Wine itself takes
    read -r _ baseline_kb _ < <(sed -n 2p "$BUILD/wine/baseline")
    [ "$baseline_kb" -gt 2048 ]
    run --separate-stderr timeout 300 "$ROOT/scripts/judge" --brief hdu2553 "$ROOT/solutions/hdu2553.c"
    IFS=$tab read -r verdict _ _ max_kb _ <<<"$output"
    [ "$verdict" = AC ]
    [ "$max_kb" -lt 2048 ]
    # G++ too; MS VC++ stays refused
    run --separate-stderr timeout 300 "$ROOT/scripts/judge" --brief --compiler G++ hdu2553 "$FIXTURES/hdu2553-itoa.c"
    [ "${output%%"$tab"*}" = AC ]
    # without --verbose (a CE, which runs nothing): the build in one line, no details of Wine,
    # its unpublished compiler said plainly in Chinese
    run env LANG=zh_CN.UTF-8 timeout 120 "$ROOT/scripts/judge" --verbose hdu2553 "$BATS_TEST_DIRNAME/fixtures/words/gbk-ce.c"
    [[ $output == *"那里是 没有公布的编译器的；"* && $output != *"它那里是 它自己的"* ]]
    run timeout 120 "$ROOT/scripts/judge" hdu2553 "$BATS_TEST_DIRNAME/fixtures/words/gbk-ce.c"
    [[ $output == *", as HDU Online Judge runs it on Windows"* ]]
    [[ $output != *"what still differs"* && $output != *"under Wine: "* ]]
    [[ $output == *"warning: "* || $output != *"Sandbox: "* ]]
    run --separate-stderr "$ROOT/scripts/judge" --compiler C hdu2553 "$ROOT/solutions/hdu2553.c"
    [ "$status" -eq 2 ]
    [[ $stderr == *"MS VC++, which this judge cannot emulate"* ]]
}

@test "a Windows program's children, which Wine's CreateProcess leaves to PID 1, are charged their CPU time (TLE), as root and as nobody" {
    local as
    for as in $(as_root_and_nobody); do
        # four children busy for 400 ms each under a 1000 ms limit
        wine_children "$as" -t 1000 -w 20000 -m 65536 -- cpu 4 400
        [ "$status" -eq 0 ]
        [ "${report[limit]}" = cpu ]
        [ "${report[cpu_ms]}" -gt 1000 ]
        # one child busy for 300 ms: within the limit, and its time in cpu_ms
        wine_children "$as" -t 1000 -w 20000 -m 65536 -- cpu 1 300
        [ "${report[status]} ${report[code]} ${report[limit]}" = "exited 0 none" ]
        [ "${report[cpu_ms]}" -ge 300 ]
    done
}

@test "a Windows program's children are counted as its memory (MLE: two holding 100 MB each under 32 MB), as root and as nobody" {
    local as
    for as in $(as_root_and_nobody); do
        wine_children "$as" -t 5000 -w 20000 -m 32768 -- memory 2 100
        [ "$status" -eq 0 ]
        [ "${report[limit]}" = mem ]
        [ "${report[mem_kb]}" -gt 32768 ]
    done
}

@test "what a Windows program writes into C: (Wine's prefix, a tmpfs) is counted as its memory, as root and as nobody" {
    local as
    for as in $(as_root_and_nobody); do
        # 12 MB written to C:\fill.bin under 16 MB (an empty program: about 10 MB)
        wine_children "$as" -t 5000 -w 20000 -m 16384 -- drive-c 12
        [ "$status" -eq 0 ]
        [ "${report[limit]}" = mem ]
        [ "${report[mem_kb]}" -gt 16384 ]
    done
}

@test "without MinGW-w64 (or with JUDGE_WINDOWS=0) the report says so, names the command that installs it, and judges the Linux build" {
    run env MINGW_CC=/nonexistent/x86_64-w64-mingw32-gcc timeout 300 "$ROOT/scripts/judge" hdu2553 "$FIXTURES/hdu2553-i64d.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"HDU Online Judge runs this option on Windows; the Windows run is not available (MinGW-w64 gcc not installed here: sudo apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64"*"judged with the Linux build"* ]]
    [[ $(grep -m 1 '^Compiler: ' <<<"$output") == "Compiler: HDU Online Judge, 'GCC' (its compiler not published): ${CC:-gcc} -O2 -DONLINE_JUDGE -o prog Main.c -lm"* ]]
    [[ $output == *"Presentation Error (PE) on case"* ]]
    run env JUDGE_WINDOWS=0 timeout 300 "$ROOT/scripts/judge" hdu2553 "$ROOT/solutions/hdu2553.c"
    [ "$status" -eq 0 ]
    [[ $output == *"the Windows run is not available (JUDGE_WINDOWS=0 asks for the Linux build)"* ]]
    # the judges that do not run Windows are left as they were, and ensure-windows leaves them
    run timeout 300 "$ROOT/scripts/judge" uva750 "$ROOT/solutions/uva750.c"
    [[ $output != *Windows* ]]
    run "$ROOT/scripts/ensure-windows" uva750
    [ "$status" -eq 0 ]
    [ -z "$output" ]
}

# corpus_under_wine AS: the legitimate corpus programs of fixtures/judge/corpus that a contest
# student writes for Windows judges too (iostreams, exceptions, the STL, random_device, chrono,
# time zones, big arrays and mallocs, qsort, printf of doubles), compiled with MinGW-w64 as the
# judge compiles them into $WINE_CORPUS (with copies of the sandbox, the prefix and judge-sum's
# first sample, which nobody can reach there whatever folder holds the repository), each run
# in the Windows box as the user of the tests (AS self) or as nobody; prints PROGRAM and the
# report for each that is not a clean exit with the right output (Windows' \r\n read as \n).
corpus_under_wine() {
    local as=() runs
    [ "$1" != nobody ] || as=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    runs=$(mktemp -d "$WINE_CORPUS/runs.$1.XXXXXX")
    chmod 0777 "$runs"
    find "$WINE_CORPUS" -maxdepth 1 -name '*.exe' | sort | xargs -P 2 -I {} "${as[@]}" bash -c '
        dir=$(mktemp -d "$2/run.XXXXXX")
        cp "$1" "$dir/prog.exe"
        report=$("$3/sandbox" -d "$dir" -i "$3/sample.in" -o "$dir.out" -e "$dir.err" -t 5000 \
            -w 20000 -m 262144 -f 2000000 -W "$3/template" -- /usr/lib/wine/wine64 prog.exe)
        case $report in
        "status=exited code=0 "*"limit=none syscall=none"*)
            tr -d "\r" <"$dir.out" | cmp -s - "$3/sample.out" || echo "${1##*/} wrong output" ;;
        *) echo "${1##*/} $report; stderr: $(head -c 300 "$dir.err")" ;;
        esac' _ {} "$runs" "$WINE_CORPUS"
}

@test "nothing legitimate is refused under Wine: C and C++ programs of the corpus run right, as root and as nobody" {
    local name compiler standard
    WINE_CORPUS=$(mktemp -d /tmp/wine-corpus.XXXXXX)
    for name in iostream-sync.cpp iostream-nosync.cpp exceptions.cpp map-set-pq.cpp \
        unordered-map.cpp random-device-mt19937.cpp chrono.cpp string-conversions.cpp \
        atexit.cpp localtime.c time-rand.c malloc-realloc.c qsort-bsearch.c printf-double.c \
        static-global-40mb.c math.c; do
        compiler=x86_64-w64-mingw32-gcc standard=-std=gnu11
        [[ $name == *.c ]] || compiler=x86_64-w64-mingw32-g++ standard=-std=gnu++17
        "$compiler" "$standard" -O2 -static -o "$WINE_CORPUS/${name%.*}.exe" \
            "$ROOT/scripts/tests/fixtures/judge/corpus/$name" -lm &
    done
    wait
    [ "$(find "$WINE_CORPUS" -maxdepth 1 -name '*.exe' | wc -l)" -eq 16 ]
    cp "$(build_tool judging/sandbox)" "$WINE_CORPUS/sandbox"
    cp -R "$("$ROOT/scripts/judging/wine-prefix")" "$WINE_CORPUS/template"
    cp "$ROOT/scripts/tests/fixtures/judge/testdata/judge-sum/sample-1.in" "$WINE_CORPUS/sample.in"
    cp "$ROOT/scripts/tests/fixtures/judge/testdata/judge-sum/sample-1.out" "$WINE_CORPUS/sample.out"
    chmod -R a+rwX "$WINE_CORPUS"
    run corpus_under_wine self
    echo "$output"
    [ -z "$output" ]
    if [ "$(id -u)" = 0 ]; then
        run corpus_under_wine nobody
        echo "as nobody: $output"
        [ -z "$output" ]
    fi
    rm -rf "$WINE_CORPUS"
}

# The system-call filter of a Windows run (seccomp=wine) and its keyrings.

# wine_box AS FIXTURE [ARG...]: fixtures/wine/FIXTURE.c built with MinGW-w64 and run under
# Wine in the sandbox's box (sandbox -W, the prefix of build/wine), as the user of the tests
# (AS self) or as nobody, under `keyring hold planted` (sandbox.bats): the caller's session
# keyring holds the key planted, which its user keyring holds too (hold_user_keyrings first). Sets status, output (the
# report, then what the caller's keyrings hold afterwards) and stdout (the program's).
wine_box() {
    local as=$1 fixture=$2 work prefix=()
    shift 2
    hold_user_keyrings
    work=$(mktemp -d /tmp/wine-box.XXXXXX)
    mkdir "$work/box"
    x86_64-w64-mingw32-gcc -O2 -static -o "$work/box/prog.exe" "$BATS_TEST_DIRNAME/fixtures/wine/$fixture.c" -lws2_32
    "${CC:-gcc}" -std=c11 -O2 -o "$work/holder" "$BATS_TEST_DIRNAME/fixtures/sandbox/keyring.c"
    cp -R "$BUILD/wine/template" "$work/template"
    cp "$(build_tool judging/sandbox)" "$work/sandbox"
    chmod -R a+rwX "$work"
    [ "$as" != nobody ] || prefix=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
    run --separate-stderr timeout 60 "${prefix[@]}" "$work/holder" hold planted "$work/sandbox" \
        -d "$work/box" -i /dev/null -o "$work/out" -e "$work/err" -t 10000 -w 20000 -m 262144 \
        -W "$work/template" -- /usr/lib/wine/wine64 prog.exe "$@"
    stdout=$(tr -d '\r' <"$work/out" 2>/dev/null || true)
    echo "as $as: $fixture $*: status $status: $output (stderr: $stderr); program: $stdout"
    rm -rf "$work"
}

# syscall_number NAME: the number of system call NAME on this machine.
syscall_number() {
    printf '#include <sys/syscall.h>\n__NR_%s\n' "$1" | "${CC:-gcc}" -E -P - | tail -n 1
}

@test "seccomp=wine: a Windows program's own keyctl (the syscall instruction, past Wine) is a forbidden call; it finds no key of the caller's and leaves none (root and nobody)" {
    local as
    for as in $(as_root_and_nobody); do
        wine_box "$as" keyring planted
        [ "$status" -eq 0 ]
        [[ $output == "status=signaled code=0 signal=9 "*" syscall=$(syscall_number keyctl) "* ]]
        [[ $stdout != *found* ]]
        [[ $output == *$'\nsession: planted\nuser: planted' ]] # nothing added by the program
    done
}

@test "seccomp=wine: a socket of AF_VSOCK (raw) or of AF_INET (Winsock) is a forbidden call; WSAStartup alone runs (root and nobody)" {
    local as
    for as in $(as_root_and_nobody); do
        wine_box "$as" vsock
        [[ $output == "status=signaled code=0 signal=9 "*" syscall=$(syscall_number socket) "* ]]
        [ -z "$stdout" ]
        wine_box "$as" winsock socket
        [[ $output == "status=signaled code=0 signal=9 "*" syscall=$(syscall_number socket) "* ]]
        [ "$stdout" = "WSAStartup 0" ]
        wine_box "$as" winsock
        [[ $output == "status=exited code=0 "*" syscall=none "* ]]
        [ "$stdout" = "WSAStartup 0" ]
    done
}

@test "seccomp=wine: any other call fails with ENOSYS, so that Wine falls back: a thread of CreateThread (clone3, then clone) runs (root and nobody)" {
    local as
    for as in $(as_root_and_nobody); do
        wine_box "$as" thread
        [[ $output == "status=exited code=0 "*" syscall=none "* ]]
        [ "$stdout" = "thread 42" ]
    done
}

@test "seccomp=wine: a Windows program's own uname and sysinfo (past Wine) get the box's facts, not the machine's kernel, memory or process count (root and nobody)" {
    local as
    for as in $(as_root_and_nobody); do
        wine_box "$as" host-facts
        [[ $output == "status=exited code=0 "* ]]
        [ "$stdout" = "release=6.0.0 nodename=box totalram_kb=262144 procs=1" ]
    done
}
