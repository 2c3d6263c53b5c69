/* Strict validator for poj2676 inputs: `validator < file.in`.
 * Canonical form: a line t (1 <= t <= 1000, this repository's bound: the statement gives none),
 * then t grids of 9 lines, each exactly 9 digits 0-9 (0: empty), nothing after. The givens of
 * a grid must not repeat a digit in a row, column or box (reported at the line of the later
 * of the two), and the grid must have a solution (reported at its first line), both by the
 * brute force of scripts/data/sudoku_brute.h. Several solutions are allowed (the statement
 * accepts any; scripts/problems/poj2676/checker.c judges).
 */
#include "sudoku_brute.h"
#include "tool_common.h"

#define MAX_GRIDS 1000

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long grids;
    long grid;
    if (!next_line(&text, &start, &length)) invalid(1, "empty input");
    grids = line_integer(&text, start, length, "t", 1, MAX_GRIDS);
    for (grid = 1; grid <= grids; grid++) {
        unsigned char puzzle[SUDOKU_CELLS];
        long first_line = text.line + 1;
        sudoku_count count;
        int conflict;
        int row;
        for (row = 0; row < SUDOKU_SIDE; row++) {
            size_t column;
            if (!next_line(&text, &start, &length))
                invalid(text.line + 1, "grid %ld has %d rows, expected 9", grid, row);
            if (length != SUDOKU_SIDE)
                invalid(text.line, "grid %ld, row %d: %zu characters, expected 9 digits", grid,
                        row + 1, length);
            for (column = 0; column < SUDOKU_SIDE; column++) {
                if (start[column] < '0' || start[column] > '9')
                    invalid(text.line, "grid %ld, row %d, column %zu: '%c' is not a digit", grid,
                            row + 1, column + 1, start[column]);
                puzzle[row * SUDOKU_SIDE + column] = (unsigned char)(start[column] - '0');
            }
        }
        conflict = sudoku_first_conflict(puzzle);
        if (conflict >= 0)
            invalid(first_line + conflict / SUDOKU_SIDE,
                    "grid %ld, row %d, column %d: the given %d repeats in its row, column or box",
                    grid, conflict / SUDOKU_SIDE + 1, conflict % SUDOKU_SIDE + 1, puzzle[conflict]);
        if (sudoku_solve(puzzle, 1, &count) == 0)
            invalid(first_line, "grid %ld has no solution", grid);
    }
    expect_end(&text, "the last grid");
    return 0;
}
