/* Strict validator for nqueens-count inputs: `validator < file.in`.
 * Canonical form: one or more lines, each one integer N with 1 <= N <= 15 (no sign, no
 * leading zero, no spaces), every line ended by a single '\n'. A line `0` may end the input
 * (the end of the input also ends it); nothing may follow it.
 */
#include "tool_common.h"

#define MAX_N 15

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    while (next_line(&text, &start, &length)) {
        if (line_integer(&text, start, length, "N", 0, MAX_N) == 0) break;
    }
    expect_end(&text, "the terminating 0");
    return 0;
}
