/* Strict validator for aoj-alds1-13-a inputs: `validator < file.in`.
 * Canonical form: a line k (0 <= k <= 8), then exactly k lines `r c` (two integers 0..7,
 * one space between them), nothing after. The given queens must have exactly one
 * completion to eight non-attacking queens (checked against the 92 solutions listed by
 * queens_brute.h), which also excludes two queens in one row and attacking queens.
 */
#include "queens_brute.h"
#include "tool_common.h"

#define N 8

/* `r c` as two canonical integers in 0..7. */
static void read_square(const input_text *text, const char *start, size_t length, int *row,
                        int *column) {
    if (length != 3 || start[1] != ' ' || start[0] < '0' || start[0] > '7' || start[2] < '0' ||
        start[2] > '7')
        invalid(text->line, "expected `r c` with two integers 0..7 and one space, got '%.*s'",
                (int)(length > 20 ? 20 : length), start);
    *row = start[0] - '0';
    *column = start[2] - '0';
}

/* Completions of the given queens among all eight-queens solutions. */
static long count_completions(const int *required) {
    queens_enumeration walk;
    long total = 0;
    queens_begin(&walk, N, required);
    while (queens_next(&walk)) total++;
    return total;
}

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    int required[N];
    long queens;
    long i;
    long total;
    for (i = 0; i < N; i++) required[i] = QUEENS_FREE;
    next_line(&text, &start, &length);
    queens = line_integer(&text, start, length, "k", 0, N);
    for (i = 1; i <= queens; i++) {
        int row;
        int column;
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing queen %ld of %ld", i, queens);
        read_square(&text, start, length, &row, &column);
        if (required[row] != QUEENS_FREE) invalid(text.line, "a second queen in row %d", row);
        required[row] = column;
    }
    expect_end(&text, "the k queens");
    total = count_completions(required);
    if (total != 1)
        invalid(text.line, "the given queens have %ld completions, the statement promises one",
                total);
    return 0;
}
