/* The oracle's sudoku modes (scripts/data/oracle.c), answered by the brute force of
 * sudoku_brute.h:
 *   poj2676   t, then t grids of 9 lines of 9 digits (0 empty); prints each grid filled, in
 *             the same form: the first solution of the brute force (any one is accepted)
 *   poj3074   lines of 81 characters (digits, '.' empty) until the line `end`; prints each
 *             solution as one line of 81 digits, after checking that it is the only one
 * The input is read as whitespace-separated tokens. A puzzle whose givens repeat a digit in a
 * row, column or box, a puzzle without a solution, for poj3074 a puzzle with two solutions,
 * and any malformed input stop the oracle with `error: ...` and exit status 1.
 */
#ifndef SUDOKU_MODES_H
#define SUDOKU_MODES_H

#include "sudoku_brute.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SUDOKU_MAX_GRIDS 100000L

/* `error: puzzle P: WHAT` (only `error: WHAT` when P is 0), exit status 1. */
static _Noreturn void sudoku_stop(const char *what, long puzzle) {
    if (puzzle > 0) {
        fprintf(stderr, "error: puzzle %ld: %s\n", puzzle, what);
    } else {
        fprintf(stderr, "error: %s\n", what);
    }
    exit(1);
}

/* Solves `puzzle` (number `number` of the input) by the brute force, counting up to `limit`
 * solutions; stops on conflicting givens, on no solution, and on `limit` solutions when
 * limit > 1. */
static void sudoku_solve_or_stop(const unsigned char *puzzle, long number, long limit,
                                 unsigned char *solution) {
    sudoku_count count;
    if (sudoku_first_conflict(puzzle) >= 0) sudoku_stop("a digit repeats among the givens", number);
    sudoku_solve(puzzle, limit, &count);
    if (count.solutions == 0) sudoku_stop("no solution", number);
    if (limit > 1 && count.solutions >= limit) sudoku_stop("more than one solution", number);
    if (!sudoku_is_solution(count.first)) sudoku_stop("the brute force went wrong", number);
    memcpy(solution, count.first, SUDOKU_CELLS);
}

static void sudoku_print_rows(const unsigned char *grid, int per_line) {
    char text[SUDOKU_CELLS + 1];
    int cell;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        text[cell % per_line] = (char)('0' + grid[cell]);
        if (cell % per_line == per_line - 1) {
            text[per_line] = '\0';
            puts(text);
        }
    }
}

/* poj2676 */
static void answer_sudoku_grids(void) {
    long grids;
    long number;
    if (scanf("%ld", &grids) != 1 || grids < 1 || grids > SUDOKU_MAX_GRIDS)
        sudoku_stop("bad number of grids", 0);
    for (number = 1; number <= grids; number++) {
        unsigned char puzzle[SUDOKU_CELLS];
        unsigned char solution[SUDOKU_CELLS];
        int row;
        for (row = 0; row < SUDOKU_SIDE; row++) {
            char text[SUDOKU_SIDE + 2];
            int column;
            if (scanf("%10s", text) != 1 || strlen(text) != SUDOKU_SIDE)
                sudoku_stop("a row is not 9 digits", number);
            for (column = 0; column < SUDOKU_SIDE; column++) {
                if (text[column] < '0' || text[column] > '9')
                    sudoku_stop("a row is not 9 digits", number);
                puzzle[row * SUDOKU_SIDE + column] = (unsigned char)(text[column] - '0');
            }
        }
        sudoku_solve_or_stop(puzzle, number, 1, solution);
        sudoku_print_rows(solution, SUDOKU_SIDE);
    }
}

/* poj3074 */
static void answer_sudoku_lines(void) {
    char text[SUDOKU_CELLS + 2];
    long number = 0;
    while (scanf("%82s", text) == 1) {
        unsigned char puzzle[SUDOKU_CELLS];
        unsigned char solution[SUDOKU_CELLS];
        int cell;
        if (strcmp(text, "end") == 0) return;
        number++;
        if (strlen(text) != SUDOKU_CELLS) sudoku_stop("not 81 characters", number);
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            char c = text[cell];
            if (c != '.' && (c < '1' || c > '9')) sudoku_stop("a character not 1-9 or '.'", number);
            puzzle[cell] = c == '.' ? 0 : (unsigned char)(c - '0');
        }
        sudoku_solve_or_stop(puzzle, number, 2, solution);
        sudoku_print_rows(solution, SUDOKU_CELLS);
    }
    sudoku_stop("the input ends without `end`", number + 1);
}

#endif
