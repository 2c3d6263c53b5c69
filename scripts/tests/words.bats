#!/usr/bin/env bats
# The words users read (issue 28): the judge's report, make mistake, make trace and the
# verdict table in Chinese or in English as the locale says, each cause said once, the fixes
# named, the stress line's rule, and the README's commands as it gives them. Student-style
# files in fixtures/words, judged on ybt1214 (a Linux judge whose flags are not published).

bats_require_minimum_version 1.5.0
load test_helper

setup() {
    STUDENT="$BATS_TEST_DIRNAME/fixtures/words"
    unset LANGUAGE LC_ALL LC_MESSAGES LANG WORDS JUDGE_ROOT
}

# judge_in LOCALE FILE [PROBLEM]: the judge's report on FILE (ybt1214 by default) with the
# environment LOCALE (such as LANG=zh_CN.UTF-8); sets status and output.
judge_in() {
    run --separate-stderr env "$1" timeout 120 "$ROOT/scripts/judge" "${3:-ybt1214}" "$2"
    echo "$1 judge ${3:-ybt1214} ${2##*/} -> status $status"
    echo "$output"
}

@test "the language follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG, as GNU programs choose it" {
    [ "$(LANGUAGE=zh_CN user_language)" = zh ]
    [ "$(LANG=zh_CN.UTF-8 user_language)" = zh ]
    [ "$(LANG=zh_TW.UTF-8 user_language)" = zh ] # a locale this machine has not generated
    [ "$(LC_MESSAGES=zh_CN.GB2312 LANG=en_US.UTF-8 user_language)" = zh ]
    [ "$(LANG=C.UTF-8 user_language)" = en ]
    [ "$(LANG=fr_FR.UTF-8 user_language)" = en ]
    [ "$(LC_ALL=en_US.UTF-8 LANG=zh_CN.UTF-8 user_language)" = en ]
    [ "$(LANGUAGE=en LANG=zh_CN.UTF-8 user_language)" = en ]
    [ "$(LANGUAGE=zh_CN:en LANG=en_US.UTF-8 user_language)" = zh ]
    [ "$(LANGUAGE=zh_CN LC_ALL=C user_language)" = en ] # GNU: LANGUAGE does not beat a C locale
    [ "$(user_language)" = en ]
    local picked=
    LANGUAGE=zh_CN LC_ALL= LC_MESSAGES= LANG= user_language picked # into a variable, no subshell
    [ "$picked" = zh ]
}

@test "LANGUAGE=zh_CN and LANG=zh_CN.UTF-8 give a Chinese report through make judge; LANG=C.UTF-8 an English one" {
    local caller="$BATS_TEST_TMPDIR/caller"
    mkdir "$caller"
    cp "$STUDENT/off-by-one.c" "$caller/my.c"
    cd "$caller" # SRC is relative to the folder make is started from
    for locale in LANGUAGE=zh_CN LANG=zh_CN.UTF-8; do
        run env "$locale" make -s -C "$ROOT" judge P=ybt1214 SRC=my.c
        echo "$locale: $output"
        # judged, not accepted: make ends quietly (SIGPIPE), without its own Error line
        [ "$status" -eq 141 ]
        [[ $output != *"make: ***"* && $output != *"Error 1"* ]]
        [[ $output == *"评测 $caller/my.c，题目 ybt1214：8 个测试点"* ]]
        [[ $output == *"答案错误 (WA)：测试点 every-b（通过 0/8）"* ]]
        [[ $output == *"第 1 行不同"*"期望：15863724¶"*"得到：16837425¶"* ]]
        [[ $output != *"Wrong Answer"* && $output != *"Judging "* ]]
    done
    run env LANG=C.UTF-8 make -s -C "$ROOT" judge P=ybt1214 SRC=my.c
    [[ $output == *"Wrong Answer (WA) on case every-b (0/8 passed)"* && $output != *"答案错误"* ]]
    run env LANG=C.UTF-8 make -s -C "$ROOT" judge P=ybt1214 SRC=missing.c
    [[ $output == *"missing.c does not exist (looked for it from $caller)"* ]]
    cp my.c my.txt
    run env LANG=C.UTF-8 make -s -C "$ROOT" judge P=ybt1214 SRC=my.txt
    [[ $output == *"add SRC_LANG=c or SRC_LANG=c++"* ]] # the variable of the command used
}

