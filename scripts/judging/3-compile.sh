# shellcheck shell=bash
# Compiling as the problem's judge does (sourced by scripts/judge, after lib.sh; uses its
# judge_id, scratch, source_copy, sandbox, visible, brief, say and die).
#
# The judge's language options come from scripts/judging/judges.txt (`option` rows, read by
# 1-settings.sh into judge_options). A .c
# file gets the judge's first C option, a C++ file its last (newest) C++ option; --compiler
# LABEL picks any option of the judge (its language then decides how the file is compiled).
# The file (the judge's own copy of it, source_copy) is copied to Main.c (or Main.cpp) in a
# fresh folder and compiled there, as HUSTOJ compiles Main.c: no name or path given by the
# user reaches a command line. The compiler runs in the sandbox's compiler box
# (scripts/judging/sandbox.c -C): a root of its own with only the system's compilers, headers
# and libraries and that folder, no network, stdin from /dev/null, a uid of its own, and the
# limits below. A limit passed is a CE that names it.
#
# One compile gives the program and its warnings (-Wall); it stops at the first error
# (-Wfatal-errors: the one to fix first, and a bound on what a macro explosion can print,
# since gcc 12 keeps its JSON until the end and -fmax-errors loses it). gcc writes its diagnostics as JSON
# (-fdiagnostics-format=json), which scripts/judging/diagnostics.c turns into records whose
# fields hold no line break: every cause and warning the report names comes from these
# records (the warning's option, the kind of error, the linker's own lines), never from the
# source text, and a file name made with #line cannot start a line of the report. Every line
# of the compiler's is shown after "  | ".
# An option that judges.txt marks `windows` is compiled by MinGW-w64 into prog.exe, with the
# shim linked in (scripts/judging/windows.sh, which sets compiler_words' compiler, program_file
# and the extra flags).

# <bits/stdc++.h> at -O2 takes g++ 12 and clang++ 14 here about 3 s of CPU and under 512 MiB
# of address space per process: these limits are twice that or more.
# The budget of all the compiles of one judgement (JUDGE_COMPILE_CPU_MS and
# JUDGE_COMPILE_WALL_MS set others, for a slow machine, or the tests).
COMPILE_CPU_MS=${JUDGE_COMPILE_CPU_MS:-20000} # CPU time (each process's at most that too)
COMPILE_WALL_MS=${JUDGE_COMPILE_WALL_MS:-60000} # wall clock
COMPILE_MEMORY_KB=1048576   # address space of each of its processes
COMPILE_FILE_BYTES=67108864 # any file it writes (the object files, the program)
COMPILE_DISK_KB=262144      # everything it writes
COMPILE_LOG_BYTES=1048576   # its messages
COMPILER_LINES=10           # compiler errors shown
WARNING_LINES=12            # warnings shown
FOREIGN_PREFIX='  | '       # marks the compiler's lines in the report

# What is left of the compile budget, in ms (every compile of this judgement draws on it).
compile_cpu_left=$COMPILE_CPU_MS
compile_wall_left=$COMPILE_WALL_MS

# list_options: the judge's options, one a line, as --compilers prints them.
list_options() {
    local row label language compiler flags command
    say 'Options of %s for %s (scripts/judging/judges.txt):\n' "$judge_name" "$id"
    for row in "${judge_options[@]}"; do
        IFS=$'\t' read -r label language compiler flags command <<<"$row"
        if [ "$flags" = - ]; then
            say '  %-16s %-4s %s: not emulated\n' "'$label'" "$language" "$compiler"
        else
            printf '  %-16s %-4s %s: %s\n' "'$label'" "$language" "$compiler" "$command"
        fi
    done
}

