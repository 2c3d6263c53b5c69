# shellcheck shell=bash
# The Windows run (sourced by scripts/judge, after 3-compile.sh; uses its judge_id, option_label,
# option_flags, sandbox, sandbox_features, scratch, BUILD, visible, say and die). The options
# that judges.txt marks `windows` (POJ's, HDU's and Lanqiao's GCC and G++) are compiled with
# MinGW-w64 (with the stack the row gives) and
# their .exe runs under Wine in the program's box (sandbox -W); scripts/judging/README.md,
# "Windows judges: MinGW-w64 and Wine", says how and what still differs from the real judge.
#
# Wine's own start-up (its loader, ntdll, kernel32 and msvcrt mapped, the wineserver's first
# request) costs CPU time and memory that a program on the real judge does not pay: it is
# measured once with an empty program under the same box and accounting (windows_baseline),
# added to the limits the sandbox applies and taken off what the report shows, so that the
# program is charged what it uses beyond an empty program, as on Windows.

WINDOWS_CC=${MINGW_CC:-x86_64-w64-mingw32-gcc} # MINGW_CC, MINGW_CXX: other MinGW-w64 compilers
WINDOWS_CXX=${MINGW_CXX:-x86_64-w64-mingw32-g++}
WINE_LOADER=/usr/lib/wine/wine64
WINE_SERVER=/usr/lib/wine/wineserver64
WINDOWS_STACK_BYTES=2097152 # the PE's default stack reserve (GNU ld for PE: 0x200000)
WINDOWS_FLAGS=(-static)      # and -Wl,--stack,BYTES: the windows row's, or the default
WINDOWS_SHIM=judge-shim.o    # linked into the program: scripts/judging/windows-shim.c
WINDOWS_BASELINE_RUNS=5
WINDOWS_STARTED='judge: started' # the shim's line on stderr before the program's code runs
WINDOWS_INSTALL='sudo apt-get install gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64 (or make judge as root)'

windows_run=0        # 1: the chosen option is compiled and run as a Windows build
windows_unavailable= # why a Windows option is judged with the Linux build instead
program_file=prog    # the compiled program's name in its folder
run_command=(./prog) # what the sandbox runs in the program's box
sandbox_run_options=()
baseline_cpu_ms=0 baseline_kb=0 baseline_wall_ms=0
windows_restarted=() # the cases run again because Wine did not start the program

# windows_option: whether judges.txt says the chosen option runs on Windows (windows_options,
# read by 1-settings.sh); sets
# windows_stack_bytes to the stack its row gives.
windows_option() {
    local row label stack
    for row in "${windows_options[@]}"; do
        IFS=$'\t' read -r label stack _ <<<"$row"
        [ "$label" = "$option_label" ] || continue
        windows_stack_bytes=${stack:-$WINDOWS_STACK_BYTES}
        [[ $windows_stack_bytes =~ ^[1-9][0-9]*$ ]] || windows_stack_bytes=$WINDOWS_STACK_BYTES
        return 0
    done
    return 1
}

# windows_missing: what the Windows run needs and this machine lacks, as words.
windows_missing() {
    local missing=()
    command -v "$WINDOWS_CC" >/dev/null 2>&1 || missing+=(MinGW-w64 gcc)
    command -v "$WINDOWS_CXX" >/dev/null 2>&1 || missing+=(MinGW-w64 g++)
    [ -x "$WINE_LOADER" ] && [ -x "$WINE_SERVER" ] || missing+=(Wine)
    printf '%s' "${missing[*]}"
}

# choose_windows_run: after choose_option, whether this judgement is a Windows run; sets
# windows_run, the program's name and command, and the limits' baseline; or
# windows_unavailable, when the option runs on Windows but this machine cannot (the judge then
# uses the Linux build, and says so). JUDGE_WINDOWS=0 asks for the Linux build.
choose_windows_run() {
    local missing template
    windows_option || return 0
    if [ "${JUDGE_WINDOWS:-1}" = 0 ]; then
        sayv windows_unavailable 'JUDGE_WINDOWS=0 asks for the Linux build'
        return 0
    fi
    missing=$(windows_missing)
    if [ -n "$missing" ]; then
        sayv windows_unavailable '%s not installed here: %s' "$missing" "$WINDOWS_INSTALL"
        return 0
    fi
    if [[ " $sandbox_features " != *" root=own "* ]]; then
        sayv windows_unavailable "the box has no root of its own on this machine, which Wine's prefix needs"
        return 0
    fi
    template=$("$ROOT/scripts/judging/wine-prefix") || die "cannot make Wine's prefix (scripts/judging/wine-prefix)"
    windows_run=1
    option_flags+=("${WINDOWS_FLAGS[@]}" "-Wl,--stack,$windows_stack_bytes")
    program_file=prog.exe
    run_command=("$WINE_LOADER" prog.exe)
    sandbox_run_options=(-W "$template")
    windows_baseline
}

# windows_compiler: the MinGW-w64 compiler for the option's language, as compiler_words sets it.
windows_compiler() {
    if [ "$option_language" = c ]; then compiler=("$WINDOWS_CC"); else compiler=("$WINDOWS_CXX"); fi
}

