#!/usr/bin/env bats
# The judge judges as each problem's judge does (scripts/judging/judges.txt): its language
# options (--compiler, --compilers, the defaults, what a CE says), its output comparison (one
# fixture per rule per judge, and the rules on real problems), our files under every option,
# and our stress cases apart from the judge's (--stress, Stress: tags, the accepted peers).

bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
    COMPARE=$(build_tool judging/compare)
    export COMPARE
}

setup() {
    PEERS="$BATS_TEST_DIRNAME/fixtures/peers"
    FIXTURES="$BATS_TEST_DIRNAME/fixtures/judges"
    tab=$'\t'
}

# judge_brief ARG...: `scripts/judge --brief ARG...`; sets status, output, and verdict,
# cases, max_ms, max_kb, failing, stress, stress_case from the line.
judge_brief() {
    run --separate-stderr timeout 300 "$ROOT/scripts/judge" --brief "$@"
    echo "judge --brief $* -> status $status: $output (stderr: $stderr)"
    brief_fields "$output"
}

@test "the judge tables of scripts/judging/README.md are what scripts/judging/judges.txt holds" {
    run "$ROOT/scripts/judging/judge-table" --check
    echo "$output"
    [ "$status" -eq 0 ]
    run "$ROOT/scripts/judging/judge-table"
    [[ $output == *"| UVa Online Judge | \`uva750\` | ANSI C 5.3.0 (c) | GCC 5.3.0 | \`-ansi -O2 -pipe -DONLINE_JUDGE\` |"* ]]
    [[ $output == *"| 洛谷 / Luogu | AC | AC | AC | AC (not published) | WA |"* ]]
}

# The verdict each judge gives an output that differs from the answer only as named, in the
# order of the columns: spaces at line ends, no final newline, empty lines at the end, \r\n,
# a space doubled inside a line, a line break instead of a space, a wrong number.
declare -gA EXPECTED=(
    [uva]="PE PE PE PE PE PE WA"
    [poj]="AC AC AC AC PE PE WA"
    [hdu]="AC AC AC AC PE PE WA"
    [luogu]="AC AC AC AC WA WA WA"
    [openjudge]="AC AC AC AC PE PE WA"
    [ybt]="AC AC AC AC PE PE WA"
    [aoj]="AC AC AC AC PE PE WA"
    [cses]="AC AC AC AC PE PE WA"
    [lanqiao]="AC AC AC AC PE PE WA"
    [repo]="AC AC AC AC PE PE WA"
)

@test "compare: every rule of every judge, one fixture each, with the reason it names" {
    local dir="$BATS_TEST_TMPDIR" judge rules expected got reason i
    local outputs=('1 2 \n3\n' '1 2\n3' '1 2\n3\n\n' '1 2\r\n3\r\n' '1  2\n3\n' '1\n2\n3\n' '1 2\n4\n')
    local reasons=(line-end-spaces final-newline blank-lines-at-end crlf whitespace whitespace tokens)
    printf '1 2\n3\n' >"$dir/answer"
    [ "$(judge_facts judge | cut -f 1 | sort | xargs)" = "$(printf '%s\n' "${!EXPECTED[@]}" | sort | xargs)" ]
    for judge in "${!EXPECTED[@]}"; do
        rules=$(judge_facts compare "$judge" | cut -f 2-6 | awk -F '\t' '{ for (i = 1; i <= 5; i++) printf "%s", substr($i, 1, 1) == "A" ? "A" : substr($i, 1, 1) == "P" ? "P" : "W" }')
        read -r -a expected <<<"${EXPECTED[$judge]}"
        for i in "${!outputs[@]}"; do
            printf "${outputs[i]}" >"$dir/output"
            read -r got _ reason < <("$COMPARE" "$rules" "$dir/answer" "$dir/output")
            [ "$got" = "${expected[i]}" ] || { echo "$judge, output $i: $got, not ${expected[i]}"; return 1; }
            [ "$got" = AC ] || [ "$reason" = "${reasons[i]}" ] || { echo "$judge, output $i: $reason"; return 1; }
        done
    done
    # bytes equal, and rules that are not five of A, P and W
    printf '1 2\n3\n' >"$dir/output"
    [ "$("$COMPARE" PPPPP "$dir/answer" "$dir/output")" = "AC 0 none" ]
    run "$COMPARE" PPXPP "$dir/answer" "$dir/output"
    [ "$status" -eq 2 ]
}

