#!/usr/bin/env bats
# The beginner's path: the classroom step of ybt1214 (solutions/steps/ybt1214.1-classroom.c)
# is short, Accepted by the judge, and compiles warning-free as C90 to C2x and as C++98 to
# C++23, as the judges it is submitted to may compile it.

bats_require_minimum_version 1.5.0

CLASSROOM=solutions/steps/ybt1214.1-classroom.c

setup() {
    ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
}

@test "the classroom step of ybt1214: at most 60 lines, scanf and printf, a lesson header, Accepted" {
    [ "$(wc -l <"$ROOT/$CLASSROOM")" -le 60 ]
    grep -q 'scanf(' "$ROOT/$CLASSROOM"
    grep -q 'printf(' "$ROOT/$CLASSROOM"
    for field in 'Problem:' 'Method:' 'Time:' 'Memory:' 'Verdict: AC'; do
        grep -q "^ \* $field" "$ROOT/$CLASSROOM" || { echo "no '$field' line"; return 1; }
    done
    run "$ROOT/scripts/judge" ybt1214 "$ROOT/$CLASSROOM"
    printf '%s\n' "$output"
    [ "$status" -eq 0 ]
    [[ $output =~ Accepted\ ([0-9]+)/([0-9]+) ]]
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
