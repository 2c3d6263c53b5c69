/* Strict validator for luogu1562 inputs: `validator < file.in`.
 * Canonical form: a line n (1 <= n <= 14), then exactly n lines of exactly n characters, each
 * `*` (open) or `.` (closed), nothing after (scripts/data/open_board.h).
 */
#include "open_board.h"

int main(void) {
    static const open_board_format format = {1, 14, '*', '.', 0};
    return open_board_validate(&format);
}