@test "student files: their verdicts, and the fix named in both languages" {
    local file english chinese
    while IFS='|' read -r file english chinese; do
        judge_in LANG=C.UTF-8 "$STUDENT/$file"
        [[ $output == *"$english"* ]]
        judge_in LANG=zh_CN.UTF-8 "$STUDENT/$file"
        [[ $output == *"$chinese"* ]]
    done <<'CASES'
gets.cpp|fix: gets() reads a line of any length|改法：gets() 把任意长的一行读进固定大小的数组
itoa.c|fix: itoa() is not standard C or C++|改法：itoa() 不是标准 C 或 C++
conio.c|fix: <conio.h> and getch() are a DOS and Windows console's|改法：<conio.h> 和 getch() 属于 DOS 和 Windows 的控制台
void-main.cpp|fix: declare int main() and end it with return 0|改法：写成 int main()，最后 return 0
crlf-gbk.c|Accepted (AC) 8/8|答案正确 (AC) 8/8
unused.c|Warnings that change nothing on Yibentong (ybt): -Wunused-variable (1)|在 信息学奥赛一本通 (ybt) 上不影响结果的警告：-Wunused-variable (1)
CASES
}

@test "said once: a cause shared by every failing case is one line, with the cases; a diff is shown under its first case" {
    judge_in LANG=C.UTF-8 "$STUDENT/pause.c"
    [ "$status" -eq 1 ]
    [ "$(grep -c 'system("pause")' <<<"$output")" -eq 1 ]
    [[ $output == *$'Why (likely):\n  every-b, perm-1, perm-2, random-medium, random-one, random-repeats, random-small, sample-1:\n'* ]]
    [ "$(grep -c 'RE (forbidden system call: clone3)$' <<<"$output")" -eq 8 ] # each row stays
    judge_in LANG=zh_CN.UTF-8 "$STUDENT/pause.c" # the reason in the rows and the summary too
    [ "$(grep -c 'RE (禁止的系统调用：clone3)$' <<<"$output")" -eq 8 ]
    [[ $output == *"运行错误 (RE: 禁止的系统调用：clone3)：测试点 every-b（通过 0/8）"* ]]
    [[ $output == *$'可能的原因：\n  every-b、perm-1、perm-2、random-medium、random-one、random-repeats、random-small、sample-1：\n'* ]]
    [[ $output != *"forbidden system call"* ]]
    judge_in LANG=C.UTF-8 "$STUDENT/off-by-one.c"
    [ "$(grep -c 'expected:' <<<"$output")" -eq 1 ]
    [ "$(grep -c ' WA$' <<<"$output")" -eq 8 ]
    # its b % 92 makes its last line differ from the classic off-by-one's: never a guess
    [[ $output != *"classic mistake"* ]]
}

@test "a failing file that prints on its first failing case what a classic mistake prints there is told which, in both languages" {
    judge_in LANG=C.UTF-8 "$STUDENT/no-undo.cpp" noi1756
    [ "$status" -eq 1 ]
    [[ $output == *$'Why (likely):\n  every-b:\n    its output here is what the classic mistake \'no-undo\' (a mark not undone on backtrack) prints, the same as the judge compares outputs: make mistake P=noi1756 M=no-undo shows that mistake and why it is wrong\n'* ]]
    judge_in LANG=zh_CN.UTF-8 "$STUDENT/no-undo.cpp" noi1756
    [[ $output == *"这里的输出和经典错误“no-undo”（回溯时有一个标记没有撤销）的输出相同（按评测机的比较方式）：make mistake P=noi1756 M=no-undo 会演示这个错误并讲清错在哪里"* ]]
}

@test "the C++ streams' fix after a stress TLE needs the linker's evidence, and is said in both languages" {
    judge_in LANG=C.UTF-8 "$STUDENT/bits-cin.cpp" noi1756 # its 3x10^6-query stress case
    [ "$status" -eq 0 ]
    [[ $output == *"stress: TLE on big-random+"*"at twice the time limit"*"likely slow C++ streams (the program uses cin or cout)"* ]]
    judge_in LANG=zh_CN.UTF-8 "$STUDENT/bits-cin.cpp" noi1756
    [[ $output == *"很可能是 C++ 流太慢（程序用了 cin 或 cout）"* ]]
}