@test "compare -S (the judge's cases through one process): the same line for each pair as one compare each" {
    local dir="$BATS_TEST_TMPDIR" i one served
    local outputs=('1 2 \n3\n' '1 2\n3' '1 2\n3\n\n' '1 2\r\n3\r\n' '1  2\n3\n' '1\n2\n3\n' '1 2\n4\n' '1 2\n3\n')
    printf '1 2\n3\n' >"$dir/answer"
    for i in "${!outputs[@]}"; do
        printf "${outputs[i]}" >"$dir/output.$i"
        one+=$("$COMPARE" APWPA "$dir/answer" "$dir/output.$i")$'\n'
        printf '%s\n%s\n' "$dir/answer" "$dir/output.$i" >>"$dir/requests"
    done
    served=$("$COMPARE" -S APWPA <"$dir/requests")$'\n'
    [ "$served" = "$one" ]
    [ "$(grep -c . <<<"$served")" -eq "${#outputs[@]}" ]
    [[ $served == *PE*WA*AC* ]]
    # an answer path with no output path, or a file that cannot be read: status 2
    run "$COMPARE" -S APWPA <<<"$dir/answer"
    [ "$status" -eq 2 ]
    run "$COMPARE" -S APWPA < <(printf '%s\n%s\n' "$dir/answer" "$dir/missing")
    [ "$status" -eq 2 ]
    [[ $output == *"cannot open"* ]]
}

# judge_replay ID SED: judge_brief on a program that prints ID's expected outputs passed
# through SED (test_helper.bash replay_source), as a Linux build (JUDGE_WINDOWS=0): the output
# is compared by the judge's rules whatever the build, and under Wine each case takes longer.
judge_replay() {
    replay_source "$1" "$2" >"$BATS_TEST_TMPDIR/$1-replay.c"
    JUDGE_WINDOWS=0 judge_brief "$1" "$BATS_TEST_TMPDIR/$1-replay.c"
}

@test "the comparison of each problem's judge: UVa PE for spaces at line ends, POJ not, Luogu WA for other white space" {
    judge_replay uva750 's/$/ /'
    [ "$verdict" = PE ]
    judge_replay poj3074 's/$/ /'
    [ "$verdict" = AC ]
    judge_replay poj3074 '1a\
'
    [ "$verdict" = PE ]
    judge_replay ybt1214 's/$/ /'
    [ "$verdict" = AC ]
    judge_replay luogu1219 's/$/ /'
    [ "$verdict" = AC ]
    replay_source luogu1219 's/ /  /' >"$BATS_TEST_TMPDIR/luogu1219-double.c"
    run timeout 120 "$ROOT/scripts/judge" luogu1219 "$BATS_TEST_TMPDIR/luogu1219-double.c"
    echo "$output"
    [[ $output == *"Wrong Answer (WA) on case"* ]]
    [[ $output == *"the tokens are right, only the white space differs"*"has no Presentation Error"* ]]
}

@test "--compilers lists the judge's options; --compiler takes a label or its start; a wrong one lists them; MS VC++ is not emulated" {
    run "$ROOT/scripts/judge" --compilers uva750
    echo "$output"
    [ "$status" -eq 0 ]
    [[ $output == *"'ANSI C 5.3.0'"*"'C++ 5.3.0'"*"'C++11 5.3.0'"* ]]
    run "$ROOT/scripts/judge" --compilers poj2676
    [[ $output == *"'C'"*"MS VC++ 6.0: not emulated"* ]]
    run --separate-stderr "$ROOT/scripts/judge" --compiler 'C++17' uva750 "$ROOT/solutions/uva750.c"
    [ "$status" -eq 2 ]
    [[ $stderr == *"has no option 'C++17'; its options: ANSI C 5.3.0, C++ 5.3.0, C++11 5.3.0"* ]]
    run --separate-stderr "$ROOT/scripts/judge" --compiler 'C++1' luogu1219 "$ROOT/solutions/luogu1219.c"
    [ "$status" -eq 2 ]
    [[ $stderr == *"more than one option 'C++1'"* ]]
    run --separate-stderr "$ROOT/scripts/judge" --compiler C poj2676 "$ROOT/solutions/poj2676.c"
    [ "$status" -eq 2 ]
    [[ $stderr == *"MS VC++ 6.0, which this judge cannot emulate"*"__int64"*"%I64d"* ]]
    run timeout 120 "$ROOT/scripts/judge" --compiler 'c++11' uva750 "$ROOT/solutions/uva750.c"
    [[ $(grep -m 1 '^Compiler: ' <<<"$output") == "Compiler: UVa Online Judge, 'C++11 5.3.0' (GCC 5.3.0 there): ${CXX:-g++} -std=c++11 -O2 -pipe -DONLINE_JUDGE -o prog Main.cpp -lm"* ]]
}

