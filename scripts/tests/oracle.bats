#!/usr/bin/env bats
# The brute-force oracle (scripts/data/oracle.c) against known facts: OEIS A000170 and A002562,
# the 92 eight-queens strings checked one by one, the statements' samples.

load test_helper

setup_file() {
    ORACLE=$(build_tool data/oracle)
    QUERY_GEN=$(build_tool problems/ybt1214/gen)
    export ROOT ORACLE QUERY_GEN
}

setup() {
    TABLE="$ROOT/scripts/data/oeis-a000170.txt"
    UNIQUE_TABLE="$ROOT/scripts/data/oeis-a002562.txt"
}

# known_counts LOW HIGH [TABLE]: the table's a(LOW)..a(HIGH), one a line (default: A000170).
known_counts() {
    awk -v low="$1" -v high="$2" '$0 !~ /^#/ && $1 >= low && $1 <= high { print $2 }' "${3:-$TABLE}"
}

@test "the A000170 table holds a(1)..a(21) in order" {
    run awk '$0 !~ /^#/ { if (NF != 2 || $1 != ++n || $2 !~ /^[0-9]+$/) bad = 1 } END { print n; exit bad }' "$TABLE"
    [ "$status" -eq 0 ]
    [ "$output" = 21 ]
    [ "$(known_counts 8 8)" = 92 ]
    [ "$(known_counts 20 20)" = 39029188884 ]
    [ "$(known_counts 21 21)" = 314666222712 ]
}

# oracle_gives MODE INPUT OUTPUT: the oracle in MODE answers INPUT (printf %b) with OUTPUT;
# oracle_refuses MODE INPUT: it stops with `error: ...` and exit status 1.
oracle_gives() {
    run bash -c 'printf "%b" "$2" | "$ORACLE" "$1"' _ "$1" "$2"
    [ "$status" -eq 0 ] && [ "$output" = "$3" ] || { echo "$1 on '$2': $status, $output"; return 1; }
}

oracle_refuses() {
    run bash -c 'printf "%b" "$2" | "$ORACLE" "$1"' _ "$1" "$2"
    [ "$status" -eq 1 ] && [[ $output == *error:* ]] || { echo "$1 on '$2': $status, $output"; return 1; }
}

@test "oracle counts agree with A000170 for N = 1..14" {
    run bash -c 'seq 1 14 | "$ORACLE" nqueens-count'
    [ "$status" -eq 0 ]
    [ "$output" = "$(known_counts 1 14)" ]
}

@test "oracle count mode: a 0 line ends the input, repeats are answered again" {
    oracle_gives nqueens-count '5\n5\n0\n8\n' $'10\n10'
}

@test "oracle hdu2553 mode: A000170 for N = 1..10, the 0 required, N = 11 refused" {
    run bash -c '{ seq 1 10; echo 0; } | "$ORACLE" hdu2553'
    [ "$status" -eq 0 ]
    [ "$output" = "$(known_counts 1 10)" ]
    oracle_gives hdu2553 '5\n5\n0\n8\n' $'10\n10'
    oracle_refuses hdu2553 '5\n8\n'
    oracle_refuses hdu2553 '5\n11\n0\n'
}