# stress_tree: a judge tree of judge-sum whose stress case asks for 2000 numbers, and
# programs/stress-spin.c, which spins 300 ms of CPU when it gets more than 1000.
stress_tree() {
    tree="$BATS_TEST_TMPDIR/tree"
    mkdir -p "$tree/scripts/problems/judge-sum"
    cp -R "$BATS_TEST_DIRNAME/fixtures/judge/problems" "$BATS_TEST_DIRNAME/fixtures/judge/testdata" "$tree/"
    printf 'many 2000 # 2000 numbers | 2000 个数\n' >"$tree/scripts/problems/judge-sum/cases-stress"
    cat >"$tree/scripts/make-testdata" <<'MAKER'
#!/usr/bin/env bash
set -euo pipefail
[ "$1" = --stress ] && [ "$3" = judge-sum ]
mkdir -p "$2/judge-sum"
{ echo 2000; seq 2000 | paste -s -d ' ' -; } >"$2/judge-sum/many.in"
seq 2000 | awk '{ s += $1; print s }' >"$2/judge-sum/many.out"
MAKER
    chmod +x "$tree/scripts/make-testdata"
    export JUDGE_ROOT="$tree" BUILD="$BATS_TEST_TMPDIR/build"
}

@test "a stress line is TLE only at twice the limit, AC only at half of it, and too close to call between" {
    stress_tree
    local program="$BATS_TEST_DIRNAME/fixtures/words/stress-spin.c"
    # 300 ms of CPU on the stress case: limit 1000 ms AC, 400 ms too close, 100 ms TLE
    run env LANG=C.UTF-8 JUDGE_TIME_SCALE=2 timeout 120 "$ROOT/scripts/judge" judge-sum "$program"
    echo "$output"
    [[ $output == *"stress: Accepted (AC) 1/1, each case in at most half the time limit"* ]]
    run env LANG=C.UTF-8 JUDGE_TIME_SCALE=0.8 timeout 120 "$ROOT/scripts/judge" judge-sum "$program"
    echo "$output"
    [[ $output =~ stress:\ too\ close\ to\ call\ on\ many\+:\ [0-9]+\ ms\ of\ a\ 400\ ms\ limit ]]
    run env LANG=C.UTF-8 JUDGE_TIME_SCALE=0.2 timeout 120 "$ROOT/scripts/judge" --brief judge-sum "$program"
    echo "$output"
    [[ $output == AC$'\t'3/3$'\t'*$'\tTLE\tmany+' ]]
    run env LANG=zh_CN.UTF-8 JUDGE_TIME_SCALE=0.8 timeout 120 "$ROOT/scripts/judge" judge-sum "$program"
    [[ $output == *"压力数据：many+ 上难以判定"* ]]
    [[ $output =~ many\+\ +[0-9]+\ ms\ +[0-9]+\ KB\ \ 难定（太接近时间限制） ]] # the row, CLOSE in words
    # judge cases over half the limit (300 ms of 500): the stress cases are not run, unless asked
    program="$BATS_TEST_DIRNAME/fixtures/judge/programs/cpu300.c"
    run env LANG=C.UTF-8 timeout 120 "$ROOT/scripts/judge" judge-sum "$program"
    echo "$output"
    [[ $output =~ stress:\ not\ run:\ the\ judge\ cases\ took\ up\ to\ 3[0-9][0-9]\ ms\ of\ the\ 500\ ms\ limit ]]
    [[ $output == *"--stress judges the stress cases with the others"* ]]
    [[ $output != *"many+"* ]]
    run env LANG=C.UTF-8 JUDGE_VIA_MAKE=1 timeout 120 "$ROOT/scripts/judge" judge-sum "$program"
    [[ $output == *"STRESS=1 judges the stress cases"* ]]
}