# windows_shim: the shim object, built when missing or stale. Wine 8 ends a program whose stack
# overflowed with exit status 1 and no word (its exception handler runs out of stack too); the
# shim's vectored handler, which runs first, ends it with Windows' own code, 0xC00000FD.
windows_shim() {
    local source="$ROOT/scripts/judging/windows-shim.c" object="$BUILD/wine/$WINDOWS_SHIM"
    if [ ! -f "$object" ] || [ "$source" -nt "$object" ]; then
        mkdir -p "$BUILD/wine"
        "$WINDOWS_CC" -O2 -Wall -Wextra -Werror -c -o "$object.$$" "$source" ||
            die 'cannot build %s' scripts/judging/windows-shim.c
        mv "$object.$$" "$object"
    fi
    printf '%s\n' "$object"
}

# windows_link_objects FOLDER: puts the shim into FOLDER and prints its name, for the link.
windows_link_objects() {
    [ "$windows_run" = 1 ] || return 0
    cp -- "$(windows_shim)" "$1/$WINDOWS_SHIM"
    chmod 644 "$1/$WINDOWS_SHIM"
    printf '%s\n' "$WINDOWS_SHIM"
}

# windows_baseline: sets baseline_cpu_ms, baseline_kb and baseline_wall_ms, the medians of an
# empty program's runs under the Windows run's box, measured once per prefix and sandbox into
# $BUILD/wine/baseline.
windows_baseline() {
    local file="$BUILD/wine/baseline" key work runs i measures field
    key="$(cksum <"$sandbox" | cut -d ' ' -f 1) $(cat "$BUILD/wine/stamp")"
    if [ "$(sed -n 1p "$file" 2>/dev/null)" != "$key" ]; then
        work=$(mktemp -d "$scratch/baseline.XXXXXX")
        printf 'int main(void) { return 0; }\n' >"$work/empty.c"
        "$WINDOWS_CC" -O2 "${WINDOWS_FLAGS[@]}" -o "$work/prog.exe" "$work/empty.c" "$(windows_shim)" ||
            die 'cannot build the empty Windows program'
        mkdir "$work/box"
        for ((i = 0; i < WINDOWS_BASELINE_RUNS; i++)); do
            cp "$work/prog.exe" "$work/box/prog.exe"
            measures=$("$sandbox" -d "$work/box" -i /dev/null -o "$work/out" -e "$work/err" -t 10000 \
                -w 20000 -m 262144 -f 1048576 "${sandbox_run_options[@]}" -- "${run_command[@]}") ||
                die 'the sandbox could not run Wine: %s' "$(head -c 2000 "$work/err" | "$visible" -n 1)"
            [[ " $measures " == *" status=exited code=0 "* ]] ||
                die 'an empty Windows program failed under Wine: %s' "$measures"
            for field in $measures; do
                case $field in cpu_ms=* | mem_kb=* | wall_ms=*) printf '%s ' "${field#*=}" ;; esac
            done
            echo
        done >"$work/runs"
        {
            printf '%s\n' "$key"
            for i in 1 2 3; do sort -n -k "$i,$i" "$work/runs" | awk -v f="$i" -v n="$WINDOWS_BASELINE_RUNS" 'NR == int((n + 1) / 2) { printf "%s ", $f }'; done
            echo
        } >"$file.$$"
        mv "$file.$$" "$file"
    fi
    # the second line holds cpu_ms, mem_kb and wall_ms
    read -r baseline_cpu_ms baseline_kb baseline_wall_ms < <(sed -n 2p "$file")
}

# windows_charged: after a Windows run, time_ms and memory_kb less Wine's start-up (at least 0).
windows_charged() {
    [ "$windows_run" = 1 ] || return 0
    time_ms=$((time_ms > baseline_cpu_ms ? time_ms - baseline_cpu_ms : 0))
    memory_kb=$((memory_kb > baseline_kb ? memory_kb - baseline_kb : 0))
}

# windows_started INPUT: after a Windows run on INPUT, 1 when it ended with a nonzero exit
# status before the shim's mark (WINDOWS_STARTED, written before the program's own code runs)
# reached stderr: Wine failed to start it (seen about once in 60 judgements on a busy machine),
# and the case is run once more, the case's name kept for windows_restart_note; else 0.
windows_started() {
    [ "$windows_run" = 1 ] || return 0
    [[ " $measures " == *" status=exited code="* ]] && [[ " $measures " != *" code=0 "* ]] || return 0
    head -c 4096 "$scratch/err" | grep -a -q -x -- "$WINDOWS_STARTED" && return 0
    windows_restarted+=("$(basename -- "$1" .in)")
    return 1
}

