/* Strict validator for lanqiao-basic27 inputs: `validator < file.in`.
 * Canonical form: a line n (1 <= n <= 8), then exactly n lines of exactly n numbers, each 1
 * (open) or 0 (closed), one space apart, nothing after (scripts/data/open_board.h).
 */
#include "open_board.h"

int main(void) {
    static const open_board_format format = {1, 8, '1', '0', 1};
    return open_board_validate(&format);
}