@test "a failing file is said fast: after the first TLE the other cases are not run, unless --all" {
    run env LANG=C.UTF-8 JUDGE_ROOT="$BATS_TEST_DIRNAME/fixtures/judge" timeout 120 "$ROOT/scripts/judge" \
        judge-sum "$BATS_TEST_DIRNAME/fixtures/judge/programs/tle-busy.c"
    echo "$output"
    [[ $output == *"Time Limit Exceeded (TLE) on case random-1 (0/3 passed)"* ]]
    [[ $output == *"2 cases after it were not run (a failing file is said fast): --all runs them all"* ]]
    [ "$(grep -c ' TLE$' <<<"$output")" -eq 1 ]
    run env LANG=C.UTF-8 JUDGE_ROOT="$BATS_TEST_DIRNAME/fixtures/judge" timeout 120 "$ROOT/scripts/judge" \
        --all judge-sum "$BATS_TEST_DIRNAME/fixtures/judge/programs/tle-busy.c"
    [ "$(grep -c ' TLE$' <<<"$output")" -eq 3 ]
}

@test "make mistake, make trace and the verdict table speak Chinese too" {
    run env LANG=zh_CN.UTF-8 make -s -C "$ROOT" mistake P=ybt1214 M=off-by-one
    echo "$output"
    [[ $output == "题目：ybt1214 八皇后"* && $output == *"测出："* && $output != *"Why wrong:"* ]]
    [[ $output == *"答案错误 (WA)："* ]]
    [[ $output == *"评测数据上的结果：WA"* && $output != *"Verdict:"* ]]
    [[ $output != *"会演示这个错误"* ]] # the lesson is above: the report does not send back to make mistake
    run env LANG=zh_CN.UTF-8 make -s -C "$ROOT" trace N=4
    [[ ${lines[0]} == "放置 第 1 行 第 1 列" && $output == *"死路：第 3 行没有空格"* && $output == *"解 1：2413"* ]]
    [ "${lines[-1]}" = "共 2 个解（4 个皇后，4x4 的棋盘）" ]
    run env LANG=C.UTF-8 make -s -C "$ROOT" trace N=4
    [ "${lines[0]}" = "place row 1 col 1" ]
    [ "${lines[-1]}" = "2 solutions of 4 queens on a 4x4 board" ]
    run env LANG=zh_CN.UTF-8 make -s -C "$ROOT" judge
    [ "$status" -ne 0 ]
    [[ $output == *"用法：make judge P=<题号>"* ]]
    run env LANG=zh_CN.UTF-8 "$ROOT/scripts/judge-all" --bad
    [[ $output == *"用法：judge-all [--stress]"* ]]
}

@test "the Sandbox line, the CE with its cause and the table's total are Chinese whole" {
    run env LANG=zh_CN.UTF-8 timeout 60 "$ROOT/scripts/judge" --verbose ybt1214 "$STUDENT/gbk-ce.c"
    local layers
    layers=$(grep '^沙箱：' <<<"$output")
    echo "$layers"
    [[ $layers == *"读取="* ]]
    # left in Latin letters: only the names seccomp, Landlock, cgroup, uid, /proc and the namespaces'
    [ -z "$(sed -E 's/seccomp|Landlock|cgroup|uid|proc|pid|net|ipc|uts|time//g' <<<"$layers" | tr -cd 'A-Za-z')" ]
    # shellcheck disable=SC2016 # lib.sh is sourced by the inner shell
    [ "$(LANG=zh_CN.UTF-8 bash -c '. "$1" && choose_words && say "Total: %d solutions, %d OK, %d MISMATCH, %d s\n" 60 59 1 63' - "$ROOT/scripts/lib.sh")" = "合计：60 个解答，59 个一致，1 个不一致，63 秒" ]
}

