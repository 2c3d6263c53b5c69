/*
 * Problem:  poj3074 Sudoku (POJ 3074): fill each 9 x 9 grid so that every row, column and
 *           3 x 3 box holds the digits 1..9 once; every puzzle has exactly one solution.
 * Method:   backtracking on 9-bit digit masks, the most constrained cell first (MRV), with
 *           the forced digits placed before every choice:
 *           - the digits that fit a cell are ~(row | col | box) & 0x1FF, one expression;
 *           - naked single: a cell where one digit fits gets it;
 *           - hidden single: a digit that fits only one cell of a row, column or box must go
 *             there (a unit needs all nine digits), even when that cell has other candidates.
 *             Per unit, two masks over its empty cells find them all at once: `once` (fits at
 *             least one cell) and `twice` (fits at least two); once & ~twice are the hidden
 *             singles, and a digit neither placed nor in `once` has no cell left: dead end.
 *           Both rules run until nothing changes; then the search branches on the empty cell
 *           with the fewest digits (a cell with none ends the branch). Each partial grid is a
 *           small struct copied into the child, so backtracking is just returning.
 *           The teaching steps lead here: solutions/steps/poj3074.1-marks.c (row-major order,
 *           mark arrays), 2-masks (the same tree on bit masks), 3-mrv (MRV alone).
 * Time:     exponential in the worst case (sudoku is NP-complete on n^2 x n^2 grids), but the
 *           rules leave tiny trees: 41 partial grids for the 10 puzzles of the case `hard`, 373
 *           for the statement's second puzzle (MRV alone: 1,670 and 298,451), each O(81 x
 *           passes of the rules); every committed case runs in about 15 ms, mostly start-up.
 * Memory:   O(1): a 150-byte grid per recursion level, at most 81 levels.
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

enum { SIZE = 9, CELLS = 81, UNITS = 27, ALL_DIGITS = 0x1FF };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

struct grid {
    unsigned short digit[CELLS]; /* the bit of each cell's digit (1u << (d - 1)), 0 if empty */
    unsigned short used[UNITS];  /* the digits in each unit: rows 0-8, columns, boxes */
    int left;                    /* empty cells */
};

static int unit_cell[UNITS][SIZE];            /* the nine cells of each unit */
static int unit_of[CELLS][3];                 /* the row, column and box unit of each cell */
static unsigned char bits_in[ALL_DIGITS + 1]; /* bits_in[m]: the number of digits in mask m */
static struct grid solution;

/*
 * The units as cell lists, and a population-count table in portable C (bits_in[m] =
 * bits_in[m / 2] + (m & 1); __builtin_popcount is not on every compiler). The box of (r, c)
 * is r / 3 * 3 + c / 3: band r / 3 and stack c / 3 numbered 0..8 in reading order, one number
 * per box as r - c + N - 1 is one number per diagonal in N-queens.
 */
static void make_tables(void) {
    int filled[UNITS] = {0};
    int cell, k;
    unsigned m;
    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / SIZE, c = cell % SIZE;
        unit_of[cell][0] = r;
        unit_of[cell][1] = SIZE + c;
        unit_of[cell][2] = 2 * SIZE + r / 3 * 3 + c / 3;
        for (k = 0; k < 3; k++) {
            int u = unit_of[cell][k];
            unit_cell[u][filled[u]++] = cell;
        }
    }
    for (m = 1; m <= ALL_DIGITS; m++) bits_in[m] = (unsigned char)(bits_in[m / 2] + (m & 1));
}

/* The digits that fit an empty cell: those none of its three units holds. */
static unsigned fitting(const struct grid *g, int cell) {
    const int *u = unit_of[cell];
    return ~(unsigned)(g->used[u[0]] | g->used[u[1]] | g->used[u[2]]) & ALL_DIGITS;
}

static void place(struct grid *g, int cell, unsigned bit) {
    int k;
    g->digit[cell] = (unsigned short)bit;
    for (k = 0; k < 3; k++) g->used[unit_of[cell][k]] |= (unsigned short)bit;
    g->left--;
}

