#!/usr/bin/env bats
# The size of the search, made visible: the counting switch (-include
# scripts/bench/count_nodes.h) gives the figures of the articles for the plain search
# (2,057 nodes and 15,720 squares tried for 8 queens), the steps' symmetry halves them, and
# the switch changes nothing when it is off; `make trace` prints the plain search step by step.

bats_require_minimum_version 1.5.0

setup_file() {
    local root src name
    root=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
    # shellcheck source=scripts/lib.sh
    . "$root/scripts/lib.sh"
    "$root/scripts/judging/apply-mistakes" >/dev/null
    mkdir -p "$BATS_FILE_TMPDIR/plain" "$BATS_FILE_TMPDIR/counting"
    {
        echo "$root/scripts/teaching/plain-search.c"
        solution_files | grep '/nqueens-count[^/]*\.c$'
    } >"$BATS_FILE_TMPDIR/sources"
    while IFS= read -r src; do
        name=$(basename "$src" .c)
        $CC -std=c11 -O2 -o "$BATS_FILE_TMPDIR/plain/$name" "$src" -lm
        $CC -std=c11 -O2 -include "$root/scripts/bench/count_nodes.h" \
            -o "$BATS_FILE_TMPDIR/counting/$name" "$src" -lm
    done <"$BATS_FILE_TMPDIR/sources"
}

setup() {
    ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
}

# counts NAME N: "nodes squares" of the counting build of NAME on the input "N\n0\n".
counts() {
    printf '%s\n0\n' "$2" | "$BATS_FILE_TMPDIR/counting/$1" 2>&1 >/dev/null |
        sed -n 's/^nodes \([0-9]*\) squares \([0-9]*\)$/\1 \2/p'
}

@test "the plain search of the articles: 2,057 nodes and 15,720 squares for 8 queens, 17 and 60 for 4" {
    [ "$(counts plain-search 8)" = "2057 15720" ]
    [ "$(counts plain-search 4)" = "17 60" ]
    [ "$(printf '8\n' | "$BATS_FILE_TMPDIR/counting/plain-search" 2>/dev/null)" = 92 ]
}

@test "the first-row mirror halves the plain search, the symmetry step visits fewer, main reports its own" {
    local plain plain_squares name nodes squares n
    for n in 8 12; do
        read -r plain plain_squares <<<"$(counts plain-search "$n")"
        for name in nqueens-count.1-naive nqueens-count.2-marks nqueens-count.3-iterative \
            nqueens-count.4-bfs nqueens-count.5-bitmask; do
            read -r nodes squares <<<"$(counts "$name" "$n")"
            echo "N = $n, $name: $nodes nodes, $squares squares (plain: $plain nodes)"
            [ "$nodes" -eq $(((plain - 1) / 2 + 1)) ] # the empty board, then half of each subtree
        done
        read -r nodes squares <<<"$(counts nqueens-count.5-bitmask "$n")"
        [ "$squares" -eq $((nodes - 1)) ] # bit masks try only the free squares
        read -r _ squares <<<"$(counts nqueens-count.2-marks "$n")"
        [ "$squares" -eq $((plain_squares / 2)) ] # every column of a row, half the rows
        [ "$(counts nqueens-count.6-symmetry "$n" | cut -d ' ' -f 1)" -lt "$nodes" ]
        [ -n "$(counts nqueens-count "$n")" ]
    done
}

@test "the counting switch changes nothing when it is off, and only adds one line when on" {
    local src name n plain counting
    while IFS= read -r src; do
        name=$(basename "$src" .c)
        for n in 1 2 5 8 10; do
            plain=$(printf '%s\n0\n' "$n" | "$BATS_FILE_TMPDIR/plain/$name" 2>&1)
            counting=$(printf '%s\n0\n' "$n" | "$BATS_FILE_TMPDIR/counting/$name" 2>/dev/null)
            [ "$plain" = "$counting" ] || { echo "$name, N = $n: '$plain' vs '$counting'"; return 1; }
            [[ $plain != *nodes* ]]
        done
    done <"$BATS_FILE_TMPDIR/sources"
}

@test "make trace N=4: 16 placements and 2 solutions, indented two spaces per row" {
    run make -s -C "$ROOT" trace N=4
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [ "$(grep -c 'place row' <<<"$output")" -eq 16 ]
    [ "$(grep -c 'take back row' <<<"$output")" -eq 16 ]
    [ "$(grep -c 'dead end' <<<"$output")" -eq 4 ]
    [[ $output == *"        solution 1: 2413"* && $output == *"        solution 2: 3142"* ]]
    [ "${lines[0]}" = "place row 1 col 1" ]
    [ "${lines[1]}" = "  place row 2 col 3" ]
    [ "${lines[-1]}" = 2 ]
    awk '/place row/ { if (index($0, "place") - 1 != 2 * ($3 - 1)) exit 1 }' <<<"$output"
    run make -s -C "$ROOT" trace N=9
    [ "$status" -ne 0 ]
}
