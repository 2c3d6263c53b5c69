# shellcheck shell=bash
# The judgement's settings, read once (sourced by scripts/judge, after lib.sh; uses its id,
# JUDGE_ROOT and die): the front matter of problems/ID.md under JUDGE_ROOT and the rows of
# scripts/judging/judges.txt for the judge it names, read by one awk that prints them as
# shell assignments, each value in single quotes (a quote inside as '"'"'), so that nothing
# in either file can become code or name a variable: the names are the program's own. The
# judge evaluates them once; everything after reads these variables, never the files again.
#
#   problem_judge, problem_time_limit_ms, problem_memory_limit_kb, problem_checker
#             the front matter's values (empty when absent), read as lib.sh front_matter
#             reads one key;
#   scaled_time_limit_ms
#             problem_time_limit_ms times JUDGE_TIME_SCALE (default 1), rounded up, at least
#             1, as lib.sh scaled_ms computes it; empty when either is not a positive number;
#   judge_found, judge_name
#             1 and the judge row's name when judges.txt has the judge, else 0;
#   compare_found, compare_rules, unpublished_rules
#             1, a letter for each way an output may differ, as compare.c takes them (A
#             ignored, P presentation error, W wrong answer), and 1 when a rule is not
#             published (a '?'), from the judge's compare row; 0 when there is none;
#   threads_fact
#             the threads row's fact (allowed, refused, not published);
#   judge_options
#             the option rows, LABEL<TAB>LANGUAGE<TAB>COMPILER<TAB>FLAGS<TAB>COMMAND each;
#   windows_options
#             the windows rows, LABEL<TAB>STACK_BYTES<TAB>SOURCE each;
#   lacked_headers
#             the lacks rows, LABEL<TAB>HEADER<TAB>SOURCE each.

# start_settings: the awk that reads the settings of problem ID started, its assignments to
# be read by read_settings (settings_fd): the judge starts it first, and parses its own steps
# meanwhile. The awk's last line, settings_read=1, tells that it read everything (its exit
# status is not waited for: bash need not keep a process substitution's).
settings_fd=''
SETTINGS_BYTES=1048576 # more than the assignments of any statement and judge
start_settings() {
    exec {settings_fd}< <(awk -F ' [|] ' '
        function quoted(text, out, at) {
            out = ""
            while ((at = index(text, "\047")) > 0) {
                out = out substr(text, 1, at - 1) "\047\"\047\"\047"
                text = substr(text, at + 1)
            }
            return "\047" out text "\047"
        }
        function assign(name, value) { printf "%s=%s\n", name, quoted(value) }
        function joined(from, line, i) {
            line = $from
            for (i = from + 1; i <= NF; i++) line = line "\t" $i
            return line
        }
        function rule_letter(rule) {
            rule = substr(rule, 1, 1)
            return rule == "A" ? "A" : rule == "P" ? "P" : "W"
        }
        BEGIN {
            split("judge time_limit_ms memory_limit_kb checker", keys, " ")
            statement = ARGV[1]
        }
        FILENAME == statement {
            if (FNR == 1 && $0 != "---") front_ended = 1
            if (front_ended || FNR == 1) next
            if ($0 == "---") { front_ended = 1; next }
            sub(/\r$/, "")
            split($0, kv, ":")
            for (k in keys) {
                if (kv[1] == keys[k] && !(keys[k] in value)) {
                    found = substr($0, length(keys[k]) + 2)
                    sub(/^[ \t]+/, "", found)
                    sub(/[ \t]+$/, "", found)
                    value[keys[k]] = found
                }
            }
            next
        }
        FNR == 1 { judge = value["judge"] }
        /^#/ || NF == 0 || $2 != judge || judge == "" { next }
        $1 == "judge" && !judge_found { judge_found = 1; judge_name = $3 }
        $1 == "compare" && !compare_found {
            compare_found = 1
            for (i = 3; i <= 7; i++) {
                rules = rules rule_letter($i)
                if (index($i, "?")) unpublished = 1
            }
        }
        $1 == "threads" && !threads_found { threads_found = 1; threads = $3 }
        $1 == "option" { options[++option_count] = joined(3) }
        $1 == "windows" { windows[++windows_count] = joined(3) }
        $1 == "lacks" { lacks[++lacks_count] = joined(3) }
        END {
            for (k in keys) assign("problem_" keys[k], value[keys[k]])
            scale = ENVIRON["JUDGE_TIME_SCALE"] == "" ? 1 : ENVIRON["JUDGE_TIME_SCALE"]
            ms = value["time_limit_ms"]
            scaled = ""
            if (ms ~ /^[1-9][0-9]*$/ && scale ~ /^([0-9]+\.?[0-9]*|\.[0-9]+)$/ && scale + 0 > 0) {
                t = ms * scale
                scaled = int(t)
                if (scaled < t) scaled++
                if (scaled < 1) scaled = 1
            }
            assign("scaled_time_limit_ms", scaled)
            assign("judge_found", judge_found + 0)
            assign("judge_name", judge_name)
            assign("compare_found", compare_found + 0)
            assign("compare_rules", rules)
            assign("unpublished_rules", unpublished + 0)
            assign("threads_fact", threads)
            printf "judge_options=("
            for (i = 1; i <= option_count; i++) printf " %s", quoted(options[i])
            printf " )\nwindows_options=("
            for (i = 1; i <= windows_count; i++) printf " %s", quoted(windows[i])
            printf " )\nlacked_headers=("
            for (i = 1; i <= lacks_count; i++) printf " %s", quoted(lacks[i])
            printf " )\nsettings_read=1\n"
        }' "$JUDGE_ROOT/problems/$id.md" "$ROOT/scripts/judging/judges.txt")
}

# read_settings: sets the variables above for problem ID, from start_settings' awk (started
# here when it was not).
read_settings() {
    local assignments='' settings_read=0
    problem_judge='' problem_time_limit_ms='' problem_memory_limit_kb='' problem_checker=''
    scaled_time_limit_ms='' judge_found=0 judge_name='' compare_found=0 compare_rules=''
    unpublished_rules=0 threads_fact='' judge_options=() windows_options=() lacked_headers=()
    [ -n "$settings_fd" ] || start_settings
    IFS= read -r -N "$SETTINGS_BYTES" assignments <&"$settings_fd" || true # in blocks, not bytes
    exec {settings_fd}<&-
    settings_fd=''
    eval "$assignments" && [ "$settings_read" = 1 ] || die 'cannot read the settings of %s' "$id"
}
