# shellcheck shell=bash
# Shared by the suites that run the sandbox (judge.bats, sandbox.bats): the repository's
# helpers, the built sandbox and the containment layers this machine has.

# load_sandbox: sets ROOT (with scripts/lib.sh sourced), SANDBOX (the built sandbox) and
# FEATURES (its -F line), and exports the last two for the tests of the file.
load_sandbox() {
    ROOT="$(cd "$BATS_TEST_DIRNAME/../.." && pwd)"
    # shellcheck source=scripts/lib.sh
    . "$ROOT/scripts/lib.sh"
    SANDBOX=$(build_tool judging/sandbox)
    FEATURES=$("$SANDBOX" -F)
    export SANDBOX FEATURES
}

# has_feature KEY=VALUE: whether sandbox -F reported it.
has_feature() {
    [[ " $FEATURES " == *" $1 "* ]]
}
