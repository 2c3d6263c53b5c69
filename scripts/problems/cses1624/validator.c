/* Strict validator for cses1624 inputs: `validator < file.in`.
 * Canonical form: exactly 8 lines of exactly 8 characters, each `.` (free) or `*` (reserved),
 * nothing after (scripts/data/open_board.h).
 */
#include "open_board.h"

int main(void) {
    static const open_board_format format = {8, 8, '.', '*', 0};
    return open_board_validate(&format);
}
