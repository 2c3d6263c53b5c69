# shellcheck shell=bash
# The classic mistakes a failing file looks like (sourced by scripts/judge, after lib.sh; uses
# its id, scratch, brief, time_limit_ms, say and CC).
#
# A problem's classic mistakes are solutions/mistakes/<id>.<slug>.patch (made by
# scripts/judging/apply-mistakes; `make mistake P=<id> M=<slug>` teaches each). When a judge
# case is the first that a file fails, and its run ended by itself with a WA or PE, its output
# is compared, as the judge compares an output with its answer (compare_output: the same
# compare process), with what each mistake of the problem prints on that case; an equal one
# is named, with its make mistake command (a Windows build's \r\n is the same output there),
# unless the file judged is that mistake made (make mistake has said its lesson).
# Nothing is said when no output is equal: never a guess. A TLE is not compared (its output stops where the run was stopped).
# What a mistake prints on a case is computed once: the made file compiled by this machine's
# gcc (our own code, like the checkers) and run on the case outside the box, kept in
# $BUILD/mistake-outputs under the checksums of the patch, its base file and the case; a run
# that fails or passes twice the time limit is kept as printing nothing comparable. So a
# judgement starts no process for this unless a judge case fails, then one per mistake.

MISTAKE_OUTPUTS="$BUILD/mistake-outputs"

# patch_base PATCH: the base file PATCH changes (its `--- a/solutions/....c` line).
patch_base() {
    local line
    while IFS= read -r line; do
        [[ $line != "--- a/solutions/"*.c ]] || { printf '%s\n' "${line#--- a/}" && return; }
    done <"$1"
    return 1
}

# mistake_output PATCH INPUT: prints the path of what the mistake of PATCH prints on INPUT
# (computed and kept when missing); fails when it prints nothing comparable.
mistake_output() {
    local patch=$1 input=$2 name base sums key kept
    name=${patch##*/}
    name=${name%.patch}
    base=$(patch_base "$patch") || return 1
    [ -f "$JUDGE_ROOT/$base" ] || return 1
    sums=$(cksum -- "$patch" "$JUDGE_ROOT/$base" "$input" | cut -d ' ' -f 1-2 | tr ' \n' '-.')
    sums=${sums%.}
    key="$name.$sums"
    kept="$MISTAKE_OUTPUTS/$key"
    [ -f "$kept.out" ] || [ -f "$kept.none" ] || run_mistake "$name" "$input" "$kept"
    [ -f "$kept.out" ] && printf '%s\n' "$kept.out"
}

# run_mistake NAME INPUT KEPT: the mistake NAME (ID.SLUG) made, compiled and run on INPUT; its
# output kept as KEPT.out, or KEPT.none when it cannot be made or its run fails.
run_mistake() {
    local made binary seconds
    mkdir -p "$MISTAKE_OUTPUTS"
    seconds=$(printf '%d.%03d' $((2 * time_limit_ms / 1000)) $((2 * time_limit_ms % 1000)))
    binary="$scratch/mistake"
    if made=$(JUDGE_ROOT=$JUDGE_ROOT "$ROOT/scripts/judging/apply-mistakes" "$1" 2>/dev/null) &&
        $CC -std=c11 -O2 -DONLINE_JUDGE -o "$binary" "$made" -lm 2>/dev/null &&
        timeout "$seconds" "$binary" <"$2" >"$3.tmp.$$" 2>/dev/null; then
        mv -- "$3.tmp.$$" "$3.out"
    else
        rm -f -- "$3.tmp.$$"
        : >"$3.none"
    fi
}

# like_mistake INPUT: for the first failing judge case (a WA or PE of a run that ended by
# itself), adds to cause every classic mistake of the problem whose output on INPUT is this
# run's ($scratch/out), as the judge compares outputs (two mistakes can print the same: on
# ybt1214 a search that finds no board prints 0 for every query, whatever stopped it).
like_mistake() {
    local patch output slug words=
    [ "$brief" = 0 ] && [ "$case_is_stress" = 0 ] && [ "$decided_by" = output ] || return 0
    [[ $verdict == WA || $verdict == PE ]] || return 0
    for patch in "$JUDGE_ROOT/solutions/mistakes/$id".*.patch; do
        [ -f "$patch" ] || continue
        output=$(mistake_output "$patch" "$1") || continue
        compare_output "$output" # the judge's comparison, through its running compare -S
        [ "$compared_verdict" = AC ] || continue
        slug=${patch##*/"$id".}
        slug=${slug%.patch}
        [ ! "$source_file" -ef "$BUILD/mistakes/$id.$slug.c" ] || return 0 # make mistake: its lesson is above
        words+="${words:+$'\n'}$(mistake_words "$patch" "$slug")"
    done
    [ -z "$words" ] || cause+="${cause:+$'\n'}$words"
}

# mistake_title PATCH: the mistake's name in the user's language, from its lesson (the text
# after "classic mistake:" of Problem:, or after 经典错误： of 题目：), on one line.
mistake_title() {
    awk -v words="${WORDS:-en}" '
        /^diff --git / { exit }
        /^[^ ]/ { block = "" }
        /^Problem:/ { block = "en" }
        /^题目：/ { block = "zh" }
        block == words { sub(/^ +/, ""); text = text (text == "" || words == "zh" ? "" : " ") $0 }
        END {
            if (words == "zh") { sub(/.*经典错误：/, "", text); sub(/。$/, "", text) }
            else { sub(/.*classic mistake: /, "", text); sub(/\.$/, "", text) }
            print text
        }' "$1" | "$visible" -n 1
}

# mistake_words PATCH SLUG: the cause: the classic mistake this output is, and how to see it.
mistake_words() {
    say "its output here is what the classic mistake '%s' (%s) prints, the same as the judge compares outputs: %s shows that mistake and why it is wrong\n" \
        "$2" "$(mistake_title "$1")" "make mistake P=$id M=$2"
}
