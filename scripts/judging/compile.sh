# shellcheck shell=bash
# Compiling as the problem's judge does (sourced by scripts/judge, after lib.sh; uses its
# judge_id, scratch, sandbox, visible, brief, say and die).
#
# The judge's language options come from scripts/judging/judges.txt (`option` rows). A .c
# file gets the judge's first C option, a C++ file its last (newest) C++ option; --compiler
# LABEL picks any option of the judge (its language then decides how the file is compiled).
# The file is copied to Main.c (or Main.cpp) in a fresh folder and compiled there, as HUSTOJ
# compiles Main.c: no name or path given by the user reaches a command line. The compiler
# runs in the sandbox's compiler box (scripts/judging/sandbox.c -C): a root of its own with
# only the system's headers, libraries and tools and that folder, no network, stdin from
# /dev/null, and the limits below. A limit passed is a CE that names it.
# An option that judges.txt marks `windows` is compiled by MinGW-w64 into prog.exe, with the
# shim linked in (scripts/judging/windows.sh, which sets compiler_words' compiler, program_file
# and the extra flags).

# <bits/stdc++.h> at -O2 takes g++ 12 and clang++ 14 here about 3 s of CPU and under 512 MiB
# of address space per process: these limits are twice that or more.
COMPILE_CPU_MS=20000        # CPU time of each of its processes
COMPILE_WALL_MS=60000       # wall clock of the whole compile
COMPILE_MEMORY_KB=1048576   # address space of each of its processes
COMPILE_FILE_BYTES=67108864 # any file it writes (the object files, the program)
COMPILE_DISK_KB=262144      # everything it writes
COMPILE_LOG_BYTES=1048576   # its messages
COMPILER_LINES=10           # compiler errors shown
WARNING_LINES=12            # warnings shown

# option_rows: the judge's options, `LABEL<TAB>LANGUAGE<TAB>COMPILER<TAB>FLAGS<TAB>COMMAND`.
option_rows() {
    judge_facts option "$judge_id" | cut -f 2-
}

# list_options: the judge's options, one a line, as --compilers prints them.
list_options() {
    local label language compiler flags command
    printf 'Options of %s for %s (scripts/judging/judges.txt):\n' "$judge_name" "$id"
    while IFS=$'\t' read -r label language compiler flags command; do
        if [ "$flags" = - ]; then
            printf '  %-16s %-4s %s: not emulated\n' "'$label'" "$language" "$compiler"
        else
            printf '  %-16s %-4s %s: %s\n' "'$label'" "$language" "$compiler" "$command"
        fi
    done < <(option_rows)
}

