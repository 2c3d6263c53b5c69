/* Test-input generator for cses1624 (8 rows of 8 characters, `.` a free square and `*` a
 * reserved one): the kinds open, closed, random, solutions and wall of
 * scripts/data/open_board.h, without N (the board is always 8 x 8); open squares are `.`.
 */
#include "open_board.h"

int main(int argc, char **argv) {
    static const open_board_format format = {8, 8, '.', '*', 0};
    return open_board_generate(&format, argc, argv);
}
