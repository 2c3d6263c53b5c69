/*
 * Problem:  uva750 8 Queens Chess Problem (UVa 750, the backtracking example of Competitive
 *           Programming 3): one queen stands on a given square; print every placement of
 *           eight non-attacking queens that keeps it, as the rows of the queens of columns
 *           1..8, in lexicographic order.
 * Method:   backtracking column by column with row and diagonal marks. The given queen is
 *           marked before the search and its column skipped; rows are tried in ascending
 *           order, so the placements come out in lexicographic order of their row strings.
 *           Marks are undone on backtrack, so the board is clean again for the next dataset.
 * Time:     one search of the 8x8 board per dataset (at most 18 placements printed).
 * Memory:   O(1) besides two 64 KiB I/O buffers.
 * Input:    1 <= T <= 10000, then T squares `row column` (integers 1..8), separated by any
 *           whitespace as scanf reads them: the blank lines between datasets may be there
 *           or not. Anything else: one line `error: ..., line L` on stderr (L: the line of
 *           the bad token, or where the input ended), exit status 1, the output of the
 *           datasets before it kept.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { N = 8, DIAGONALS = 2 * N - 1, MAX_DATASETS = 10000 };

static int row_of[N]; /* the row of the queen in each column, 0-based */
static int given_col;
static int solutions;
static int row_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

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

/* The output of the datasets before stays on stdout; the error names the current line. */
static void fail(const char *what) {
    flush_out();
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

/*
 * Reads the next whitespace-separated token, as scanf reads numbers, which must be an integer:
 * an optional '-' and decimal digits, nothing glued to them. Returns 0 at the end of the input.
 * Negative values and values above max come back as -1 (out of range, no wraparound).
 */
static int next_number(long max, long *value) {
    int c = token_start(), negative;
    long v = 0;
    if (c == EOF) return 0;
    negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer");
    for (; c >= '0' && c <= '9'; c = next_char())
        if (v <= max) v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer");
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
    *value = negative || v > max ? -1 : v;
    return 1;
}

/* The row or the column of a dataset's square: an integer from 1 to 8, returned 0-based. */
static int next_coordinate(void) {
    long value;
    if (!next_number(N, &value)) fail("fewer datasets than announced");
    if (value < 1) fail("row and column must be integers from 1 to 8");
    return (int)value - 1;
}

static void put(const char *s, size_t len) {
    size_t i;
    if (out_len + len > sizeof out_buf) flush_out();
    for (i = 0; i < len; i++) out_buf[out_len++] = s[i];
}

/* Sets the marks of a queen; false when its row or a diagonal is taken already. */
static int mark(int row, int col, int on) {
    int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
    int anti = row + col;
    if (on && (row_used[row] || diag_used[diag] || anti_used[anti])) return 0;
    row_used[row] = diag_used[diag] = anti_used[anti] = on;
    return 1;
}

/* `%2d`, six spaces, then the 1-based rows of columns 1..8 separated by single spaces. */
static void print_solution(void) {
    char line[128]; /* 25 used; room for any int values, as sprintf (C90 has no snprintf) */
    int len = sprintf(line, "%2d      %d %d %d %d %d %d %d %d\n", ++solutions, row_of[0] + 1,
                      row_of[1] + 1, row_of[2] + 1, row_of[3] + 1, row_of[4] + 1, row_of[5] + 1,
                      row_of[6] + 1, row_of[7] + 1);
    put(line, (size_t)len);
}

static void place(int col) {
    int row;
    if (col == N) {
        print_solution();
        return;
    }
    if (col == given_col) { /* its queen is marked before the search */
        place(col + 1);
        return;
    }
    for (row = 0; row < N; row++) {
        if (!mark(row, col, 1)) continue;
        row_of[col] = row;
        place(col + 1);
        mark(row, col, 0); /* undo on backtrack */
    }
}

static const char header[] = "SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n";

int main(void) {
    long datasets, i;
    if (!next_number(MAX_DATASETS, &datasets)) fail("empty input, the number of datasets missing");
    if (datasets < 1) fail("the number of datasets must be an integer from 1 to 10000");
    for (i = 0; i < datasets; i++) {
        int row = next_coordinate();
        int col = next_coordinate();
        if (i > 0) put("\n", 1); /* an empty line between datasets, none after the last */
        put(header, sizeof header - 1);
        given_col = col;
        row_of[col] = row;
        mark(row, col, 1); /* the board is empty: this always succeeds */
        solutions = 0;
        place(0);
        mark(row, col, 0);
    }
    if (token_start() != EOF) fail("extra text after the last dataset");
    flush_out();
    return 0;
}
