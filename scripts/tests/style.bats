#!/usr/bin/env bats
# Style of the tooling: every bash script is shellcheck-clean (where shellcheck exists),
# sets -euo pipefail, and the repository keeps its fixed top-level layout.

setup() {
    cd "$BATS_TEST_DIRNAME/../.." || exit 1
}

bash_scripts() {
    grep -rlE '^#!/usr/bin/env bash' scripts .ci | grep -v '\.bats$'
}

@test "every bash script passes shellcheck" {
    command -v shellcheck >/dev/null || skip "shellcheck is not installed"
    mapfile -t scripts < <(bash_scripts)
    [ "${#scripts[@]}" -ge 8 ]
    run shellcheck -x scripts/lib.sh "${scripts[@]}"
    [ "$status" -eq 0 ] || { echo "$output"; false; }
}

@test "every bash script under scripts/ runs with set -euo pipefail and is executable" {
    local script missing=()
    while read -r script; do
        [ "$script" = .ci/run ] && continue # CI counts failures itself; it must not stop early
        grep -q '^set -euo pipefail' "$script" && [ -x "$script" ] || missing+=("$script")
    done < <(bash_scripts)
    [ "${#missing[@]}" -eq 0 ] || { printf 'not strict or not executable: %s\n' "${missing[@]}"; false; }
}

@test "the top level holds exactly the fixed layout" {
    run bash -c "git ls-files | cut -d/ -f1 | sort -u | grep -vxE 'Makefile|problems|solutions|testdata|scripts|README\.md|\.ci|\.gitignore|\.clang-format|LICENSE'"
    [ -z "$output" ] || { echo "unexpected top-level entries: $output"; false; }
}
