/* Strict validator for nqueens-count inputs: `validator < file.in`.
 * Canonical form: one or more lines, each one integer; up to the first `0` every value is
 * an N with 1 <= N <= 15. The 0 line is optional (the end of the input also ends it); lines
 * after it are allowed (a solution must ignore them) but must still be integers in 0..15.
 */
#include "tool_common.h"

#define MAX_N 15

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    int ended = 0;
    while (next_line(&text, &start, &length)) {
        if (ended) {
            line_integer(&text, start, length, "value after the 0", 0, MAX_N);
        } else {
            ended = line_integer(&text, start, length, "N", 0, MAX_N) == 0;
        }
    }
    expect_end(&text, "the last line");
    return 0;
}
