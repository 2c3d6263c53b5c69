# shellcheck shell=bash
# replay_source ID SED_SCRIPT: a C program (C90, so that every judge's C option takes it) that
# answers each committed case of testdata/ID with its expected output passed through
# SED_SCRIPT: it finds its input among the cases byte for byte (exit 3 for any other input).
# It lets a test give the judge exactly the output a rule is about, for any problem.
replay_source() {
    local id=$1 script=$2 input output
    printf '#include <stdio.h>\n#include <string.h>\n'
    printf 'struct replay { const char *in; size_t in_size; const char *out; size_t out_size; };\n'
    printf 'static const struct replay cases[] = {\n'
    for input in "$ROOT/testdata/$id"/*.in; do
        output=$(mktemp)
        sed "$script" "${input%.in}.out" >"$output"
        printf '    {%s, %d, %s, %d},\n' "$(c_string <"$input")" "$(wc -c <"$input")" \
            "$(c_string <"$output")" "$(wc -c <"$output")"
        rm -f "$output"
    done
    cat <<'EOF'
};
static char input[1 << 22];

int main(void) {
    size_t size = fread(input, 1, sizeof input, stdin), i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (cases[i].in_size == size && memcmp(cases[i].in, input, size) == 0) {
            fwrite(cases[i].out, 1, cases[i].out_size, stdout);
            return 0;
        }
    return 3;
}
EOF
}

# c_string: stdin as a C string literal, every byte an octal escape.
c_string() {
    printf '"'
    od -An -v -to1 | tr -s ' \n' '  ' | sed 's/ \([0-7][0-7][0-7]\)/\\\1/g; s/ *$//'
    printf '"'
}
