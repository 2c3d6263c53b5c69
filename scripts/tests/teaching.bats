#!/usr/bin/env bats
# The beginner's path: the classroom step of ybt1214 (solutions/steps/ybt1214.1-classroom.c),
# the first file a student types, is short, a simpler sibling of solutions/ybt1214.c (the
# answers kept as strings, not integers), Accepted by the judge, and compiles warning-free as
# C90 to C2x and as C++98 to C++23, as the judges it is submitted to may compile it; `make mistake P=<id> M=<slug>`
# prints a classic mistake's lesson and judges its patched copy in build/, leaving the
# working tree as it was, and a wrong P or M is one error line that lists the valid slugs.

bats_require_minimum_version 1.5.0
load test_helper

CLASSROOM=solutions/steps/ybt1214.1-classroom.c

@test "the classroom step of ybt1214: at most 60 lines, scanf and printf, a bilingual header, Accepted" {
    [ "$(wc -l <"$ROOT/$CLASSROOM")" -le 60 ]
    grep -q 'scanf(' "$ROOT/$CLASSROOM"
    grep -q 'printf("%s' "$ROOT/$CLASSROOM" # the answers kept as strings
    grep -q 'printf("%ld' "$ROOT/solutions/ybt1214.c" # the template's kept as integers
    sed -n '1,/\*\//p' "$ROOT/$CLASSROOM" >"$BATS_TEST_TMPDIR/header"
    [ "$(wc -l <"$BATS_TEST_TMPDIR/header")" -le 10 ]
    for field in '八皇后' '方法：' 'Method:' '时间 Time:' '空间 Memory:' 'Verdict: AC'; do
        grep -q "^ \* .*$field" "$BATS_TEST_TMPDIR/header" || { echo "no '$field' line"; return 1; }
    done
    run "$ROOT/scripts/judge" ybt1214 "$ROOT/$CLASSROOM"
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [[ $output =~ Accepted\ \(AC\)\ ([0-9]+)/([0-9]+) ]]
    [ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
}

@test "the classroom step compiles warning-free as C90 to C2x and as C++98 to C++23" {
    local std cc=${CC:-gcc} cxx=${CXX:-g++} failed=0
    for std in c90 c99 c11 c17 c2x; do
        "$cc" -std="$std" -Wall -Wextra -Wpedantic -Werror -O2 -c -o /dev/null "$ROOT/$CLASSROOM" ||
            { echo "FAIL: $cc -std=$std"; failed=1; }
    done
    command -v "$cxx" >/dev/null || skip "$cxx is not installed"
    for std in c++98 c++03 c++11 c++14 c++17 c++20 c++23; do
        "$cxx" -x c++ -std="$std" -Wall -Wextra -Wpedantic -Werror -O2 -c -o /dev/null \
            "$ROOT/$CLASSROOM" || { echo "FAIL: $cxx -x c++ -std=$std"; failed=1; }
    done
    [ "$failed" = 0 ]
}

@test "make mistake P=ybt1214 M=off-by-one: the lesson, then WA from the judge, the tree untouched" {
    local before after base
    before=$(git -C "$ROOT" status --porcelain)
    base=$(cksum <"$ROOT/solutions/ybt1214.c")
    run make -s -C "$ROOT" mistake P=ybt1214 M=off-by-one
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    # the lesson: the patch's text before its diff, first
    [ "${lines[0]}" = "$(head -n 1 "$ROOT/solutions/mistakes/ybt1214.off-by-one.patch")" ]
    [[ $output == *"Why wrong:"*"Verdict on the judge cases: WA"* ]]
    [[ $output != *"diff --git"* && $output != *"Verdict: "* ]]
    # then the judge's report on the made copy: WA
    [[ $output == *"Verdict on the judge cases: WA"*"build/mistakes/ybt1214.off-by-one.c"* ]]
    sed '1,/^Verdict on the judge cases: /d' <<<"$output" | grep -Eq '(^|[[:space:]])WA([[:space:]]|$)'
    after=$(git -C "$ROOT" status --porcelain)
    [ "$after" = "$before" ]
    [ "$(cksum <"$ROOT/solutions/ybt1214.c")" = "$base" ]
}

@test "make mistake with a wrong slug or problem: one error line listing the valid ones" {
    run make -s -C "$ROOT" mistake P=ybt1214 M=off-by-two
    [ "$status" -ne 0 ]
    grep -v '^make' <<<"$output" >"$BATS_TEST_TMPDIR/errors"
    cat "$BATS_TEST_TMPDIR/errors"
    [ "$(wc -l <"$BATS_TEST_TMPDIR/errors")" -eq 1 ]
    [ "$(cat "$BATS_TEST_TMPDIR/errors")" = "error: no mistake 'off-by-two' of ybt1214; its mistakes: diag-no-offset, no-undo, off-by-one, recompute-per-query" ]
    run env LANGUAGE=zh_CN make -s -C "$ROOT" mistake P=ybt1214 M=off-by-two # not 错误：没有错误
    [[ $output == *"错误：没有叫“off-by-two”的经典错误（题目 ybt1214）；它的经典错误有：diag-no-offset, no-undo, off-by-one, recompute-per-query"* ]]
    run make -s -C "$ROOT" mistake P=ybt1215 M=off-by-one
    [ "$status" -ne 0 ]
    [ "$(grep -vc '^make' <<<"$output")" -eq 1 ]
    [[ $output == "error: no problem 'ybt1215' with classic mistakes; the problems that have some: "*"nqueens-count, "*"ybt1214"* ]]
    run make -s -C "$ROOT" mistake P=ybt1214
    [ "$status" -ne 0 ]
    [[ $output == *"usage: make mistake P=<id> M=<slug>"* ]]
}

@test "the recompute-per-query lesson gives the stress case's number of queries, as its recipe makes it" {
    local lesson recipe
    lesson=$(sed '/^diff --git/q' "$ROOT/solutions/mistakes/ybt1214.recompute-per-query.patch")
    recipe=$(grep '^big-random ' "$ROOT/scripts/problems/ybt1214/cases-stress")
    [ "$(cut -d ' ' -f 4 <<<"$recipe")" = 500000 ]
    [[ $recipe == *"# 5x10^5 queries | 5×10^5 个询问" ]]
    [[ $lesson == *"(t = 5 x 10^5)"* && $lesson == *"（t = 5 × 10^5）"* ]]
    [[ $lesson != *"10^6"* ]]
}
