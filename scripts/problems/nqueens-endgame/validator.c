/* Strict validator for nqueens-endgame inputs: `validator < file.in`.
 * Canonical form: a line n (1 <= n <= 12), then exactly n lines of exactly n characters,
 * each `Q` or `.`, nothing after. Queens may attack each other (answer: No solution).
 */
#include "tool_common.h"

#define MAX_SIZE 12

static void check_row(const input_text *text, const char *start, size_t length, long size,
                      long row) {
    size_t i;
    if (length == 0) invalid(text->line, "blank line, expected board row %ld", row);
    for (i = 0; i < length; i++) {
        if (is_blank_char(start[i]))
            invalid(text->line, "stray space or tab in board row %ld", row);
        if (start[i] != 'Q' && start[i] != '.')
            invalid(text->line, "bad character 0x%02X in board row %ld (only Q and .)",
                    (unsigned)(unsigned char)start[i], row);
    }
    if (length != (size_t)size)
        invalid(text->line, "board row %ld has %zu characters, expected n = %ld", row, length,
                size);
}

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long size;
    long row;
    next_line(&text, &start, &length);
    size = line_integer(&text, start, length, "n", 1, MAX_SIZE);
    for (row = 1; row <= size; row++) {
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing board row %ld of %ld", row, size);
        check_row(&text, start, length, size, row);
    }
    expect_end(&text, "the n board rows");
    return 0;
}
