#!/usr/bin/env bats
# scripts/export (make export): the Kattis / DOMjudge, Hydro and FPS packages of every problem.
# setup_file makes the big cases once, exports every format once, reads the statements' facts
# once, parses each FPS file once (xmllint) and unzips the packages; the tests read all that
# back: the files each format requires, well-formed (YAML through yq, XML through xmllint),
# the limits in each format's units, every judge case (the `cases` and `cases-big` recipes,
# nothing else) byte for byte, samples apart, the wrapped checkers and validators called as
# each platform calls them, the statement without the hints, the submissions sorted by their
# Verdict tag. (Starting a process is slow on the project's machines: the tests read files
# with the shell's own `read` and loop in awk where they can.)

bats_require_minimum_version 1.5.0

# What setup_file reads from each FPS file, by name (see fps_file); the test cases follow,
# two strings each (test_input, test_output), in the order of the recipes.
FPS_FIELDS=(
    title 'string(/fps/item/title)'
    source 'string(/fps/item/source)'
    time 'concat(/fps/item/time_limit, " ", /fps/item/time_limit/@unit)'
    memory 'concat(/fps/item/memory_limit, " ", /fps/item/memory_limit/@unit)'
    description 'string(/fps/item/description)'
    input 'string(/fps/item/input)'
    output 'string(/fps/item/output)'
    hint 'string(/fps/item/hint)'
    sample_output 'string(/fps/item/sample_output[1])'
    solution_language 'string(/fps/item/solution/@language)'
    spj 'string(/fps/item/spj)'
    spj_language 'string(/fps/item/spj/@language)'
    tests 'count(/fps/item/test_input)'
    answers 'count(/fps/item/test_output)'
    required 'count(/fps/item[title and time_limit and memory_limit and description and input and output and sample_input and sample_output and hint and source and solution])'
)

# The facts of each statement that the tests compare with, one a line in facts/<id>: its
# front matter, then lines the statement sections hold: the first line of the first pitfall
# (its longest stretch without `code`, which the HTML formats mark up), the first line under
# "How it differs", the first lines of the Description's first two paragraphs (Chinese, then
# its English translation).
FACT_NAMES=(title source time_limit_ms memory_limit_kb checker hint omitted chinese english)