@test "a C99 file on uva750 is CE under UVa's ANSI C, which the report names, with C++11 suggested; C++11 judges it on its merits" {
    run timeout 120 "$ROOT/scripts/judge" uva750 "$PEERS/uva750-c99.c"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $(grep -m 1 '^Compiler: ' <<<"$output") == "Compiler: UVa Online Judge, 'ANSI C 5.3.0' (GCC 5.3.0 there): ${CC:-gcc} -ansi "* ]]
    # the first error, which names the standard: the cause first
    [[ $output == *"Compilation Error (CE): UVa Online Judge's 'ANSI C 5.3.0' (GCC 5.3.0) compiles C90 (c90), and the compiler says the file needs a newer standard (its line first)"$'\n'*"error: C++ style comments are not allowed in ISO C90"* ]]
    [[ $output == *"It compiles under UVa Online Judge's 'C++11 5.3.0': pick that on the submit page"* ]]
    judge_brief --compiler 'C++11' uva750 "$PEERS/uva750-c99.c"
    [ "$verdict" = AC ]
    # ybt publishes no flags: this machine's default standard takes C99
    sed '1i // a C99 comment' "$ROOT/solutions/steps/ybt1214.1-classroom.c" >"$BATS_TEST_TMPDIR/ybt1214-c99.c"
    judge_brief ybt1214 "$BATS_TEST_TMPDIR/ybt1214-c99.c"
    [ "$verdict" = AC ]
}

@test "POJ's G++ takes what it took: a global named size, gets; an old compiler's headers are named in a CE" {
    judge_brief poj3074 "$PEERS/poj3074-dlx-global-size.cpp"
    [ "$verdict" = AC ]
    judge_brief poj2676 "$PEERS/poj2676-gets.cpp"
    [ "$verdict" = AC ]
    # the same two files under today's C++17 (this repository's own option) do not compile
    for peer in poj3074-dlx-global-size poj2676-gets; do
        run "${CXX:-g++}" -std=c++17 -fsyntax-only "$PEERS/$peer.cpp"
        [ "$status" -ne 0 ]
    done
    run timeout 120 "$ROOT/scripts/judge" poj3239 "$FIXTURES/poj-memset.cpp"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *"Compilation Error"*"'memset' was not declared"* ]]
    [[ $output == *"note: PKU JudgeOnline (POJ) (MinGW G++ 3.4.2) has older headers"*"memset <cstring>"* ]]
}

@test "a judge's language limits: for (auto x : v) on C++98, whose error names no standard, is told by gcc's 'auto' changes meaning in C++11" {
    # shellcheck source=scripts/judging/limits.sh
    . "$ROOT/scripts/judging/limits.sh"
    local records="$BATS_TEST_TMPDIR/records"
    printf '%s\t0\t%s\tMain.cpp\t10\t%s\t%s\n' \
        warning -Wc++11-compat 76 "'auto' changes meaning in C++11; please remove it [-Wc++11-compat]" \
        error - 81 "'x' does not name a type" \
        warning -Wc++11-compat 5 "identifier 'nullptr' is a keyword in C++11" >"$records"
    run standard_records "$records"
    [ "$output" = "$(head -n 1 "$records")" ]
    # for (auto &row : v): gcc's range-for line, the one that names the standard, alone
    printf '%s\t0\t%s\tMain.cpp\t34\t22\t%s\n' warning -Wc++11-extensions \
        "range-based 'for' loops only available with '-std=c++11' or '-std=gnu++11'" >>"$records"
    run standard_records "$records"
    [ "$output" = "$(tail -n 1 "$records")" ]
    # under -ansi: a for loop's declaration
    printf '%s\t0\t-\tMain.c\t5\t9\t%s\n' error "'for' loop initial declarations are only allowed in C99 or C11 mode" >"$records"
    run standard_records "$records"
    [ "$output" = "$(cat "$records")" ]
}

