#!/usr/bin/env bats
# Committed test data: reproducible from the recipes, complete, valid; validators reject
# malformed inputs naming the line; generators are deterministic; big and stress cases at test time.

load test_helper

gen_of() {
    build_tool "problems/$1/gen"
}

validator_of() {
    build_tool "problems/$1/validator"
}

@test "make-testdata --check: the committed data is exactly what the recipes give (each generator gives again the bytes it gave)" {
    run "$ROOT/scripts/make-testdata" --check
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "make-testdata --check names a corrupted, a missing and an unexpected file" {
    local copy="$BATS_TEST_TMPDIR/repo"
    mkdir -p "$copy"
    cp -R "$ROOT/scripts" "$ROOT/testdata" "$copy/"
    printf 'x' >>"$copy/testdata/ybt1214/every-b.out"
    rm "$copy/testdata/nqueens-count/descending.in"
    touch "$copy/testdata/nqueens-endgame/stray.in"
    BUILD="$copy/build" run "$copy/scripts/make-testdata" --check ybt1214 nqueens-count nqueens-endgame
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"differs: testdata/ybt1214/every-b.out"* ]]
    [[ $output == *"missing: testdata/nqueens-count/descending.in"* ]]
    [[ $output == *"not in the recipe: testdata/nqueens-endgame/stray.in"* ]]
}

@test "every .in has its .out and every .out its .in" {
    local file missing=0
    for file in "$ROOT"/testdata/*/*.in; do
        [ -f "${file%.in}.out" ] || { echo "no .out for $file"; missing=1; }
    done
    for file in "$ROOT"/testdata/*/*.out; do
        [ -f "${file%.out}.in" ] || { echo "no .in for $file"; missing=1; }
    done
    [ "$missing" = 0 ]
}

@test "every committed input passes its validator (scripts/validate --all)" {
    run "$ROOT/scripts/validate" --all
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *" 0 failed"* ]]
}

@test "scripts/validate checks one file and reports a bad one" {
    run "$ROOT/scripts/validate" ybt1214 "$ROOT/testdata/ybt1214/sample-1.in"
    [ "$status" -eq 0 ]
    run "$ROOT/scripts/validate" ybt1214 "$ROOT/scripts/problems/ybt1214/invalid/line3-b-too-large.in"
    [ "$status" -eq 1 ]
    [[ $output == *"line3-b-too-large.in: error: line 3: "* ]]
}

