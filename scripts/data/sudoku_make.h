/* Making sudoku puzzles for the generators of poj2676 and poj3074 (on top of tool_common.h's
 * seeded random stream and sudoku_brute.h's solution counter).
 *
 * A random complete grid comes from the brute force's cell choice (fewest allowed digits
 * first) with the allowed digits tried in a random order: an empty grid is filled almost
 * without backtracking. A puzzle is made from a complete grid by taking clues away one at a
 * time, in a given order, keeping a removal only when the solution stays unique: the brute
 * force finds no solution with any other digit in the freed cell (cheaper than counting all
 * the solutions of the whole puzzle up to 2, and the same answer). Once every clue has been
 * offered the puzzle is minimal (no clue can go). Any puzzle made so has exactly one solution,
 * the grid it was made from; the validators count the solutions again.
 */
#ifndef SUDOKU_MAKE_H
#define SUDOKU_MAKE_H

#include "sudoku_brute.h"
#include "tool_common.h"

static inline int sudoku_fill_randomly(random_stream *stream, unsigned char *grid) {
    int best = -1;
    int best_count = SUDOKU_SIDE + 1;
    int best_allowed[SUDOKU_SIDE + 1];
    int order[SUDOKU_SIDE];
    int count = 0;
    int cell;
    int digit;
    int i;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        int allowed[SUDOKU_SIDE + 1];
        int number;
        if (grid[cell] != 0) continue;
        number = sudoku_allowed(grid, cell, allowed);
        if (number == 0) return 0;
        if (number < best_count) {
            best = cell;
            best_count = number;
            memcpy(best_allowed, allowed, sizeof allowed);
        }
    }
    if (best < 0) return 1;
    for (digit = 1; digit <= SUDOKU_SIDE; digit++) {
        if (best_allowed[digit]) order[count++] = digit;
    }
    shuffle_ints(stream, order, count);
    for (i = 0; i < count; i++) {
        grid[best] = (unsigned char)order[i];
        if (sudoku_fill_randomly(stream, grid)) return 1;
    }
    grid[best] = 0;
    return 0;
}

/* A random complete grid (the search above from the empty grid). */
static inline void sudoku_random_grid(random_stream *stream, unsigned char *grid) {
    memset(grid, 0, SUDOKU_CELLS);
    if (!sudoku_fill_randomly(stream, grid)) fail("no complete grid found");
}

/* The order in which clues are offered for removal. */
enum {
    SUDOKU_RANDOM_ORDER,   /* all 81 cells shuffled */
    SUDOKU_TOP_ROWS_FIRST, /* row 1 first, then row 2, ...; each row's cells shuffled */
};

static inline void sudoku_removal_order(random_stream *stream, int kind, int *order) {
    int cell;
    int row;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) order[cell] = cell;
    if (kind == SUDOKU_RANDOM_ORDER) {
        shuffle_ints(stream, order, SUDOKU_CELLS);
    } else {
        for (row = 0; row < SUDOKU_SIDE; row++)
            shuffle_ints(stream, order + row * SUDOKU_SIDE, SUDOKU_SIDE);
    }
}

static inline int sudoku_clues(const unsigned char *grid) {
    int cell;
    int clues = 0;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) clues += grid[cell] != 0;
    return clues;
}

/* Whether the clue at `cell` of a puzzle with exactly one solution can go without a second
 * solution appearing: no other digit allowed there leads to a solution. */
static inline int sudoku_only_digit(unsigned char *puzzle, int cell) {
    int kept = puzzle[cell];
    int allowed[SUDOKU_SIDE + 1];
    int digit;
    int only = 1;
    sudoku_allowed(puzzle, cell, allowed);
    for (digit = 1; digit <= SUDOKU_SIDE && only; digit++) {
        sudoku_count count;
        if (digit == kept || !allowed[digit]) continue;
        puzzle[cell] = (unsigned char)digit;
        only = sudoku_solve(puzzle, 1, &count) == 0;
    }
    puzzle[cell] = (unsigned char)kept;
    return only;
}

/* Takes clues out of `puzzle` (a puzzle with exactly one solution, a complete grid for one) in
 * the order `order`, each removal kept only when the solution stays unique, until only
 * `target` clues are left or every cell has been offered (then the puzzle is minimal when
 * target is 0). Returns the number of clues left. */
static inline int sudoku_remove_clues(unsigned char *puzzle, const int *order, int target) {
    int clues = sudoku_clues(puzzle);
    int i;
    for (i = 0; i < SUDOKU_CELLS && clues > target; i++) {
        if (puzzle[order[i]] == 0) continue;
        if (sudoku_only_digit(puzzle, order[i])) {
            puzzle[order[i]] = 0;
            clues--;
        }
    }
    return clues;
}

/* A puzzle with exactly one solution (stored in `solution`): a random grid, then clues taken
 * away in the order of `kind` down to `target` clues (0: minimal). */
static inline int sudoku_unique_puzzle(random_stream *stream, int kind, int target,
                                       unsigned char *puzzle, unsigned char *solution) {
    int order[SUDOKU_CELLS];
    sudoku_random_grid(stream, solution);
    memcpy(puzzle, solution, SUDOKU_CELLS);
    sudoku_removal_order(stream, kind, order);
    return sudoku_remove_clues(puzzle, order, target);
}

#endif
