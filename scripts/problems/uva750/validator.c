/* Strict validator for uva750 inputs: `validator < file.in`.
 * Canonical form: a line T (1 <= T <= 10000, the repository's bound: UVa states none), then
 * T datasets, each an empty line followed by a line `row column` (two integers 1..8, one
 * space between them), nothing after the last dataset. Every square has placements (4 to 18
 * of the 92), so every canonical input has an answer.
 */
#include "tool_common.h"

#define MAX_DATASETS 10000

static int is_coordinate(char c) {
    return c >= '1' && c <= '8';
}

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long datasets;
    long i;
    next_line(&text, &start, &length);
    datasets = line_integer(&text, start, length, "T", 1, MAX_DATASETS);
    for (i = 1; i <= datasets; i++) {
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing dataset %ld of %ld (an empty line, then `row column`)",
                    i, datasets);
        if (length != 0)
            invalid(text.line, "expected the empty line before dataset %ld, got '%.*s'", i,
                    (int)(length > 20 ? 20 : length), start);
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing `row column` of dataset %ld of %ld", i, datasets);
        if (length != 3 || !is_coordinate(start[0]) || start[1] != ' ' || !is_coordinate(start[2]))
            invalid(text.line,
                    "expected `row column` with two integers 1..8 and one space, got '%.*s'",
                    (int)(length > 20 ? 20 : length), start);
    }
    expect_end(&text, "the last dataset");
    return 0;
}