setup_file() {
    local root pid pids=() recipe expressions name id i recipes=()
    root=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
    "$root/scripts/ensure-tools" xmllint:libxml2-utils yq zip unzip >&2
    export EXPORT_DIR="$BATS_FILE_TMPDIR/export" EXPORT_BIG_DIR="$BATS_FILE_TMPDIR/big"
    # Two jobs at a time (the machine has two cores): the big cases, then the formats.
    for recipe in "$root"/scripts/problems/*/cases-big; do
        name=${recipe%/cases-big}
        "$root/scripts/make-testdata" --big "$EXPORT_BIG_DIR" "${name##*/}" >/dev/null &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    "$root/scripts/export" kattis >"$BATS_FILE_TMPDIR/kattis.log" 2>&1 &
    pid=$!
    "$root/scripts/export" hydro,fps >"$BATS_FILE_TMPDIR/hydro-fps.log" 2>&1 ||
        { cat "$BATS_FILE_TMPDIR/hydro-fps.log" >&2; return 1; }

    # while the Kattis packages are made: the facts, and the FPS files parsed
    mkdir -p "$BATS_FILE_TMPDIR/facts"
    : >"$BATS_FILE_TMPDIR/ids"
    for name in "$root"/problems/*.md; do
        id=${name##*/}
        id=${id%.md}
        echo "$id" >>"$BATS_FILE_TMPDIR/ids"
        recipes+=("$root/scripts/problems/$id/cases")
        [ ! -f "$root/scripts/problems/$id/cases-big" ] || recipes+=("$root/scripts/problems/$id/cases-big")
    done
    # the judge cases: facts/<id>.cases, `NAME<TAB>INPUT<TAB>OUTPUT` a line, cases then cases-big
    awk -v root="$root" -v big="$EXPORT_BIG_DIR" -v dir="$BATS_FILE_TMPDIR/facts" '
        FNR == 1 { n = split(FILENAME, part, "/"); id = part[n - 1]; committed = part[n] == "cases" }
        $0 ~ /^[ \t]*(#|$)/ { next }
        {
            from = committed ? root "/testdata/" id : big "/" id
            printf "%s\t%s/%s.in\t%s/%s.out\n", $1, from, $1, from, $1 > (dir "/" id ".cases")
        }' "${recipes[@]}"
    # the statements' facts (see FACT_NAMES); the front matter read as lib.sh's front_matter
    awk -v dir="$BATS_FILE_TMPDIR/facts" '
        function flush() {
            if (id == "") return
            printf "%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s\n", fm["title"], fm["source"], fm["time_limit_ms"],
                fm["memory_limit_kb"], fm["checker"], hint, omitted, chinese, english > (dir "/" id)
            close(dir "/" id)
        }
        function longest_plain(text,   pieces, count, i, best) {
            count = split(text, pieces, "`")
            best = ""
            for (i = 1; i <= count; i++) if (length(pieces[i]) > length(best)) best = pieces[i]
            return best
        }
        FNR == 1 {
            flush()
            id = FILENAME; sub(/.*\//, "", id); sub(/\.md$/, "", id)
            split("", fm); hint = omitted = chinese = english = section = ""
            front = $0 == "---"; paragraph = 0; blank = 1
            next
        }
        front && $0 == "---" { front = 0; next }
        front {
            split($0, kv, ":")
            value = substr($0, length(kv[1]) + 2); sub(/^[ \t]+/, "", value); sub(/[ \t]+$/, "", value)
            if (!(kv[1] in fm)) fm[kv[1]] = value
            next
        }
        /^## / { section = $0; blank = 1; next }
        section ~ /\/ Pitfalls$/ && hint == "" && /^- / { hint = longest_plain(substr($0, 3)) }
        section ~ /\/ How it differs/ && omitted == "" && NF { omitted = $0 }
        section ~ /\/ Description$/ {
            if (!NF) { blank = 1; next }
            if (blank) { paragraph++; if (paragraph == 1) chinese = $0; if (paragraph == 2) english = $0 }
            blank = 0
        }
        END { flush() }' "$root"/problems/*.md
    # every FPS file parsed once: its strings (FPS_FIELDS, then the cases) into fps/<id>/1, 2, ...
    while IFS= read -r id; do
        expressions=()
        for ((i = 1; i < ${#FPS_FIELDS[@]}; i += 2)); do expressions+=("${FPS_FIELDS[$i]}"); done
        while IFS=$'\t' read -r name _; do
            expressions+=("string(/fps/item/test_input[@name=\"$name\"])" "string(/fps/item/test_output[@name=\"$name\"])")
        done <"$BATS_FILE_TMPDIR/facts/$id.cases"
        xml_strings "$EXPORT_DIR/fps/$id.xml" "$BATS_FILE_TMPDIR/fps/$id" "${expressions[@]}"
    done <"$BATS_FILE_TMPDIR/ids"

    wait "$pid" || { cat "$BATS_FILE_TMPDIR/kattis.log" >&2; return 1; }
    mkdir -p "$BATS_FILE_TMPDIR/unzipped/kattis" "$BATS_FILE_TMPDIR/unzipped/hydro"
    while IFS= read -r id; do
        unzip -q "$EXPORT_DIR/kattis/$id.zip" -d "$BATS_FILE_TMPDIR/unzipped/kattis/$id"
        unzip -q "$EXPORT_DIR/hydro/$id.zip" -d "$BATS_FILE_TMPDIR/unzipped/hydro"
    done <"$BATS_FILE_TMPDIR/ids"
}

# xml_strings XML DIR EXPRESSION...: the strings of the XPath EXPRESSIONs on XML as xmllint
# parses it, each into its own file DIR/1, DIR/2, ... (one xmllint: the strings joined by a
# marker, then split again; xmllint's final newline is a last part of its own).
xml_strings() {
    local xml=$1 dir=$2 marker='@@export-bats-part@@' expression="concat(''" part
    shift 2
    for part in "$@"; do expression+=", $part, '$marker'"; done
    mkdir -p "$dir"
    xmllint --xpath "$expression)" "$xml" |
        awk -v RS="$marker" -v dir="$dir" '{ printf "%s", $0 > (dir "/" NR) }'
}

setup() {
    local id i
    ROOT=$(cd "$BATS_TEST_DIRNAME/../.." && pwd)
    # shellcheck source=scripts/lib.sh
    . "$ROOT/scripts/lib.sh"
    mapfile -t IDS <"$BATS_FILE_TMPDIR/ids"
    KATTIS=$BATS_FILE_TMPDIR/unzipped/kattis
    HYDRO=$BATS_FILE_TMPDIR/unzipped/hydro
    FPS=$EXPORT_DIR/fps
    declare -gA FACT CASES
    for id in "${IDS[@]}"; do
        for i in "${!FACT_NAMES[@]}"; do IFS= read -r "FACT[$id,${FACT_NAMES[$i]}]"; done <"$BATS_FILE_TMPDIR/facts/$id"
        IFS= read -r -d '' "CASES[$id]" <"$BATS_FILE_TMPDIR/facts/$id.cases" || true
    done
}

# fps_file ID NAME: sets FILE to the file that holds string NAME of ID's FPS file (see
# FPS_FIELDS), or with NAME `case` and a number K, the K-th string of the cases (2k-1: a
# test_input, 2k: its test_output); fps_part ID NAME: sets PART to that string.
fps_file() {
    local i
    if [ "$2" = case ]; then
        FILE=$BATS_FILE_TMPDIR/fps/$1/$((${#FPS_FIELDS[@]} / 2 + $3))
        return
    fi
    for ((i = 0; i < ${#FPS_FIELDS[@]}; i += 2)); do
        [ "${FPS_FIELDS[$i]}" != "$2" ] || { FILE=$BATS_FILE_TMPDIR/fps/$1/$((i / 2 + 1)); return; }
    done
    return 1
}

fps_part() {
    fps_file "$@"
    PART=
    IFS= read -r -d '' PART <"$FILE" || true
}

checker_ids() {
    local id
    for id in "${IDS[@]}"; do [ -z "${FACT[$id,checker]}" ] || echo "$id"; done
}

# wrong_output ID ANSWER KIND: ANSWER made wrong (KIND wa) or badly laid out (KIND pe), the
# way ID's checker refuses it.
wrong_output() {
    case $1:$3 in
    poj2676:wa) awk 'NR == 1 { $0 = substr($0, 1, 1) % 9 + 1 substr($0, 2) } { print }' "$2" ;;
    poj2676:pe) awk 'NR == 1 { $0 = substr($0, 1, 1) " " substr($0, 2) } { print }' "$2" ;;
    poj3239:wa) awk 'NR == 1 { $2 = $1 } { print }' "$2" ;;
    poj3239:pe) awk 'NR == 1 { sub(/ /, "  ") } { print }' "$2" ;;
    *) echo "no wrong output known for $1: add one to wrong_output in export.bats" >&2 && return 1 ;;
    esac
}

@test "export: every format has a package of every problem, and fps/all.xml holds them all" {
    local id
    [ "${#IDS[@]}" -ge 14 ]
    for id in "${IDS[@]}"; do
        [ -d "$EXPORT_DIR/kattis/$id" ] && [ -f "$EXPORT_DIR/kattis/$id.zip" ] || { echo "kattis: $id"; return 1; }
        [ -d "$EXPORT_DIR/hydro/$id" ] && [ -f "$EXPORT_DIR/hydro/$id.zip" ] || { echo "hydro: $id"; return 1; }
        [ -f "$FPS/$id.xml" ] || { echo "fps: $id"; return 1; }
        # DOMjudge wants problem.yaml at the zip's root; Hydro reads a folder per problem
        [ -f "$KATTIS/$id/problem.yaml" ] && [ -f "$HYDRO/$id/problem.yaml" ]
    done
    run -0 find "$EXPORT_DIR/kattis" "$EXPORT_DIR/hydro" "$HYDRO" "$FPS" -mindepth 1 -maxdepth 1 \
        \( -name '*.zip' -o -name '*.xml' -o -path "$HYDRO/*" \)
    [ "${#lines[@]}" -eq $((4 * ${#IDS[@]} + 1)) ]
    # all.xml: the same items, in the order of the ids (the files differ only in their frame)
    [ "$(xmllint --xpath 'count(/fps/item)' "$FPS/all.xml")" -eq "${#IDS[@]}" ]
    for id in "${IDS[@]}"; do sed '1,3d;$d' "$FPS/$id.xml"; done | cmp - <(sed '1,3d;$d' "$FPS/all.xml")
}

@test "kattis: the files the format requires; problem.yaml parsed by yq; an ASCII LaTeX statement" {
    local id file name source license validation flags
    for id in "${IDS[@]}"; do
        for file in problem.yaml domjudge-problem.ini problem.html problem_statement/problem.en.tex \
            input_validators/validator/validator.c "submissions/accepted/$id.c"; do
            [ -s "$KATTIS/$id/$file" ] || { echo "$id: no $file"; return 1; }
        done
        file=("$KATTIS/$id"/data/secret/*.in)
        [ -f "${file[0]}" ] || { echo "$id: no secret data"; return 1; }
        if [ -n "${FACT[$id,checker]}" ]; then
            [ -s "$KATTIS/$id/output_validators/checker/checker.c" ] || { echo "$id: no output validator"; return 1; }
        else
            [ ! -e "$KATTIS/$id/output_validators" ] || { echo "$id: an output validator"; return 1; }
        fi
        IFS= read -r file <"$KATTIS/$id/problem_statement/problem.en.tex"
        [ "$file" = "\\problemname{${FACT[$id,title]##*/ }}" ] || { echo "$id: $file"; return 1; }
    done
    # pdflatex reads the statements: nothing outside ASCII
    run -1 env LC_ALL=C grep -l '[^ -~]' "$KATTIS"/*/problem_statement/problem.en.tex
    run -0 yq -r '[.name, .source, .license, .validation, .validator_flags // "-"] | join("|")' "$KATTIS"/*/problem.yaml
    [ "${#lines[@]}" -eq "${#IDS[@]}" ]
    for i in "${!IDS[@]}"; do
        id=${IDS[$i]}
        IFS='|' read -r name source license validation flags <<<"${lines[$i]}"
        # the English name: the title after its last "/ "
        [ "$name" = "${FACT[$id,title]##*/ }" ] || { echo "$id: name $name"; return 1; }
        [ "$source" = "${FACT[$id,source]}" ] && [ "$license" = unknown ]
        if [ -n "${FACT[$id,checker]}" ]; then
            [ "$validation|$flags" = "custom|-" ] || { echo "$id: $validation $flags"; return 1; }
        else
            [ "$validation|$flags" = "default|case_sensitive" ] || { echo "$id: $validation $flags"; return 1; }
        fi
    done
}

@test "hydro: the files the format requires; problem.yaml and testdata/config.yaml parsed by yq" {
    local id file
    for id in "${IDS[@]}"; do
        for file in problem.yaml problem_zh.md problem_en.md testdata/config.yaml "std/$id.c" \
            solution/solution.md; do
            [ -s "$HYDRO/$id/$file" ] || { echo "$id: no $file"; return 1; }
        done
        [ -z "${FACT[$id,checker]}" ] || [ -s "$HYDRO/$id/testdata/checker.c" ] || { echo "$id: no checker"; return 1; }
    done
    run -0 yq -r '.title + "|" + (.tag | join(","))' "$HYDRO"/*/problem.yaml
    for i in "${!IDS[@]}"; do
        [ "${lines[$i]}" = "${FACT[${IDS[$i]},title]}|${IDS[$i]}" ] || { echo "${lines[$i]}"; return 1; }
    done
    run -0 yq -r '[.type, .checker_type // "default", .checker // "-"] | join("|")' "$HYDRO"/*/testdata/config.yaml
    for i in "${!IDS[@]}"; do
        if [ -n "${FACT[${IDS[$i]},checker]}" ]; then
            [ "${lines[$i]}" = "default|testlib|checker.c" ] || { echo "${IDS[$i]}: ${lines[$i]}"; return 1; }
        else
            [ "${lines[$i]}" = "default|default|-" ] || { echo "${IDS[$i]}: ${lines[$i]}"; return 1; }
        fi
    done
}

@test "fps: every file is well-formed XML with the fields HUSTOJ reads" {
    local id
    run -0 xmllint --noout "$FPS"/*.xml
    for id in "${IDS[@]}"; do
        fps_part "$id" required
        [ "$PART" = 1 ] || { echo "$id: a field is missing"; return 1; }
        fps_part "$id" title
        [ "$PART" = "${FACT[$id,title]}" ]
        fps_part "$id" source
        [ "$PART" = "${FACT[$id,source]}" ]
        fps_part "$id" solution_language
        [ "$PART" = C ]
        fps_part "$id" spj_language
        [ "$PART" = "${FACT[$id,checker]:+C}" ] || { echo "$id: spj $PART"; return 1; }
    done
}

@test "limits: the statement's time_limit_ms and memory_limit_kb in each format's units" {
    local id ms kb kattis hydro line
    mapfile -t kattis < <(yq -r '.limits.memory' "$KATTIS"/*/problem.yaml)
    mapfile -t hydro < <(yq -r '.time + " " + .memory' "$HYDRO"/*/testdata/config.yaml)
    for i in "${!IDS[@]}"; do
        id=${IDS[$i]}
        ms=${FACT[$id,time_limit_ms]}
        kb=${FACT[$id,memory_limit_kb]}
        # every limit is whole seconds and whole MiB: the units below take them exactly
        [ $((ms % 1000)) = 0 ] && [ $((kb % 1024)) = 0 ] || { echo "$id: $ms ms, $kb KB"; return 1; }
        [ "${kattis[$i]}" = $((kb / 1024)) ] || { echo "$id: kattis memory ${kattis[$i]}"; return 1; }
        IFS= read -r line <"$KATTIS/$id/domjudge-problem.ini"
        [ "$line" = "timelimit = $((ms / 1000))" ] || { echo "$id: domjudge $line"; return 1; }
        [ "${hydro[$i]}" = "${ms}ms $((kb / 1024))m" ] || { echo "$id: hydro ${hydro[$i]}"; return 1; }
        fps_part "$id" time
        [ "$PART" = "$((ms / 1000)) s" ] || { echo "$id: fps time $PART"; return 1; }
        fps_part "$id" memory
        [ "$PART" = "$((kb / 1024)) mb" ] || { echo "$id: fps memory $PART"; return 1; }
    done
    # on known values: ybt1213 10000 ms, luogu1219 128000 KB (125 MiB), hdu2553 32768 KB
    fps_part ybt1213 time
    [ "$PART" = "10 s" ]
    [ "$(yq -r .limits.memory "$KATTIS/luogu1219/problem.yaml")" = 125 ]
    [ "$(yq -r '.time + " " + .memory' "$HYDRO/hdu2553/testdata/config.yaml")" = "1000ms 32m" ]
}

@test "cases: each format holds exactly the judge cases, samples apart where the format can" {
    local id name input output hydro found=() wanted=() count only_samples line
    mapfile -t hydro < <(yq -r '.cases | map(.input + " " + .output) | join(",")' "$HYDRO"/*/testdata/config.yaml)
    for i in "${!IDS[@]}"; do
        id=${IDS[$i]}
        count=0
        only_samples=1
        line=
        while IFS=$'\t' read -r name input output; do
            count=$((count + 1))
            line+=${line:+,}"$name.in $name.out"
            if [[ $name == sample-* ]]; then
                wanted+=("./$id/data/sample/$name.in" "./$id/data/sample/$name.ans")
            else
                only_samples=0
                wanted+=("./$id/data/secret/$name.in" "./$id/data/secret/$name.ans")
            fi
        done <<<"${CASES[$id]%$'\n'}"
        [ "$count" -gt 0 ]
        # the format needs secret data: a problem whose only cases are samples has them there too
        if [ "$only_samples" = 1 ]; then
            while IFS=$'\t' read -r name _; do
                wanted+=("./$id/data/secret/$name.in" "./$id/data/secret/$name.ans")
            done <<<"${CASES[$id]%$'\n'}"
        fi
        [ "${hydro[$i]}" = "$line" ] || { echo "$id: hydro cases ${hydro[$i]}"; return 1; }
        fps_part "$id" tests
        [ "$PART" = "$count" ] || { echo "$id: fps test_input $PART"; return 1; }
        fps_part "$id" answers
        [ "$PART" = "$count" ] || { echo "$id: fps test_output $PART"; return 1; }
    done
    mapfile -t found < <(cd "$KATTIS" && find . -path '*/data/*' -type f | LC_ALL=C sort)
    diff <(printf '%s\n' "${wanted[@]}" | LC_ALL=C sort) <(printf '%s\n' "${found[@]}")
}

@test "cases: read back from the zips and from the parsed FPS files, every case byte for byte" {
    local id name input output part k expected=() kattis=() hydro=() fps=()
    for id in "${IDS[@]}"; do
        k=0
        while IFS=$'\t' read -r name input output; do
            part=secret
            [[ $name != sample-* ]] || part=sample
            expected+=("$input" "$output")
            kattis+=("$KATTIS/$id/data/$part/$name.in" "$KATTIS/$id/data/$part/$name.ans")
            hydro+=("$HYDRO/$id/testdata/$name.in" "$HYDRO/$id/testdata/$name.out")
            fps_file "$id" case $((2 * k + 1))
            fps+=("$FILE")
            fps_file "$id" case $((2 * k + 2))
            fps+=("$FILE")
            k=$((k + 1))
        done <<<"${CASES[$id]%$'\n'}"
        fps_file "$id" sample_output # the sample HUSTOJ shows
        expected+=("$ROOT/testdata/$id/sample-1.out")
        kattis+=("$KATTIS/$id/data/sample/sample-1.ans")
        hydro+=("$HYDRO/$id/testdata/sample-1.out")
        fps+=("$FILE")
    done
    [ "${#expected[@]}" -gt 400 ]
    md5sum "${expected[@]}" | cut -d ' ' -f 1 >"$BATS_TEST_TMPDIR/expected"
    md5sum "${kattis[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/expected" - || { echo "kattis differs"; return 1; }
    md5sum "${hydro[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/expected" - || { echo "hydro differs"; return 1; }
    md5sum "${fps[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/expected" - || { echo "fps differs"; return 1; }
    # among them an empty input, and outputs that end with an empty line
    [ ! -s "$KATTIS/ybt1213/data/sample/sample-1.in" ]
    fps_file ybt1213 case 1
    [ ! -s "$FILE" ]
}

@test "kattis: the output validator, called as Kattis and DOMjudge call it: 42 for the answer, 43 for a wrong or badly laid out output" {
    local id bin feedback input answer
    [ "$(checker_ids | wc -l)" -ge 1 ]
    for id in $(checker_ids); do
        bin="$BATS_TEST_TMPDIR/$id-validator"
        feedback="$BATS_TEST_TMPDIR/$id-feedback/"
        mkdir -p "$feedback"
        gcc -std=gnu11 -O2 -o "$bin" "$KATTIS/$id/output_validators/checker/checker.c" -lm
        for input in "$KATTIS/$id"/data/*/*.in; do
            answer=${input%.in}.ans
            run -42 "$bin" "$input" "$answer" "$feedback" <"$answer"
        done
        [ -s "$feedback/judgemessage.txt" ]
        input=$KATTIS/$id/data/sample/sample-1.in
        answer=${input%.in}.ans
        wrong_output "$id" "$answer" wa >"$BATS_TEST_TMPDIR/wrong"
        run -43 "$bin" "$input" "$answer" "$feedback" <"$BATS_TEST_TMPDIR/wrong"
        wrong_output "$id" "$answer" pe >"$BATS_TEST_TMPDIR/layout"
        run -43 "$bin" "$input" "$answer" "$feedback" <"$BATS_TEST_TMPDIR/layout"
        # an answer file the checker refuses is a judge error, not a verdict
        run -3 "$bin" "$input" "$BATS_TEST_TMPDIR/wrong" "$feedback" <"$answer"
    done
}

@test "hydro: the testlib checker, compiled and called as Hydro does: testlib's exit codes and words" {
    local id bin dir
    for id in $(checker_ids); do
        bin="$BATS_TEST_TMPDIR/$id-checker"
        dir="$HYDRO/$id/testdata"
        gcc -Wall --std=c99 -o "$bin" "$dir/checker.c" -lm # Hydro's command for C
        wrong_output "$id" "$dir/sample-1.out" wa >"$BATS_TEST_TMPDIR/wrong"
        wrong_output "$id" "$dir/sample-1.out" pe >"$BATS_TEST_TMPDIR/layout"
        run -0 --separate-stderr "$bin" "$dir/sample-1.in" "$dir/sample-1.out" "$dir/sample-1.out"
        [[ $stderr == "ok "* ]] || { echo "$stderr"; return 1; } # Hydro accepts only "ok "
        run -1 --separate-stderr "$bin" "$dir/sample-1.in" "$BATS_TEST_TMPDIR/wrong" "$dir/sample-1.out"
        [[ $stderr == "wrong answer "* ]] || { echo "$stderr"; return 1; }
        run -2 --separate-stderr "$bin" "$dir/sample-1.in" "$BATS_TEST_TMPDIR/layout" "$dir/sample-1.out"
        [[ $stderr == "wrong output format "* ]] || { echo "$stderr"; return 1; }
        run -3 --separate-stderr "$bin" "$dir/sample-1.in" "$dir/sample-1.out" "$BATS_TEST_TMPDIR/wrong"
        [[ $stderr == "FAIL "* ]] || { echo "$stderr"; return 1; }
    done
}

@test "fps: the spj, as xmllint reads it from the XML, called as HUSTOJ calls it: spj in answer user_out" {
    local id bin dir
    for id in $(checker_ids); do
        bin="$BATS_TEST_TMPDIR/$id-spj"
        dir="$ROOT/testdata/$id"
        fps_file "$id" spj
        cp "$FILE" "$bin.c"
        gcc -O2 -o "$bin" "$bin.c" -lm
        wrong_output "$id" "$dir/sample-1.out" wa >"$BATS_TEST_TMPDIR/wrong"
        wrong_output "$id" "$dir/sample-1.out" pe >"$BATS_TEST_TMPDIR/layout"
        run -0 "$bin" "$dir/sample-1.in" "$dir/sample-1.out" "$dir/sample-1.out"
        [[ $output == "ok: "* ]]
        run -1 "$bin" "$dir/sample-1.in" "$dir/sample-1.out" "$BATS_TEST_TMPDIR/wrong"
        [[ $output == "wrong answer: "* ]]
        run "$bin" "$dir/sample-1.in" "$dir/sample-1.out" "$BATS_TEST_TMPDIR/layout"
        [ "$status" -ne 0 ]
    done
}

@test "kattis: every input validator accepts the samples and the big cases (42) and refuses an invalid input (43)" {
    local id bin name input output status invalid
    # every input against the validator itself: testdata.bats; here, the wrapper's mapping
    for i in "${!IDS[@]}"; do # two compilers at a time
        id=${IDS[$i]}
        gcc -std=gnu11 -O0 -o "$BATS_TEST_TMPDIR/$id-input-validator" "$KATTIS/$id/input_validators/validator/validator.c" -lm &
        [ $((i % 2)) = 0 ] || wait
    done
    wait
    for id in "${IDS[@]}"; do
        bin="$BATS_TEST_TMPDIR/$id-input-validator"
        [ -x "$bin" ] || { echo "$id: the validator does not compile"; return 1; }
        while IFS=$'\t' read -r name input output; do
            if [[ $name == sample-* ]]; then
                input=$KATTIS/$id/data/sample/$name.in
            elif [[ $input == "$EXPORT_BIG_DIR"/* ]]; then
                input=$KATTIS/$id/data/secret/$name.in
            else
                continue
            fi
            status=0
            "$bin" <"$input" 2>/dev/null || status=$?
            [ "$status" = 42 ] || { echo "$id: $name: exit $status"; return 1; }
        done <<<"${CASES[$id]%$'\n'}"
        invalid=("$ROOT/scripts/problems/$id"/invalid/*.in)
        run -43 "$bin" <"${invalid[0]}"
        [[ $output == "error: line "* ]] || { echo "$id ${invalid[0]}: $output"; return 1; }
    done
}

@test "every exported C file is self-contained: only standard headers" {
    local spj=()
    fps_file poj2676 spj
    spj+=("$FILE")
    fps_file poj3239 spj
    spj+=("$FILE")
    run -1 grep -l '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' -r "$KATTIS" "$HYDRO" --include='*.c' "${spj[@]}"
    run -0 find "$KATTIS" "$HYDRO" -name '*.c'
    [ "${#lines[@]}" -gt 60 ]
}

@test "statements: the hints (Pitfalls) and the notes on this repository stay out of every statement" {
    local id field files=()
    for id in "${IDS[@]}"; do
        [ -n "${FACT[$id,hint]}" ] || { echo "$id: no pitfall found"; return 1; }
        files=("$KATTIS/$id/problem.html" "$KATTIS/$id/problem_statement/problem.en.tex"
            "$HYDRO/$id/problem_zh.md" "$HYDRO/$id/problem_en.md")
        for field in description input output; do
            fps_file "$id" "$field"
            files+=("$FILE")
        done
        run -1 grep -lF -e "${FACT[$id,hint]}" -e "${FACT[$id,omitted]:-${FACT[$id,hint]}}" -e 'Pitfalls' -e '注意 /' "${files[@]}"
        # and the pitfalls are where the format keeps hints
        fps_file "$id" hint
        run -0 grep -lF -e "${FACT[$id,hint]}" "$FILE" "$HYDRO/$id/solution/solution.md"
        [ "${#lines[@]}" = 2 ] || { echo "$id: the pitfall is only in ${lines[*]}"; return 1; }
    done
}

@test "statements: Hydro's problem_zh.md and problem_en.md each in its language, samples as inputN/outputN" {
    local id description
    for id in "${IDS[@]}"; do
        [ -n "${FACT[$id,chinese]}" ] && [ -n "${FACT[$id,english]}" ]
        fps_file "$id" description
        description=$FILE
        # each language alone in Hydro's files; both on the pages that hold one statement
        # (DOMjudge's problem.html, the FPS description)
        run -0 grep -lF -e "${FACT[$id,chinese]}" "$HYDRO/$id/problem_zh.md" "$HYDRO/$id/problem_en.md" \
            "$KATTIS/$id/problem.html" "$description"
        [ "${lines[*]}" = "$HYDRO/$id/problem_zh.md $KATTIS/$id/problem.html $description" ] ||
            { echo "$id: '${FACT[$id,chinese]}' in: ${lines[*]}"; return 1; }
        run -0 grep -lF -e "${FACT[$id,english]}" "$HYDRO/$id/problem_zh.md" "$HYDRO/$id/problem_en.md" \
            "$KATTIS/$id/problem.html" "$description"
        [ "${lines[*]}" = "$HYDRO/$id/problem_en.md $KATTIS/$id/problem.html $description" ] ||
            { echo "$id: '${FACT[$id,english]}' in: ${lines[*]}"; return 1; }
    done
    run -0 grep -cx -e '## 题目描述' -e '```input1' -e '```output1' "$HYDRO"/*/problem_zh.md
    [ "$(grep -c ':3$' <<<"$output")" -eq "${#IDS[@]}" ]
    run -0 grep -cx -e '## Description' -e '```input1' -e '```output1' "$HYDRO"/*/problem_en.md
    [ "$(grep -c ':3$' <<<"$output")" -eq "${#IDS[@]}" ]
}

@test "kattis: submissions/ sorted by each file's Verdict tag, PE only where a checker judges" {
    local tagged tag id name expected wanted=()
    # the tag of every file: its first `Verdict:` line (a `Stress:` line does not count)
    while IFS=$'\t' read -r tagged tag; do
        name=${tagged##*/}
        id=${name%%.*}
        name=${name%.patch}
        name=${name%.c}.c
        case $tag in
        AC) expected=accepted ;;
        WA) expected=wrong_answer ;;
        TLE) expected=time_limit_exceeded ;;
        RE | MLE) expected=run_time_error ;;
        PE) expected=${FACT[$id,checker]:+wrong_answer} ;;
        *) expected= ;;
        esac
        [ -z "$expected" ] || wanted+=("./$id/submissions/$expected/$name")
    done < <(awk 'FNR == 1 { done = 0 } !done && /^[ *\/]*Verdict:/ {
            tag = $0; sub(/^[ *\/]*Verdict:[ ]*/, "", tag); sub(/[^A-Za-z-].*/, "", tag)
            print FILENAME "\t" tag; done = 1 }' \
        "$ROOT"/solutions/*.c "$ROOT"/solutions/steps/*.c "$ROOT"/solutions/mistakes/*.patch)
    [ "${#wanted[@]}" -gt 40 ]
    run -0 bash -c 'cd "$1" && find . -path "*/submissions/*" -type f | LC_ALL=C sort' _ "$KATTIS"
    diff <(printf '%s\n' "${wanted[@]}" | LC_ALL=C sort) <(printf '%s\n' "${lines[@]}")
    # the folders the mapping chooses: MLE, PE without a checker, TLE
    [[ " ${lines[*]} " == *" ./nqueens-count/submissions/run_time_error/nqueens-count.4-bfs.c "* ]]
    [[ " ${lines[*]} " != *"uva750.blank-line-after-last"* ]]
    [[ " ${lines[*]} " == *" ./poj3239/submissions/time_limit_exceeded/poj3239.1-backtracking.c "* ]]
    grep -q 'blank-line-after-last.patch (Verdict: PE) is left out' "$BATS_FILE_TMPDIR/kattis.log"
}

