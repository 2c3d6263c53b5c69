/*
 * Problem:  poj3074 Sudoku (POJ 3074) — teaching step 3: the most constrained cell first.
 * Method:   the bit masks of step 2 (poj3074.2-masks.c), but the next cell is no longer the
 *           next one in row-major order: at every partial grid the search counts the digits
 *           that fit each empty cell and fills the cell with the fewest (MRV, "minimum
 *           remaining values"; ties go to the first in row-major order). A cell with no digit
 *           left cuts the branch at once, however far from the last digit placed it is; a
 *           cell with one digit is filled without a choice. Step 2 only noticed such a cell
 *           when row-major order reached it, after trying every digit of every cell before.
 * Time:     O(81) work per partial grid, and far fewer grids where row-major order goes
 *           wrong: 1,670 for the 10 puzzles of the case `hard`, where step 2 visits 1.37 x 10^9.
 *           But MRV is a rule of thumb, not a bound: the statement's second puzzle costs it
 *           298,451 grids, a few more than row-major order (291,406), about 40 ms, its slowest
 *           committed case. Exponential in the worst case: sudoku is NP-complete on n^2 x n^2
 *           grids.
 * Memory:   O(1): the grid, 27 masks, a 512-entry table, a recursion at most 81 deep.
 * Input:    puzzles separated by any whitespace, as scanf("%s") reads them (one a line, CRLF
 *           and trailing spaces fine), each 81 characters '1'-'9' or '.', row by row; then
 *           the word end (nothing after it is read). A bad token, a missing end, two equal
 *           given digits in a row, a column or a box, or a puzzle with no solution: one line
 *           `error: ..., line L` on stderr (L: the line of the puzzle or token, or where the
 *           input ended), exit status 1, the solutions printed before it kept.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
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
static int empties;
static unsigned char bits_in[ALL_DIGITS + 1]; /* bits_in[m]: the number of digits in mask m */

/* The box of (r, c): band r / 3 and stack c / 3 numbered 0..8 in reading order (step 1). */
static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

/* The digits that fit an empty cell: those its row, column and box do not hold. */
static unsigned fitting(int cell) {
    int r = cell / SIZE, c = cell % SIZE;
    return ~(row_used[r] | col_used[c] | box_used[box_of(r, c)]) & ALL_DIGITS;
}

/*
 * A population count in portable C: bits_in[m] = bits_in[m / 2] + (m & 1), filled once.
 * (__builtin_popcount would do the same on gcc and clang, but not on every compiler.)
 */
static void count_bits(void) {
    unsigned m;
    for (m = 1; m <= ALL_DIGITS; m++) bits_in[m] = (unsigned char)(bits_in[m / 2] + (m & 1));
}

/* Fills the `left` empty cells; 1 at the first full grid, 0 when there is none. */
static int solve(int left) {
    int cell = -1, fewest = SIZE + 1, i, r, c, b;
    unsigned fit;
    COUNT(1, 0); /* a partial grid: the givens and the digits placed so far */
    if (left == 0) return 1;
    for (i = 0; i < CELLS; i++) { /* MRV: the empty cell with the fewest digits */
        int n;
        if (grid[i] != 0) continue;
        n = bits_in[fitting(i)];
        if (n == 0) return 0; /* a dead cell: no digit fits, whatever is placed next */
        if (n < fewest) {
            fewest = n;
            cell = i;
        }
    }
    r = cell / SIZE;
    c = cell % SIZE;
    b = box_of(r, c);
    for (fit = fitting(cell); fit != 0;) {
        unsigned bit = fit & -fit; /* the smallest digit that fits, as in step 2 */
        fit ^= bit;
        COUNT(0, 1);
        row_used[r] |= bit;
        col_used[c] |= bit;
        box_used[b] |= bit;
        grid[cell] = bit;
        if (solve(left - 1)) return 1;
        row_used[r] ^= bit; /* undo on backtrack */
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

/* Puts the givens into the masks, checking them against each other; counts the empty cells. */
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
            empties++;
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
    count_bits();
    while (read_puzzle()) {
        mark_givens();
        if (!solve(empties)) fail("the puzzle has no solution");
        if (out_len + CELLS + 1 > sizeof out_buf) flush_out();
        for (cell = 0; cell < CELLS; cell++) out_buf[out_len++] = digit_of(grid[cell]);
        out_buf[out_len++] = '\n';
    }
    flush_out();
    return 0;
}