@test "hdu2553 committed outputs (made by the oracle) equal the A000170 table" {
    local input checked=0
    for input in "$ROOT"/testdata/hdu2553/*.in; do
        awk 'NR == FNR { if ($0 !~ /^#/) count[$1] = $2; next } $1 == 0 { exit } { print count[$1] }' \
            "$TABLE" "$input" | cmp - "${input%.in}.out"
        checked=$((checked + 1))
    done
    [ "$checked" -ge 15 ]
}

@test "the A002562 table holds a(1)..a(20) in order, consistent with A000170" {
    run awk '$0 !~ /^#/ { if (NF != 2 || $1 != ++n || $2 !~ /^[0-9]+$/) bad = 1 } END { print n; exit bad }' "$UNIQUE_TABLE"
    [ "$status" -eq 0 ]
    [ "$output" = 20 ]
    [ "$(known_counts 1 15 "$UNIQUE_TABLE" | tr '\n' ' ')" = "1 0 0 1 2 1 6 12 46 92 341 1787 9233 45752 285053 " ]
    # Q(n) solutions in a(n) classes of 8, 4 or 2 boards (n > 1): Q(n) / 8 <= a(n) <= Q(n) / 2.
    run awk 'NR == FNR { if ($0 !~ /^#/) q[$1] = $2; next }
        $0 !~ /^#/ && $1 > 1 && !(8 * $2 >= q[$1] && 2 * $2 <= q[$1]) { print "n = " $1; bad = 1 }
        END { exit bad }' "$TABLE" "$UNIQUE_TABLE"
    echo "$output"
    [ "$status" -eq 0 ]
}

@test "oracle classes (each board turned into the smallest of its 8 images) agree with A002562 for N = 1..14" {
    run bash -c 'seq 1 14 | "$ORACLE" nqueens-unique'
    [ "$status" -eq 0 ]
    [ "$output" = "$(known_counts 1 14 "$UNIQUE_TABLE")" ]
}

@test "oracle nqueens-unique mode: 0 or the end ends the input, repeats answered, N = 15 refused" {
    oracle_gives nqueens-unique '6\n4\n6\n0\n8\n' $'1\n1\n1'
    oracle_gives nqueens-unique '8\n5' $'12\n2'
    oracle_refuses nqueens-unique '5\n15\n'
}

@test "committed outputs from the OEIS tables equal the oracle's brute force, N <= 13" {
    local id input checked
    # nqueens-count (A000170) and nqueens-unique (A002562) take their answers from the tables.
    for id in nqueens-count nqueens-unique; do
        checked=0
        for input in "$ROOT/testdata/$id"/*.in; do
            # Only cases whose N before the 0 stay small enough for the brute force.
            awk '$1 == 0 { exit } $1 > 13 { exit 1 }' "$input" || continue
            "$ORACLE" "$id" <"$input" | cmp - "${input%.in}.out"
            checked=$((checked + 1))
        done
        echo "$id: $checked cases"
        [ "$checked" -ge 8 ]
    done
}

@test "oracle endgame: the empty n x n board has A000170 completions, n = 1..10" {
    local n total
    for n in 1 2 3 4 5 6 7 8 9 10; do
        total=$({ echo "$n"; for _ in $(seq "$n"); do printf '%*s\n' "$n" '' | tr ' ' .; done; } |
            "$ORACLE" nqueens-endgame | tail -n 1)
        case $(known_counts "$n" "$n") in
        0) [ "$total" = "No solution" ] ;;
        *) [ "$total" = "Total: $(known_counts "$n" "$n")" ] ;;
        esac
    done
}

@test "oracle's 92 eight-queens strings are all valid, distinct, sorted, and match the sample" {
    "$QUERY_GEN" all | "$ORACLE" ybt1214 >"$BATS_TEST_TMPDIR/strings"
    run awk '
        function fail(why) { print "line " NR ": " why; bad = 1 }
        length($0) != 8 || !/^[1-8]+$/ { fail("not 8 digits 1-8: " $0); next }
        {
            for (i = 1; i <= 8; i++) column[i] = substr($0, i, 1) + 0
            for (i = 1; i <= 8; i++)
                for (j = 1; j < i; j++) {
                    gap = column[i] - column[j]; if (gap < 0) gap = -gap
                    if (gap == 0) fail("two queens in one column")
                    if (gap == i - j) fail("two queens on one diagonal")
                }
            if (NR > 1 && $0 + 0 <= previous + 0) fail("not above the line before")
            previous = $0
        }
        NR == 1 { first = $0 }
        END {
            if (NR != 92) { print NR " strings, not 92"; bad = 1 }
            if (first != "15863724" || previous != "84136275") { print "first/last: " first " " previous; bad = 1 }
            exit bad
        }' "$BATS_TEST_TMPDIR/strings"
    echo "$output"
    [ "$status" -eq 0 ]
    # noi1756 is the same task.
    "$QUERY_GEN" all | "$ORACLE" noi1756 | cmp - "$BATS_TEST_TMPDIR/strings"
}

@test "oracle reproduces every committed sample output" {
    local id sample checked=0
    for id in ybt1214 noi1756 nqueens-count hdu2553 nqueens-unique nqueens-endgame; do
        for sample in "$ROOT/testdata/$id"/sample-*.in; do
            [ -e "$sample" ] || continue
            "$ORACLE" "$id" <"$sample" | cmp - "${sample%.in}.out"
            checked=$((checked + 1))
        done
    done
    [ "$checked" -ge 5 ]
}

@test "oracle endgame outputs are valid completions of their boards, in increasing order" {
    local input checked=0
    for input in "$ROOT"/testdata/nqueens-endgame/*.in; do
        "$ORACLE" nqueens-endgame <"$input" >"$BATS_TEST_TMPDIR/out"
        run awk '
            function fail(why) { print FILENAME ": " why; bad = 1 }
            FNR == NR { if (FNR == 1) n = $0; else if (index($0, "Q")) given[FNR - 1] = index($0, "Q"); next }
            /^Solution [0-9]+:$/ { solutions++; if ($2 + 0 != solutions) fail("numbering"); row = 0; key = ""; next }
            /^[.Q]+$/ {
                row++; column = index($0, "Q")
                if (length($0) != n || gsub(/Q/, "Q") != 1) fail("bad board line " $0)
                if ((row in given) && given[row] != column) fail("given queen moved in row " row)
                placed[row] = column
                for (earlier = 1; earlier < row; earlier++) {
                    gap = column - placed[earlier]; if (gap < 0) gap = -gap
                    if (gap == 0 || gap == row - earlier) fail("attack between rows " earlier " and " row)
                }
                key = key sprintf("%02d", column)
                if (row == n) { if (key <= last_key) fail("not in increasing order"); last_key = key }
                next
            }
            /^$/ { if (row != n) fail("board of " row " rows"); next }
            /^Total: [0-9]+$/ { total = $2; next }
            /^No solution$/ { none = 1; next }
            { fail("unexpected line " $0) }
            END {
                if (none && solutions) fail("No solution after solutions")
                if (!none && total != solutions) fail("Total " total " for " solutions " solutions")
                exit bad
            }' "$input" "$BATS_TEST_TMPDIR/out"
        echo "$output"
        [ "$status" -eq 0 ]
        checked=$((checked + 1))
    done
    [ "$checked" -ge 40 ]
}

@test "oracle rejects an unknown problem id" {
    run "$ORACLE" no-such-problem </dev/null
    [ "$status" -eq 1 ]
    [[ $output == error:* ]]
}