# choose_option LANGUAGE LABEL: sets option_label, option_language, option_compiler,
# option_flags (an array) and option_command: the option LABEL (exactly, or the one option
# it starts; letter case ignored) when given, else the default for LANGUAGE.
choose_option() {
    local wanted=${2,,} row label language compiler flags command found=() default=
    while IFS= read -r row; do
        IFS=$'\t' read -r label language compiler flags command <<<"$row"
        if [ -n "$wanted" ]; then
            [ "${label,,}" != "$wanted" ] || { found=("$row") && break; }
            [[ ${label,,} != "$wanted"* ]] || found+=("$row")
        elif [ "$language" = "$1" ] && { [ "$1" = c++ ] || [ -z "$default" ]; }; then
            default=$row
        fi
    done < <(option_rows)
    [ -z "$wanted" ] || [ ${#found[@]} -eq 1 ] ||
        die "$judge_name has $([ ${#found[@]} -eq 0 ] && echo no || echo more than one) option" \
            "'$(shown "$2")'; its options: $(option_rows | cut -f 1 | paste -s -d , - | sed 's/,/, /g')"
    [ -n "$wanted" ] || found=("$default")
    [ -n "${found[0]}" ] || die "$judge_name has no $1 option"
    IFS=$'\t' read -r option_label option_language option_compiler flags option_command <<<"${found[0]}"
    [ "$flags" != - ] || die "$judge_name's '$option_label' is $option_compiler, which this" \
        "judge cannot emulate. What students meet there: no long long before VC++ 2003 (use" \
        "__int64 and printf(\"%I64d\")), no %lld in printf, a for-loop variable that outlives" \
        "its loop, no <stdint.h>. Pick one of its gcc options: scripts/judge --compilers $id"
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

# main_name: the name the file is compiled under.
main_name() {
    if [ "$option_language" = c ]; then echo Main.c; else echo Main.cpp; fi
}

# compiler_path NAME: the compiler's absolute path, which must lie in the box's root.
compiler_path() {
    local path
    path=$(command -v "$1") || die "compiler '$(shown "$1")' not found (set CC or CXX)"
    path=$(realpath "$path")
    case $path in
    /usr/* | /bin/* | /sbin/*) printf '%s\n' "$path" ;;
    *) die "the compiler $(shown "$path") lies outside /usr, where the judge's box cannot run it" ;;
    esac
}

# shown_command: the compile command as the report shows it.
shown_command() {
    compiler_words
    printf '%s\n' "${compiler[*]} ${option_flags[*]} -o ${program_file:-prog} $(main_name) -lm"
}

# compile_in_box FOLDER LOG [FLAG...]: compiles FOLDER/Main.c or Main.cpp with option_flags
# and FLAGs in the compiler box, the program (unless -fsyntax-only) kept as FOLDER/prog (or
# the program_file that windows.sh names);
# sets compile_report (the sandbox's line) and leaves the messages in LOG.
compile_in_box() {
    local folder=$1 log=$2
    shift 2
    compiler_words
    compile_report=$("$sandbox" -C -d "$folder" -i /dev/null -o "$log.out" -e "$log" \
        -t "$COMPILE_CPU_MS" -w "$COMPILE_WALL_MS" -m "$COMPILE_MEMORY_KB" \
        -f "$COMPILE_FILE_BYTES" -l "$COMPILE_LOG_BYTES" -s "$COMPILE_DISK_KB" -x "${program_file:-prog}" \
        -- "$(compiler_path "${compiler[0]}")" "${compiler[@]:1}" "${option_flags[@]}" "$@" \
        -o "${program_file:-prog}" "$(main_name)" -lm 2>"$log.sandbox") ||
        die "the sandbox could not start the compiler: $(head -c 4096 "$log.sandbox" | "$visible" -n 1)"
    cat "$log.out" >>"$log"
}

compiled() {
    [[ " $compile_report " == *" status=exited code=0 "* ]]
}

# compile_limit_passed LOG: what CE says when the compile passed one of its limits (the
# sandbox's own observation, or the driver's message about a pass it started).
compile_limit_passed() {
    case " $compile_report " in
    *" limit=wall "*) echo "the compile ran past its time limit ($((COMPILE_WALL_MS / 1000)) s)" && return ;;
    *" limit=cpu "*) echo "the compiler passed its CPU time limit ($((COMPILE_CPU_MS / 1000)) s)" && return ;;
    *" limit=fsize "*) echo "the compiler's messages passed $((COMPILE_LOG_BYTES / 1024)) KB; a macro or a template that explodes?" && return ;;
    esac
    # Only the tools' own lines ("cc1: out of memory ...", "g++: fatal error: Killed signal
    # terminated program cc1plus"), never a quoted source line, which starts with blanks.
    local tool='^[A-Za-z0-9+._/-]+: (.*: )?'
    if grep -qE "$tool(.*CPU time limit exceeded|Killed signal terminated)" "$1"; then
        echo "the compiler passed its CPU time limit ($((COMPILE_CPU_MS / 1000)) s per process)"
    elif grep -qiE "($tool|^)(.*out of memory|virtual memory exhausted|.*bad_alloc)" "$1"; then
        echo "the compiler passed its memory limit ($((COMPILE_MEMORY_KB / 1024)) MB per process)"
    elif grep -qE "$tool.*File size limit exceeded" "$1"; then
        echo "a file the compiler wrote passed $((COMPILE_FILE_BYTES / 1048576)) MB"
    elif grep -qE "$tool.*No space left on device" "$1"; then
        echo "the compiler's files passed $((COMPILE_DISK_KB / 1024)) MB in all"
    fi
}

# compiler_errors LOG: the compiler's messages without warnings about the command-line flags
# (which a judge's fixed flags cause and the student cannot fix), the first COMPILER_LINES.
compiler_errors() {
    head -c 65536 "$1" | grep -v -e 'command-line option' -e 'command line option' |
        "$visible" -n "$COMPILER_LINES" || true
}

# old_headers: whether option_compiler is a gcc of 4.2 or older, whose C++ headers brought in
# more than today's (memset, strlen and abs through <iostream>, say).
old_headers() {
    [[ $option_compiler =~ ([0-9]+)\.([0-9]+) ]] || return 1
    [ "${BASH_REMATCH[1]}" -lt 4 ] || { [ "${BASH_REMATCH[1]}" -eq 4 ] && [ "${BASH_REMATCH[2]}" -le 2 ]; }
}

# leniency_note LOG: for an old compiler, what a missing declaration means there.
leniency_note() {
    local missing
    old_headers || return 0
    missing=$(sed -n "s/.*note: '\([A-Za-z_0-9:]*\)' is defined in header '\(<[a-z_.]*>\)'.*/\1 \2/p" "$1" |
        sort -u | head -n 3 | paste -s -d ';' - | sed 's/;/, /g')
    [ -n "$missing" ] || return 0
    printf 'note: %s (%s) has older headers, which declared more than today'"'"'s (memset or abs\n' \
        "$judge_name" "$option_compiler"
    printf '  through <iostream>): the real judge may accept this file as it is. Missing here: %s.\n' \
        "$missing"
    printf '  Include the header named, and the file compiles on every compiler.\n'
}

# suggest_option FOLDER: after a CE, the first other option of the judge under which the file
# compiles (the same language first, the newest first), as a line to print.
suggest_option() {
    local folder=$1 row label language compiler flags command chosen=$option_label
    local saved_language=$option_language saved_flags=("${option_flags[@]}")
    mkdir -p "$folder"
    while IFS=$'\t' read -r label language compiler flags command; do
        [ "$label" != "$chosen" ] && [ "$flags" != - ] || continue
        option_language=$language
        read -r -a option_flags <<<"$flags"
        rm -f "$folder"/Main.*
        cp -- "$source_file" "$folder/$(main_name)"
        compile_in_box "$folder" "$scratch/suggest.log" -fsyntax-only
        if compiled; then
            printf "It compiles under %s's '%s': pick that on the submit page (here: scripts/judge --compiler '%s' %s FILE).\n" \
                "$judge_name" "$label" "$label" "$id"
            break
        fi
    done < <(option_rows | awk -F '\t' -v lang="$option_language" '{ print ($2 == lang ? 0 : 1) "\t" NR "\t" $0 }' |
        sort -t $'\t' -k1,1n -k2,2nr | cut -f 3-)
    option_language=$saved_language
    option_flags=("${saved_flags[@]}")
}

# compile_program: the file compiled as the option says; sets program, or prints the CE
# report (the limit passed, the first errors, what an old compiler would have said, an
# option that compiles it) and exits 1.
compile_program() {
    local folder="$scratch/compile" log="$scratch/compile.log" limit objects
    mkdir "$folder"
    cp -- "$source_file" "$folder/$(main_name)"
    chmod 644 "$folder/$(main_name)"
    objects=$(windows_link_objects "$folder")
    # shellcheck disable=SC2086 # no name or one: judge-shim.o
    compile_in_box "$folder" "$log" $objects
    program="$folder/${program_file:-prog}"
    if compiled && [ -f "$program" ]; then
        return
    fi
    limit=$(compile_limit_passed "$log")
    if [ "$brief" = 1 ]; then
        printf 'CE\t0/%d\t0\t0\t-\t-\t-\n' "$total"
        exit 1
    fi
    printf '%s\n' "Compilation Error${limit:+: $limit}"
    compiler_errors "$log"
    leniency_note "$log"
    [ -n "$limit" ] || suggest_option "$scratch/suggest"
    exit 1
}

# show_warnings: the compiler's warnings with -Wall (a second pass that stops at assembly, with
# _FORTIFY_SOURCE, as Ubuntu's gcc builds, so that an ignored scanf result is named),
# first those that are errors on newer compilers or on other judges.
show_warnings() {
    local folder="$scratch/warnings" log="$scratch/warnings.log"
    mkdir "$folder"
    cp -- "$source_file" "$folder/$(main_name)"
    compile_in_box "$folder" "$log" -S -Wall -O2 -D_FORTIFY_SOURCE=2
    # gets: an old C mode still declares it, and only the linker warns.
    if grep -qE '(^|[^A-Za-z0-9_])gets[[:space:]]*\(' "$source_file" && ! grep -q "'gets'" "$log"; then
        printf "%s: warning: gets() reads a line of any length into a fixed array; C11 and C++14 removed it, and newer compilers refuse it: use fgets or scanf [gets]\n" \
            "$(main_name)" >>"$log"
    fi
    grep -q 'warning:' "$log" || return 0
    echo "Warnings (gcc -Wall; first those that newer compilers or other judges refuse):"
    awk '
        /: warning: / { block++; serious[block] = /implicit|-Wmain|return type of .main.|\[gets\]|gets. is deprecated|-Wreturn-type|-Wformat|-Wuninitialized/ }
        block { text[block] = text[block] $0 "\n" }
        END {
            for (pass = 1; pass >= 0; pass--)
                for (b = 1; b <= block; b++)
                    if (serious[b] == pass) printf "%s", text[b]
        }' "$log" | "$visible" -n "$WARNING_LINES" | sed 's/^/  /'
}
