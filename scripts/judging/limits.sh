# shellcheck shell=bash
# A judge's language limits (sourced by scripts/judge, after 3-compile.sh; uses its
# lacked_headers, option_label, option_flags, option_compiler, judge_name, visible, say and
# the records of 3-compile.sh).
#
# Two limits of scripts/judging/judges.txt, each with its source there:
# - the headers an option's compiler lacks (`lacks` rows): before the compile, the file is
#   preprocessed once in the compiler box (-M: the headers it includes, by the compiler's own
#   list); one that includes a lacked header is CE, as on the judge, the cause said first
#   (the box copies only the files of a folder, not a folder of headers that could stand in
#   for the lacked one);
# - the standard an option compiles (the -std of its FLAGS): a file that needs a newer one is
#   CE by the compiler itself; the CE line names the option's standard, and the compiler's own
#   line about it ("only available with -std=c++11", which gcc writes as a warning before the
#   errors it leads to) is shown first.

# lacked_by LABEL: sets lacked_list, the headers that the option LABEL lacks (an array).
lacked_by() {
    local row label header
    lacked_list=()
    for row in "${lacked_headers[@]}"; do
        IFS=$'\t' read -r label header _ <<<"$row"
        [ "$label" != "$1" ] || lacked_list+=("$header")
    done
}

# included_lacked FOLDER: sets lacked, the first header the option lacks that the file
# includes (empty when none, or when the option lacks none: then at no cost, no process): the
# compiler's list of the headers the file includes (-M, written as the program in FOLDER),
# searched for each.
included_lacked() {
    local folder=$1 header list lacked_list
    lacked=
    lacked_by "$option_label"
    [ ${#lacked_list[@]} -gt 0 ] || return 0
    mkdir -p -- "$folder"
    main_name
    install -m 644 -- "$source_copy" "$folder/$main_file"
    compile_in_box "$folder" "$folder.log" -M && compiled || return 0
    list=$(tr -d '\\\n' <"$folder/${program_file:-prog}")
    for header in "${lacked_list[@]}"; do
        [[ " $list " != *"/$header "* ]] || { lacked=$header && return; }
    done
}

# lacked_words HEADER: the CE's cause, in words: the option has no HEADER.
lacked_words() {
    say "%s's '%s' (%s) has no <%s> as far as is known, so it is CE there (scripts/judging/judges.txt gives the evidence, and how strong it is): include the standard headers the file uses instead (<cstdio>, <cstring>, <algorithm>, <vector>, ...)" \
        "$judge_name" "$option_label" "$option_compiler" "$(printf '%s' "$1" | "$visible" -n 1)"
}

# standard_records RECORDS: the diagnostics (with their notes) that say the code needs a newer
# standard than the option's: gcc's -Wc++NN-extensions, "only available with -std=", or under
# -ansi "only allowed in C99 or C11 mode" (a for loop's declaration) and "C++ style comments are
# not allowed in ISO C90"; where
# there is none, its -Wc++11-compat warning that 'auto' changes meaning in C++11 (for (auto x :
# v) in C++98, whose error, "'x' does not name a type", names no standard).
standard_records() {
    awk -F '\t' '
        $2 == 0 {
            kind = 0
            if ($1 != "text" && ($3 ~ /^-Wc\+\+[0-9a-z]+-extensions$/ || $7 ~ /only available with .?-std=|only allowed in C99 |not allowed in ISO C90/)) kind = 1
            else if ($3 == "-Wc++11-compat" && $7 ~ /auto.* changes meaning in C\+\+11/) kind = 2
        }
        kind == 1 { newer = newer $0 "\n" }
        kind == 2 { compat = compat $0 "\n" }
        END { printf "%s", newer != "" ? newer : compat }' "$1"
}

# option_standard: the -std of the option's flags (-ansi: c90 or c++98; empty when it has
# none).
option_standard() {
    local flag standard=
    for flag in "${option_flags[@]}"; do # the last one given wins, as gcc takes them
        case $flag in
        -std=*) standard=${flag#-std=} ;;
        -ansi) standard=c90 && [ "$option_language" = c ] || standard=c++98 ;;
        esac
    done
    [ -z "$standard" ] || printf '%s\n' "$standard"
}

# standard_needed RECORDS: whether the compiler says the file needs a newer standard than the
# option's -std (an option without one has none to cross).
standard_needed() {
    [ -n "$(option_standard)" ] && [ -n "$(standard_records "$1")" ]
}

# standard_words: the CE's cause, in words: the file needs a newer standard than the option's.
standard_words() {
    local standard
    standard=$(option_standard)
    say "%s's '%s' (%s) compiles %s (%s), and the compiler says the file needs a newer standard (its line first)" \
        "$judge_name" "$option_label" "$option_compiler" "$(standard_name "$standard")" "$standard"
}

# standard_name STD: the language a -std value names (gnu++98: C++98).
standard_name() {
    local name=${1#gnu}
    case $name in
    ++*) printf 'C%s\n' "$name" ;;
    *) printf 'C%s\n' "${name#c}" ;;
    esac
}