# choose_option LANGUAGE LABEL: sets option_label, option_language, option_compiler,
# option_flags (an array) and option_command: the option LABEL (exactly, or the one option
# it starts; letter case ignored) when given, else the default for LANGUAGE.
choose_option() {
    local wanted=${2,,} row label language compiler flags command found=() default= options=
    for row in "${judge_options[@]}"; do
        IFS=$'\t' read -r label language compiler flags command <<<"$row"
        options+="${options:+, }$label"
        if [ -n "$wanted" ]; then
            [ "${label,,}" != "$wanted" ] || { found=("$row") && break; }
            [[ ${label,,} != "$wanted"* ]] || found+=("$row")
        elif [ "$language" = "$1" ] && { [ "$1" = c++ ] || [ -z "$default" ]; }; then
            default=$row
        fi
    done
    [ -z "$wanted" ] || [ ${#found[@]} -ne 0 ] ||
        die "%s has no option '%s'; its options: %s" "$judge_name" "$(shown "$2")" "$options"
    [ -z "$wanted" ] || [ ${#found[@]} -eq 1 ] ||
        die "%s has more than one option '%s'; its options: %s" "$judge_name" "$(shown "$2")" "$options"
    [ -n "$wanted" ] || found=("$default")
    [ -n "${found[0]}" ] || die '%s has no %s option' "$judge_name" "$1"
    IFS=$'\t' read -r option_label option_language option_compiler flags option_command <<<"${found[0]}"
    [ "$flags" != - ] || die "%s's '%s' is %s, which this judge cannot emulate. What students meet there: no long long before VC++ 2003 (use __int64 and printf(\"%%I64d\")), no %%lld in printf, a for-loop variable that outlives its loop, no <stdint.h>. Pick one of its gcc options: %s" \
        "$judge_name" "$option_label" "$option_compiler" "$(command_words compilers)"
    read -r -a option_flags <<<"$flags"
}

# compiler_words: the compiler for option_language ($CC or $CXX, which may carry flags; for a
# Windows run MinGW-w64's, scripts/judging/windows.sh).
compiler_words() {
    if [ "${windows_run:-0}" = 1 ]; then
        windows_compiler
    elif [ "$option_language" = c ]; then
        read -r -a compiler <<<"$CC"
    else
        read -r -a compiler <<<"$CXX"
    fi
}

# main_name: sets main_file, the name the file is compiled under (no subshell: the judge
# names it often).
main_name() {
    if [ "$option_language" = c ]; then main_file=Main.c; else main_file=Main.cpp; fi
}

# compiler_path NAME: sets compiler_file, the compiler's absolute path, which must lie in the
# box's root (found in PATH as command -v finds it, without a subshell; once for each NAME).
compiler_named=
compiler_path() {
    local path=$1
    [ "$compiler_named" != "$1" ] || return 0
    if [[ $1 != */* ]]; then
        hash -- "$1" 2>/dev/null || die "compiler '%s' not found (set CC or CXX)" "$(shown "$1")"
        path=${BASH_CMDS[$1]}
    fi
    [[ -f $path && -x $path ]] || die "compiler '%s' not found (set CC or CXX)" "$(shown "$1")"
    resolve_path compiler_file "$path" || die "compiler '%s' not found (set CC or CXX)" "$(shown "$1")"
    case $compiler_file in
    /usr/bin/* | /usr/lib/* | /usr/libexec/*) ;;
    *) die "the compiler %s lies outside /usr/bin, /usr/lib and /usr/libexec, which the judge's box shows" "$(shown "$compiler_file")" ;;
    esac
    compiler_named=$1
}

# diagnostics_flags: sets diagnostics (an array): gcc's JSON diagnostics, or nothing for a
# compiler without them (clang: its text lines are then read as they are). The compiler is
# told by the name of its file (compiler_file: gcc-12, clang-14), or by its --version when
# the name says neither.
diagnostics_flags() {
    local version name
    compiler_words
    compiler_path "${compiler[0]}"
    diagnostics=(-fdiagnostics-format=json)
    name=${compiler_file##*/}
    case $name in
    *clang*) diagnostics=() ;;
    *gcc* | *g++*) ;;
    *)
        version=$("${compiler[0]}" --version 2>/dev/null) || true
        version=${version%%$'\n'*}
        [[ ${version,,} != *clang* ]] || diagnostics=()
        ;;
    esac
}

# shown_command: sets command_shown, the compile command as the report shows it.
shown_command() {
    compiler_words
    main_name
    command_shown="${compiler[*]} ${option_flags[*]} -o ${program_file:-prog} $main_file -lm"
}

# draw_on_budget: the CPU time and wall time of compile_report (the sandbox's line) drawn
# from what is left of the compile budget.
draw_on_budget() {
    local field
    for field in $compile_report; do
        case ${field%%=*} in
        cpu_ms) compile_cpu_left=$((compile_cpu_left - ${field#*=})) ;;
        wall_ms) compile_wall_left=$((compile_wall_left - ${field#*=})) ;;
        esac
    done
}

# compile_in_box FOLDER LOG [FLAG...]: compiles FOLDER/Main.c or Main.cpp with option_flags
# and FLAGs in the compiler box, the program (unless -fsyntax-only) kept as FOLDER/prog (or
# the program_file that windows.sh names),
# within what is left of the compile budget (which it then draws on); sets compile_report
# (the sandbox's line) and leaves the messages in LOG. Fails when no budget is left.
compile_in_box() {
    launch_compile "$@" || return 1
    await_compile
}

# launch_compile FOLDER LOG [FLAG...]: the compile of compile_in_box started in the
# background (compile_pid; the judge goes on meanwhile), its line kept in LOG.report; fails
# when no budget is left.
launch_compile() {
    local folder=$1 log=$2
    shift 2
    [ "$compile_cpu_left" -gt 0 ] && [ "$compile_wall_left" -gt 0 ] || return 1
    compiler_words
    compiler_path "${compiler[0]}"
    main_name
    compile_log=$log
    "$sandbox" -C -d "$folder" -i /dev/null -o "$log.out" -e "$log" \
        -t "$compile_cpu_left" -w "$compile_wall_left" -m "$COMPILE_MEMORY_KB" \
        -f "$COMPILE_FILE_BYTES" -l "$COMPILE_LOG_BYTES" -s "$COMPILE_DISK_KB" \
        -x "${program_file:-prog}" -- "$compiler_file" "${compiler[@]:1}" \
        "${option_flags[@]}" "$@" -o "${program_file:-prog}" "$main_file" -lm \
        >"$log.report" 2>"$log.sandbox" &
    compile_pid=$!
}

# await_compile: the end of the compile launch_compile started: sets compile_report and draws
# on the budget.
await_compile() {
    local log=$compile_log status=0
    wait "$compile_pid" || status=$?
    compile_pid=''
    [ "$status" = 0 ] ||
        die 'the sandbox could not start the compiler: %s' "$(head -c 4096 "$log.sandbox" | "$visible" -n 1)"
    IFS= read -r compile_report <"$log.report" || true
    [ ! -s "$log.out" ] || cat "$log.out" >>"$log"
    draw_on_budget
}

# stop_compile: at an early exit, a compile still running stopped (its box kills the
# compiler's whole group when it dies).
stop_compile() {
    [ -z "${compile_pid:-}" ] || kill "$compile_pid" 2>/dev/null || true
}

compiled() {
    [[ " $compile_report " == *" status=exited code=0 "* ]]
}

# records LOG: the compiler's messages of LOG as diagnostics.c's records.
records() {
    "$diagnostics_tool" "$COMPILE_LOG_BYTES" <"$1"
}

# text_records FILE: the lines of text (not diagnostics) among the records of FILE: the
# driver's, the assembler's and the linker's own.
text_records() {
    awk -F '\t' '$1 == "text" { print $7 }' "$1"
}

# compile_limit_passed RECORDS: the limit the compile passed, as the sandbox saw it (wall, cpu,
# log: its messages, memory) or as a tool's own line about a pass it started says (cpu,
# process-memory, file, disk); none when it passed none.
compile_limit_passed() {
    case " $compile_report " in
    *" limit=wall "*) echo wall && return ;;
    *" limit=cpu "*) echo cpu && return ;;
    *" limit=fsize "*) echo log && return ;;
    *" limit=mem "*) echo memory && return ;;
    esac
    local tools
    tools=$(text_records "$1")
    if grep -qE -- '^[A-Za-z0-9+._/-]+: (.*: )?(.*CPU time limit exceeded|Killed signal terminated)' <<<"$tools"; then
        echo cpu
    elif grep -qiE -- '^[A-Za-z0-9+._/-]+: (.*: )?(.*out of memory|virtual memory exhausted|.*bad_alloc)' <<<"$tools"; then
        echo process-memory
    elif grep -qE -- '^[A-Za-z0-9+._/-]+: (.*: )?.*File size limit exceeded' <<<"$tools"; then
        echo file
    elif grep -qE -- '^[A-Za-z0-9+._/-]+: (.*: )?.*No space left on device' <<<"$tools"; then
        echo disk
    else
        echo none
    fi
}

# compile_limit_words LIMIT: what CE says of the compile limit LIMIT (compile_limit_passed's).
compile_limit_words() {
    case $1 in
    wall) say 'the compiles ran past their time limit (%d s in all)' "$((COMPILE_WALL_MS / 1000))" ;;
    cpu) say 'the compiler passed its CPU time limit (%d s in all)' "$((COMPILE_CPU_MS / 1000))" ;;
    log) say "the compiler's messages passed %d KB; a macro or a template that explodes?" "$((COMPILE_LOG_BYTES / 1024))" ;;
    memory) say 'the compiler passed its memory limit (%d MB in all)' "$(((COMPILE_MEMORY_KB + COMPILE_DISK_KB) / 1024))" ;;
    process-memory) say 'the compiler passed its memory limit (%d MB per process)' "$((COMPILE_MEMORY_KB / 1024))" ;;
    file) say 'a file the compiler wrote passed %d MB' "$((COMPILE_FILE_BYTES / 1048576))" ;;
    disk) say "the compiler's files passed %d MB in all" "$((COMPILE_DISK_KB / 1024))" ;;
    esac
}

