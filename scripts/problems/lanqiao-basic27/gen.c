/* Test-input generator for lanqiao-basic27 (n, then n rows of n numbers one space apart, 1
 * where a queen may stand and 0 where not): the kinds open, closed, random, solutions and wall
 * of scripts/data/open_board.h, with N from 1 to 8; open squares are 1.
 */
#include "open_board.h"

int main(int argc, char **argv) {
    static const open_board_format format = {1, 8, '1', '0', 1};
    return open_board_generate(&format, argc, argv);
}
