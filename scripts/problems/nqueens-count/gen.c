/* Test-input generator for nqueens-count (one N per line, a line `0` or the end of the
 * input ends it): the kinds range, shuffle, random and zero-middle of
 * scripts/data/board_sizes.h, shared with nqueens-unique, whose input has the same form.
 */
#include "board_sizes.h"

int main(int argc, char **argv) {
    return board_sizes_generate(argc, argv);
}
