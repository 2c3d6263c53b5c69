/* Test-input generator for luogu1562 (n, then n rows of n characters, `*` where a queen may
 * stand and `.` where it may not): the kinds open, closed, random, solutions and wall of
 * scripts/data/open_board.h, with N from 1 to 14; open squares are `*`.
 */
#include "open_board.h"

int main(int argc, char **argv) {
    static const open_board_format format = {1, 14, '*', '.', 0};
    return open_board_generate(&format, argc, argv);
}