@test "a judge's language limits: <bits/stdc++.h> is CE on POJ's G++, the cause first; a range-for on Lanqiao's C++98, the compiler's line on it first" {
    run env LANGUAGE=zh_CN timeout 120 "$ROOT/scripts/judge" poj3239 "$BATS_TEST_DIRNAME/fixtures/words/bits-cin.cpp"
    echo "$output"
    [ "$status" -eq 1 ]
    [ "${lines[-1]}" = "编译错误 (CE)：PKU JudgeOnline (POJ) 的“G++”（MinGW G++ 3.4.2）据已知的证据没有 <bits/stdc++.h>，所以在那里是编译错误（证据和它有多可靠见 scripts/judging/judges.txt）：改为包含文件用到的标准头文件（<cstdio>、<cstring>、<algorithm>、<vector> 等）" ]
    run timeout 120 "$ROOT/scripts/judge" lanqiao-basic27 "$FIXTURES/lanqiao-range-for.cpp"
    echo "$output"
    [ "$status" -eq 1 ]
    [[ $output == *$'\nCompilation Error (CE): Lanqiao (lx.lanqiao.cn)\'s \'C++\' (G++ 4.9.2) compiles C++98 (gnu++98), and the compiler says the file needs a newer standard (its line first)\n  | Main.cpp:34:22'*": warning: range-based 'for' loops only available with '-std=c++11' or '-std=gnu++11' [-Wc++11-extensions]"$'\n'* ]]
}

# judge_under_every_option ID FILE: `FILE LABEL VERDICT` for each emulated option of ID's judge
# (test_helper.bash judged: the judge's default C option is the judgement mistakes.bats reads
# too, made once for both). A step tagged other than AC (a slow search, TLE) is judged under
# the default option only: its time does not hang on the option, and no option accepts it.
judge_under_every_option() {
    local label language flags judge options default_seen=0 accepted=0
    judge=$(front_matter "$1" judge)
    [ "$(verdict_tag "$2")" != AC ] || accepted=1
    while IFS=$'\t' read -r _ label language _ flags _; do
        options=(--compiler "$label")
        if [ "$language" = c ] && [ "$default_seen" = 0 ]; then
            default_seen=1
            options=() # the option a .c file gets by default
        elif [ "$accepted" = 0 ]; then
            continue
        fi
        [ "$flags" != - ] || continue
        printf '%s\t%s\t%s\n' "$2" "$label" "$(judged "$1" "$2" "${options[@]}" | cut -f 1)"
    done < <(judge_facts option "$judge")
}
export -f judge_under_every_option judged

@test "our files are Accepted under every C and g++ option of their judge, and every step gets its tag" {
    local id file results="$BATS_TEST_TMPDIR/results" line name label verdict count=0
    for id in $(problem_ids); do
        [ "$(front_matter "$id" judge)" != repo ] || continue
        for file in "$ROOT/solutions/$id.c" "$ROOT"/solutions/steps/"$id".*.c; do
            [ ! -f "$file" ] || printf '%s\t%s\n' "$id" "$file"
        done
    done | BATS_RUN_TMPDIR=$BATS_RUN_TMPDIR xargs -P 2 -L 1 bash -c '. "$ROOT/scripts/lib.sh"; judge_under_every_option "$@"' _ >"$results"
    cat "$results"
    while IFS=$'\t' read -r name label verdict; do
        count=$((count + 1))
        [ "$verdict" = "$(verdict_tag "$name")" ] ||
            { echo "${name#"$ROOT"/} under '$label': $verdict, tagged $(verdict_tag "$name")"; return 1; }
    done <"$results"
    [ "$count" -ge 40 ]
    [ "$(grep -c "uva750.c${tab}" "$results")" -eq 3 ]
    [ "$(grep -c "luogu1219.c${tab}" "$results")" -eq 7 ]
}

