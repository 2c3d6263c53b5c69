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
load test_helper

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
    local pid pids=() recipe expressions name id i recipes=() tool
    # installed once before the suites by `make check` (scripts/ensure-tools), never here: a
    # suite that ran apt-get failed when another apt held its lock
    for tool in xmllint yq zip unzip uuidgen; do
        command -v "$tool" >/dev/null ||
            { echo "export.bats: $tool is missing; make check installs it (scripts/ensure-tools)" >&2 && return 1; }
    done
    export EXPORT_DIR="$BATS_FILE_TMPDIR/export" EXPORT_BIG_DIR="$BATS_FILE_TMPDIR/big"
    # Two jobs at a time (the machine has two cores): the big cases, then the formats.
    for recipe in "$ROOT"/scripts/problems/*/cases-big; do
        name=${recipe%/cases-big}
        "$ROOT/scripts/make-testdata" --big "$EXPORT_BIG_DIR" "${name##*/}" >/dev/null &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    "$ROOT/scripts/export" kattis >"$BATS_FILE_TMPDIR/kattis.log" 2>&1 &
    pid=$!
    "$ROOT/scripts/export" hydro,fps >"$BATS_FILE_TMPDIR/hydro-fps.log" 2>&1 ||
        { cat "$BATS_FILE_TMPDIR/hydro-fps.log" >&2; return 1; }

    # while the Kattis packages are made: the facts, and the FPS files parsed
    mkdir -p "$BATS_FILE_TMPDIR/facts"
    : >"$BATS_FILE_TMPDIR/ids"
    for name in "$ROOT"/problems/*.md; do
        id=${name##*/}
        id=${id%.md}
        echo "$id" >>"$BATS_FILE_TMPDIR/ids"
        recipes+=("$ROOT/scripts/problems/$id/cases")
        [ ! -f "$ROOT/scripts/problems/$id/cases-big" ] || recipes+=("$ROOT/scripts/problems/$id/cases-big")
    done
    # the judge cases: facts/<id>.cases, `NAME<TAB>INPUT<TAB>OUTPUT` a line, cases then cases-big
    awk -v root="$ROOT" -v big="$EXPORT_BIG_DIR" -v dir="$BATS_FILE_TMPDIR/facts" '
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
        END { flush() }' "$ROOT"/problems/*.md
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
    # the Kattis zips are named by short name (the id without what is outside [a-z0-9]); each
    # is unzipped into a folder named by its id, so that the tests find every format by id
    mkdir -p "$BATS_FILE_TMPDIR/unzipped/kattis" "$BATS_FILE_TMPDIR/unzipped/hydro"
    while IFS= read -r id; do
        name=${id,,}
        unzip -q "$EXPORT_DIR/kattis/${name//[^a-z0-9]/}.zip" -d "$BATS_FILE_TMPDIR/unzipped/kattis/$id"
        unzip -q "$EXPORT_DIR/hydro/$id.zip" -d "$BATS_FILE_TMPDIR/unzipped/hydro"
    done <"$BATS_FILE_TMPDIR/ids"
    # the Kattis name of each case: facts/<id>.kattis, `NAME<TAB>PART/NN-NAME` a line, NN its
    # place in its folder (sample or secret), zero-padded to two digits or more
    while IFS= read -r id; do
        awk -F '\t' '
            { part[NR] = $1 ~ /^sample-/ ? "sample" : "secret"; name[NR] = $1; count[part[NR]]++ }
            END {
                for (i = 1; i <= NR; i++) {
                    width = length(count[part[i]] "") < 2 ? 2 : length(count[part[i]] "")
                    printf "%s\t%s/%0*d-%s\n", name[i], part[i], width, ++k[part[i]], name[i]
                }
            }' "$BATS_FILE_TMPDIR/facts/$id.cases" >"$BATS_FILE_TMPDIR/facts/$id.kattis"
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
    local id i name path
    mapfile -t IDS <"$BATS_FILE_TMPDIR/ids"
    KATTIS=$BATS_FILE_TMPDIR/unzipped/kattis
    HYDRO=$BATS_FILE_TMPDIR/unzipped/hydro
    FPS=$EXPORT_DIR/fps
    declare -gA FACT CASES KATTIS_CASE SHORT
    for id in "${IDS[@]}"; do
        for i in "${!FACT_NAMES[@]}"; do IFS= read -r "FACT[$id,${FACT_NAMES[$i]}]"; done <"$BATS_FILE_TMPDIR/facts/$id"
        IFS= read -r -d '' "CASES[$id]" <"$BATS_FILE_TMPDIR/facts/$id.cases" || true
        while IFS=$'\t' read -r name path; do KATTIS_CASE[$id,$name]=$path; done <"$BATS_FILE_TMPDIR/facts/$id.kattis"
        SHORT[$id]=${id,,}
        SHORT[$id]=${SHORT[$id]//[^a-z0-9]/}
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

# hydro_cut ID: prints `cut` when Hydro's package of ID judges fewer cases than the recipes
# hold (see the test of Hydro's bounds), `all` when it judges them all.
hydro_cut() {
    local count
    count=$(grep -c '^  - input: ' "$HYDRO/$1/testdata/config.yaml")
    if [ "$count" -lt "$(grep -c . <<<"${CASES[$1]}")" ]; then echo cut; else echo all; fi
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
        [ -d "$EXPORT_DIR/kattis/${SHORT[$id]}" ] && [ -f "$EXPORT_DIR/kattis/${SHORT[$id]}.zip" ] || { echo "kattis: $id"; return 1; }
        [ -d "$EXPORT_DIR/hydro/$id" ] && [ -f "$EXPORT_DIR/hydro/$id.zip" ] || { echo "hydro: $id"; return 1; }
        [ -f "$FPS/$id.xml" ] || { echo "fps: $id"; return 1; }
        # DOMjudge wants problem.yaml at the zip's root; Hydro reads a folder per problem
        [ -f "$KATTIS/$id/problem.yaml" ]
        [ -f "$HYDRO/$id/problem.yaml" ]
    done
    run -0 find "$EXPORT_DIR/kattis" "$EXPORT_DIR/hydro" "$HYDRO" "$FPS" -mindepth 1 -maxdepth 1 \
        \( -name '*.zip' -o -name '*.xml' -o -path "$HYDRO/*" \)
    [ "${#lines[@]}" -eq $((4 * ${#IDS[@]} + 2)) ] # and all.xml, all.zip (its own test)
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
        # the English name: the title after its last "/ ", then the id (the test on names)
        [ "$name" = "${FACT[$id,title]##*/ } ($id)" ] || { echo "$id: name $name"; return 1; }
        [ "$source" = "${FACT[$id,source]}" ]
        [ "$license" = educational ] # its own test
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
        [ "$PART" = "${FACT[$id,title]} ($id)" ] # the id: see the test of distinct titles
        fps_part "$id" source
        # a source too long for HUSTOJ is cut: the test of its column
        [ "$PART" = "${FACT[$id,source]}" ] || [[ $PART == *… ]] || { echo "$id: source $PART"; return 1; }
        fps_part "$id" solution_language
        [ "$PART" = C ]
        fps_part "$id" spj_language
        [ "$PART" = "${FACT[$id,checker]:+C}" ] || { echo "$id: spj $PART"; return 1; }
    done
}

@test "limits: the statement's time_limit_ms and memory_limit_kb in each format's units" {
    local id ms kb kattis hydro line seconds want
    mapfile -t kattis < <(yq -r '.limits.memory' "$KATTIS"/*/problem.yaml)
    mapfile -t hydro < <(yq -r '.time + " " + .memory' "$HYDRO"/*/testdata/config.yaml)
    for i in "${!IDS[@]}"; do
        id=${IDS[$i]}
        ms=${FACT[$id,time_limit_ms]}
        kb=${FACT[$id,memory_limit_kb]}
        # every memory limit is whole MiB, and a time limit in seconds is exact (2.5 for 2500 ms)
        [ $((kb % 1024)) = 0 ] || { echo "$id: $kb KB"; return 1; }
        seconds=$((ms / 1000))
        if [ $((ms % 1000)) != 0 ]; then
            seconds=$seconds.${ms: -3}
            while [[ $seconds == *0 ]]; do seconds=${seconds%0}; done
        fi
        [ "${kattis[$i]}" = $((kb / 1024)) ] || { echo "$id: kattis memory ${kattis[$i]}"; return 1; }
        IFS= read -r line <"$KATTIS/$id/domjudge-problem.ini"
        [ "$line" = "timelimit = $seconds" ] || { echo "$id: domjudge $line"; return 1; }
        # ours, in seconds, in .timelimit: DOMjudge reads it (webapp/src/Service/
        # ImportProblemService.php:120-135, and refuses a problem.yaml limits.time_limit that
        # differs: 254-259), problemtools prints it in the PDF's header (templates/latex/
        # problemset.cls:243-246) and the HTML's (ProblemPlasTeX/ProblemsetMacros.py:36-38),
        # and allows the file at the package's root (verifyproblem.py:1578)
        IFS= read -r line <"$KATTIS/$id/.timelimit"
        [ "$line" = "$seconds" ] || { echo "$id: .timelimit $line"; return 1; }
        [ "${hydro[$i]}" = "${ms}ms $((kb / 1024))m" ] || { echo "$id: hydro ${hydro[$i]}"; return 1; }
        fps_part "$id" time
        # FPS takes whole seconds, or milliseconds when not whole
        if [ $((ms % 1000)) = 0 ]; then want="$seconds s"; else want="$ms ms"; fi
        [ "$PART" = "$want" ] || { echo "$id: fps time $PART"; return 1; }
        fps_part "$id" memory
        [ "$PART" = "$((kb / 1024)) mb" ] || { echo "$id: fps memory $PART"; return 1; }
    done
    # on known values: ybt1213 10000 ms, luogu1219 128000 KB (125 MiB), hdu2553 32768 KB
    fps_part ybt1213 time
    [ "$PART" = "10 s" ]
    fps_part nqueens-count time
    [ "$PART" = "2500 ms" ]
    [ "$(cat "$KATTIS/nqueens-count/.timelimit")" = 2.5 ]
    [ "$(yq -r .limits.memory "$KATTIS/luogu1219/problem.yaml")" = 125 ]
    # no time limit in problem.yaml: the legacy format has none (problemtools' LegacyLimits,
    # metadata.py:147-158), so verifyproblem derives its own (README of scripts/exporting)
    run -0 yq -r '.limits | keys | join(",")' "$KATTIS"/*/problem.yaml
    [ "$(sort -u <<<"$output")" = memory ]
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
            [[ $name == sample-* ]] || only_samples=0
            wanted+=("./$id/data/${KATTIS_CASE[$id,$name]}.in" "./$id/data/${KATTIS_CASE[$id,$name]}.ans")
        done <<<"${CASES[$id]%$'\n'}"
        [ "$count" -gt 0 ]
        # the format needs secret data: a problem whose only cases are samples has them there too
        if [ "$only_samples" = 1 ]; then
            while IFS=$'\t' read -r name _; do
                wanted+=("./$id/data/secret/${KATTIS_CASE[$id,$name]#sample/}.in" "./$id/data/secret/${KATTIS_CASE[$id,$name]#sample/}.ans")
            done <<<"${CASES[$id]%$'\n'}"
        fi
        # Hydro: every case, or the subset its bounds leave (its own test), in our order
        [ "${hydro[$i]}" = "$line" ] || [ "$(hydro_cut "$id")" = cut ] || { echo "$id: hydro cases ${hydro[$i]}"; return 1; }
        fps_part "$id" tests
        [ "$PART" = "$count" ] || { echo "$id: fps test_input $PART"; return 1; }
        fps_part "$id" answers
        [ "$PART" = "$count" ] || { echo "$id: fps test_output $PART"; return 1; }
    done
    mapfile -t found < <(cd "$KATTIS" && find . -path '*/data/*' -type f | LC_ALL=C sort)
    diff <(printf '%s\n' "${wanted[@]}" | LC_ALL=C sort) <(printf '%s\n' "${found[@]}")
}

@test "cases: read back from the zips and from the parsed FPS files, every case byte for byte" {
    local id name input output k expected=() kattis=() hydro=() fps=() hydro_expected=()
    for id in "${IDS[@]}"; do
        k=0
        while IFS=$'\t' read -r name input output; do
            expected+=("$input" "$output")
            kattis+=("$KATTIS/$id/data/${KATTIS_CASE[$id,$name]}.in" "$KATTIS/$id/data/${KATTIS_CASE[$id,$name]}.ans")
            if [ -f "$HYDRO/$id/testdata/$name.in" ] || [ "$(hydro_cut "$id")" != cut ]; then
                hydro_expected+=("$input" "$output")
                hydro+=("$HYDRO/$id/testdata/$name.in" "$HYDRO/$id/testdata/$name.out")
            fi
            fps_file "$id" case $((2 * k + 1))
            fps+=("$FILE")
            fps_file "$id" case $((2 * k + 2))
            fps+=("$FILE")
            k=$((k + 1))
        done <<<"${CASES[$id]%$'\n'}"
        fps_file "$id" sample_output # the sample HUSTOJ shows
        expected+=("$ROOT/testdata/$id/sample-1.out")
        kattis+=("$KATTIS/$id/data/${KATTIS_CASE[$id,sample-1]}.ans")
        hydro_expected+=("$ROOT/testdata/$id/sample-1.out")
        hydro+=("$HYDRO/$id/testdata/sample-1.out")
        fps+=("$FILE")
    done
    [ "${#expected[@]}" -gt 400 ]
    md5sum "${expected[@]}" | cut -d ' ' -f 1 >"$BATS_TEST_TMPDIR/expected"
    md5sum "${kattis[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/expected" - || { echo "kattis differs"; return 1; }
    md5sum "${fps[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/expected" - || { echo "fps differs"; return 1; }
    md5sum "${hydro_expected[@]}" | cut -d ' ' -f 1 >"$BATS_TEST_TMPDIR/hydro-expected"
    md5sum "${hydro[@]}" | cut -d ' ' -f 1 | diff "$BATS_TEST_TMPDIR/hydro-expected" - || { echo "hydro differs"; return 1; }
    # among them an empty input, and outputs that end with an empty line
    [ ! -s "$KATTIS/ybt1213/data/${KATTIS_CASE[ybt1213,sample-1]}.in" ]
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
        input=$KATTIS/$id/data/${KATTIS_CASE[$id,sample-1]}.in
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
            if [[ $name == sample-* ]] || [[ $input == "$EXPORT_BIG_DIR"/* ]]; then
                input=$KATTIS/$id/data/${KATTIS_CASE[$id,$name]}.in
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
        # and the pitfalls are in Hydro's solution (题解), which is apart from the statement; the
        # FPS <hint> is on HUSTOJ's problem page, so it stays empty (the test of --hints)
        fps_part "$id" hint
        [ -z "$PART" ] || { echo "$id: an FPS hint: $PART"; return 1; }
        grep -qF -e "${FACT[$id,hint]}" "$HYDRO/$id/solution/solution.md"
    done
}

@test "statements: Hydro's problem_zh.md and problem_en.md each in its language, samples as inputN/outputN" {
    local id description
    for id in "${IDS[@]}"; do
        [ -n "${FACT[$id,chinese]}" ]
        [ -n "${FACT[$id,english]}" ]
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

@test "statements: *emphasis* set as emphasis in LaTeX and HTML, kept in Markdown; a * of arithmetic or code stays a *" {
    local id made="$BATS_TEST_TMPDIR/emphasis.md" statement files=()
    for id in noi1700 noi1756 ybt1213 ybt1214; do
        grep -qF '\emph{queen string}' "$KATTIS/$id/problem_statement/problem.en.tex" || { echo "$id: no \\emph"; return 1; }
        grep -qF '<em>queen string</em>' "$KATTIS/$id/problem.html" || { echo "$id: no <em>"; return 1; }
        fps_file "$id" description
        grep -qF '<em>queen string</em>' "$FILE" || { echo "$id: no <em> in the FPS description"; return 1; }
        grep -qF '*queen string*' "$HYDRO/$id/problem_en.md" # Hydro renders the Markdown
        files+=("$KATTIS/$id/problem_statement/problem.en.tex" "$KATTIS/$id/problem.html" "$FILE")
    done
    run -1 grep -lF '*queen string*' "${files[@]}"
    # the * of a code span: cses1624's reserved square
    grep -qF '<code>*</code>' "$KATTIS/cses1624/problem.html"
    # a * without its pair, or between letters or digits, is not emphasis
    printf -- '---\ntitle: E\n---\n\n## Description\n\nA *b* c, 2 * 3, 2*3*4, x*y*, `*d*`, *e **f** g* and *h.\n' >"$made"
    statement=$(build_tool exporting/statement)
    run -0 "$statement" --to html "$made"
    [ "$output" = '<h2>Description</h2>
<p>A <em>b</em> c, 2 * 3, 2*3*4, x*y*, <code>*d*</code>, <em>e <strong>f</strong> g</em> and *h.</p>' ]
    run -0 "$statement" --to tex "$made"
    [[ $output == *'A \emph{b} c, 2 * 3, 2*3*4, x*y*, \verb|*d*|, \emph{e \textbf{f} g} and *h.'* ]]
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

# ---- the platforms' own rules, each with the file and line of its code it comes from
# (Kattis/problemtools, DOMjudge/domjudge, zhblue/hustoj, hydro-dev/Hydro; their commits and
# what each rule means for a package: scripts/exporting/README.md) ----

@test "kattis: short names of [a-z0-9]+, the package's folder and zip named so, one per problem" {
    local id found=() readme
    # problemtools: verifyproblem.py:1486-1487 "Invalid shortname ... (must be [a-z0-9]+)",
    # the shortname being the folder's name (1369); DOMjudge takes the problem's external id
    # and short name from the zip's name (ImportProblemService.php:139-150)
    for id in "${IDS[@]}"; do
        [[ ${SHORT[$id]} =~ ^[a-z0-9]+$ ]] || { echo "$id: ${SHORT[$id]}"; return 1; }
        [ -f "$EXPORT_DIR/kattis/${SHORT[$id]}/problem.yaml" ]
        [ -f "$EXPORT_DIR/kattis/${SHORT[$id]}.zip" ]
        found+=("${SHORT[$id]}")
    done
    # the README's mapping, on known values, and every id that is not its own short name in it
    [ "${SHORT[aoj-alds1-13-a]}" = aojalds113a ]
    [ "${SHORT[lanqiao-basic27]}" = lanqiaobasic27 ]
    [ "${SHORT[nqueens-count]}" = nqueenscount ]
    [ "${SHORT[poj3239]}" = poj3239 ]
    readme=$(tr -s '\n ' ' ' <"$ROOT/scripts/exporting/README.md")
    for id in "${IDS[@]}"; do
        [ "${SHORT[$id]}" = "$id" ] || [[ $readme == *"\`$id\` → \`${SHORT[$id]}\`"* ]] ||
            { echo "$id → ${SHORT[$id]} is not in scripts/exporting/README.md"; return 1; }
    done
    # one package per problem, nothing else (no folder or zip under a name with a dash)
    run -0 bash -c 'cd "$1" && ls' _ "$EXPORT_DIR/kattis"
    diff <(printf '%s\n' "${found[@]}" "${found[@]/%/.zip}" | LC_ALL=C sort) <(LC_ALL=C sort <<<"$output")
    [ "$(printf '%s\n' "${found[@]}" | sort -u | wc -l)" = "${#IDS[@]}" ]
}

@test "kattis: a uuid per problem, the name-based (SHA-1) UUID of its id, as util-linux's uuidgen makes it" {
    local i id namespace uuid seen=()
    # problemtools: verifyproblem.py:630-631 "Missing uuid" (an error from format 2023-07 on);
    # the spec (problem-package-format spec/legacy.md, "UUID"): it tracks a problem through
    # changes of its package name
    namespace=$(sed -n 's/^UUID_NAMESPACE=\([0-9a-f-]*\).*/\1/p' "$ROOT/scripts/export")
    [[ $namespace =~ ^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$ ]]
    mapfile -t seen < <(for id in "${IDS[@]}"; do echo "$KATTIS/$id/problem.yaml"; done | xargs yq -r .uuid)
    [ "${#seen[@]}" = "${#IDS[@]}" ]
    for i in "${!IDS[@]}"; do
        id=${IDS[$i]}
        uuid=${seen[$i]}
        [ "$uuid" = "$(uuidgen --sha1 --namespace "$namespace" --name "$id")" ] || { echo "$id: $uuid"; return 1; }
    done
    [ "$(printf '%s\n' "${seen[@]}" | sort -u | wc -l)" = "${#IDS[@]}" ]
}

@test "kattis: the licence and its rights owner, from LICENSE, which the package holds" {
    local id owner
    # problemtools: metadata.py:26-33 (the values license takes; MIT is not one),
    # verifyproblem.py:611-628 ("License is 'unknown'"; a licence other than unknown or public
    # domain needs a rights owner, an author or a source); spec/legacy.md "License"
    owner=$(sed -n 's/^Copyright (c) [0-9]* //p' "$ROOT/LICENSE")
    [ -n "$owner" ]
    grep -qx 'MIT License' "$ROOT/LICENSE"
    run -0 yq -r '.license + "|" + .rights_owner' "$KATTIS"/*/problem.yaml
    [ "$(sort -u <<<"$output")" = "educational|$owner" ]
    for id in "${IDS[@]}"; do cmp "$ROOT/LICENSE" "$KATTIS/$id/LICENSE"; done
}

@test "kattis: the cases of each folder named so that sorting by name keeps our order" {
    local id part
    # DOMjudge sorts each folder's cases by name (ImportProblemService.php:429, asort
    # SORT_STRING), problemtools its samples (template.py:62) and its test data
    for id in "${IDS[@]}"; do
        for part in sample secret; do
            # the folder's cases sorted by name, their numbers taken off: our order (the
            # recipes'; a problem whose only cases are samples has them in secret/ too)
            diff <(cd "$KATTIS/$id/data/$part" && ls | LC_ALL=C sort | sed -n 's/^[0-9][0-9]*-\(.*\)\.in$/\1/p') \
                <(awk -F '\t' -v part="$part" '$2 ~ "^" part "/" { print $1 }' "$BATS_FILE_TMPDIR/facts/$id.kattis" |
                    grep . || cut -f 1 <<<"${CASES[$id]%$'\n'}") || { echo "$id: $part"; return 1; }
        done
    done
    # on known values: 79 secret cases, numbered in two digits
    [ -f "$KATTIS/nqueens-endgame/data/secret/01-empty-1.in" ]
    [ -f "$KATTIS/nqueens-endgame/data/secret/79-empty-12.in" ]
}

@test "kattis: samples too long or too wide for problemtools' PDF set smaller or shown in part there" {
    local id i k lines width longest most size shown want tex
    # problemtools prints every file of data/sample (template.py:60-62, templates/latex/
    # template.tex) in a box that cannot break across pages, 0.968 \textwidth wide when the
    # pair does not fit side by side (templates/latex/problemset.cls:347-373), with listings'
    # fixed columns of 0.6 em: at most 75 characters at 10 pt (84 at 9, 94 at 8, 108 at 7,
    # 151 at 5), and some 50 lines a page
    for id in "${IDS[@]}"; do
        tex=$KATTIS/$id/problem_statement/problem.en.tex
        k=0
        longest=0
        most=0
        for i in "$KATTIS/$id"/data/sample/*.in; do
            k=$((k + 1))
            read -r lines width < <(cat "$i" "${i%.in}.ans" | awk '{ if (length($0) > m) m = length($0) } END { print NR, m + 0 }')
            [ "$width" -le "$longest" ] || longest=$width
            for i in "$i" "${i%.in}.ans"; do
                lines=$(wc -l <"$i")
                [ "$lines" -le "$most" ] || most=$lines
            done
        done
        size=normalsize
        for want in 74:normalsize 83:small 93:footnotesize 107:scriptsize 150:tiny; do
            [ "$longest" -gt "${want%%:*}" ] || { size=${want#*:}; break; }
        done
        shown=9999999
        [ "$most" -le 50 ] || shown=40
        if [ "$size" = normalsize ] && [ "$shown" = 9999999 ]; then
            run -1 grep -F 'nqueens@sample' "$tex"
            continue
        fi
        # the settings, for the 2 x samples listings that follow (an input and an answer each),
        # in the PDF only (problemtools' HTML, plasTeX, shows every sample whole)
        grep -qxF '\ifplastex\else' "$tex"
        grep -qxF "\\global\\nqueens@samplelistings=$((2 * k))" "$tex" || { echo "$id: not $((2 * k)) listings"; return 1; }
        grep -qxF "\\gdef\\nqueens@samplestyle{\\$size\\def\\lst@lastline{$shown\\relax}}" "$tex" ||
            { echo "$id: not $size, $shown lines"; return 1; }
        [ "$shown" = 9999999 ] || grep -q "is shown in part: its first 40 of $most lines" "$tex"
    done
    # on known values: the 828-line answer of noi1700 and ybt1213, poj3074's 81 characters
    grep -q 'Sample output 1 is shown in part: its first 40 of 828 lines' "$KATTIS/noi1700/problem_statement/problem.en.tex"
    grep -q 'Sample output 1 is shown in part: its first 40 of 828 lines' "$KATTIS/ybt1213/problem_statement/problem.en.tex"
    grep -qF '\gdef\nqueens@samplestyle{\small\def\lst@lastline{9999999\relax}}' "$KATTIS/poj3074/problem_statement/problem.en.tex"
    run -1 grep -F 'nqueens@sample' "$KATTIS/luogu1219/problem_statement/problem.en.tex"
}

@test "fps: the first sample in sample_input and sample_output, each other one in the description, in order" {
    local id i k=0 name input output names=()
    # HUSTOJ's importer reads the first <sample_input> and <sample_output> only
    # (trunk/web/admin/problem_import_xml.php:173-174, SimpleXML's first element; 220-221)
    for id in "${IDS[@]}"; do
        [ "$(xmllint --xpath 'count(/fps/item/sample_input)' "$FPS/$id.xml")" = 1 ]
        [ "$(xmllint --xpath 'count(/fps/item/sample_output)' "$FPS/$id.xml")" = 1 ]
        fps_part "$id" description
        k=0
        while IFS=$'\t' read -r name input output; do
            [[ $name == sample-* ]] || continue
            k=$((k + 1))
            [ "$k" -gt 1 ] || continue
            names+=("$id:$k")
            # the sample as the page shows it: the text of its <pre> after its heading
            awk -v k="$k" '
                $0 == "<h3>样例输入 " k " / Sample input " k "</h3>" { on = 1; getline; sub(/^<pre>/, "") }
                on && /<\/pre>$/ { sub(/<\/pre>$/, ""); if (length($0)) print; exit }
                on { print }' <<<"$PART" | sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&amp;/\&/g' | cmp - "$input" ||
                { echo "$id: sample input $k"; return 1; }
            awk -v k="$k" '
                $0 == "<h3>样例输出 " k " / Sample output " k "</h3>" { on = 1; getline; sub(/^<pre>/, "") }
                on && /<\/pre>$/ { sub(/<\/pre>$/, ""); if (length($0)) print; exit }
                on { print }' <<<"$PART" | sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&amp;/\&/g' | cmp - "$output" ||
                { echo "$id: sample output $k"; return 1; }
        done <<<"${CASES[$id]%$'\n'}"
        [ "$k" -le 1 ] || [[ $PART == *"Sample input 2"*"Sample output 2"* ]]
    done
    # among the problems with a second sample, on known values
    [[ " ${names[*]} " == *" nqueens-count:2 nqueens-endgame:2 nqueens-unique:2 poj3239:2 "* ]] || { echo "${names[*]}"; return 1; }
}

@test "fps: titles that differ across all.xml: each carries its id" {
    # HUSTOJ renames a title it already has, "title_1" (problem_import_xml.php:196-201, by
    # the md5 of the title: 115-123)
    local i titles=()
    for ((i = 1; i <= ${#IDS[@]}; i++)); do
        titles+=("$(xmllint --xpath "string(/fps/item[$i]/title)" "$FPS/all.xml")")
    done
    [ "$(printf '%s\n' "${titles[@]}" | grep -c .)" = "${#IDS[@]}" ]
    [ "$(printf '%s\n' "${titles[@]}" | sort | uniq -d)" = "" ]
    # without the ids, titles repeat (the test would not fail otherwise)
    [ -n "$(printf '%s\n' "${titles[@]}" | sed 's/ ([^()]*)$//' | sort | uniq -d)" ]
}

@test "kattis: the names DOMjudge shows differ: each carries its id" {
    # DOMjudge names the problem after problem.yaml's name (webapp/src/Service/
    # ImportProblemService.php:1222-1234), a column that need not be unique (webapp/src/Entity/
    # Problem.php:56-58): two problems of one name show as two "Sudoku" in its lists
    local names
    names=$(yq -r '.name' "$KATTIS"/*/problem.yaml)
    [ "$(grep -c . <<<"$names")" = "${#IDS[@]}" ]
    [ "$(sort <<<"$names" | uniq -d)" = "" ]
    # without the ids, names repeat (Sudoku, Eight Queens): the test would not fail otherwise
    [ -n "$(sed 's/ ([^()]*)$//' <<<"$names" | sort | uniq -d)" ]
}

@test "fps: every source fits HUSTOJ's column of 100 characters, a longer one cut at a word" {
    # HUSTOJ's problem table: `source` varchar(100) (trunk/install/db.sql:94); addproblem
    # inserts it as it is (trunk/web/include/problem.php:2-6), and a refused INSERT returns -1
    # (trunk/web/include/pdo.php:108-124): the problem is filed as -1 and lost
    local id cut=()
    for id in "${IDS[@]}"; do
        fps_part "$id" source
        [ "$(LC_ALL=C.UTF-8 && echo "${#PART}")" -le 100 ] || { echo "$id: ${#PART} characters"; return 1; }
        [ "$PART" = "${FACT[$id,source]}" ] && continue
        [[ $PART == *… && ${FACT[$id,source]} == "${PART%…}"\ * ]] || { echo "$id: $PART"; return 1; }
        cut+=("$id")
    done
    # on known values: the source of 135 characters
    [ "${cut[*]}" = nqueens-unique ]
}

@test "fps: --hints puts the pitfalls into the hint, which HUSTOJ shows on the problem page" {
    local made="$BATS_TEST_TMPDIR/hints"
    # HUSTOJ prints a non-empty hint under the samples (trunk/web/template/syzoj/problem.php:224-228,
    # bs3/problem.php:178-186); without --hints it is empty (the test on the statements)
    EXPORT_DIR="$made" run -0 "$ROOT/scripts/export" --hints fps poj3239
    xmllint --xpath 'string(/fps/item/hint)' "$made/fps/poj3239.xml" | grep -qF "${FACT[poj3239,hint]}"
    # and through make
    EXPORT_DIR="$made" run -0 make -C "$ROOT" export FORMAT=fps P=ybt1214 HINTS=1
    xmllint --xpath 'string(/fps/item/hint)' "$made/fps/ybt1214.xml" | grep -qF "${FACT[ybt1214,hint]}"
    EXPORT_DIR="$made" run -0 make -C "$ROOT" export FORMAT=fps P=ybt1214
    [ -z "$(xmllint --xpath 'string(/fps/item/hint)' "$made/fps/ybt1214.xml")" ]
}

@test "fps: all.zip holds every file, under PHP's default upload limit; a bigger file is named in the README" {
    local id size limit=2097152 readme="$ROOT/scripts/exporting/README.md"
    # HUSTOJ's import page takes at most min(upload_max_filesize, post_max_size) (trunk/web/
    # admin/problem_import.php:21): PHP's default upload_max_filesize is 2M; its importer
    # reads a zip file by file (problem_import_xml.php:405-418)
    size=$(stat -c %s "$FPS/all.zip")
    [ "$size" -lt "$limit" ] || { echo "all.zip: $size bytes"; return 1; }
    mkdir "$BATS_TEST_TMPDIR/zip"
    unzip -q "$FPS/all.zip" -d "$BATS_TEST_TMPDIR/zip"
    for id in "${IDS[@]}"; do cmp "$FPS/$id.xml" "$BATS_TEST_TMPDIR/zip/$id.xml"; done
    [ "$(ls "$BATS_TEST_TMPDIR/zip" | wc -l)" = "${#IDS[@]}" ]
    for id in "${IDS[@]}" all; do
        size=$(stat -c %s "$FPS/$id.xml")
        [ "$size" -lt "$limit" ] || grep -q "\`$id.xml\`" "$readme" || { echo "$id.xml: $size bytes, not in $readme"; return 1; }
    done
}

# hydro_limits: one line per problem, in the order of IDS, read by one yq (a yq a problem
# took seconds): `ID MS COUNT OWN JAVA KT KTJVM`, the time limit in ms, the cases, the cases
# with a limit of their own, and the time rate of java, kt and kt.jvm (2 when not set).
hydro_limits() {
    local id files=()
    for id in "${IDS[@]}"; do files+=("$HYDRO/$id/testdata/config.yaml"); done
    paste -d ' ' <(printf '%s\n' "${IDS[@]}") <(yq -r '[.time, (.cases | length),
        ([.cases[] | select(has("time"))] | length), (.time_limit_rate.java // 2),
        (.time_limit_rate.kt // 2), (.time_limit_rate."kt.jvm" // 2)] | map(tostring) | join(" ")' \
        "${files[@]}" | sed 's/^\([0-9]*\)ms /\1 /')
}

@test "hydro: the case limits add up to at most 60 s, at most 100 cases and 98 files a problem" {
    local id ms count own files
    # Hydro's judge refuses every submission over these (packages/hydrojudge/src/cases.ts:14-16
    # "Too many testcases", 26-29 "Total time limit longer than 60s"; config.ts:24); its problem
    # page refuses an upload once the files would reach 100 (packages/hydrooj/src/handler/
    # problem.ts:747-751, judge.ts:242-246; model/setting.ts:342), so 98 leave room for one more
    while read -r id ms count own _; do
        files=$(find "$HYDRO/$id/testdata" "$HYDRO/$id/additional_file" -type f 2>/dev/null | wc -l)
        [ $((ms * count)) -le 60000 ] || { echo "$id: $count x $ms ms"; return 1; }
        [ "$count" -le 100 ] && [ "$files" -le 98 ] || { echo "$id: $count cases, $files files"; return 1; }
        # no case limit of its own: every case has the problem's
        [ "$own" = 0 ] || { echo "$id: $own cases with a limit of their own"; return 1; }
    done < <(hydro_limits)
    [ "$(hydro_limits | wc -l)" = "${#IDS[@]}" ]
    # on known values: the endgame's 81 cases are too many files; the count's 21 x 2.5 s fit
    [ "$(hydro_cut nqueens-endgame)" = cut ]
    [ "$(hydro_cut nqueens-count)" = all ]
    [ "$(hydro_cut uva750)" = all ]
}

@test "hydro: Java and Kotlin's time rate keeps their case limits within 60 s, and the statement says it" {
    # Hydro's default languages: java and kt time_limit_rate 2 (packages/hydrooj/setting.yaml:
    # 105-121), kt.jvm inherits kt's (packages/common/lang.ts:36-42); the judge takes the
    # problem's time_limit_rate first (packages/hydrojudge/src/cases.ts:92), multiplies every
    # case limit by it (packages/common/subtask.ts:167, 173; cases.ts:110) and cancels a sum
    # over 60 s (cases.ts:26-29)
    local id ms count java kt ktjvm slowed=()
    while read -r id ms count _ java kt ktjvm; do
        [ "$java" = "$kt" ] && [ "$kt" = "$ktjvm" ] || { echo "$id: rates $java $kt $ktjvm"; return 1; }
        awk -v sum=$((ms * count)) -v rate="$java" 'BEGIN { exit !(sum * rate <= 60000 && rate >= 1) }' ||
            { echo "$id: $count x $ms ms x $java"; return 1; }
        [ "$java" = 2 ] && continue
        slowed+=("$id")
        grep -q "Java 和 Kotlin 的时限是上面的 $java 倍" "$HYDRO/$id/problem_zh.md"
        grep -q "Java and Kotlin get $java times the time limit" "$HYDRO/$id/problem_en.md"
    done < <(hydro_limits)
    # on known values: the five whose limits add up to more than 30 s; the rate as large as fits
    [ "${slowed[*]}" = "luogu1562 nqueens-count nqueens-endgame nqueens-unique uva750" ] || { echo "${slowed[*]}"; return 1; }
    [ "$(hydro_limits | grep '^nqueens-count ')" = "nqueens-count 2500 19 0 1.26 1.26 1.26" ] # 60 / 47.5 s
    run -1 grep -l 'Java' "$HYDRO/ybt1214/problem_en.md" "$HYDRO/ybt1214/problem_zh.md"
}

@test "statements: each language alone, a block in one language only stops the export, the empty sample said in each" {
    local md="$BATS_TEST_TMPDIR/problem.md" statement
    statement=$(build_tool exporting/statement)
    # the Chinese statements once kept an English-only bound; the English ones said "（空 / empty）"
    run -1 grep -l 'the same N may appear\|completions\|（空 / empty）' "$HYDRO"/*/problem_zh.md
    grep -qx '（空）' "$HYDRO/ybt1213/problem_zh.md"
    grep -qx '(empty)' "$HYDRO/noi1700/problem_en.md"
    run -1 env LC_ALL=C.UTF-8 grep -lP '[\x{4e00}-\x{9fff}\x{ff00}-\x{ffef}]' "$HYDRO"/*/problem_en.md
    sed 's/^- 1 ≤ N ≤ 15，同一个 N 可能出现多次。 /- /' "$ROOT/problems/nqueens-count.md" >"$md"
    run -1 "$statement" --to md --lang zh "$md"
    [[ $output == *"section '数据范围 / Constraints': this block is in English only"*"1 ≤ N ≤ 15; the same N"* ]]
    run -0 "$statement" --to md --lang both "$md"
}

@test "hydro: a problem cut to fit keeps every sample and its strongest cases, says so in its statement and in the READMEs" {
    local id name kind input output k cut=() kept all readme="$ROOT/scripts/exporting/README.md" said named
    # the sentences (and their parts) of the READMEs that speak of the cases Hydro gets, one a line
    said=$(awk -v RS='[.;:,][ \n]|[(]|（|。|；|：|，' '{ gsub(/[ \n]+/, " ") }
        /subset|部分测试点|只用.*测试点|gets [0-9]+ of its/' "$ROOT/README.md" "$readme")
    for id in "${IDS[@]}"; do
        [ "$(hydro_cut "$id")" = cut ] || continue
        cut+=("$id")
        kept=$(yq -r '.cases | length' "$HYDRO/$id/testdata/config.yaml")
        all=$(grep -c . <<<"${CASES[$id]}")
        # the kept cases are in our order (a subsequence of the recipes)
        diff <(yq -r '.cases[].input' "$HYDRO/$id/testdata/config.yaml" | sed 's/\.in$//') \
            <(cut -f 1 <<<"${CASES[$id]%$'\n'}" | grep -Fx -f <(yq -r '.cases[].input' "$HYDRO/$id/testdata/config.yaml" | sed 's/\.in$//'))
        # every sample, and the biggest and the smallest case of each kind (recipe mode)
        while IFS=$'\t' read -r name input output; do
            [[ $name != sample-* ]] || [ -f "$HYDRO/$id/testdata/$name.in" ] || { echo "$id: no $name"; return 1; }
        done <<<"${CASES[$id]%$'\n'}"
        while IFS=$'\t' read -r kind name; do
            [ -f "$HYDRO/$id/testdata/$name.in" ] || { echo "$id: $kind: no $name"; return 1; }
        done < <(k=0
            while IFS=$'\t' read -r name input output; do
                k=$((k + 1))
                [[ $name != sample-* ]] || continue
                kind=$(awk -v n="$name" '$1 == n { print ($2 ~ /^@/ ? "@" : $2) }' "$ROOT/scripts/problems/$id"/cases*)
                printf '%s\t%s\t%s\t%s\n' "$kind" "$(($(stat -c %s "$input") + $(stat -c %s "$output")))" "$k" "$name"
            done <<<"${CASES[$id]%$'\n'}" | sort -t $'\t' -k1,1 -k2,2n -k3,3nr | awk -F '\t' '
                $1 != kind { if (kind != "") print kind "\t" last; kind = $1; print $1 "\t" $4 }
                { last = $4 } END { print kind "\t" last }')
        # the footer of each statement, and the README's list
        grep -q "只评测全部 $all 个测试点中的 $kept 个" "$HYDRO/$id/problem_zh.md"
        grep -q "judged on $kept of its $all test cases" "$HYDRO/$id/problem_en.md"
        grep -q "| \`$id\` | $all | $kept |" "$readme" || { echo "$id ($all, $kept) not in $readme"; return 1; }
        grep -qF "\`$id\` gets $kept of its $all cases" <<<"$said" || { echo "$id: no '$kept of its $all' in the READMEs"; return 1; }
        grep -qF "\`$id\` 在 Hydro 上只用 $all 个测试点中的 $kept 个" <<<"$said" || { echo "$id: no '$all 个测试点中的 $kept 个'"; return 1; }
    done
    # and no sentence of them says that a problem judged whole gets a part of its cases
    named=$(grep -o '`[a-z0-9-]*`' <<<"$said" | tr -d '`' | grep -Fx -f <(printf '%s\n' "${IDS[@]}") | sort -u | paste -sd ' ')
    [ "$named" = "${cut[*]}" ] || { echo "the READMEs cut: $named"; return 1; }
    # on known values: the one whose recipes are too big (the others of today fit)
    [[ " ${cut[*]} " == " nqueens-endgame " ]] || { echo "${cut[*]}"; return 1; }
    # a problem judged whole says nothing of a subset (uva750's note is on Java's time rate)
    run -1 grep -l '只评测\|judged on' "$HYDRO/uva750/problem_zh.md" "$HYDRO/uva750/problem_en.md"
}

@test "hydro: every classic mistake of a cut problem still fails on the cases kept" {
    local id patch made name tag input output failed
    for id in "${IDS[@]}"; do
        [ "$(hydro_cut "$id")" = cut ] || continue
        for patch in "$ROOT/solutions/mistakes/$id".*.patch; do
            tag=$(verdict_tag "$patch")
            # the mistakes that give a wrong output; a slow or big one (TLE, MLE) fails on the
            # biggest cases, which are kept (the test above)
            [ "$tag" = WA ] || [ "$tag" = PE ] || continue
            name=${patch##*/}
            made=$("$ROOT/scripts/judging/apply-mistakes" "${name%.patch}")
            gcc -O2 -o "$BATS_TEST_TMPDIR/mistake" "$made" -lm
            failed=0
            while IFS= read -r input; do
                output=$HYDRO/$id/testdata/${input%.in}.out
                timeout 10 "$BATS_TEST_TMPDIR/mistake" <"$HYDRO/$id/testdata/$input" 2>/dev/null |
                    cmp -s - "$output" || { failed=1; break; }
            done < <(yq -r '.cases[].input' "$HYDRO/$id/testdata/config.yaml")
            [ "$failed" = 1 ] || { echo "$name passes every case Hydro keeps"; return 1; }
        done
    done
}

@test "hydro: pid in the form Hydro takes, one per problem" {
    # packages/hydrooj/src/model/problem.ts:520-521: [a-z0-9]{1,10}- names a namespace of the
    # domain, then [a-z][0-9a-z]*; any other pid is dropped and the problem numbered (552)
    local i pids=()
    mapfile -t pids < <(for i in "${IDS[@]}"; do echo "$HYDRO/$i/problem.yaml"; done | xargs yq -r .pid)
    [ "${#pids[@]}" = "${#IDS[@]}" ]
    for i in "${!IDS[@]}"; do
        [[ ${pids[$i]} =~ ^[a-z][0-9a-z]*$ ]] || { echo "${IDS[$i]}: pid ${pids[$i]}"; return 1; }
        [ "${IDS[$i]}" != nqueens-endgame ] || [ "${pids[$i]}" = nqueensendgame ]
    done
    [ "$(printf '%s\n' "${pids[@]}" | sort -u | wc -l)" = "${#IDS[@]}" ]
    [[ " ${pids[*]} " == *" nqueensendgame "* ]]
}

@test "statements: no exported statement names a path of this repository or speaks of it" {
    local id field files=() paths sources=()
    paths=$(cd "$ROOT" && ls | sed 's/[.]/[.]/g' | paste -sd '|')
    for id in "${IDS[@]}"; do
        files+=("$KATTIS/$id/problem.html" "$KATTIS/$id/problem_statement/problem.en.tex"
            "$KATTIS/$id/problem.yaml" "$HYDRO/$id"/problem_*.md "$HYDRO/$id"/solution/*.md)
        for field in title description input output hint source; do
            fps_file "$id" "$field"
            files+=("$FILE")
        done
        sources+=("$FILE")
    done
    grep -h '^source:' "$KATTIS"/*/problem.yaml >"$BATS_TEST_TMPDIR/kattis-sources" # the name has the id
    sources+=("$BATS_TEST_TMPDIR/kattis-sources")
    # nor of its stress cases (scripts/make-testdata --stress), which no package holds
    run -1 grep -niE "(^|[^A-Za-z0-9_./-])($paths)/|本仓库|这个仓库|我们的仓库|(this|our) repo|stress|压力|<!--" "${files[@]}"
    # a source (Kattis' problem.yaml, the FPS <source>) names no problem of ours: it is read on
    # another judge
    run -1 grep -nwF -f <(printf '%s\n' "${IDS[@]}") "${sources[@]}"
    # the statements do speak of it, marked
    [ "$(grep -l '<!-- repo -->' "$ROOT"/problems/*.md | wc -l)" -ge 10 ]
}

@test "statements: text marked <!-- repo --> is left out; an unmarked path of ours or a broken marker stops the export" {
    local copy="$BATS_TEST_TMPDIR/repo"
    copy_repository "$copy" poj3239
    printf '\nSee `scripts/judge` <!-- repo -->and `solutions/poj3239.c`<!-- /repo -->.\n' >>"$copy/problems/poj3239.md"
    # the paragraph goes into the statement's last section (Notes or Pitfalls): as a hint too
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" --hints kattis,hydro,fps poj3239
    [[ $output == *"names 'scripts/judge', a path of this repository"*"problems/poj3239.md"* ]] || { echo "$output"; return 1; }
    sed -i 's/See `scripts\/judge` <!-- repo -->/See it<!-- repo --> /' "$copy/problems/poj3239.md"
    EXPORT_DIR="$copy/export" run -0 "$copy/scripts/export" --hints kattis,hydro,fps poj3239
    run -1 grep -rl 'solutions/poj3239.c' "$copy/export/kattis/poj3239/problem.html" "$copy/export/hydro/poj3239/"*.md \
        "$copy/export/hydro/poj3239/solution" "$copy/export/fps/poj3239.xml"
    grep -q 'See it\.' "$copy/export/fps/poj3239.xml"
    printf '\n<!-- repo -->never closed\n' >>"$copy/problems/poj3239.md"
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" fps poj3239
    [[ $output == *"<!-- repo --> without its <!-- /repo -->"* ]]
}

@test "statements: a path of ours or a phrase about this repository stops the export, naming the package and the statement; no package of that problem is left" {
    local copy="$BATS_TEST_TMPDIR/repo" md
    copy_repository "$copy" luogu1219
    md=$copy/problems/luogu1219.md
    EXPORT_DIR="$copy/export" run -0 "$copy/scripts/export" kattis,hydro,fps luogu1219 # an older export
    [ -f "$copy/export/kattis/luogu1219.zip" ]
    # a path in the Input section, which every format's statement holds
    sed -i 's/^One line with one integer n\.$/& See testdata\/x./' "$md"
    grep -q '^One line with one integer n\. See testdata/x\.$' "$md"
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" fps luogu1219
    [ "$output" = "error: the fps export of luogu1219 (fps/luogu1219.xml, its <input>) names 'testdata/x', a path of this repository: put <!-- repo --> and <!-- /repo --> around what speaks of it in problems/luogu1219.md" ]
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" kattis,hydro,fps luogu1219
    [[ $output == *"error: the kattis export of luogu1219 (kattis/luogu1219/problem_statement/problem.en.tex) names 'testdata/x', "* ]]
    run -0 find "$copy/export" -mindepth 2
    [ -z "$output" ]
    # a phrase in a pitfall, which only Hydro's solution.md holds (and the FPS hint with
    # --hints): the Kattis package, made and checked before it, is not left either
    sed -i 's/ See testdata\/x\.$//' "$md"
    printf -- '- 本仓库的数据更大。 Our repository has bigger cases.\n' >>"$md"
    EXPORT_DIR="$copy/export" run -0 "$copy/scripts/export" kattis luogu1219
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" kattis,hydro,fps luogu1219
    [[ $output == *"error: the hydro export of luogu1219 (hydro/luogu1219/solution/solution.md) speaks of this repository ('本仓库'): put <!-- repo --> and <!-- /repo --> around what speaks of it in problems/luogu1219.md" ]]
    run -0 find "$copy/export" -mindepth 2
    [ -z "$output" ]
    sed -i 's/本仓库的数据更大。 //' "$md"
    EXPORT_DIR="$copy/export" run -1 "$copy/scripts/export" --hints fps luogu1219
    [[ $output == *"(fps/luogu1219.xml, its <hint>) speaks of this repository ('Our repository')"* ]]
}

# copy_repository DIR ID: the parts of the repository that export ID needs, in DIR.
copy_repository() {
    mkdir -p "$1/solutions/steps" "$1/solutions/mistakes" "$1/testdata" "$1/problems"
    cp -R "$ROOT/scripts" "$ROOT/LICENSE" "$1/"
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