# rendered RECORDS KINDS: the records of the kinds matched by the regular expression KINDS,
# with their notes, as the compiler's lines: FILE:LINE:COLUMN: KIND: MESSAGE [OPTION], and
# under a diagnostic of the file itself its line of source; the lines of text as they are;
# none about the command-line flags (which a judge's fixed flags cause and the student cannot
# fix) or the symbols the judge traced.
rendered() {
    main_name
    awk -F '\t' -v kinds="$2" -v main="$main_file" '
        NR == FNR { source[FNR] = $0; next }
        $7 ~ /command[- ]line option/ || $7 ~ /^.*: (reference to|definition of) _ZSt/ { next }
        $1 == "text" && $7 ~ /^compilation terminated/ { next }
        $2 == 0 { keep = $1 ~ kinds }
        !keep { next }
        {
            where = $4 == "-" ? "" : $4 ":" $5 ":" $6 ": "
            if ($1 == "text") { print $7; next }
            printf "%s%s%s: %s%s\n", ($2 > 0 ? "  " : ""), where, $1, $7, ($3 == "-" ? "" : " [" $3 "]")
            if ($2 == 0 && $4 == main && ($5 in source)) printf "%6d | %s\n", $5, source[$5]
        }' "$shown_source" "$1"
}

# choose_shown_source: sets shown_source, the file whose lines the report quotes under a
# diagnostic: the source copy itself, or for a file that is not valid UTF-8 but is valid GBK
# (the encoding of a Chinese Windows editor's files) its text decoded from GBK by iconv, and
# then source_encoding=GBK: the report shows the characters, not the bytes as \xNN escapes and
# stray characters (which is what GBK read as UTF-8 gives). Called only where a diagnostic is
# shown (a CE, warnings): a clean compile starts no iconv.
choose_shown_source() {
    shown_source=$source_copy source_encoding=
    iconv -f UTF-8 -t UTF-8 <"$source_copy" >/dev/null 2>&1 && return 0
    iconv -f GBK -t UTF-8 <"$source_copy" >"$scratch/source.utf8" 2>/dev/null || return 0
    shown_source="$scratch/source.utf8" source_encoding=GBK
}

