/*
 * Problem:  poj3074 Sudoku (POJ 3074) — teaching step 2: the mark arrays become bit masks.
 * Method:   the search of step 1 (poj3074.1-marks.c): the empty cells in row-major order,
 *           the digits in ascending order, the first full grid wins. Each row, column and
 *           box keeps its digits as one 9-bit mask (bit d - 1 for digit d), so the digits
 *           that fit a cell are one expression, fit = ~(row | col | box) & 0x1FF, and the
 *           loop takes them lowest bit first (fit & -fit), exactly the N-queens bitmask
 *           trick with digits in place of columns: no digit that is taken is ever looked at.
 *           The lowest bit is the smallest digit, so the order, and with it the search tree,
 *           is the one of step 1, node for node.
 * Why slow: the same tree as step 1, only cheaper per node (a few instructions, no loop
 *           over 9 digits): a puzzle built against row-major order still needs hundreds of
 *           millions of partial grids. Bit tricks shrink the constant, never the tree.
 * Time:     exponential in the number of empty cells, as step 1, and the same 1.37 x 10^9
 *           partial grids on the case `hard`, about twice as fast per grid: about 14 s;
 *           `hardest` alone 648 million grids and 6 s (scripts/bench/sudoku.md).
 * Memory:   O(1): the grid, 27 masks, a recursion at most 81 deep.
 * Input:    puzzles separated by any whitespace, as scanf("%s") reads them (one a line, CRLF
 *           and trailing spaces fine), each 81 characters '1'-'9' or '.', row by row; then
 *           the word end (nothing after it is read). A bad token, a missing end, two equal
 *           given digits in a row, a column or a box, or a puzzle with no solution: one line
 *           `error: ..., line L` on stderr (L: the line of the puzzle or token, or where the
 *           input ended), exit status 1, the solutions printed before it kept.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: TLE (the first case it fails, hard, takes about 14 s, 14 times the 1000 ms limit:
 *           still TLE with the limit doubled and a margin of 2, on a machine twice as slow)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIZE = 9, CELLS = 81, ALL_DIGITS = 0x1FF };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static unsigned grid[CELLS]; /* the bit of each cell's digit (1u << (d - 1)), 0 while empty */
static unsigned row_used[SIZE], col_used[SIZE], box_used[SIZE]; /* bit d - 1: d is there */
static int empty_cell[CELLS]; /* the empty cells in row-major order */
static int empties;

/* The box of (r, c): band r / 3 and stack c / 3 numbered 0..8 in reading order (step 1). */
static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

/* Fills empty_cell[k..] in row-major order; 1 at the first full grid, 0 when there is none. */
static int solve(int k) {
    int cell, r, c, b;
    unsigned fit;
    COUNT(1, 0); /* a partial grid: the givens and the digits placed in empty_cell[0..k-1] */
    if (k == empties) return 1;
    cell = empty_cell[k];
    r = cell / SIZE;
    c = cell % SIZE;
    b = box_of(r, c);
    for (fit = ~(row_used[r] | col_used[c] | box_used[b]) & ALL_DIGITS; fit != 0;) {
        unsigned bit = fit & -fit; /* the smallest digit that fits */
        fit ^= bit;
        COUNT(0, 1); /* only the digits that fit are tried */
        row_used[r] |= bit;
        col_used[c] |= bit;
        box_used[b] |= bit;
        grid[cell] = bit;
        if (solve(k + 1)) return 1;
        row_used[r] ^= bit; /* undo on backtrack: the bit was clear before */
        col_used[c] ^= bit;
        box_used[b] ^= bit;
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
            grid[cell] = 1u << (token[cell] - '1');
        } else {
            fail("a puzzle may hold only the digits 1-9 and '.'");
        }
    }
    return 1;
}

/* Puts the givens into the masks, checking them against each other; lists the empty cells. */
static void mark_givens(void) {
    int cell;
    memset(row_used, 0, sizeof row_used);
    memset(col_used, 0, sizeof col_used);
    memset(box_used, 0, sizeof box_used);
    empties = 0;
    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / SIZE, c = cell % SIZE, b = box_of(r, c);
        unsigned bit = grid[cell];
        if (bit == 0) {
            empty_cell[empties++] = cell;
            continue;
        }
        if ((row_used[r] | col_used[c] | box_used[b]) & bit)
            fail("two equal given digits in a row, a column or a box: no solution");
        row_used[r] |= bit;
        col_used[c] |= bit;
        box_used[b] |= bit;
    }
}

static char digit_of(unsigned bit) {
    char d = '1';
    for (; bit > 1; bit >>= 1) d++;
    return d;
}

int main(void) {
    int cell;
    while (read_puzzle()) {
        mark_givens();
        if (!solve(0)) fail("the puzzle has no solution");
        if (out_len + CELLS + 1 > sizeof out_buf) flush_out();
        for (cell = 0; cell < CELLS; cell++) out_buf[out_len++] = digit_of(grid[cell]);
        out_buf[out_len++] = '\n';
    }
    flush_out();
    return 0;
}
