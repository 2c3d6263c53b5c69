# shellcheck shell=bash
# Shared by the contract suites (contract.bats, family.bats, closed.bats, sudoku.bats): run a compiled solution on an
# input and check its exit status, stderr and stdout. The suite sets BIN (the folder of the
# programs it compiled, each NAME with its compiler log NAME.log), OUT and ERR.

# run_file NAME FILE [SECONDS]: run $BIN/NAME on FILE, killed after SECONDS (default 10);
# sets rc, stdout in $OUT, stderr in $ERR.
run_file() {
    if [ ! -x "$BIN/$1" ]; then
        echo "$1 did not compile:"
        cat "$BIN/$1.log" 2>/dev/null || true
        return 1
    fi
    rc=0
    timeout "${3:-10}" "$BIN/$1" <"$2" >"$OUT" 2>"$ERR" || rc=$?
}

# run_input NAME INPUT: like run_file, INPUT given as a printf %b string.
run_input() {
    printf '%b' "$2" >"$BATS_TEST_TMPDIR/in"
    run_file "$1" "$BATS_TEST_TMPDIR/in"
}

report() {
    printf '%s: input %q\nexit status %s\nstderr:\n' "$1" "$2" "$rc"
    head -c 500 "$ERR"
    echo "stdout (start):"
    head -c 500 "$OUT"
}

# expect_guard NAME INPUT [STDOUT]: a template's one guard (a failed read, or a value outside
# its arrays): exit status 1, exactly one stderr line, `error: ` then Chinese and English
# (`error: 中文 / English`), stdout exactly STDOUT (a %b string, default empty): the answers
# printed before it.
expect_guard() {
    local name=$1 input=$2
    printf '%b' "${3:-}" >"$BATS_TEST_TMPDIR/want"
    run_input "$name" "$input" || return 1
    if [ "$rc" -ne 1 ] || [ "$(wc -l <"$ERR")" -ne 1 ] || [ "$(awk 'END { print NR }' "$ERR")" -ne 1 ] ||
        ! LC_ALL=C grep -Eq '^error: .*[^ -~].* / [A-Za-z]' "$ERR" ||
        ! cmp -s "$BATS_TEST_TMPDIR/want" "$OUT"; then
        report "$name" "$input"
        printf 'wanted: exit 1, one line "error: <Chinese> / <English>", stdout %q\n' "${3:-}"
        return 1
    fi
}

# expect_output NAME INPUT WANT_FILE: exit status 0, empty stderr, stdout byte for byte WANT_FILE.
expect_output() {
    local name=$1 input=$2 want=$3
    run_input "$name" "$input" || return 1
    if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "$want" "$OUT"; then
        report "$name" "$input"
        echo "wanted: exit 0, no stderr, stdout equal to $want:"
        head -c 500 "$want"
        return 1
    fi
}
