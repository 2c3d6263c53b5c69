/* Strict validator for poj3239 inputs: `validator < file.in`.
 * Canonical form: one or more lines with one integer n, 8 <= n <= 300, then a line `0`,
 * nothing after it.
 */
#include "tool_common.h"

#define MIN_N 8
#define MAX_N 300

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long sizes = 0;
    for (;;) {
        long n;
        if (!next_line(&text, &start, &length)) invalid(text.line + 1, "missing the final line 0");
        n = line_integer(&text, start, length, "n (or the final 0)", 0, MAX_N);
        if (n == 0) break;
        if (n < MIN_N) invalid(text.line, "n %ld out of range %d..%d", n, MIN_N, MAX_N);
        sizes++;
    }
    if (sizes == 0) invalid(text.line, "no n before the final 0");
    expect_end(&text, "the final 0");
    return 0;
}