@test "make shows a student's targets' own words, not its recipe lines" {
    local target
    for target in all judge mistake trace boards tree export; do
        # each recipe line of the target (not its continued lines) starts with @: none printed
        [ -z "$(awk -v target="$target:" '
            $1 == target { inside = 1; continued = 0; next }
            inside && /^\t/ && !continued && !/^\t@/ { print }
            !/^\t/ { inside = 0 }
            { continued = /\\$/ }' "$ROOT/Makefile")" ]
    done
}

@test "make mistake judges as make judge does: its hints name make's variables (ALL=1, not --all), which it takes" {
    # the recipe (make -n): the judge told that make runs it, with ALL and STRESS passed on
    run make -n -s -C "$ROOT" mistake P=ybt1214 M=off-by-one
    [[ $output == *'JUDGE_VIA_MAKE=1 scripts/judge ${ALL:+--all} ${STRESS:+--stress} "$P"'* ]]
    run make -s -C "$ROOT" mistake P=ybt1214
    [[ $output == *"usage: make mistake P=<id> M=<slug> [ALL=1] [STRESS=1]"* ]]
}

@test "every classic mistake's lesson is in both languages" {
    local patch missing=
    for patch in "$ROOT"/solutions/mistakes/*.patch; do
        for key in 'Problem:' 'Mistake:' 'Why wrong:' 'Caught by:' '题目：' '错误：' '原因：' '测出：'; do
            sed '/^diff --git/,$d' "$patch" | grep -q "^$key" || missing+=" ${patch##*/}($key)"
        done
    done
    echo "missing:$missing"
    [ -z "$missing" ]
}

@test "the catalog holds every word of the sources, each translated (scripts/po/update --check)" {
    run "$ROOT/scripts/po/update" --check
    echo "$output"
    [ "$status" -eq 0 ]
    run msgfmt --check --statistics -o /dev/null "$ROOT/scripts/po/zh_CN.po"
    [[ $output != *untranslated* && $output != *fuzzy* ]]
}

@test "the README is a front door of at most 400 lines, and its commands run as it gives them" {
    [ "$(wc -l <"$ROOT/README.md")" -le 400 ]
    run "$ROOT/scripts/judge" --compilers uva750
    [ "$status" -eq 0 ]
    [[ $output == *"'C++11 5.3.0'"* ]]
    run make -s -C "$ROOT" judge P=ybt1214 SRC="$ROOT/solutions/steps/ybt1214.1-classroom.c"
    [ "$status" -eq 0 ]
    run make -s -C "$ROOT" judge P=uva750 SRC="$ROOT/solutions/uva750.c" COMPILER='C++11 5.3.0'
    [ "$status" -eq 0 ]
    run make -s -C "$ROOT" boards CHECK=1
    [ "$status" -eq 0 ]
}

@test "a stress case's note is in the user's language, and every recipe's note in both" {
    stress_tree
    # shellcheck source=scripts/judging/2-cases.sh
    . "$ROOT/scripts/judging/2-cases.sh"
    id=judge-sum
    [ "$(WORDS=zh stress_note many)" = "2000 个数" ]
    [ "$(WORDS=en stress_note many)" = "2000 numbers" ]
    # the recipes' notes: each one in both languages
    ! grep -h ' # ' "$ROOT"/scripts/problems/*/cases-stress | grep -v '^#' | grep -v ' # .* | '
}

@test "a GBK file's CE quotes its line decoded, and says that the file is GBK" {
    judge_in LANG=zh_CN.UTF-8 "$STUDENT/gbk-ce.c" luogu1219
    [ "$status" -eq 1 ]
    [[ $output == *'|      4 |     printf("八皇后 %d\n", queens); /* 未声明 */'* ]]
    [[ $output == *"（文件是 GBK 编码，不是 UTF-8：上面的代码行已按 GBK 解码显示）"* ]]
    judge_in LANG=C.UTF-8 "$STUDENT/void-main.cpp" luogu1219 # a CE of a UTF-8 file: no note
    [[ $output != *"GBK"* ]]
}

