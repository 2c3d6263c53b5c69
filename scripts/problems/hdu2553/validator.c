/* Strict validator for hdu2553 inputs: `validator < file.in`.
 * Canonical form: zero or more lines, each one integer N with 1 <= N <= 10 (no sign, no
 * leading zero, no spaces), every line ended by a single '\n'; then exactly the line `0`,
 * which must be the last line of the input. The 0 is required (HDU's input always ends with
 * it); nothing may follow it.
 */
#include "tool_common.h"

#define MAX_N 10

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    while (next_line(&text, &start, &length)) {
        if (line_integer(&text, start, length, "N", 0, MAX_N) == 0) {
            expect_end(&text, "the terminating 0");
            return 0;
        }
    }
    invalid(text.line + 1, "the input ends without the terminating line 0");
}