# copy_repository DIR ID: the parts of the repository that export ID needs, in DIR.
copy_repository() {
    mkdir -p "$1/solutions/steps" "$1/solutions/mistakes" "$1/testdata" "$1/problems"
    cp -R "$ROOT/scripts" "$1/"
    cp "$ROOT/problems/$2.md" "$1/problems/"
    cp -R "$ROOT/testdata/$2" "$1/testdata/"
    cp "$ROOT/solutions/$2.c" "$1/solutions/"
    cp "$ROOT/solutions/steps/$2".*.c "$1/solutions/steps/" 2>/dev/null || true
    cp "$ROOT/solutions/mistakes/$2".*.patch "$1/solutions/mistakes/" 2>/dev/null || true
}

@test "export reads only the cases and cases-big recipes and only the Verdict: line; a section no rule decides stops it" {
    local copy="$BATS_TEST_TMPDIR/repo"
    copy_repository "$copy" poj3239
    # a stress recipe (never exported) and a second tag line, `Stress:`, in a step's header
    printf 'stress-only random 1 5\n' >"$copy/scripts/problems/poj3239/cases-stress"
    sed -i 's/^\( \* Verdict: TLE\)$/\1\n * Stress: AC/' "$copy/solutions/steps/poj3239.1-backtracking.c"
    grep -q 'Stress: AC' "$copy/solutions/steps/poj3239.1-backtracking.c"
    EXPORT_DIR="$copy/export" run -0 "$copy/scripts/export" kattis,hydro,fps poj3239
    [ -f "$copy/export/kattis/poj3239/submissions/time_limit_exceeded/poj3239.1-backtracking.c" ]
    run -0 find "$copy/export" -name 'stress-only*'
    [ -z "$output" ]
    run -1 grep -l stress-only "$copy/export/fps/poj3239.xml" "$copy/export/hydro/poj3239/testdata/config.yaml"
    run -0 find "$copy/export/kattis/poj3239/data" -name '*.in'
    [ "${#lines[@]}" -eq "$(grep -c . <<<"${CASES[poj3239]}")" ]
    # a new kind of section must be decided in scripts/exporting/statement.c first
    printf '\n## 彩蛋 / Easter egg\n\nA section no rule knows.\n' >>"$copy/problems/poj3239.md"
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" hydro poj3239
    [[ $output == *"section '彩蛋 / Easter egg'"*"scripts/exporting/statement.c"* ]]
}

