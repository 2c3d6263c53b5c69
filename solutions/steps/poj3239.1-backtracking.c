/*
 * Problem:  poj3239 Solution to the n Queens Puzzle (POJ 3239) — teaching step: plain search.
 * Method:   the textbook backtracking (mark arrays, columns tried in ascending order) stopped
 *           at its first solution, the lexicographically smallest placement. Written as a
 *           loop with an explicit stack so that a deep search cannot overflow the call stack.
 * Why slow: the number of dead ends before the first solution grows exponentially and very
 *           unevenly with n: small n take microseconds, but some n around 30 need seconds and
 *           many n below 300 would need years. Only a construction (poj3239.c) is safe.
 * Time:     exponential in n.
 * Memory:   O(n).
 * Input:    numbers 8 <= n <= 10^6 separated by any whitespace, as scanf reads them (one a
 *           line, or several on a line), then a 0 (nothing after it is read; the end of the
 *           input also ends it). Anything else, and an empty input: one line
 *           `error: ..., line L` on stderr (L: the line of the bad token, or where the input
 *           ended), exit status 1, after the answers to the earlier numbers.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: TLE
 */
#include <stdio.h>
#include <stdlib.h>

#define MIN_N 8
#define MAX_N 1000000L

static unsigned char in_buf[1 << 12];
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

/* Answers already printed stay on stdout; the error names the current line. */
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

/* Appends the column of the next row: a space before every column but the first. */
static void put_column(long column, int first) {
    char digits[24];
    int len = 0;
    if (out_len + sizeof digits > sizeof out_buf) flush_out();
    if (!first) out_buf[out_len++] = ' ';
    do digits[len++] = (char)('0' + column % 10);
    while ((column /= 10) != 0);
    while (len > 0) out_buf[out_len++] = digits[--len];
}

static long *queen;                            /* 0-based column per row, -1: none */
static char *col_used, *diag_used, *anti_used; /* column and diagonal marks */

static void *allocate(size_t count) {
    void *block = calloc(count, 1);
    if (block == NULL) fail("out of memory");
    return block;
}

static void set_marks(long n, long row, long col, char on) {
    col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = on;
}

static int is_free(long n, long row, long col) {
    return !col_used[col] && !diag_used[row - col + n - 1] && !anti_used[row + col];
}

/* Depth-first search for the first placement: queen[row] remembers where to resume. */
static void search(long n) {
    long row = 0;
    queen[0] = -1;
    while (row < n) {
        long col = queen[row] + 1;
        if (queen[row] >= 0) set_marks(n, row, queen[row], 0); /* lift it, try further right */
        while (col < n && !is_free(n, row, col)) col++;
        if (col == n) { /* dead end: back to the row above (n >= 8 is solvable: row stays >= 0) */
            queen[row] = -1;
            row--;
            continue;
        }
        set_marks(n, row, col, 1);
        queen[row++] = col;
        if (row < n) queen[row] = -1;
    }
}

static void write_placement(long n) {
    long row;
    queen = (long *)allocate((size_t)n * sizeof *queen); /* C++ wants the casts from void * */
    col_used = (char *)allocate((size_t)n);
    diag_used = (char *)allocate((size_t)(2 * n - 1));
    anti_used = (char *)allocate((size_t)(2 * n - 1));
    search(n);
    for (row = 0; row < n; row++) put_column(queen[row] + 1, row == 0);
    out_buf[out_len++] = '\n'; /* put_column left room for it */
    free(queen);
    free(col_used);
    free(diag_used);
    free(anti_used);
}

int main(void) {
    long n;
    if (!next_number(MAX_N, &n)) fail("empty input, n missing");
    while (n != 0) {
        if (n < MIN_N) fail("n must be an integer from 8 to 1000000, or 0 to end");
        write_placement(n);
        if (!next_number(MAX_N, &n)) break; /* the end of the input also ends it */
    }
    flush_out();
    return ferror(stdout) != 0;
}
