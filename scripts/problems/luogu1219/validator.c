/* Strict validator for luogu1219 inputs: `validator < file.in`.
 * Canonical form: exactly one line, one integer n with 6 <= n <= 13.
 */
#include "tool_common.h"

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    next_line(&text, &start, &length);
    line_integer(&text, start, length, "n", 6, 13);
    expect_end(&text, "n");
    return 0;
}