@test "a difference where the judge ignores \r\n is shown without the \r; where it counts, with it" {
    local visible
    tool_path visible judging/visible
    # shellcheck source=scripts/judging/explain.sh
    . "$ROOT/scripts/judging/explain.sh"
    judge_name=HDU
    printf '1\n' >"$BATS_TEST_TMPDIR/answer"
    printf '2\r\n' >"$BATS_TEST_TMPDIR/out"
    compare_rules=AAAAP
    run difference_report "$BATS_TEST_TMPDIR/answer" "$BATS_TEST_TMPDIR/out" WA 1 tokens
    echo "$output"
    [ "${lines[2]}" = "  got:      2¶" ]
    compare_rules=AAAPP
    run difference_report "$BATS_TEST_TMPDIR/answer" "$BATS_TEST_TMPDIR/out" WA 1 tokens
    [ "${lines[2]}" = '  got:      2\r¶' ]
    compare_rules=AAAAP # the \r\n difference itself is shown with its \r
    run difference_report "$BATS_TEST_TMPDIR/answer" "$BATS_TEST_TMPDIR/out" PE 1 crlf
    [ "${lines[2]}" = '  got:      2\r¶' ]
}

@test "%I64d is no likely bug on a judge that runs Windows: its warnings are said right there, once; elsewhere its fix" {
    # shellcheck source=scripts/judging/3-compile.sh
    . "$ROOT/scripts/judging/3-compile.sh"
    option_language=c judge_name=HDU source_copy="$BATS_TEST_TMPDIR/Main.c"
    printf '#include <stdio.h>\nint main(void) {\n    long long n = 1;\n    printf("%%I64d %%d\\n", n, n);\n}\n' >"$source_copy"
    printf '%s\t0\t-Wformat=\tMain.c\t4\t17\tformat %s expects argument of type %s, but argument 2 has type %s\n' \
        warning "'%d'" "'int'" "'long long int'" >"$BATS_TEST_TMPDIR/records"
    windows_option() { return 0; }
    [ "$(ranked_warnings "$BATS_TEST_TMPDIR/records" | cut -f 1)" = 3 ]
    ranked_warnings "$BATS_TEST_TMPDIR/records" >"$BATS_TEST_TMPDIR/ranked"
    run windows_format_note "$BATS_TEST_TMPDIR/ranked"
    [[ $output == "%I64d (line 4): right on HDU, which runs the program on Windows, whose printf and scanf read it;"* ]]
    windows_option() { return 1; } # a Linux judge: a likely bug, with its fix
    ranked_warnings "$BATS_TEST_TMPDIR/records" >"$BATS_TEST_TMPDIR/ranked"
    [ "$(cut -f 1 "$BATS_TEST_TMPDIR/ranked")" = 4 ]
    run windows_format_note "$BATS_TEST_TMPDIR/ranked"
    [[ $output == "fix: %I64d (line 4) is the 64-bit format of Windows' printf (HDU, POJ); HDU is judged with a Linux build"*"write %lld, the standard one" ]]
    windows_option() { return 0; } # a plain %d on a Windows judge stays one
    sed -i 's/%I64d %d/%d/' "$source_copy"
    [ "$(ranked_warnings "$BATS_TEST_TMPDIR/records" | cut -f 1)" = 1 ]
}

@test "a row of 0 ms or 0 KB is explained once, in the user's language: under 1 ms, within the box's count, or Wine's start-up" {
    # shellcheck source=scripts/judging/explain.sh
    . "$ROOT/scripts/judging/explain.sh"
    windows_run=0 zero_ms_rows=0 zero_kb_rows=0 run_status=exited
    time_ms=3 memory_kb=256 note_zero_row
    [ -z "$(zero_rows_note)" ]
    time_ms=0 memory_kb=256 note_zero_row
    time_ms=0 memory_kb=0 run_status=not-run note_zero_row # refused before it ran: no such row
    [ "$(zero_rows_note)" = "0 ms: less than 1 ms of CPU time (the sandbox counts whole milliseconds)" ]
    time_ms=2 memory_kb=0 run_status=exited note_zero_row
    [ "$(zero_rows_note | wc -l)" -eq 2 ]
    [[ $(unset WORDS && declare -A WORDS_SEEN=() && LANGUAGE=zh_CN choose_words && zero_rows_note) == "0 ms：CPU 时间不到 1 ms（沙箱按整毫秒计）"$'\n'"0 KB：这次运行的内存没有超出"* ]]
    windows_run=1 baseline_cpu_ms=40 baseline_kb=10636
    [ "$(zero_rows_note)" = "0 ms or 0 KB: no more than an empty program uses under Wine (40 ms of CPU, 10636 KB), which is not charged, as Windows charges no Wine" ]
}
