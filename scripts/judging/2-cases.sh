# shellcheck shell=bash
# The cases scripts/judge runs (sourced by it, after lib.sh; uses its id, brief, die).
#
# The judge cases, which decide the verdict: testdata/ID/NAME.in with NAME.out (sorted by
# name, the `oj t -d` layout), then the big ones of scripts/problems/ID/cases-big. The stress
# cases of scripts/problems/ID/cases-stress come after, apart. Big and stress cases are made
# at test time (scripts/make-testdata --big or --stress) into $BUILD/testdata/ID and
# $BUILD/testdata/ID-stress when missing or older than their recipe, generator, oracle or
# validator, and checked with the problem's validator, so that every run of a problem judges
# the same cases, whatever ran before.

LOCK_WAIT_TICKS=1200 # x 0.1 s: how long to wait for another judge making the same cases

lock=
release_lock() {
    [ -z "$lock" ] || rm -rf "$lock"
    lock=
}

# add_inputs DIR ARRAY: appends the NAME.in files of DIR to ARRAY, each with its NAME.out.
add_inputs() {
    local input
    local -n inputs=$2
    for input in "$1"/*.in; do
        [ -e "$input" ] || continue
        [ -f "${input%.in}.out" ] || die '%s has no matching %s.out' "$input" "$(basename "${input%.in}")"
        inputs+=("$input")
    done
}

# made_cases_key: sets cases_key, the checksums (CRC and size) of everything the made cases of
# ID come from, in one cksum.
made_cases_key() {
    local scripts="$JUDGE_ROOT/scripts" file files=() sums line crc size
    for file in "$scripts/problems/$id"/* "$scripts/make-testdata" "$scripts"/data/*; do
        [ -f "$file" ] && files+=("$file")
    done
    sums=$(cksum -- "${files[@]}") || die 'cannot read the sources of the cases of %s made at test time' "$id"
    sums+=$'\n' # read in blocks; split here, not by a read a byte
    cases_key=
    while [ -n "$sums" ]; do
        line=${sums%%$'\n'*} sums=${sums#*$'\n'}
        crc=${line%% *} line=${line#* } size=${line%% *}
        cases_key+="${cases_key:+ }$crc.$size"
    done
}

cases_key= # made_cases_key, computed once per judgement

# made_key DIR: sets dir_key, the key the made cases of DIR were made for (empty when none).
made_key() {
    dir_key=
    [ ! -f "$1/.key" ] || IFS= read -r dir_key <"$1/.key" || true
}

# take_lock DIR: wait for DIR.lock (a folder holding its owner's pid; a dead owner's lock is
# taken over), so that judges running in parallel make the same cases once.
take_lock() {
    local owner tick ownerless=0
    for ((tick = 0; tick < LOCK_WAIT_TICKS; tick++)); do
        if mkdir "$1.lock" 2>/dev/null; then
            lock="$1.lock"
            echo $$ >"$lock/pid"
            return
        fi
        owner=$(cat "$1.lock/pid" 2>/dev/null || true)
        [ -n "$owner" ] || ownerless=$((ownerless + 1))
        # A dead owner, or no pid written for 2 s (an owner killed right after its mkdir).
        if { [ -n "$owner" ] && process_ended "$owner"; } || [ "$ownerless" -ge 20 ]; then
            rm -rf "$1.lock"
            ownerless=0
            continue
        fi
        sleep 0.1
    done
    die '%s.lock is held by process %s for too long; remove it if no judge runs' "$1" "${owner:-?}"
}

# made_cases KIND: sets made_dir to the folder of ID's cases of recipe cases-KIND (big or
# stress), made (and validated) when missing or stale; empty when the problem has no such
# recipe.
made_cases() {
    local kind=$1 recipe="$JUDGE_ROOT/scripts/problems/$id/cases-$1" dir="$BUILD/testdata/$id"
    local validator="$JUDGE_ROOT/scripts/problems/$id/validator.c" fresh key dir_key
    made_dir=
    [ -f "$recipe" ] || return 0
    [ "$kind" = big ] || dir+=-$kind
    [ -n "$cases_key" ] || made_cases_key
    key=$cases_key
    made_key "$dir"
    if [ "$dir_key" != "$key" ]; then
        mkdir -p "$BUILD/testdata"
        take_lock "$dir"
        made_key "$dir"
        if [ "$dir_key" != "$key" ]; then
            if [ "$brief" = 0 ] && [ "$kind" = big ]; then
                say 'Making the big cases of %s in %s ...\n' "$id" "${dir#"$ROOT"/}" >&2
            elif [ "$brief" = 0 ]; then
                say 'Making the stress cases of %s in %s ...\n' "$id" "${dir#"$ROOT"/}" >&2
            fi
            fresh="$dir.new.$$"
            rm -rf "$fresh" "$dir"
            "$JUDGE_ROOT/scripts/make-testdata" "--$kind" "$fresh" "$id" >/dev/null ||
                die 'scripts/make-testdata --%s could not make the %s cases of %s' "$kind" "$kind" "$id"
            if [ -f "$validator" ]; then
                "$JUDGE_ROOT/scripts/validate" "$id" "$fresh/$id"/*.in >/dev/null ||
                    die 'a %s case of %s breaks the statement (scripts/validate)' "$kind" "$id"
            fi
            printf '%s\n' "$key" >"$fresh/$id/.key"
            mv "$fresh/$id" "$dir"
            rm -rf "$fresh"
        fi
        release_lock
    fi
    made_dir=$dir
}

# stress_note NAME: the note of stress case NAME in its recipe (what it stresses) in the
# user's language, or nothing: a note is `English | 中文` (one without ` | ` is said as it is).
stress_note() {
    awk -v name="$1" -v words="${WORDS:-en}" '$1 == name && index($0, " # ") {
            note = substr($0, index($0, " # ") + 3)
            split_at = index(note, " | ")
            if (split_at) note = words == "zh" ? substr(note, split_at + 3) : substr(note, 1, split_at - 1)
            print note
            exit
        }' "$JUDGE_ROOT/scripts/problems/$id/cases-stress"
}