/* Places every naked and hidden single until none is left; 0 at a contradiction. */
static int propagate(struct grid *g) {
    int changed, cell, u, k;
    for (changed = 1; changed && g->left > 0;) {
        changed = 0;
        for (cell = 0; cell < CELLS; cell++) { /* naked singles */
            unsigned fit;
            if (g->digit[cell] != 0) continue;
            fit = fitting(g, cell);
            if (fit == 0) return 0;
            if ((fit & (fit - 1)) == 0) { /* one bit: one digit */
                place(g, cell, fit);
                changed = 1;
            }
        }
        for (u = 0; u < UNITS; u++) { /* hidden singles */
            unsigned once = 0, twice = 0, single;
            for (k = 0; k < SIZE; k++) {
                unsigned fit;
                cell = unit_cell[u][k];
                if (g->digit[cell] != 0) continue;
                fit = fitting(g, cell);
                twice |= once & fit;
                once |= fit;
            }
            if ((once | g->used[u]) != ALL_DIGITS) return 0; /* a digit has no cell left */
            for (single = once & ~twice; single != 0;) {
                unsigned bit = single & -single;
                single ^= bit;
                k = 0; /* its one cell, unless a single placed just now took that cell */
                while (k < SIZE &&
                       (g->digit[unit_cell[u][k]] != 0 || (fitting(g, unit_cell[u][k]) & bit) == 0))
                    k++;
                if (k == SIZE) return 0; /* two digits that each fit only the same cell */
                place(g, unit_cell[u][k], bit);
                changed = 1;
            }
        }
    }
    return 1;
}

/* Completes g; 1 (the grid kept in `solution`) at the first full grid, else 0. */
static int solve(struct grid *g) {
    int cell = -1, fewest = SIZE + 1, i;
    unsigned fit;
    COUNT(1, 0); /* a partial grid: a choice made, its forced digits placed below */
    if (!propagate(g)) return 0;
    if (g->left == 0) {
        solution = *g;
        return 1;
    }
    for (i = 0; i < CELLS; i++) { /* MRV: every empty cell has 2 or more digits now */
        int n;
        if (g->digit[i] != 0) continue;
        n = bits_in[fitting(g, i)];
        if (n < fewest) {
            fewest = n;
            cell = i;
        }
    }
    for (fit = fitting(g, cell); fit != 0;) {
        unsigned bit = fit & -fit;
        struct grid child;
        fit ^= bit;
        COUNT(0, 1); /* a digit tried; the forced ones are placed, not tried */
        child = *g;
        place(&child, cell, bit);
        if (solve(&child)) return 1;
    }
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
 * Reads the next token: a puzzle into g, its givens checked against each other (returns 1),
 * or the word end (returns 0). A '\n' right after the token is left for the next token, so
 * line_no stays the puzzle's line.
 */
static int read_puzzle(struct grid *g) {
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
    for (cell = 0; cell < CELLS; cell++)
        if (token[cell] != '.' && (token[cell] < '1' || token[cell] > '9'))
            fail("a puzzle may hold only the digits 1-9 and '.'");
    memset(g, 0, sizeof *g);
    g->left = CELLS;
    for (cell = 0; cell < CELLS; cell++) {
        unsigned bit;
        if (token[cell] == '.') continue;
        bit = 1u << (token[cell] - '1');
        if ((fitting(g, cell) & bit) == 0)
            fail("two equal given digits in a row, a column or a box: no solution");
        place(g, cell, bit);
    }
    return 1;
}

static char digit_of(unsigned bit) {
    char d = '1';
    for (; bit > 1; bit >>= 1) d++;
    return d;
}

int main(void) {
    struct grid puzzle;
    int cell;
    make_tables();
    while (read_puzzle(&puzzle)) {
        if (!solve(&puzzle)) fail("the puzzle has no solution");
        if (out_len + CELLS + 1 > sizeof out_buf) flush_out();
        for (cell = 0; cell < CELLS; cell++) out_buf[out_len++] = digit_of(solution.digit[cell]);
        out_buf[out_len++] = '\n';
    }
    flush_out();
    return 0;
}
