#!/usr/bin/env bats
# The Windows run (scripts/judging/windows.sh, scripts/judging/README.md "Windows judges:
# MinGW-w64 and Wine"): POJ's and HDU's GCC and G++ compiled with MinGW-w64 and run under Wine
# in the box. Each student file of fixtures/windows gets the verdict Windows gives it and, with
# JUDGE_WINDOWS=0, the one a Linux build gives it; a Windows build cannot read the test data;
# the report says what runs and what is charged. `make check` installs MinGW-w64 and Wine
# (scripts/ensure-windows): without them this suite fails, it never passes on the Linux build.

bats_require_minimum_version 1.5.0

setup() {
    ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
    # shellcheck source=scripts/lib.sh
    . "$ROOT/scripts/lib.sh"
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/windows"
    tab=$'\t'
}

# windows_brief ID FILE: `scripts/judge --brief` of FILE on ID as a Windows run, then as a
# Linux build: `FILE<TAB>WINDOWS-VERDICT<TAB>LINUX-VERDICT`.
windows_brief() {
    printf '%s\t%s\t%s\n' "$2" \
        "$(timeout 300 "$ROOT/scripts/judge" --brief --first-failure "$1" "$2" 2>/dev/null | cut -f 1)" \
        "$(JUDGE_WINDOWS=0 timeout 300 "$ROOT/scripts/judge" --brief --first-failure "$1" "$2" 2>/dev/null | cut -f 1)"
}
export -f windows_brief

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
    [ "$(find "$FIXTURES" -name '*.c' | wc -l)" -eq $((count + 2)) ] # and the two below
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
    run timeout 300 "$ROOT/scripts/judge" poj2676 "$ROOT/solutions/poj2676.c"
    echo "$output"
    [ "$status" -eq 0 ]
    # (the line by its name: a first run prints first that it makes the stress cases)
    [[ $(grep -m 1 '^Compiler: ' <<<"$output") == "Compiler: PKU JudgeOnline (POJ), 'GCC' (MinGW GCC 3.4.2 there): x86_64-w64-mingw32-gcc -std=gnu89 -O2 -DONLINE_JUDGE -static -Wl,--stack,2097152 -o prog.exe Main.c -lm "* ]]
    [[ $output == *"a Windows build (MinGW-w64 GCC 12"*"run under wine-"*"MinGW-w64's GCC 12 headers and libraries where it has MinGW GCC 3.4.2's, Wine's msvcrt where it has Windows' own"* ]]
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
    run --separate-stderr "$ROOT/scripts/judge" --compiler C hdu2553 "$ROOT/solutions/hdu2553.c"
    [ "$status" -eq 2 ]
    [[ $stderr == *"MS VC++, which this judge cannot emulate"* ]]
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

# Issue 38: the system-call filter of a Windows run (seccomp=wine) and its keyrings.

# wine_box AS FIXTURE [ARG...]: fixtures/wine/FIXTURE.c built with MinGW-w64 and run under
# Wine in the sandbox's box (sandbox -W, the prefix of build/wine), as the user of the tests
# (AS self) or as nobody, under `keyring hold planted` (sandbox.bats): the caller's session
# keyring holds the key planted, which its user keyring holds too. Sets status, output (the
# report, then what the caller's keyrings hold afterwards) and stdout (the program's).
wine_box() {
    local as=$1 fixture=$2 work prefix=()
    shift 2
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

# wine_users: self, and nobody when the tests run as root.
wine_users() {
    echo self
    [ "$(id -u)" != 0 ] || ! command -v setpriv >/dev/null || echo nobody
}

@test "seccomp=wine: a Windows program's own keyctl (the syscall instruction, past Wine) is a forbidden call; it finds no key of the caller's and leaves none (root and nobody)" {
    local as
    for as in $(wine_users); do
        wine_box "$as" keyring planted
        [ "$status" -eq 0 ]
        [[ $output == "status=signaled code=0 signal=9 "*" syscall=$(syscall_number keyctl) "* ]]
        [[ $stdout != *found* ]]
        [[ $output == *$'\nsession: planted\nuser: planted' ]] # nothing added by the program
    done
}

@test "seccomp=wine: a socket of AF_VSOCK (raw) or of AF_INET (Winsock) is a forbidden call; WSAStartup alone runs (root and nobody)" {
    local as
    for as in $(wine_users); do
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
    for as in $(wine_users); do
        wine_box "$as" thread
        [[ $output == "status=exited code=0 "*" syscall=none "* ]]
        [ "$stdout" = "thread 42" ]
    done
}
