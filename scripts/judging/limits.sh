# shellcheck shell=bash
# A judge's language limits (sourced by scripts/judge, after compile.sh; uses its
# lacked_headers, option_label, option_flags, option_compiler, judge_name, visible, say and
# the records of compile.sh).
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

# lacked_words HEADER: the CE's cause: the option has no HEADER.
lacked_words() {
    say "%s's '%s' (%s) has no <%s>, so it is CE there (scripts/judging/judges.txt gives the source): include the standard headers the file uses instead (<cstdio>, <cstring>, <algorithm>, <vector>, ...)" \
        "$judge_name" "$option_label" "$option_compiler" "$(printf '%s' "$1" | "$visible" -n 1)"
}

# standard_records RECORDS: the diagnostics (with their notes) that say the code needs a newer
# standard than the option's: gcc's -Wc++NN-extensions, or "only available with -std=".
standard_records() {
    awk -F '\t' '
        $2 == 0 { keep = $1 != "text" && ($3 ~ /^-Wc\+\+[0-9a-z]+-extensions$/ || $7 ~ /only available with .?-std=/) }
        keep' "$1"
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

# standard_crossed RECORDS: after a CE, in words, that the file needs a newer standard than
# the option's, when the compiler said so (nothing otherwise).
standard_crossed() {
    local standard
    standard=$(option_standard)
    [ -n "$standard" ] && [ -n "$(standard_records "$1")" ] || return 0
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
