# shellcheck shell=bash
# The report, written from what was observed and decided (sourced by scripts/judge, after
# compile.sh, limits.sh and explain.sh; uses their words, brief, total and visible).

# write_compile_error: the report of a CE (decide_verdict compile's verdict_cause): the
# cause first (a header the option lacks: the compiler has not run, nothing of its to show;
# a limit the compile passed; a newer standard than the option's, the compiler's line about
# it first), the compiler's first errors, the fix for a removed or non-standard function,
# what an old compiler of the judge would have said, and an option under which the file
# compiles; with --brief, the one line.
write_compile_error() {
    local cause_line=
    if [ "$brief" = 1 ]; then
        printf 'CE\t0/%d\t0\t0\t-\t-\t-\n' "$total"
        return
    fi
    case $verdict_cause in
    lacked-header)
        printf '%s: %s\n' "$(verdict_name CE)" "$(lacked_words "$compile_lacked")"
        return
        ;;
    compile-limit) cause_line=$(compile_limit_words "$compile_limit") ;;
    newer-standard) cause_line=$(standard_words) ;;
    esac
    printf '%s%s\n' "$(verdict_name CE)" "${cause_line:+: $cause_line}"
    { [ "$verdict_cause" != newer-standard ] || rendered <(standard_records "$compile_records") '^warning$'
        rendered "$compile_records" '^(error|fatal error|sorry, unimplemented|text)$'; } |
        "$visible" -n "$COMPILER_LINES" -p "$FOREIGN_PREFIX"
    encoding_note
    fix_words "$compile_records"
    leniency_note "$compile_records"
    [ "$verdict_cause" = compile-limit ] || suggest_option "$scratch/suggest"
}
