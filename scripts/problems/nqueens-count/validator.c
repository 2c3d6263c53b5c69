/* Strict validator for nqueens-count inputs: `validator < file.in`.
 * Canonical form (scripts/data/board_sizes.h, shared with nqueens-unique): one or more lines,
 * each one integer N with 1 <= N <= 15 (no sign, no leading zero, no spaces), every line
 * ended by a single '\n'. A line `0` may end the input (the end of the input also ends it);
 * nothing may follow it.
 */
#include "board_sizes.h"

int main(void) {
    return board_sizes_validate();
}