@test "validators reject every malformed fixture with a message naming its line" {
    # scripts/problems/<id>/invalid/lineL-what.in: <id>'s validator must reject it, naming line L.
    local dir fixture name validator expected_line message status checked=0
    for dir in "$ROOT"/scripts/problems/*/invalid/; do
        validator=$(validator_of "$(basename "$(dirname "$dir")")")
        for fixture in "$dir"*.in; do
            name=$(basename "$fixture")
            [[ $name =~ ^line([0-9]+)- ]] || { echo "$fixture: name must start with lineL-"; return 1; }
            expected_line=${BASH_REMATCH[1]}
            status=0
            message=$("$validator" <"$fixture" 2>&1 >/dev/null) || status=$?
            if [ "$status" -ne 1 ] || [[ $message != "error: line $expected_line: "* ]] ||
                [ "$(printf '%s\n' "$message" | wc -l)" -ne 1 ]; then
                echo "$fixture: status $status, message '$message' (want line $expected_line)"
                return 1
            fi
            checked=$((checked + 1))
        done
    done
    [ "$checked" -ge 60 ]
}

@test "validators accept the edge cases of the canonical forms" {
    local count endgame
    count=$(validator_of nqueens-count)
    endgame=$(validator_of nqueens-endgame)
    printf '0\n' | "$count"
    printf '15\n' | "$count"
    printf '3\n0\n' | "$count"
    printf '3\n14\n' | "$count"
    printf '1\nQ\n' | "$endgame"
    printf '2\nQQ\nQQ\n' | "$endgame"
    printf '1\n92\n' | "$(validator_of ybt1214)"
    printf '1\n1\n' | "$(validator_of noi1756)"
    printf '0\n' | "$(validator_of hdu2553)"
    printf '10\n0\n' | "$(validator_of hdu2553)"
    printf '0\n' | "$(validator_of nqueens-unique)"
    printf '1\n15\n' | "$(validator_of nqueens-unique)"
}

@test "generators: another seed gives another input" {
    local id spec
    local -a args
    while read -r id spec; do
        read -r -a args <<<"$spec"
        if cmp -s <("$(gen_of "$id")" "${args[0]}" 1 "${args[@]:1}") \
            <("$(gen_of "$id")" "${args[0]}" 2 "${args[@]:1}"); then
            echo "$id $spec: seeds 1 and 2 give the same input"
            return 1
        fi
    done <<'EOF'
ybt1214 random 30
ybt1214 perm
noi1756 random 30
noi1756 perm
nqueens-count shuffle 1 15
nqueens-count random 30 1 15
nqueens-count zero-middle 5 5
hdu2553 shuffle 1 10
hdu2553 random 30 1 10
hdu2553 blocks 300
nqueens-unique shuffle 1 15
nqueens-unique random 30 1 15 eof
nqueens-endgame full 8
nqueens-endgame solvable 10 4
nqueens-endgame random 10 4
nqueens-endgame conflict-row 8
nqueens-endgame conflict-col 8
nqueens-endgame conflict-diag 8
nqueens-endgame conflict-anti 8
cses1624 random 10
cses1624 solutions 2 3
luogu1562 random 12 40
luogu1562 solutions 12 3 10
lanqiao-basic27 random 8 10
lanqiao-basic27 solutions 8 3 5
EOF
}

@test "generators refuse bad arguments" {
    run "$(gen_of ybt1214)" random 1
    [ "$status" -eq 1 ]
    run "$(gen_of nqueens-count)" range 0 15
    [ "$status" -eq 1 ]
    run "$(gen_of hdu2553)" single 11
    [ "$status" -eq 1 ]
    run "$(gen_of nqueens-unique)" range 1 16
    [ "$status" -eq 1 ]
    run "$(gen_of nqueens-endgame)" full 1 3
    [ "$status" -eq 1 ]
    run "$(gen_of nqueens-endgame)" conflict-diag 1 1
    [ "$status" -eq 1 ]
}

@test "make-testdata --big and --stress: the empty 11x11 and 12x12 boards; 5x10^5 and 3x10^6 queries, T = 10^4, 12000 lines" {
    local big="$BATS_TEST_TMPDIR/big" stress="$BATS_TEST_TMPDIR/stress"
    run "$ROOT/scripts/make-testdata" --big "$big"
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(ls "$big")" = nqueens-endgame ]
    [ "$(tail -n 1 "$big/nqueens-endgame/empty-11.out")" = "Total: 2680" ]
    [ "$(tail -n 1 "$big/nqueens-endgame/empty-12.out")" = "Total: 14200" ]
    run "$ROOT/scripts/make-testdata" --stress "$stress" ybt1214 noi1756 uva750 hdu2553
    echo "$output"
    [ "$status" -eq 0 ]
    [ "$(head -n 1 "$stress/ybt1214/big-random.in")" = 500000 ]
    [ "$(wc -l <"$stress/ybt1214/big-random.out")" -eq 500000 ]
    [ "$(head -n 1 "$stress/noi1756/big-random.in")" = 3000000 ]
    [ "$(wc -l <"$stress/noi1756/big-random.out")" -eq 3000000 ]
    [ "$(head -n 1 "$stress/uva750/max-random.in")" = 10000 ]
    [ "$(grep -cvx 0 "$stress/hdu2553/long-random.in")" -eq 12000 ]
}

@test "every case the judge runs satisfies its statement: committed, big and stress cases pass the validators" {
    local made="$BATS_TEST_TMPDIR/made" recipe id kind checked=0
    "$ROOT/scripts/validate" --all
    for recipe in "$ROOT"/scripts/problems/*/cases-big "$ROOT"/scripts/problems/*/cases-stress; do
        [ -e "$recipe" ] || continue
        id=$(basename "$(dirname "$recipe")")
        kind=${recipe##*/cases-}
        "$ROOT/scripts/make-testdata" "--$kind" "$made/$kind" "$id" >/dev/null
        "$ROOT/scripts/validate" "$id" "$made/$kind/$id"/*.in
        checked=$((checked + $(find "$made/$kind/$id" -name '*.in' | wc -l)))
        rm -rf "${made:?}/$kind/$id"
    done
    echo "big and stress cases validated: $checked"
    [ "$checked" -ge 8 ]
}

@test "a big case beyond the statement is refused by the judge before any verdict" {
    local tree="$BATS_TEST_TMPDIR/tree"
    mkdir -p "$tree"
    cp -R "$ROOT/problems" "$ROOT/testdata" "$ROOT/scripts" "$tree/"
    printf 'too-many random 7 3000001\n' >"$tree/scripts/problems/ybt1214/cases-big"
    BUILD="$tree/build" JUDGE_ROOT="$tree" run "$tree/scripts/judge" ybt1214 "$ROOT/solutions/ybt1214.c"
    echo "$output"
    [ "$status" -eq 2 ]
    [[ $output == *"a big case of ybt1214 breaks the statement (scripts/validate)"* ]]
}

@test "committed test data stays small (under 2 MB)" {
    local bytes
    bytes=$(cat "$ROOT"/testdata/*/* | wc -c)
    echo "$bytes bytes"
    [ "$bytes" -lt 2000000 ]
}
