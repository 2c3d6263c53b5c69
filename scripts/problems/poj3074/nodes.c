/* Hardness of poj3074 inputs for the cell-order search (cell_order.h: empty cells in row-major
 * order, digits ascending, until the first solution; a node is a digit placed):
 *     nodes [--cap N] [--estimate] [--mrv] < input
 * The input is poj3074's (81-character lines, digits and '.', then `end`). One line per puzzle,
 * `K NODES` (K from 1), or `K >=N` when the cap N stopped the search first; then
 * `total NODES` (a capped puzzle counted as N). Options add to each puzzle's line:
 *   --estimate   `estimate E`: the estimate gen.c ranks its candidates by (cell_order.h: a run
 *                capped at CELL_ORDER_ESTIMATE_CAP nodes, scaled by the share of the tree it
 *                covered and the position of the solution's path)
 *   --mrv        `mrv M`: the digits placed by the oracle's brute force (sudoku_brute.h: the
 *                cell with the fewest allowed digits first) to find every solution, up to 2
 * Errors (a line that is not a puzzle, givens in conflict, no solution, no `end`): one line
 * `error: ...`, exit status 1.
 */
#include "cell_order.h"
#include "sudoku_brute.h"
#include "tool_common.h"

#include <limits.h>

int main(int argc, char **argv) {
    long long cap = LLONG_MAX;
    long long total = 0;
    int with_estimate = 0;
    int with_mrv = 0;
    char line[256];
    long number = 0;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cap") == 0 && i + 1 < argc) {
            cap = parse_long_arg(argv[++i], "cap", 1, LONG_MAX);
        } else if (strcmp(argv[i], "--estimate") == 0) {
            with_estimate = 1;
        } else if (strcmp(argv[i], "--mrv") == 0) {
            with_mrv = 1;
        } else {
            fail("usage: nodes [--cap N] [--estimate] [--mrv] < input");
        }
    }
    while (fgets(line, sizeof line, stdin) != NULL) {
        unsigned char puzzle[SUDOKU_CELLS];
        cell_order_result run;
        sudoku_count count;
        size_t length = strcspn(line, "\r\n");
        int cell;
        line[length] = '\0';
        if (strcmp(line, "end") == 0) {
            printf("total %lld\n", total);
            if (fflush(stdout) != 0) fail("cannot write the output");
            return 0;
        }
        number++;
        if (length != SUDOKU_CELLS) fail("puzzle %ld: not 81 characters", number);
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            char c = line[cell];
            if (c != '.' && (c < '1' || c > '9')) fail("puzzle %ld: bad character", number);
            puzzle[cell] = c == '.' ? 0 : (unsigned char)(c - '0');
        }
        if (sudoku_first_conflict(puzzle) >= 0) fail("puzzle %ld: givens in conflict", number);
        if (sudoku_solve(puzzle, 2, &count) == 0) fail("puzzle %ld has no solution", number);
        run = cell_order_nodes(puzzle, cap);
        total += run.nodes;
        printf(run.solved ? "%ld %lld" : "%ld >=%lld", number, run.nodes);
        if (with_estimate) printf(" estimate %.3g", cell_order_estimate(puzzle, count.first));
        if (with_mrv) printf(" mrv %lld", count.nodes);
        putchar('\n');
    }
    fail("the input ends without `end`");
}
