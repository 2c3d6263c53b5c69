/* Brute-force sudoku of the test-data tools: the oracle's sudoku modes (sudoku_modes.h), the
 * generators and validators of poj2676 and poj3074.
 *
 * A grid is 81 cells in row-major order, each 0 (empty) or a digit 1..9. The search is plain
 * and exhaustive: it takes the empty cell with the fewest allowed digits (ties: the first in
 * row-major order), where a digit is allowed when no cell of the same row, column or 3x3 box
 * holds it, found by looking at those 20 cells afresh at every step (no bit masks, no state
 * kept between steps); it tries the allowed digits in ascending order and goes deeper. A
 * cell with no allowed digit ends the branch. Every solution is met exactly once, so counting
 * them up to a limit is exact below the limit; the first one met is kept.
 * Solvers of the problems (solutions/) share none of this.
 */
#ifndef SUDOKU_BRUTE_H
#define SUDOKU_BRUTE_H

#include <string.h>

#define SUDOKU_CELLS 81
#define SUDOKU_SIDE 9

/* The 20 peers of every cell: the other cells of its row, column and box. */
static inline const unsigned char *sudoku_peers(int cell) {
    static unsigned char peers[SUDOKU_CELLS][20];
    static int ready = 0;
    if (!ready) {
        int at;
        for (at = 0; at < SUDOKU_CELLS; at++) {
            int count = 0;
            int other;
            for (other = 0; other < SUDOKU_CELLS; other++) {
                int same_row = other / SUDOKU_SIDE == at / SUDOKU_SIDE;
                int same_column = other % SUDOKU_SIDE == at % SUDOKU_SIDE;
                int same_box =
                    other / 27 == at / 27 && other % SUDOKU_SIDE / 3 == at % SUDOKU_SIDE / 3;
                if (other != at && (same_row || same_column || same_box))
                    peers[at][count++] = (unsigned char)other;
            }
        }
        ready = 1;
    }
    return peers[cell];
}

/* allowed[d] = 1 when digit d (1..9) is held by none of the 20 peers of `cell`; returns how
 * many digits are allowed. The cell's own content is ignored. */
static inline int sudoku_allowed(const unsigned char *grid, int cell, int *allowed) {
    const unsigned char *peers = sudoku_peers(cell);
    int count = 0;
    int i;
    int digit;
    for (digit = 1; digit <= SUDOKU_SIDE; digit++) allowed[digit] = 1;
    for (i = 0; i < 20; i++) allowed[grid[peers[i]]] = 0;
    for (digit = 1; digit <= SUDOKU_SIDE; digit++) count += allowed[digit];
    return count;
}

/* The first given cell (0..80, in row-major order) whose digit an earlier given of its row,
 * column or box already holds, or -1 when no digit repeats among the givens. */
static inline int sudoku_first_conflict(const unsigned char *grid) {
    int cell;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        const unsigned char *peers = sudoku_peers(cell);
        int i;
        if (grid[cell] == 0) continue;
        for (i = 0; i < 20; i++) {
            if (peers[i] < cell && grid[peers[i]] == grid[cell]) return cell;
        }
    }
    return -1;
}

/* A complete grid that is a solution: every cell holds a digit allowed by the others. */
static inline int sudoku_is_solution(const unsigned char *grid) {
    int cell;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        if (grid[cell] < 1 || grid[cell] > SUDOKU_SIDE) return 0;
    }
    return sudoku_first_conflict(grid) < 0;
}

typedef struct {
    long limit;                        /* stop once this many solutions are found */
    long solutions;                    /* found so far */
    long long nodes;                   /* digits placed, for the curious */
    unsigned char first[SUDOKU_CELLS]; /* the first solution found */
} sudoku_count;

static inline void sudoku_search(unsigned char *grid, sudoku_count *count) {
    int best = -1;
    int best_allowed[SUDOKU_SIDE + 1];
    int best_count = SUDOKU_SIDE + 1;
    int cell;
    int digit;
    for (cell = 0; cell < SUDOKU_CELLS && best_count > 1; cell++) {
        int allowed[SUDOKU_SIDE + 1];
        int number;
        if (grid[cell] != 0) continue;
        number = sudoku_allowed(grid, cell, allowed);
        if (number == 0) return; /* a dead end */
        if (number < best_count) {
            best = cell;
            best_count = number;
            memcpy(best_allowed, allowed, sizeof allowed);
        }
    }
    if (best < 0) { /* no empty cell: a solution */
        if (count->solutions == 0) memcpy(count->first, grid, SUDOKU_CELLS);
        count->solutions++;
        return;
    }
    for (digit = 1; digit <= SUDOKU_SIDE && count->solutions < count->limit; digit++) {
        if (!best_allowed[digit]) continue;
        grid[best] = (unsigned char)digit;
        count->nodes++;
        sudoku_search(grid, count);
    }
    grid[best] = 0;
}

/* Counts the solutions of `puzzle` up to `limit` (>= 1): the result is exact when it is below
 * the limit, and equals the limit otherwise. The givens must agree with each other
 * (sudoku_first_conflict). Fills `count`; `puzzle` is left unchanged. */
static inline long sudoku_solve(const unsigned char *puzzle, long limit, sudoku_count *count) {
    unsigned char grid[SUDOKU_CELLS];
    memcpy(grid, puzzle, SUDOKU_CELLS);
    count->limit = limit;
    count->solutions = 0;
    count->nodes = 0;
    sudoku_search(grid, count);
    return count->solutions;
}

#endif
