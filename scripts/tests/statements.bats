#!/usr/bin/env bats
# Every statement problems/<id>.md, for every id of lib.sh's problem_ids: its front matter
# (id, title, source, the judge's limits, a checker that exists, the judge
# of judges.txt that the problem is named after) and its
# samples, the fenced blocks of the text taken in pairs, equal to testdata/<id>/sample-K.in and
# .out byte for byte (an output abbreviated with a line `…` keeps its head and its tail).

bats_require_minimum_version 1.5.0
load test_helper

# The limits each judge publishes (see each statement's source line): time in ms, memory in KB.
# Kept here, once, so that a statement changed by accident fails.
declare -gA LIMITS=(
    [aoj-alds1-13-a]="1000 131072" [cses1624]="1000 524288" [hdu2553]="1000 32768"
    [lanqiao-basic27]="1000 524288" [luogu1219]="1000 128000" [luogu1562]="1000 128000"
    [noi1700]="10000 65536" [noi1756]="1000 65536" [nqueens-count]="2500 65536"
    [nqueens-endgame]="1000 65536" [nqueens-unique]="2000 65536" [poj2676]="2000 65536"
    [poj3074]="1000 65536" [poj3239]="1000 131072" [uva750]="3000 131072"
    [ybt1213]="10000 65536" [ybt1214]="1000 65536"
)

# judge_of_id ID: the judge a problem id names (our own problems: repo).
judge_of_id() {
    case $1 in
    uva*) echo uva ;; poj*) echo poj ;; hdu*) echo hdu ;; luogu*) echo luogu ;;
    noi*) echo openjudge ;; ybt*) echo ybt ;; aoj-*) echo aoj ;; nqueens-*) echo repo ;;
    cses*) echo cses ;; lanqiao-*) echo lanqiao ;;
    *) echo "unknown" ;;
    esac
}

setup() {
    mapfile -t IDS < <(problem_ids)
}

@test "statements: every problem has front matter with id, title, source and its judge's limits" {
    local id checker
    [ "${#IDS[@]}" -eq "${#LIMITS[@]}" ] || { echo "problems: ${IDS[*]}; limits known for ${!LIMITS[*]}"; return 1; }
    for id in "${IDS[@]}"; do
        [ "$(sed -n 1p "$ROOT/problems/$id.md")" = --- ] || { echo "$id: no front matter"; return 1; }
        [ "$(front_matter "$id" id)" = "$id" ] || { echo "$id: id"; return 1; }
        [ -n "$(front_matter "$id" title)" ] || { echo "$id: title"; return 1; }
        [ -n "$(front_matter "$id" source)" ] || { echo "$id: source"; return 1; }
        [ -n "${LIMITS[$id]:-}" ] || { echo "$id: no limits known to this test"; return 1; }
        [ "$(front_matter "$id" time_limit_ms) $(front_matter "$id" memory_limit_kb)" = "${LIMITS[$id]}" ] ||
            { echo "$id: limits are not ${LIMITS[$id]}"; return 1; }
        checker=$(front_matter "$id" checker)
        [ -z "$checker" ] || [ "$checker" = "scripts/problems/$id/checker.c" ] ||
            { echo "$id: checker $checker"; return 1; }
        [ -z "$checker" ] || [ -f "$ROOT/$checker" ] || { echo "$id: no $checker"; return 1; }
        [ "$(front_matter "$id" judge)" = "$(judge_of_id "$id")" ] ||
            { echo "$id: judge '$(front_matter "$id" judge)', named after $(judge_of_id "$id")"; return 1; }
        [ -n "$(judge_facts judge "$(judge_of_id "$id")")" ] || { echo "$id: judge not in judges.txt"; return 1; }
    done
    # the problems whose answers are not unique have a checker, the others none
    [ "$(for id in "${IDS[@]}"; do [ -z "$(front_matter "$id" checker)" ] || echo "$id"; done | xargs)" = "poj2676 poj3239" ]
}

@test "statements: the samples in problems/<id>.md equal testdata/<id>/sample-K.in/.out" {
    local id dir blocks k i
    for id in "${IDS[@]}"; do
        dir="$BATS_TEST_TMPDIR/$id"
        mkdir -p "$dir"
        awk -v dir="$dir" '
            /^```/ { if (inside) { inside = 0; close(file) } else { inside = 1; file = dir "/" ++n; printf "" > file }; next }
            inside { print > file }' "$ROOT/problems/$id.md"
        blocks=$(find "$dir" -type f | wc -l)
        k=0
        while [ -f "$ROOT/testdata/$id/sample-$((k + 1)).in" ]; do k=$((k + 1)); done
        [ "$k" -ge 1 ] || { echo "$id: no testdata/$id/sample-1.in"; return 1; }
        [ "$blocks" -eq $((2 * k)) ] || { echo "$id: $blocks code blocks for $k samples"; return 1; }
        for ((i = 1; i <= k; i++)); do
            cmp "$dir/$((2 * i - 1))" "$ROOT/testdata/$id/sample-$i.in" || { echo "$id: sample-$i.in"; return 1; }
            if grep -qx '…' "$dir/$((2 * i))"; then # abbreviated: its head and its tail
                sed '/^…$/,$d' "$dir/$((2 * i))" >"$dir/head"
                sed '1,/^…$/d' "$dir/$((2 * i))" >"$dir/tail"
                cmp "$dir/head" <(head -n "$(wc -l <"$dir/head")" "$ROOT/testdata/$id/sample-$i.out")
                cmp "$dir/tail" <(tail -n "$(wc -l <"$dir/tail")" "$ROOT/testdata/$id/sample-$i.out")
            else
                cmp "$dir/$((2 * i))" "$ROOT/testdata/$id/sample-$i.out" || { echo "$id: sample-$i.out"; return 1; }
            fi
        done
    done
}
