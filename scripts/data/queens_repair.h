/* One n-queens placement for large n by local repair, for the oracle's poj3239 mode.
 *
 * A method unlike the solutions' construction and unlike the brute force: start from a
 * random permutation of the columns, built greedily (each row takes a random remaining
 * column that no earlier queen attacks along a diagonal, while such a column is found
 * within a few draws), then repair the few attacked rows by swapping the columns of two
 * rows whenever the swap lowers the number of diagonal collisions. A permutation never puts
 * two queens in one row or column, so only diagonals are counted. If the repair stalls (a
 * local minimum, common for small n), it starts again from a new random permutation.
 * The random stream is splitmix64 seeded from n: the same n always gives the same placement.
 * Expected time O(n); n = 10^6 takes well under a second.
 */
#ifndef QUEENS_REPAIR_H
#define QUEENS_REPAIR_H

#include "tool_common.h"

#include <stdint.h>
#include <stdlib.h>

#define REPAIR_GREEDY_DRAWS 64 /* draws per row before a row accepts an attacked column */
#define REPAIR_SWAP_DRAWS 64   /* partners tried for one attacked row in one pass */
#define REPAIR_PASSES 64       /* passes over the attacked rows before starting again */

typedef struct {
    long size;
    int *column;          /* 0-based column of the queen of each row */
    int *down;            /* queens on each diagonal row - column + size - 1 */
    int *up;              /* queens on each diagonal row + column */
    long collisions;      /* sum over diagonals of (queens on it - 1) where positive */
    random_stream random; /* splitmix64, from tool_common.h */
} repair_board;

static inline long repair_down_index(const repair_board *board, long row) {
    return row - board->column[row] + board->size - 1;
}

static inline long repair_up_index(const repair_board *board, long row) {
    return row + board->column[row];
}

/* Adds (+1) or removes (-1) the queen of `row`, keeping the collision count. */
static inline void repair_mark(repair_board *board, long row, int change) {
    int *down = &board->down[repair_down_index(board, row)];
    int *up = &board->up[repair_up_index(board, row)];
    if (change < 0) {
        board->collisions -= (*down > 1) + (*up > 1);
        *down -= 1;
        *up -= 1;
    } else {
        board->collisions += (*down > 0) + (*up > 0);
        *down += 1;
        *up += 1;
    }
}

static inline int repair_is_attacked(const repair_board *board, long row) {
    return board->down[repair_down_index(board, row)] > 1 ||
           board->up[repair_up_index(board, row)] > 1;
}

static inline void repair_swap(repair_board *board, long row, long other) {
    int kept = board->column[row];
    repair_mark(board, row, -1);
    repair_mark(board, other, -1);
    board->column[row] = board->column[other];
    board->column[other] = kept;
    repair_mark(board, row, +1);
    repair_mark(board, other, +1);
}

/* A random permutation, each row preferring a column free on both of its diagonals. */
static inline void repair_greedy_start(repair_board *board) {
    long n = board->size;
    long row;
    long i;
    for (i = 0; i < n; i++) board->column[i] = (int)i;
    for (i = 0; i < 2 * n - 1; i++) board->down[i] = board->up[i] = 0;
    board->collisions = 0;
    for (row = 0; row < n; row++) {
        long draw;
        long pick = row + random_below(&board->random, n - row);
        for (draw = 1; draw < REPAIR_GREEDY_DRAWS; draw++) {
            long down = row - board->column[pick] + n - 1;
            long up = row + board->column[pick];
            if (board->down[down] == 0 && board->up[up] == 0) break;
            pick = row + random_below(&board->random, n - row);
        }
        {
            int kept = board->column[row];
            board->column[row] = board->column[pick];
            board->column[pick] = kept;
        }
        repair_mark(board, row, +1);
    }
}

/* Swaps attacked rows with random partners while that lowers the collisions; 1 on success. */
static inline int repair_collisions(repair_board *board) {
    long pass;
    for (pass = 0; pass < REPAIR_PASSES && board->collisions > 0; pass++) {
        long row;
        for (row = 0; row < board->size && board->collisions > 0; row++) {
            long draw;
            if (!repair_is_attacked(board, row)) continue;
            for (draw = 0; draw < REPAIR_SWAP_DRAWS; draw++) {
                long other = random_below(&board->random, board->size);
                long before = board->collisions;
                if (other == row) continue;
                repair_swap(board, row, other);
                if (board->collisions < before) break;
                repair_swap(board, row, other); /* no gain: undo */
            }
        }
    }
    return board->collisions == 0;
}

/* Fills column[0..n-1] (0-based) with a placement; n >= 4. 0 when out of memory. */
static inline int repair_placement(long n, int *column) {
    repair_board board;
    board.size = n;
    board.column = column;
    board.down = malloc((size_t)(2 * n - 1) * sizeof *board.down);
    board.up = malloc((size_t)(2 * n - 1) * sizeof *board.up);
    board.random.state = (uint64_t)n * 0x2545F4914F6CDD1Du;
    if (board.down == NULL || board.up == NULL) {
        free(board.down);
        free(board.up);
        return 0;
    }
    do repair_greedy_start(&board);
    while (!repair_collisions(&board));
    free(board.down);
    free(board.up);
    return 1;
}

#endif