# encoding_note: after quoted lines of a GBK file, that they were decoded.
encoding_note() {
    [ "$source_encoding" != GBK ] || say '  (the file is in GBK, not UTF-8: its lines are shown decoded from GBK)\n'
}

# option_used RECORDS PATTERN: whether a diagnostic's option or message matches PATTERN
# (an extended regular expression on "OPTION<TAB>MESSAGE").
option_used() {
    awk -F '\t' '$1 != "text" { print $3 "\t" $7 }' "$1" | grep -qE -- "$2"
}

# old_headers: whether option_compiler is a gcc of 4.2 or older, whose C++ headers brought in
# more than today's (memset, strlen and abs through <iostream>, say).
old_headers() {
    [[ $option_compiler =~ ([0-9]+)\.([0-9]+) ]] || return 1
    [ "${BASH_REMATCH[1]}" -lt 4 ] || { [ "${BASH_REMATCH[1]}" -eq 4 ] && [ "${BASH_REMATCH[2]}" -le 2 ]; }
}

# leniency_note RECORDS: for an old compiler, what a missing declaration means there. The
# compile stops at its first error, before gcc's note on the header that declares the name;
# so, only then, one more compile (text messages, one error, within the budget) asks for it.
leniency_note() {
    local missing folder="$scratch/headers"
    old_headers && option_used "$1" $'\t.*was not declared' || return 0
    mkdir -p "$folder"
    main_name
    install -m 644 -- "$source_copy" "$folder/$main_file"
    compile_in_box "$folder" "$scratch/headers.log" -fsyntax-only -fmax-errors=1 \
        -fno-diagnostics-show-caret || return 0
    missing=$(sed -n "s/.*note: '\([A-Za-z_0-9:]*\)' is defined in header '\(<[a-z_.]*>\)'.*/\1 \2/p" \
        "$scratch/headers.log" | sort -u | head -n 3 | paste -s -d ';' - | sed 's/;/, /g')
    [ -n "$missing" ] || return 0
    say "note: %s (%s) has older headers, which declared more than today's (memset or abs through <iostream>): the real judge may accept this file as it is. Missing here: %s. Include the header named, and the file compiles on every compiler.\n" \
        "$judge_name" "$option_compiler" "$(printf '%s' "$missing" | "$visible" -n 1)"
}