@test "export refuses an unknown problem and an unknown format" {
    run -1 "$ROOT/scripts/export" kattis no-such-problem
    [[ $output == *"unknown problem 'no-such-problem'"* ]]
    run -1 "$ROOT/scripts/export" pdf
    [[ $output == *usage* ]]
    run -1 "$ROOT/scripts/export"
    [[ $output == *usage* ]]
}

@test "make export: some formats, one problem; the big cases made by the export itself; no stale all.xml" {
    local made="$BATS_TEST_TMPDIR/made"
    run -2 make -C "$ROOT" export
    [[ $output == *"usage: make export FORMAT="* ]]
    mkdir -p "$made/fps"
    echo '<fps/>' >"$made/fps/all.xml" # from an earlier export of every problem
    EXPORT_BIG_DIR= EXPORT_DIR="$made" run -0 make -C "$ROOT" export FORMAT=hydro,fps P=nqueens-endgame
    run -0 find "$made" -name '*.zip' -o -name '*.xml'
    [ "${lines[*]}" = "$made/fps/nqueens-endgame.xml $made/hydro/nqueens-endgame.zip" ] ||
        [ "${lines[*]}" = "$made/hydro/nqueens-endgame.zip $made/fps/nqueens-endgame.xml" ]
    for name in empty-11 empty-12; do
        cmp "$made/hydro/nqueens-endgame/testdata/$name.out" "$EXPORT_BIG_DIR/nqueens-endgame/$name.out"
    done
}
