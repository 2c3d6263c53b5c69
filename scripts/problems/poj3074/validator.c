/* Strict validator for poj3074 inputs: `validator < file.in`.
 * Canonical form: 1 to 1000 puzzle lines (this repository's bound: the statement gives none),
 * each exactly 81 characters, a digit 1-9 or '.' (empty), then the line `end`, nothing after.
 * The givens of a puzzle must not repeat a digit in a row, column or box, and the puzzle must
 * have exactly one solution, as the statement promises: the brute force of
 * scripts/data/sudoku_brute.h counts them up to 2.
 */
#include "sudoku_brute.h"
#include "tool_common.h"

#define MAX_PUZZLES 1000

int main(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long puzzles = 0;
    for (;;) {
        unsigned char puzzle[SUDOKU_CELLS];
        sudoku_count count;
        int conflict;
        size_t cell;
        if (!next_line(&text, &start, &length)) invalid(text.line + 1, "missing the line end");
        if (length == 3 && memcmp(start, "end", 3) == 0) break;
        if (++puzzles > MAX_PUZZLES) invalid(text.line, "more than %d puzzles", MAX_PUZZLES);
        if (length != SUDOKU_CELLS)
            invalid(text.line, "%zu characters, expected 81 (or the line end)", length);
        for (cell = 0; cell < SUDOKU_CELLS; cell++) {
            char c = start[cell];
            if (c != '.' && (c < '1' || c > '9'))
                invalid(text.line, "character %zu is '%c', expected 1-9 or '.'", cell + 1, c);
            puzzle[cell] = c == '.' ? 0 : (unsigned char)(c - '0');
        }
        conflict = sudoku_first_conflict(puzzle);
        if (conflict >= 0)
            invalid(text.line, "row %d, column %d: the given %d repeats in its row, column or box",
                    conflict / SUDOKU_SIDE + 1, conflict % SUDOKU_SIDE + 1, puzzle[conflict]);
        sudoku_solve(puzzle, 2, &count);
        if (count.solutions == 0) invalid(text.line, "the puzzle has no solution");
        if (count.solutions > 1) invalid(text.line, "the puzzle has more than one solution");
    }
    if (puzzles == 0) invalid(text.line, "no puzzle before the line end");
    expect_end(&text, "the line end");
    return 0;
}