# suggest_option FOLDER: after a CE, the first other option of the judge under which the file
# compiles (the same language first, the newest first), as a line to print; each try draws on
# the compile budget, and none is made once it is spent.
suggest_option() {
    local folder=$1 row label language compiler flags command chosen=$option_label
    local saved_language=$option_language saved_flags=("${option_flags[@]}") i same tries=()
    for same in yes no; do # the same language first, the newest (the last row) first
        for ((i = ${#judge_options[@]} - 1; i >= 0; i--)); do
            IFS=$'\t' read -r _ language _ <<<"${judge_options[i]}"
            if [ "$language" = "$option_language" ]; then row=yes; else row=no; fi
            [ "$row" != "$same" ] || tries+=("${judge_options[i]}")
        done
    done
    mkdir -p "$folder"
    for row in "${tries[@]}"; do
        IFS=$'\t' read -r label language compiler flags command <<<"$row"
        [ "$label" != "$chosen" ] && [ "$flags" != - ] || continue
        option_language=$language
        read -r -a option_flags <<<"$flags"
        rm -f "$folder"/Main.*
        main_name
        install -m 644 -- "$source_copy" "$folder/$main_file"
        compile_in_box "$folder" "$scratch/suggest.log" -fsyntax-only || break
        if compiled; then
            say "It compiles under %s's '%s': pick that on the submit page (here: %s).\n" \
                "$judge_name" "$label" "$(command_words compiler "$label")"
            break
        fi
    done
    option_language=$saved_language
    option_flags=("${saved_flags[@]}")
}

# traced_symbols: sets traced, for C++ the linker's trace of the standard streams, so that the
# report knows from the linker (not from the source text) whether the program uses cin and
# cout.
traced_symbols() {
    traced=()
    [ "$option_language" = c++ ] || return 0
    traced=('-Wl,--trace-symbol=_ZSt3cin' '-Wl,--trace-symbol=_ZSt4cout')
}

# start_compile: the compile of compile_program started (launch_compile), unless the file
# includes a header the option lacks (compile_outcome lacked, compile_lacked; nothing to
# compile). The judge of a Linux build starts it before it collects the cases.
compile_started=0
start_compile() {
    local folder="$scratch/compile" traced=() objects=() lacked
    compile_started=1 compile_outcome=failed compile_limit=none compile_standard=0
    diagnostics_flags
    traced_symbols
    [ "${windows_run:-0}" = 0 ] || mapfile -t objects < <(windows_link_objects "$folder")
    included_lacked "$scratch/lacked"
    compile_lacked=$lacked
    if [ -n "$compile_lacked" ]; then
        compile_outcome=lacked
        return
    fi
    launch_compile "$folder" "$scratch/compile.log" -Wall -Wfatal-errors "${diagnostics[@]}" \
        "${traced[@]}" "${objects[@]}" || die "no compile budget left"
}

# compile_program: the file compiled as the option says, with -Wall, in one compile. It only
# gathers what the compile showed, for decide_verdict (scripts/judging/6-verdict.sh), which
# decides a CE: compile_outcome (compiled; lacked: the option lacks a header the file
# includes, compile_lacked, and nothing was compiled; failed), compile_limit (the limit a
# failed compile passed, compile_limit_passed's: none, wall, cpu, ...) and compile_standard (1
# when the compiler says the file needs a newer standard than the option's: limits.sh). Sets
# program, compile_records (the records of its messages), uses_streams and main_is_void.
compile_program() {
    local folder="$scratch/compile" log="$scratch/compile.log"
    [ "$compile_started" = 1 ] || start_compile
    [ "$compile_outcome" != lacked ] || return 0
    await_compile
    program="$folder/${program_file:-prog}"
    ! compiled || [ ! -f "$program" ] || prepare_runs # its root built while the records are read
    compile_records="$scratch/compile.records"
    if silent_compile "$log"; then # no record to read: no process for them
        : >"$compile_records"
        uses_streams=0 main_is_void=0 compile_warned=0
    else
        read_records "$log"
    fi
    if compiled && [ -f "$program" ]; then
        compile_outcome=compiled
        return
    fi
    choose_shown_source # the file's lines quoted under the errors
    compile_limit=$(compile_limit_passed "$compile_records")
    [ "$compile_limit" != none ] || ! standard_needed "$compile_records" || compile_standard=1
}

# silent_compile LOG: whether the compiler said nothing in LOG: it is empty, or gcc's JSON
# diagnostics with no diagnostic ("[]").
silent_compile() {
    local start=''
    IFS= read -r -d '' -n 4 start <"$1" || true
    [ -z "$start" ] || [ "$start" = $'[]\n' ]
}

# read_records LOG: the records of LOG into compile_records, and what they say, read at once:
# uses_streams (the linker's trace names cin or cout), main_is_void (-Wmain, or C++'s error),
# and for show_warnings whether there is a warning and whether gets is named (as gets_used
# asks).
read_records() {
    records "$1" >"$compile_records"
    read -r uses_streams main_is_void compile_warned < <(awk -F '\t' '
        BEGIN { gets = "\t.*\047gets\047" }
        $1 == "text" && $7 ~ /: reference to _ZSt(3cin|4cout)$/ { streams = 1 }
        $1 != "text" && ($3 "\t" $7) ~ /^-Wmain\t|must return .int./ { void_main = 1 }
        $1 == "warning" && $2 == 0 { warned = 1 }
        $1 != "text" && ($3 "\t" $7) ~ gets { warned = 1 }
        $1 == "text" && $7 ~ /the .gets\047 function is dangerous/ { warned = 1 }
        END { print streams + 0, void_main + 0, warned + 0 }' "$compile_records")
}

# gets_used RECORDS: whether the compiler or the linker named gets: deprecated (an old C
# mode still declares it), not declared (C11, C++14), or the linker's warning.
gets_used() {
    option_used "$1" $'\t.*\'gets\'' || text_records "$1" | grep -qE -- "the .gets' function is dangerous"
}

# named_function RECORDS NAME: whether a diagnostic names the function NAME undeclared,
# implicitly declared or deprecated.
named_function() {
    option_used "$1" $'\t.*(implicit declaration of function|was not declared|undeclared|is deprecated).*\''"$2"$'\''
}

# fix_words RECORDS: the fix, in words, for the removed and non-standard functions and headers
# the compiler named: gets, itoa, conio.h and getch, void main.
fix_words() {
    if gets_used "$1"; then
        say 'fix: gets() reads a line of any length into a fixed array; C11 and C++14 removed it and newer compilers refuse it: read a line with fgets(s, sizeof s, stdin), or a word with scanf("%%s", s)\n'
    fi
    if named_function "$1" itoa; then
        say 'fix: itoa() is not standard C or C++ (MinGW and MS VC++ have it, Linux judges do not): write the number with sprintf(text, "%%d", n)\n'
    fi
    if option_used "$1" $'\tconio.h: No such file' || named_function "$1" getch || named_function "$1" _getch; then
        say 'fix: <conio.h> and getch() are a DOS and Windows console'"'"'s, which judges do not have: remove the #include and the getch() that waits for a key (a judge presses none)\n'
    fi
    if option_used "$1" $'\t.*(must return .int.|return type of .main. is not .int.)'; then
        say 'fix: declare int main() and end it with return 0: judges take a nonzero exit status as a Runtime Error, and C++ refuses void main\n'
    fi
}

# ranked_warnings RECORDS: the warnings' records (each with its notes), each line led by the
# warning's rank: 0 for one that breaks on the judge or on newer compilers (an implicit
# declaration, gets, void main, a missing return), 1 for one that is often a bug
# (uninitialized, formats, bounds, sequence points, overflows), 2 for one that changes
# nothing there; a format warning on %I64d (or %I32d, %I64u...) is 3 on a judge whose printf
# reads it (windows_option: Windows' msvcrt, and MinGW's printf here), 4 (a bug, with its fix)
# on a Linux judge: gcc checks the format as GNU printf's, which reads I as a flag and 64 as a
# width. Such a warning is known by its line of the file: it holds I64 or I32 before the
# conversion gcc names ('%d'); a line that has both an %I64d and a wrong %d is then taken
# as one of those too.
ranked_warnings() {
    local i64_rank=4
    ! windows_option || i64_rank=3
    main_name
    awk -F '\t' -v i64_rank="$i64_rank" -v main="$main_file" '
        NR == FNR { source[FNR] = $0; next }
        function windows_format(   conversion) {
            if ($3 != "-Wformat=" || $4 != main || !($5 in source)) return 0
            if (!match($7, /^format .%[a-zA-Z]+. expects/)) return 0
            conversion = substr($7, 10, RLENGTH - 18)
            return index(source[$5], "I64" conversion) || index(source[$5], "I32" conversion)
        }
        BEGIN {
            breaks = "^-W(implicit-function-declaration|implicit-int|implicit|main|return-type|return-mismatch|deprecated-declarations)$"
            bugs = "^-W(uninitialized|maybe-uninitialized|format.*|sequence-point|array-bounds.*|aggressive-loop-optimizations|div-by-zero|overflow|shift-count-overflow|shift-count-negative|stringop-overflow.*|parentheses|logical-not-parentheses|bool-compare|tautological-compare|nonnull|restrict|misleading-indentation|int-in-bool-context|sizeof-pointer-div|sizeof-array-argument)$"
        }
        $2 == 0 { keep = $1 == "warning"; rank = $3 ~ breaks || $7 ~ /'"'"'gets'"'"'/ ? 0 : windows_format() ? i64_rank : $3 ~ bugs ? 1 : 2 }
        keep { print rank "\t" $0 }' "$source_copy" "$1"
}

# windows_format_note RANKED: the lines of the %I64d warnings (rank 3 of ranked_warnings: right
# on the judge; 4: a bug there), once, with why.
windows_format_note() {
    local rank lines
    for rank in 3 4; do
        lines=$(awk -F '\t' -v rank="$rank" '$1 == rank && $3 == 0 { print $6 }' "$1" | sort -n -u | paste -s -d , - | sed 's/,/, /g')
        [ -n "$lines" ] || continue
        if [ "$rank" = 3 ]; then
            say "%%I64d (line %s): right on %s, which runs the program on Windows, whose printf and scanf read it; gcc's -Wformat checks GNU printf's formats, where it would be the flag I and a width of 64\n" "$lines" "$judge_name"
        else
            say "fix: %%I64d (line %s) is the 64-bit format of Windows' printf (HDU, POJ); %s is judged with a Linux build, whose printf reads it as the flag I and a width of 64: write %%lld, the standard one\n" "$lines" "$judge_name"
        fi
    done
}

# show_warnings: the warnings of the compile, sorted by what they mean on the judge: those that
# break there or on newer compilers, then those that are often bugs, each with its notes; of
# those that change nothing there, one line with their options.
show_warnings() {
    local ranked="$scratch/warnings.ranked" rank others
    [ "$compile_warned" = 1 ] || return 0 # no warning, gets not named: nothing to show
    choose_shown_source                    # the file's lines quoted under the warnings
    ranked_warnings "$compile_records" >"$ranked"
    for rank in 0 1; do
        awk -F '\t' -v rank="$rank" '$1 == rank || (rank == 1 && $1 == 4)' "$ranked" | cut -f 2- >"$scratch/warnings.$rank"
        [ -s "$scratch/warnings.$rank" ] || continue
        if [ "$rank" = 0 ]; then
            say 'Warnings that break on %s or on newer compilers:\n' "$judge_name"
        else
            say 'Warnings that are often bugs:\n'
        fi
        rendered "$scratch/warnings.$rank" '^warning$' | "$visible" -n "$WARNING_LINES" -p "$FOREIGN_PREFIX"
    done
    if ! option_used "$compile_records" $'\t.*\'gets\'' && gets_used "$compile_records"; then
        say 'Warnings that break on %s or on newer compilers:\n' "$judge_name"
        say '%sthe linker: gets() is dangerous: C11 and C++14 removed it\n' "$FOREIGN_PREFIX"
    fi
    if awk -F '\t' '$1 < 2 || $1 == 4 { found = 1 } END { exit !found }' "$ranked"; then encoding_note; fi
    [ ! -s "$ranked" ] && ! gets_used "$compile_records" || fix_words "$compile_records"
    windows_format_note "$ranked"
    others=$(awk -F '\t' '$1 == 2 && $3 == 0 { print ($4 == "-" ? "?" : $4) }' "$ranked" |
        sort | uniq -c | awk '{ printf "%s%s (%d)", (NR > 1 ? ", " : ""), $2, $1 }')
    [ -z "$others" ] || say 'Warnings that change nothing on %s: %s\n' "$judge_name" "$others"
}
