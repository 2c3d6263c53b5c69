/*
 * Problem:  poj3074 Sudoku (POJ 3074) — teaching step 1: plain backtracking with mark arrays.
 * Method:   the N-queens search moved to sudoku. The empty cells are filled one by one in
 *           row-major order (left to right, top to bottom), each with the digits 1..9 in
 *           ascending order; a digit fits when its row, its column and its box do not hold
 *           it yet. Three mark arrays answer that in O(1), as the column and diagonal marks
 *           do for queens: row_has[r][d], col_has[c][d], box_has[b][d]. The given digits are
 *           marked first and checked against each other (the endgame's pre-check: two equal
 *           digits in a row, a column or a box mean no solution). The search stops at the
 *           first full grid.
 * Why slow: the cell order ignores the grid. A puzzle whose first empty cells take their
 *           digits late in 1..9 (the first row of the solution 9 8 7 ..., or a digit forced
 *           only far down the grid) makes it try and undo hundreds of millions of partial
 *           grids that a glance at the most constrained cell would cut at once.
 * Time:     exponential in the number of empty cells. The 10 puzzles of the committed case
 *           `hard`, built against this order, make it visit 1.37 x 10^9 partial grids, each
 *           trying all 9 digits: about 25 s; `hardest`, the 9th of them alone, 648 million
 *           grids and 10 s (scripts/bench/sudoku.md, a loaded 2-core machine).
 * Memory:   O(1): the grid, 3 x 9 x 10 marks, a recursion at most 81 deep.
 * Input:    puzzles separated by any whitespace, as scanf("%s") reads them (one a line, CRLF
 *           and trailing spaces fine), each 81 characters '1'-'9' or '.', row by row; then
 *           the word end (nothing after it is read). A bad token, a missing end, two equal
 *           given digits in a row, a column or a box, or a puzzle with no solution: one line
 *           `error: ..., line L` on stderr (L: the line of the puzzle or token, or where the
 *           input ended), exit status 1, the solutions printed before it kept.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: TLE (the first case it fails, hard, takes about 25 s, 25 times the 1000 ms limit:
 *           still TLE with the limit doubled and a margin of 2, on a machine twice as slow)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIZE = 9, CELLS = 81 };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static int grid[CELLS]; /* the digit of each cell, 0 while empty */
static char row_has[SIZE][SIZE + 1], col_has[SIZE][SIZE + 1], box_has[SIZE][SIZE + 1];
static int empty_cell[CELLS]; /* the empty cells in row-major order */
static int empties;

/*
 * The box of (r, c). Like the diagonal index r - c + N - 1 of N-queens, it is one number that
 * all cells of a box share and no two boxes share: r / 3 is the band (0..2: rows 0-2, 3-5,
 * 6-8), c / 3 the stack, and band * 3 + stack numbers the nine boxes 0..8 in reading order.
 */
static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

/* Sets or clears the three marks of digit d at (r, c). */
static void mark(int r, int c, int d, char on) {
    row_has[r][d] = col_has[c][d] = box_has[box_of(r, c)][d] = on;
}

/* Fills empty_cell[k..] in row-major order; 1 at the first full grid, 0 when there is none. */
static int solve(int k) {
    int cell, r, c, b, d;
    COUNT(1, 0); /* a partial grid: the givens and the digits placed in empty_cell[0..k-1] */
    if (k == empties) return 1;
    cell = empty_cell[k];
    r = cell / SIZE;
    c = cell % SIZE;
    b = box_of(r, c);
    for (d = 1; d <= SIZE; d++) {
        COUNT(0, 1); /* every digit is looked at on its own, free or not */
        if (row_has[r][d] || col_has[c][d] || box_has[b][d]) continue;
        mark(r, c, d, 1);
        grid[cell] = d;
        if (solve(k + 1)) return 1;
        mark(r, c, d, 0); /* undo on backtrack */
    }
    grid[cell] = 0;
    return 0;
}

/* ---- input: whitespace-separated tokens, as scanf("%s") reads them ---- */

static unsigned char in_buf[1 << 16];
static size_t in_len, in_pos;
static char out_buf[1 << 16];
static size_t out_len;
static long line_no = 1; /* the line of the character read last */

static int next_char(void) {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return in_buf[in_pos++];
}

static void flush_out(void) {
    fwrite(out_buf, 1, out_len, stdout);
    out_len = 0;
    fflush(stdout);
}

static void fail(const char *what) {
    flush_out(); /* the solutions already found stay in front of the error */
    fprintf(stderr, "error: %s, line %ld\n", what, line_no);
    exit(1);
}

static int is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/*
 * Reads the next token: a puzzle into grid (returns 1) or the word end (returns 0).
 * A '\n' right after the token is left for the next token, so line_no stays the puzzle's line.
 */
static int read_puzzle(void) {
    char token[CELLS + 1];
    int len = 0, cell;
    int c = next_char();
    for (; is_space(c); c = next_char())
        if (c == '\n') line_no++;
    if (c == EOF) fail("the input ended before the line end");
    for (; c != EOF && !is_space(c); c = next_char(), len++)
        if (len < CELLS) token[len] = (char)c;
    if (c == '\n') in_pos--;
    if (len == 3 && memcmp(token, "end", 3) == 0) return 0;
    if (len != CELLS) fail("a puzzle must be 81 characters '1'-'9' or '.' (or the word end)");
    for (cell = 0; cell < CELLS; cell++) {
        if (token[cell] == '.') {
            grid[cell] = 0;
        } else if (token[cell] >= '1' && token[cell] <= '9') {
            grid[cell] = token[cell] - '0';
        } else {
            fail("a puzzle may hold only the digits 1-9 and '.'");
        }
    }
    return 1;
}

/* Marks the givens, checking them against each other, and lists the empty cells. */
static void mark_givens(void) {
    int cell;
    memset(row_has, 0, sizeof row_has);
    memset(col_has, 0, sizeof col_has);
    memset(box_has, 0, sizeof box_has);
    empties = 0;
    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / SIZE, c = cell % SIZE, d = grid[cell];
        if (d == 0) {
            empty_cell[empties++] = cell;
            continue;
        }
        if (row_has[r][d] || col_has[c][d] || box_has[box_of(r, c)][d])
            fail("two equal given digits in a row, a column or a box: no solution");
        mark(r, c, d, 1);
    }
}

int main(void) {
    int cell;
    while (read_puzzle()) {
        mark_givens();
        if (!solve(0)) fail("the puzzle has no solution");
        if (out_len + CELLS + 1 > sizeof out_buf) flush_out();
        for (cell = 0; cell < CELLS; cell++) out_buf[out_len++] = (char)('0' + grid[cell]);
        out_buf[out_len++] = '\n';
    }
    flush_out();
    return 0;
}