# windows_restart_note: the line that names the cases run again (windows_started), if any.
windows_restart_note() {
    [ ${#windows_restarted[@]} -gt 0 ] || return 0
    say "Run again: %s (the run ended before the program's first instruction: Wine failed to start it, or a constructor of the program ended it)\n" \
        "$(printf '%s\n' "${windows_restarted[@]}" | paste -sd ' ')"
}

# windows_unloaded: for a Windows run whose .exe alone passes the memory limit, the
# observations of a program refused before it ran (run_status not-run, run_limit mem,
# memory_kb), as the sandbox reports a Linux program (sandbox.c oversized_program_kb): the box
# holds a copy of the file, and the limit the sandbox applies is raised by Wine's start-up,
# which the file must not use; 1 otherwise.
windows_unloaded() {
    [ "$windows_run" = 1 ] || return 1
    [ -n "${windows_program_kb:-}" ] || windows_program_kb=$((($(stat -c %s -- "$program") + 1023) / 1024))
    [ "$windows_program_kb" -gt "$memory_limit_kb" ] || return 1
    run_status=not-run run_limit=mem memory_kb=$windows_program_kb
}

# windows_exception: after a Windows run that ended with a nonzero exit status, sets
# wine_exception to what Wine's line on stderr names (`wine: Unhandled page fault on read
# access ...`: page fault on read access ...), for decide_windows_exit (6-verdict.sh).
windows_exception() {
    [ "$windows_run" = 1 ] || return 0
    wine_exception=$(head -c 65536 "$scratch/err" | grep -a -m 1 -o '^wine: Unhandled [a-z ]*' | sed 's/^wine: Unhandled //; s/ on$//' || true)
}

# windows_cause_words KIND: the likely cause of decide_windows_exit's verdict, in words.
windows_cause_words() {
    case $1 in
    stack-overflow)
        say 'stack overflow: a recursion too deep, or large local arrays: on Windows the stack is the %d MB the .exe reserves, not the memory limit; make the arrays global or the recursion a loop' \
            "$((windows_stack_bytes / 1048576))"
        ;;
    access-violation) say "an access outside the program's memory: an array index out of range, a bad or null pointer" ;;
    division-by-zero) say 'an integer division or remainder by zero' ;;
    windows-exception) say 'the program ended with a Windows exception' ;;
    esac
}

# windows_detail: after a verdict from a Windows exit status without an unhandled exception,
# Wine's last word on stderr, as detail, when it said one.
windows_detail() {
    local wine_said
    [ -z "$wine_exception" ] || return 0
    wine_said=$(head -c 65536 "$scratch/err" | grep -a -m 1 '^wine: ' | "$visible" -n 1 -w 200 || true)
    [ -z "$wine_said" ] || detail=$(say "Wine's last word on stderr: %s" "$wine_said")
}

# windows_compiler_note: the line under Compiler: that says how the file runs; with
# --verbose, what still differs from the judge's own compiler and C library.
windows_compiler_note() {
    local theirs
    sayv theirs "%s's" "$option_compiler"
    [ "$option_compiler" != "not published" ] || sayv theirs 'its own compiler'"'"'s (not published)'
    if [ "$windows_run" = 1 ]; then
        compiler_words
        report '  a Windows build (MinGW-w64 GCC %s, -static, a stack of %d MB) run under %s, as %s runs it on Windows\n' \
            "$("${compiler[0]}" -dumpversion | sed 's/-.*//')" "$((windows_stack_bytes / 1048576))" \
            "$("$WINE_LOADER" --version)" "$judge_name"
        [ "$verbose" = 0 ] ||
            report "  what still differs from %s: MinGW-w64's GCC %s headers and libraries where it has %s, Wine's msvcrt where it has Windows' own\n" \
                "$judge_name" "$("${compiler[0]}" -dumpversion | sed 's/[.-].*//')" "$theirs"
    elif [ -n "$windows_unavailable" ]; then
        report '  %s runs this option on Windows; the Windows run is not available (%s): judged with the Linux build, where long has 64 bits, printf knows no %%I64d, itoa and <conio.h> are missing and the stack is the memory limit\n' \
            "$judge_name" "$windows_unavailable"
    fi
}

# windows_sandbox_note: what the Sandbox: line adds for a Windows run (with --verbose).
# The layers it names are those the Sandbox: line shows: the uid only as root, the memory
# cgroup or the watch.
windows_sandbox_note() {
    local held
    [ "$windows_run" = 1 ] || return 0
    case "$sandbox_features" in
    *user=own*memory=cgroup*) sayv held 'the namespaces, the root, Landlock, the uid, the memory cgroup and the limits' ;;
    *user=own*) sayv held 'the namespaces, the root, Landlock, the uid, the memory watch and the limits' ;;
    *memory=cgroup*) sayv held 'the namespaces, the root, Landlock, the memory cgroup and the limits' ;;
    *) sayv held 'the namespaces, the root, Landlock, the memory watch and the limits' ;;
    esac
    report "  under Wine: a system-call filter of its own (seccomp=wine: Wine's calls pass; the keyrings, tracing, mounts, namespaces and every socket but a Unix one are forbidden calls; any other call fails with ENOSYS); %s hold too; a process limit of 128, not 1 (Wine's threads and wineserver); Wine's start-up (%d ms of CPU, %d KB, measured with an empty program) is not charged\n" \
        "$held" "$baseline_cpu_ms" "$baseline_kb"
}
