# shellcheck shell=bash
# Shared helpers for the repository's scripts. Source it; do not run it.
# Everything built lands under $BUILD (git-ignored), never beside the sources.

ROOT=${BASH_SOURCE[0]%/*} # its folder, without a dirname process
[[ ${BASH_SOURCE[0]} == */* ]] || ROOT=.
[[ $ROOT == /* ]] || ROOT=$PWD/$ROOT
# The folder above, without a subshell when the path is plain (no . or .. in it, no //).
if [[ $ROOT == */scripts && ! $ROOT =~ (^|/)\.\.?(/|$) && $ROOT != *//* ]]; then
    ROOT=${ROOT%/scripts}
else
    ROOT=$(cd "$ROOT/.." && pwd)
fi
BUILD=${BUILD:-$ROOT/build}
CC=${CC:-gcc}
export ROOT BUILD CC

# ---- the words users read: Chinese or English, chosen as GNU programs choose ----
#
# user_language [VARIABLE]: zh or en, printed or set into VARIABLE, from the caller's
# environment as GNU gettext reads it: LANGUAGE (its first entry) first, then LC_ALL,
# LC_MESSAGES and LANG; a locale of C or POSIX set in one of the last three means English
# whatever LANGUAGE says, as in GNU programs (with none of them set, LANGUAGE alone decides).
# A zh_* value gives Chinese even where that locale is not generated on this machine;
# anything else gives English.
user_language() {
    local locale=${LC_ALL:-${LC_MESSAGES:-${LANG:-}}} wanted=${LANGUAGE:-} chosen=en
    case $locale in C | POSIX) wanted= ;; esac
    wanted=${wanted%%:*}
    case ${wanted:-$locale} in zh*) chosen=zh ;; esac
    if [ $# -gt 0 ]; then printf -v "$1" '%s' "$chosen"; else echo "$chosen"; fi
}

# choose_words: sets WORDS (zh or en) once, from the caller's environment, and exports it as
# the choice of every script started from here (whose own LC_ALL the scripts set to C); for
# Chinese, compiles the catalog scripts/po/zh_CN.po when missing or stale (msgfmt, from GNU
# gettext) into $BUILD/locale. Where msgfmt is missing the words stay English and one line on
# stderr says how to get Chinese.
choose_words() {
    [ -z "${WORDS:-}" ] || return 0
    user_language WORDS
    local catalog="$BUILD/locale/zh_CN/LC_MESSAGES/nqueens.mo" po="$ROOT/scripts/po/zh_CN.po"
    if [ "$WORDS" = zh ] && { [ ! -s "$catalog" ] || [ "$po" -nt "$catalog" ]; }; then
        if command -v msgfmt >/dev/null 2>&1 && mkdir -p "$(dirname "$catalog")" &&
            msgfmt --check -o "$catalog.$$" "$po" && mv "$catalog.$$" "$catalog"; then
            :
        else
            rm -f "$catalog.$$"
            printf '%s\n' "note: no Chinese without GNU gettext's msgfmt (Debian: sudo apt-get install gettext); 说明：需要 GNU gettext 的 msgfmt 才能显示中文" >&2
            WORDS=en
        fi
    fi
    export WORDS
}

declare -A WORDS_SEEN=()

# translated MSGID: sets the variable translation to MSGID in the user's language, looked up
# once per process in the catalog (gettext) and kept; MSGID itself in English.
translated() {
    if [ "${WORDS:-en}" != zh ]; then
        translation=$1
        return
    fi
    if [ -z "${WORDS_SEEN[$1]+seen}" ]; then
        WORDS_SEEN[$1]=$(LC_ALL=C.UTF-8 LANGUAGE=zh_CN TEXTDOMAINDIR="$BUILD/locale" \
            gettext -d nqueens -- "$1")
    fi
    translation=${WORDS_SEEN[$1]}
}

# say FORMAT [ARG...]: printf of FORMAT in the user's language (FORMAT is the English msgid of
# scripts/po/zh_CN.po; xgettext finds it: keep it a literal).
say() {
    local translation
    translated "$1"
    shift
    # shellcheck disable=SC2059 # the format is a msgid of the catalog
    printf "$translation" "$@"
}

# sayv VARIABLE FORMAT [ARG...]: say into VARIABLE.
sayv() {
    local translation variable=$1
    translated "$2"
    shift 2
    # shellcheck disable=SC2059 # the format is a msgid of the catalog
    printf -v "$variable" "$translation" "$@"
}

# die FORMAT [ARG...]: `error: ` and FORMAT in the user's language on stderr (printf of its
# ARGs; without ARGs FORMAT is shown as it is, a message made beforehand), then exit with
# DIE_STATUS (default 1; the judge sets 2, its status for "could not judge").
die() {
    local translation
    translated "$1"
    shift
    # shellcheck disable=SC2059 # the format is a msgid of the catalog
    [ $# -eq 0 ] || printf -v translation "$translation" "$@"
    printf '%s%s\n' "$(say 'error: ')" "$translation" >&2
    exit "${DIE_STATUS:-1}"
}

# display_width TEXT: sets text_width to the columns TEXT (UTF-8) takes on a terminal: a
# character outside ASCII (Chinese, here) takes two. Counted in bytes, whatever the caller's
# locale: each such character has one leading byte (0xC0 and above) and continuation bytes.
display_width() {
    local LC_ALL=C high leading
    high=${1//[[:ascii:]]/}
    leading=${high//[$'\x80'-$'\xbf']/}
    text_width=$((${#1} - ${#high} + 2 * ${#leading}))
}

# padded TEXT WIDTH: TEXT and spaces up to WIDTH columns; padded_left: the spaces first.
padded() {
    local text_width
    display_width "$1"
    printf '%s%*s' "$1" "$(($2 - text_width))" ''
}

padded_left() {
    local text_width
    display_width "$1"
    printf '%*s%s' "$(($2 - text_width))" '' "$1"
}

# front_matter ID KEY: value of KEY in the front-matter block of problems/ID.md
# (the lines between the first two '---' lines), or nothing when absent.
front_matter() {
    local file="$ROOT/problems/$1.md"
    [ -f "$file" ] || die "no statement problems/$1.md"
    awk -v key="$2" '
        NR == 1 && $0 != "---" { exit }
        NR > 1 && $0 == "---" { exit }
        NR > 1 {
            sub(/\r$/, "")
            split($0, kv, ":")
            if (kv[1] == key) {
                value = substr($0, length(key) + 2)
                sub(/^[ \t]+/, "", value)
                sub(/[ \t]+$/, "", value)
                print value
                exit
            }
        }' "$file"
}

# judge_facts KIND [JUDGE]: the rows of KIND (judge, option or compare) of
# scripts/judging/judges.txt, of JUDGE only when given, one a line, their fields after KIND
# separated by tabs (the judge's id first).
judge_facts() {
    awk -F ' [|] ' -v kind="$1" -v judge="${2:-}" '
        /^#/ || NF == 0 { next }
        $1 == kind && (judge == "" || $2 == judge) {
            line = $2
            for (i = 3; i <= NF; i++) line = line "\t" $i
            print line
        }' "$ROOT/scripts/judging/judges.txt"
}

# scaled_ms MS: MS times JUDGE_TIME_SCALE (default 1), rounded up, at least 1: the time limit
# the judge applies. Fails on a scale that is not a positive number.
scaled_ms() {
    local scale=${JUDGE_TIME_SCALE:-1}
    [[ $scale =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)$ ]] || return 1
    awk -v ms="$1" -v f="$scale" \
        'BEGIN { if (!(f > 0)) exit 1; t = ms * f; r = int(t); if (r < t) r++; print (r < 1 ? 1 : r) }'
}

# problem_ids: every problem id, from problems/*.md, sorted.
problem_ids() {
    local f
    for f in "$ROOT"/problems/*.md; do
        [ -e "$f" ] || continue
        basename "$f" .md
    done
}

# problem_of SOURCE: the problem id of solutions/ID.c, solutions/steps/ID.STEP.c,
# solutions/mistakes/ID.SLUG.patch or its made file $BUILD/mistakes/ID.SLUG.c.
problem_of() {
    local name
    name=$(basename "$1" .c)
    printf '%s\n' "${name%%.*}"
}

# verdict_tag SOURCE [KEY]: the expected verdict written in the file's header as
# 'Verdict: AC' (or WA, PE, TLE, MLE, OLE, RE); with KEY Stress, the verdict it promises on
# the stress cases ('Stress: TLE'), nothing when it promises none.
verdict_tag() {
    sed -n "s/^[ *\\/]*${2:-Verdict}:[ ]*\\([A-Za-z-]*\\).*/\\1/p" "$1" | head -n 1
}

# stress_expected SOURCE VERDICT STRESS: whether STRESS (the judge's stress verdict, - when
# it ran none) is what SOURCE promises: its Stress: tag when it has one, else AC after an
# Accepted (a correct file is fast enough for our stress cases too) and - after any other
# verdict (no stress case runs after a failure).
stress_expected() {
    local tag
    tag=$(verdict_tag "$1" Stress)
    if [ "$3" = - ]; then
        [ -z "$tag" ] || [ "$2" != AC ]
    else
        tag_matches "${tag:-AC}" "$3"
    fi
}

# solution_files [ROOT]: every file judged as a solution, one a line: ROOT/solutions/*.c (the
# files to submit), ROOT/solutions/steps/*.c (the teaching steps), then $BUILD/mistakes/NAME.c
# for every ROOT/solutions/mistakes/NAME.patch (made by scripts/judging/apply-mistakes: run it first).
# ROOT defaults to the repository.
solution_files() {
    local root=${1:-$ROOT} file
    for file in "$root"/solutions/*.c "$root"/solutions/steps/*.c; do
        [ ! -f "$file" ] || printf '%s\n' "$file"
    done
    for file in "$root"/solutions/mistakes/*.patch; do
        [ ! -f "$file" ] || printf '%s\n' "$BUILD/mistakes/$(basename "$file" .patch).c"
    done
}

# solution_label FILE [ROOT]: FILE as reports name it: its path below ROOT, and for a made
# mistake $BUILD/mistakes/NAME.c its patch solutions/mistakes/NAME.patch.
solution_label() {
    case $1 in
    "$BUILD"/mistakes/*.c) printf 'solutions/mistakes/%s.patch\n' "$(basename "$1" .c)" ;;
    *) printf '%s\n' "${1#"${2:-$ROOT}"/}" ;;
    esac
}

# tag_matches TAG VERDICT: whether VERDICT is what the tag TAG promises: RE matches any
# `RE (...)`, any other tag only itself, and no tag nothing.
tag_matches() {
    case $1 in
    '') return 1 ;;
    RE) [[ $2 == RE* ]] ;;
    *) [ "$1" = "$2" ] ;;
    esac
}

# build_tool NAME: compile scripts/NAME.c (a POSIX C tool; NAME may contain '/', as in
# judging/sandbox or problems/<id>/gen) to $BUILD/tools/NAME when missing or older than its
# source, the headers beside it or the test-data headers of scripts/data; print the
# binary's path.
build_tool() {
    local built_tool=
    tool_path built_tool "$1"
    printf '%s\n' "$built_tool"
}

# tool_path VARIABLE NAME: build_tool NAME, its path set into VARIABLE instead of printed
# (no subshell: the judge builds its tools so). A tool is built once when several judges or
# tests want it at the same moment: the others wait for it (flock on BIN.lock).
tool_path() {
    local src="$ROOT/scripts/$2.c" bin="$BUILD/tools/$2"
    [ -f "$src" ] || die "no tool source scripts/$2.c"
    [ -d "${bin%/*}" ] || mkdir -p "${bin%/*}"
    if tool_stale "$src" "$bin"; then
        (
            flock 9
            tool_stale "$src" "$bin" || exit 0
            $CC -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -O2 -Wall -Wextra -Werror \
                -I "$ROOT/scripts/data" -o "$bin.tmp.$$" "$src" -lm || exit 1
            mv "$bin.tmp.$$" "$bin"
        ) 9>"$bin.lock" || die "cannot build scripts/$2.c"
    fi
    printf -v "$1" '%s' "$bin"
}

# tool_stale SRC BIN: whether BIN is missing or older than SRC, a header beside it or a
# header of scripts/data.
tool_stale() {
    local header
    [ -x "$2" ] && [ ! "$1" -nt "$2" ] || return 0
    for header in "${1%/*}"/*.h "$ROOT"/scripts/data/*.h; do
        [ -e "$header" ] && [ "$header" -nt "$2" ] && return 0
    done
    return 1
}

# load_builtins: ln, mkfifo, rm and realpath made builtins of this bash, from Debian's
# bash-builtins (/usr/lib/bash; JUDGE_BASH_BUILTINS names another folder) when it has all
# four: each call then starts no process (a launch costs about 1.3 ms here). Sets
# builtins_loaded, 1 or 0 (the system's commands stay in use). ln, mkfifo and rm take the
# options the judge gives them in either form; `rm -rf` of a builtin says nothing when a
# folder stays (the caller checks), and realpath differs: resolve_path calls it. Not mkdir:
# its -p fails when another judge makes the same folder at that moment (EEXIST).
load_builtins() {
    local folder=${JUDGE_BASH_BUILTINS:-/usr/lib/bash} names=(ln mkfifo rm realpath) name
    builtins_loaded=0
    for name in "${names[@]}"; do
        [ -f "$folder/$name" ] || return 0
    done
    for name in "${names[@]}"; do
        enable -f "$folder/$name" "$name" 2>/dev/null || return 0
    done
    builtins_loaded=1
}

# resolve_path VARIABLE PATH: PATH with every symbolic link resolved, set into VARIABLE
# (realpath; the builtin's -a fills an array, without a subshell); 1 when it cannot be.
resolve_path() {
    local -a resolved_paths=()
    if [ "${builtins_loaded:-0}" = 1 ]; then
        realpath -q -a resolved_paths -- "$2" || return 1
    else
        resolved_paths[0]=$(realpath -e -- "$2" 2>/dev/null) || return 1
    fi
    printf -v "$1" '%s' "${resolved_paths[0]}"
}

# process_ended PID: whether process PID has ended: gone, or a zombie that no parent has reaped
# yet (a killed judge whose caller was killed too waits for PID 1, which on some machines never
# reaps). Reads /proc without a process.
process_ended() {
    local stat
    kill -0 "$1" 2>/dev/null || return 0
    { read -r stat <"/proc/$1/stat"; } 2>/dev/null || return 1
    stat=${stat##*) }
    [[ $stat == [ZX]* ]]
}

# bounded CPU_SECONDS WALL_SECONDS COMMAND...: COMMAND run with at most CPU_SECONDS of CPU
# time (RLIMIT_CPU: stopped by SIGXCPU, status 152, the same bound on a busy machine as on an
# idle one; SIGKILL a second later if it ignores that) and WALL_SECONDS of wall-clock time for
# one that waits without using the CPU (timeout: status 124). A hang is told by its CPU time,
# never by a clock that a loaded machine slows down.
bounded() {
    (
        ulimit -S -t "$1"
        ulimit -H -t $(($1 + 1))
        exec timeout "$2" "${@:3}"
    )
}

# The sanitizers' build of a solution, shared by scripts/fuzz and sanitizers.bats (one build of
# each file for both): ASan and UBSan, every report fatal.
# shellcheck disable=SC2034,SC2054 # read by the scripts that source this file; the commas belong to -fsanitize
SANITIZER_FLAGS=(-std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined
    -fno-sanitize-recover=all -DONLINE_JUDGE)

# sanitized_build SRC: the path of SRC built with SANITIZER_FLAGS, in $BUILD/sanitized under a
# name of its content and the compiler's (so a changed file or compiler gets a build of its
# own); built once, by whichever process asks first (the others wait for it); status 1, with
# the compiler's words in PATH.log, when it does not compile.
sanitized_build() {
    local src=$1 key bin
    # shellcheck disable=SC2086 # CC may carry flags
    key=$({ cat -- "$src" && printf '%s\n' "${SANITIZER_FLAGS[*]}" && $CC --version; } | cksum | cut -d ' ' -f 1)
    bin="$BUILD/sanitized/$(basename "$src" .c)-$key"
    printf '%s\n' "$bin"
    [ ! -x "$bin" ] || return 0
    mkdir -p "$BUILD/sanitized"
    (
        flock 9
        [ -x "$bin" ] && exit 0
        # shellcheck disable=SC2086 # CC may carry flags
        $CC "${SANITIZER_FLAGS[@]}" -o "$bin.tmp" "$src" -lm 2>"$bin.log" || exit 1
        mv "$bin.tmp" "$bin"
    ) 9>"$bin.lock"
}

# syscall_name NUMBER: the name of system call NUMBER on this machine (whose architecture the
# sandbox's allowlist is compiled for), read from the C library's <sys/syscall.h> through the
# compiler's preprocessor once into $BUILD/tools/syscall-names; NUMBER itself when unnamed.
syscall_name() {
    local table="$BUILD/tools/syscall-names"
    if [ ! -s "$table" ]; then
        mkdir -p "$BUILD/tools"
        # shellcheck disable=SC2086 # CC may carry flags, as build_tool takes it
        printf '#include <sys/syscall.h>\n' | $CC -dM -E - | awk '
            $1 == "#define" && $2 ~ /^__NR(3264)?_/ { value[$2] = $3 }
            END {
                for (macro in value) {
                    number = value[macro]
                    if (number in value) number = value[number] # __NR_fcntl __NR3264_fcntl
                    if (macro ~ /^__NR_/ && number ~ /^[0-9]+$/) print number, substr(macro, 6)
                }
            }' | sort -n >"$table.$$"
        mv "$table.$$" "$table"
    fi
    awk -v number="$1" '$1 == number { print $2; found = 1; exit }
        END { if (!found) print number }' "$table"
}

# answer_from_table TABLE: the expected output of a counting input on stdin (one N per line,
# until a line 0 or the end), read from TABLE (scripts/data/oeis-*.txt, lines `n a(n)`, `#`
# comments), never computed. Fails naming the line of an N the table does not hold.
answer_from_table() {
    awk '
        NR == FNR {
            if ($0 !~ /^#/ && NF == 2) count[$1] = $2
            next
        }
        $1 == "0" { exit }
        !($1 in count) { printf "error: no known count for N = %s, line %d\n", $1, FNR > "/dev/stderr"; failed = 1; exit 1 }
        { print count[$1] }
        END { exit failed }
    ' "$1" -
}