@test "stress cases apart: the five accepted peers are Accepted, TLE with --stress; the report names the case and the fix" {
    local peer line reports="$BATS_TEST_TMPDIR/reports" jobs
    # noi1756's stress case (3x10^6 queries) is where synced streams are TLE on any machine
    # within 2x of this one; the ybt1214 peers read the same input. The judgements run at once
    # (each verdict a CPU-time fact, the same beside others; test_helper.bash judged keeps
    # each line), then are read in order.
    jobs=$(nproc 2>/dev/null || echo 2)
    mkdir "$reports"
    { timeout 120 "$ROOT/scripts/judge" noi1756 "$PEERS/ybt1214-endl-digits.cpp" >"$reports/noi1756" 2>&1
        echo "status $?" >>"$reports/noi1756"; } &
    timeout 120 "$ROOT/scripts/judge" ybt1214 "$PEERS/ybt1214-endl-digits.cpp" >"$reports/ybt1214" 2>&1 &
    for peer in "$PEERS"/ybt1214-*.cpp "$PEERS"/noi1756-*.cpp; do
        [ "$peer" = "$PEERS/ybt1214-endl-digits.cpp" ] || judged noi1756 "$peer" >/dev/null & # its report is read below
        judged noi1756 "$peer" --stress >/dev/null &
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    done
    wait
    for peer in "$PEERS"/ybt1214-*.cpp "$PEERS"/noi1756-*.cpp; do
        if [ "$peer" != "$PEERS/ybt1214-endl-digits.cpp" ]; then
            line=$(judged noi1756 "$peer")
            echo "${peer##*/}: $line"
            brief_fields "$line"
            [ "$verdict" = AC ]
            [ "$stress" = TLE ]
            [ "$stress_case" = big-random+ ]
        fi
        line=$(judged noi1756 "$peer" --stress)
        echo "${peer##*/} --stress: $line"
        brief_fields "$line"
        [ "$verdict" = TLE ]
        [ "$failing" = big-random+ ]
        [ "$stress" = - ]
    done
    [ "$(find "$PEERS" -name 'ybt1214-*.cpp' -o -name 'noi1756-*.cpp' | wc -l)" -eq 5 ]
    output=$(cat "$reports/noi1756")
    echo "$output"
    [[ $output == *$'\nstatus 0' ]]
    [[ $output == *"Accepted (AC) 8/8"*"stress: TLE on big-random+ (3x10^6 queries)"* ]]
    [[ $output == *"ios::sync_with_stdio(false); cin.tie(nullptr);"*"'\n' instead of endl"* ]]
    # ybt1214's 5x10^5 queries take it about 0.5 s of 1 s here (2026-12-06; 0.8 to 1.0 s when this
    # test was written): Accepted within half the limit, too close to call or TLE, by the machine's
    # speed; wherever it is not Accepted, the fix is named
    output=$(cat "$reports/ybt1214")
    echo "$output"
    [[ $output == *"stress: Accepted (AC) 1/1"* ||
        $output == *"stress: too close to call on big-random+"*"ios::sync_with_stdio(false); cin.tie(nullptr);"* ||
        $output == *"stress: TLE on big-random+"*"ios::sync_with_stdio(false); cin.tie(nullptr);"* ]]
}

@test "--stress counts the stress cases: the per-query recomputation (Stress: TLE) is AC without, TLE with" {
    "$ROOT/scripts/judging/apply-mistakes" ybt1214.recompute-per-query >/dev/null
    local made="$BUILD/mistakes/ybt1214.recompute-per-query.c"
    [ "$(verdict_tag "$made") $(verdict_tag "$made" Stress)" = "AC TLE" ]
    judge_brief ybt1214 "$made"
    [ "$status" -eq 0 ]
    [ "$verdict" = AC ]
    [ "$stress" = TLE ]
    judge_brief --stress ybt1214 "$made"
    [ "$status" -eq 1 ]
    [ "$verdict" = TLE ]
    judge_brief ybt1214 "$ROOT/solutions/ybt1214.c"
    [ "$verdict $stress" = "AC AC" ]
    # make passes STRESS=1 and COMPILER= on
    run timeout 300 make -s -C "$ROOT" judge P=ybt1214 SRC="$made" STRESS=1 COMPILER=C
    echo "$output"
    [ "$status" -ne 0 ]
    [[ $output == *$'\nCompiler: '*", 'C' (its compiler not published): "* ]]
    [[ $output == *"Time Limit Exceeded (TLE) on case big-random+"* ]]
}
