#!/usr/bin/env bats
# Style of the tooling: every bash script is shellcheck-clean (where shellcheck exists),
# sets -euo pipefail, and the repository keeps its fixed top-level layout; every solution and
# step reads as a contest template (scripts/quality/check-templates).

load test_helper

setup() {
    cd "$BATS_TEST_DIRNAME/../.." || exit 1
}

# bash_scripts: every bash script (scripts/judge starts bash as /bin/bash: env's own launch
# cost each judgement 0.8 ms).
bash_scripts() {
    grep -rlE '^#!(/usr/bin/env bash|/bin/bash)$' scripts .ci | grep -v '\.bats$'
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

@test "every solution and step is a contest template: a short bilingual header, bilingual comments, its code-line bound" {
    run scripts/quality/check-templates
    [ "$status" -eq 0 ] || { echo "$output"; false; }
}

# template NAME CODE_LINES [HEADER_LINES]: writes a file NAME in a new folder, whose header
# has HEADER_LINES lines (default 4, with its Verdict line) and whose body has CODE_LINES code
# lines under one bilingual comment, and prints its path.
template() {
    local file i
    file=$(mktemp -d "$BATS_TEST_TMPDIR/template.XXXXXX")/$1
    {
        echo '/*'
        for ((i = 4; i < ${3:-4}; i++)); do echo ' * 方法 method'; done
        echo ' * 八皇后 Eight Queens'
        echo ' * Verdict: AC'
        echo ' */'
        echo '/* 标记 / marks */'
        for ((i = 0; i < $2; i++)); do echo "int x$i;"; done
    } >"$file"
    echo "$file"
}

@test "check-templates names each fault: header too long or missing, no Verdict, one language, code over the bound" {
    local good long
    good=$(template ybt1214.c 40)
    run scripts/quality/check-templates "$good"
    [ "$status" -eq 0 ]
    [ -z "$output" ]
    long=$(template ybt1214.c 41 11)
    run scripts/quality/check-templates "$long"
    [ "$status" -eq 1 ]
    [[ $output == *"ybt1214.c: the header has 11 lines: keep it within 10"* ]]
    [[ $output == *"ybt1214.c: 41 code lines: a template of this problem stays within 40"* ]]
    run scripts/quality/check-templates "$(template poj3074.c 80)" "$(template nqueens-count.7-engine.c 500)"
    [ "$status" -eq 0 ]
    printf 'int main(void) { return 0; }\n' >"$BATS_TEST_TMPDIR/bare.c"
    run scripts/quality/check-templates "$BATS_TEST_TMPDIR/bare.c"
    [ "$status" -eq 1 ]
    [[ $output == *"bare.c: no header: open the file with a /* comment"* ]]
    [[ $output == *"bare.c: the header has no Verdict: line"* ]]
    sed -i 's|/\* 标记 / marks \*/|/* marks\n   only English */|' "$good"
    printf '/* 只有中文 */\n' >>"$good"
    run scripts/quality/check-templates "$good"
    [ "$status" -eq 1 ]
    [[ $output == *"ybt1214.c: line 5-6: the comment has no Chinese: write it in Chinese and English"* ]]
    [[ $output == *"ybt1214.c: line 47: the comment has no English: write it in Chinese and English"* ]]
    [ "${#lines[@]}" -eq 2 ]
    LANGUAGE=zh_CN run scripts/quality/check-templates "$BATS_TEST_TMPDIR/missing.c"
    [ "$status" -eq 1 ]
    [[ $output == *"missing.c：没有这个文件"* ]]
}
