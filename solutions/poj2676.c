/*
 * Problem:  poj2676 Sudoku (POJ 2676): fill each 9 x 9 grid (0 for an empty cell) so that
 *           every row, column and 3 x 3 box holds the digits 1..9 once; any solution is
 *           accepted when there are several.
 * Method:   backtracking on 9-bit digit masks, the most constrained cell first (MRV). Each
 *           row, column and box keeps its digits as a mask (bit d - 1 for digit d), so the
 *           digits that fit a cell are ~(row | col | box) & 0x1FF. At every partial grid the
 *           search fills the empty cell where the fewest digits fit (ties: the first in
 *           row-major order), trying them lowest bit first (fit & -fit); a cell where none
 *           fits ends the branch at once. The given digits are checked against each other as
 *           they are read (two equal digits in a row, a column or a box: no solution).
 *           Row-major order instead of MRV is the TLE step solutions/steps/poj3074.2-masks.c
 *           of the harder poj3074; solutions/poj3074.c adds hidden singles to this search.
 * Time:     exponential in the worst case; a grid of the judge takes well under a
 *           millisecond (tens to a few thousand partial grids, O(81) each).
 * Memory:   O(1): one grid, 27 masks, a 512-entry table, a recursion at most 81 deep.
 * Input:    the number of grids t (1 to 10^6; the judged data has t <= 1000), then 9 t rows
 *           of exactly 9 digits '0'-'9', each a token separated by any whitespace, as
 *           scanf("%d %s") reads them (one row a line, CRLF and trailing spaces fine). A bad
 *           token, fewer rows than 9 t, text after the last grid, two equal given digits in a
 *           row, a column or a box, or a grid with no solution: one line `error: ..., line L`
 *           on stderr (L: the line of the bad token or row, the last row of the grid without
 *           solution, or where the input ended), exit status 1, the grids solved before it
 *           kept.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIZE = 9, CELLS = 81, ALL_DIGITS = 0x1FF, MAX_T = 1000000 };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static unsigned grid[CELLS]; /* the bit of each cell's digit (1u << (d - 1)), 0 while empty */
static unsigned row_used[SIZE], col_used[SIZE], box_used[SIZE]; /* bit d - 1: d is there */
static int empties;
static unsigned char bits_in[ALL_DIGITS + 1]; /* bits_in[m]: the number of digits in mask m */

/*
 * The box of (r, c): r / 3 is the band (rows 0-2, 3-5, 6-8), c / 3 the stack, and
 * band * 3 + stack numbers the nine boxes 0..8 in reading order.
 */
static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

static unsigned fitting(int cell) {
    int r = cell / SIZE, c = cell % SIZE;
    return ~(row_used[r] | col_used[c] | box_used[box_of(r, c)]) & ALL_DIGITS;
}

static void set_digit(int cell, unsigned bit) { /* bit: place it; toggled again: take it back */
    int r = cell / SIZE, c = cell % SIZE;
    row_used[r] ^= bit;
    col_used[c] ^= bit;
    box_used[box_of(r, c)] ^= bit;
}

/* Fills the `left` empty cells; 1 at the first full grid, 0 when there is none. */
static int solve(int left) {
    int cell = -1, fewest = SIZE + 1, i;
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
    for (fit = fitting(cell); fit != 0;) {
        unsigned bit = fit & -fit;
        fit ^= bit;
        COUNT(0, 1);
        set_digit(cell, bit);
        grid[cell] = bit;
        if (solve(left - 1)) return 1;
        set_digit(cell, bit); /* undo on backtrack */
    }
    grid[cell] = 0;
    return 0;
}

/* ---- input: whitespace-separated tokens, as scanf reads them ---- */

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
    flush_out(); /* the grids already solved stay in front of the error */
    fprintf(stderr, "error: %s, line %ld\n", what, line_no);
    exit(1);
}

static int is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Skips whitespace, counting lines; returns the first character of the next token, or EOF. */
static int token_start(void) {
    int c = next_char();
    for (; is_space(c); c = next_char())
        if (c == '\n') line_no++;
    return c;
}

/* Ends a token at c; a '\n' is left for the next token, so line_no stays the token's line. */
static void end_token(int c) {
    if (c == '\n') in_pos--;
}

/* The first token: the number of grids t, a decimal integer from 1 to MAX_T. */
static long read_count(void) {
    const char *range = "the number of grids t must be an integer from 1 to 1000000";
    int c = token_start();
    long t = 0;
    if (c == EOF) fail("empty input, the number of grids t missing");
    if (c < '0' || c > '9') fail(range);
    for (; c >= '0' && c <= '9'; c = next_char())
        if (t <= MAX_T) t = t * 10 + (c - '0'); /* saturates above MAX_T: no overflow */
    if (c != EOF && !is_space(c)) fail(range);
    end_token(c);
    if (t < 1 || t > MAX_T) fail(range);
    return t;
}

/* The next token, a row: exactly 9 digits '0'-'9' into token. */
static void read_row(char token[SIZE]) {
    const char *form = "a row must be exactly 9 digits '0'-'9'";
    int c = token_start(), len = 0;
    if (c == EOF) fail("the input ended inside a grid (9 rows of 9 digits each)");
    for (; c != EOF && !is_space(c); c = next_char(), len++) {
        if (len == SIZE || c < '0' || c > '9') fail(form);
        token[len] = (char)c;
    }
    end_token(c);
    if (len < SIZE) fail(form);
}

/* Reads the nine rows of a grid into the masks, checking each given against the others. */
static void read_grid(void) {
    int r, c;
    memset(row_used, 0, sizeof row_used);
    memset(col_used, 0, sizeof col_used);
    memset(box_used, 0, sizeof box_used);
    empties = 0;
    for (r = 0; r < SIZE; r++) {
        char token[SIZE];
        read_row(token);
        for (c = 0; c < SIZE; c++) {
            int cell = r * SIZE + c;
            grid[cell] = token[c] == '0' ? 0 : 1u << (token[c] - '1');
            if (grid[cell] == 0) {
                empties++;
            } else if ((fitting(cell) & grid[cell]) == 0) {
                fail("two equal given digits in a row, a column or a box: no solution");
            } else {
                set_digit(cell, grid[cell]);
            }
        }
    }
}

static char digit_of(unsigned bit) {
    char d = '1';
    for (; bit > 1; bit >>= 1) d++;
    return d;
}

int main(void) {
    unsigned m;
    long t;
    int cell;
    for (m = 1; m <= ALL_DIGITS; m++) bits_in[m] = (unsigned char)(bits_in[m / 2] + (m & 1));
    for (t = read_count(); t > 0; t--) {
        read_grid();
        if (!solve(empties)) fail("the grid has no solution");
        if (out_len + CELLS + SIZE > sizeof out_buf) flush_out();
        for (cell = 0; cell < CELLS; cell++) {
            out_buf[out_len++] = digit_of(grid[cell]);
            if (cell % SIZE == SIZE - 1) out_buf[out_len++] = '\n';
        }
    }
    if (token_start() != EOF) fail("extra text after the last grid");
    flush_out();
    return 0;
}
