/* count_nodes.h: the compile-time switch that makes an N-queens counter count its search.
 *
 *   $CC -std=c11 -O2 -include scripts/bench/count_nodes.h -o counter solutions/...c
 *
 * Every counting variant calls COUNT(nodes, squares) where its search visits a node (a
 * partial board, the empty one included) and where it tries squares (each square it looks at
 * on its own: every column of a row for the mark arrays, only the free squares for the bit
 * masks). Without this header COUNT is ((void)0) and the program is unchanged; with it the
 * totals go to stderr when the program ends, as `nodes N squares S`. scripts/bench/run uses
 * it for the node table, count.bats for the figures of the plain search.
 * The sudoku solvers (poj3074, poj2676) count the same way: a node is a partial grid the
 * search visits (the start grid included), the squares are the candidate digits it tries
 * (all 9 per cell for mark arrays, only those that fit for masks; digits forced by a rule are
 * placed, not tried). scripts/bench/sudoku uses it for its table, summed over the puzzles.
 */
#ifndef COUNT_NODES_H
#define COUNT_NODES_H

#include <stdio.h>
#include <stdlib.h>

static unsigned long long nodes_visited, squares_tried;
static int counting_reported;

static void report_counts(void) {
    fprintf(stderr, "nodes %llu squares %llu\n", nodes_visited, squares_tried);
}

/* The first call registers the report at exit: the solutions' main() stays untouched. */
static inline void count_search(unsigned long long nodes, unsigned long long squares) {
    if (!counting_reported) counting_reported = atexit(report_counts) == 0;
    nodes_visited += nodes;
    squares_tried += squares;
}

#define COUNT(nodes, squares) count_search((nodes), (squares))

#endif
