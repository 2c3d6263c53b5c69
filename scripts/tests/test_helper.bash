# shellcheck shell=bash
# What the suites share, loaded by each of them (`load test_helper`), as bats-core's own suite
# shares its test_helper:
#   - the repository: ROOT, and scripts/lib.sh's functions (sourced once per test);
#   - failures gathered and reported together: record_failure, report_failures;
#   - a compiled solution run on an input and its output checked (the contract suites):
#     run_file, run_input, run_report, expect_guard, expect_output, want;
#   - the sandbox and its layers: load_sandbox, has_feature; the user keyrings, one test at a
#     time: hold_user_keyrings;
#   - the judge's one-line verdict, its fields read (brief_fields), judged once for the whole run
#     and shared by the suites that need the same judgement (mistakes.bats, judges.bats): judged;
#   - a program that replays a problem's answers through sed: replay_source.

# shellcheck source=scripts/lib.sh
. "$BATS_TEST_DIRNAME/../lib.sh"

# ---- failures ----

# record_failure MESSAGE [DETAILS_FILE]: one failure of the test, with the first 8 lines of
# DETAILS_FILE, kept in $FAILURES (a file of the test's own) for report_failures.
record_failure() {
    {
        echo "FAIL: $1"
        [ -z "${2:-}" ] || head -n 8 "$2" | sed 's/^/    /'
    } >>"${FAILURES:=$BATS_TEST_TMPDIR/failures}"
}

# report_failures: prints the recorded failures and fails the test when there is one.
report_failures() {
    [ -s "${FAILURES:=$BATS_TEST_TMPDIR/failures}" ] || return 0
    echo "$(grep -c '^FAIL: ' "$FAILURES") failures:"
    cat "$FAILURES"
    return 1
}

# ---- a compiled solution on an input (the suite sets BIN, the folder of the programs it
# compiled, each NAME with its compiler log NAME.log, OUT and ERR) ----

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

# run_report NAME INPUT: what the last run of NAME on INPUT (shown as given) did.
run_report() {
    printf '%s: input %q\nexit status %s\nstderr:\n' "$1" "$2" "$rc"
    head -c 500 "$ERR"
    echo "stdout (start):"
    head -c 500 "$OUT"
}

# want TEXT: the %b string TEXT written to a file of the test; prints its path.
want() {
    printf '%b' "$1" >"$BATS_TEST_TMPDIR/want"
    echo "$BATS_TEST_TMPDIR/want"
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
        run_report "$name" "$input"
        printf 'wanted: exit 1, one line "error: <Chinese> / <English>", stdout %q\n' "${3:-}"
        return 1
    fi
}

# expect_output NAME INPUT WANT_FILE: exit status 0, empty stderr, stdout byte for byte WANT_FILE.
expect_output() {
    local name=$1 input=$2 want=$3
    run_input "$name" "$input" || return 1
    if [ "$rc" -ne 0 ] || [ -s "$ERR" ] || ! cmp -s "$want" "$OUT"; then
        run_report "$name" "$input"
        echo "wanted: exit 0, no stderr, stdout equal to $want:"
        head -c 500 "$want"
        return 1
    fi
}

# ---- the sandbox ----

# load_sandbox: sets SANDBOX (the built sandbox) and FEATURES (its -F line), and exports
# them for the tests of the file.
load_sandbox() {
    SANDBOX=$(build_tool judging/sandbox)
    FEATURES=$("$SANDBOX" -F)
    export SANDBOX FEATURES
}

# has_feature KEY=VALUE: whether sandbox -F reported it.
has_feature() {
    [[ " $FEATURES " == *" $1 "* ]]
}

# descendants PID: every process under PID (its children's children too), one a line.
descendants() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}

# hold_user_keyrings: until the test ends, the machine's lock of the user keyrings, which every
# process of a uid shares (root's, nobody's): a test that plants a key there and reads back
# what they hold (`keyring hold`, sandbox.bats and windows.bats) waits for any other, of this
# run or of a second copy of the suites, whose key it would otherwise read or remove.
hold_user_keyrings() {
    [ -z "${USER_KEYRINGS_LOCK:-}" ] || return 0 # held already: a second lock would wait for the first
    exec {USER_KEYRINGS_LOCK}>>/tmp/nqueens-tests.user-keyrings.lock
    flock -w 600 "$USER_KEYRINGS_LOCK"
}

# ---- the judge's verdicts, shared ----

# brief_fields LINE: the fields of a `scripts/judge --brief` line: sets verdict, cases, max_ms,
# max_kb, failing (the first failing case), stress and stress_case.
brief_fields() {
    IFS=$'\t' read -r verdict cases max_ms max_kb failing stress stress_case <<<"$1"
}

# judged ID FILE [OPTION...]: the line of `scripts/judge --brief --first-failure OPTION... ID
# FILE` (7 tab-separated fields: verdict, cases, ms, KB, first failing case, stress verdict, its
# first failing case), or `error - - - WORDS - -` with the judge's first stderr line when it
# could not judge. Judged once for the whole run of the suites (bats' BATS_RUN_TMPDIR): a
# suite that asks for a judgement another suite made, or is making, reads its line. Verdicts
# are CPU-time facts that hold at twice or half the speed, so a judgement made beside others
# is the one made alone.
judged() {
    local cache="$BATS_RUN_TMPDIR/judged" key line
    mkdir -p "$cache"
    key=$(printf '%s\n' "$@" | cksum | tr ' ' -)
    (
        flock 9
        [ -s "$cache/$key" ] && exit 0
        line=$("$ROOT/scripts/judge" --brief --first-failure "${@:3}" "$1" "$2" 2>"$cache/$key.err") || true
        [ -n "$line" ] || line="error	-	-	-	$(head -n 1 "$cache/$key.err" | tr '\t' ' ')	-	-"
        printf '%s\n' "$line" >"$cache/$key"
    ) 9>"$cache/$key.lock"
    cat "$cache/$key"
}

# ---- a program that replays answers ----

# replay_source ID SED_SCRIPT: a C program (C90, so that every judge's C option takes it) that
# answers each committed case of testdata/ID with its expected output passed through
# SED_SCRIPT: it finds its input among the cases byte for byte (exit 3 for any other input).
# It lets a test give the judge exactly the output a rule is about, for any problem.
replay_source() {
    local id=$1 script=$2 input output
    printf '#include <stdio.h>\n#include <string.h>\n'
    printf 'struct replay { const char *in; size_t in_size; const char *out; size_t out_size; };\n'
    printf 'static const struct replay cases[] = {\n'
    for input in "$ROOT/testdata/$id"/*.in; do
        output=$(mktemp)
        sed "$script" "${input%.in}.out" >"$output"
        printf '    {%s, %d, %s, %d},\n' "$(c_string <"$input")" "$(wc -c <"$input")" \
            "$(c_string <"$output")" "$(wc -c <"$output")"
        rm -f "$output"
    done
    cat <<'EOF'
};
static char input[1 << 22];

int main(void) {
    size_t size = fread(input, 1, sizeof input, stdin), i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (cases[i].in_size == size && memcmp(cases[i].in, input, size) == 0) {
            fwrite(cases[i].out, 1, cases[i].out_size, stdout);
            return 0;
        }
    return 3;
}
EOF
}

# c_string: stdin as a C string literal, every byte an octal escape.
c_string() {
    printf '"'
    od -An -v -to1 | tr -s ' \n' '  ' | sed 's/ \([0-7][0-7][0-7]\)/\\\1/g; s/ *$//'
    printf '"'
}
