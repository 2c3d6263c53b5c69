/*
 * Problem:  poj3239 Solution to the n Queens Puzzle (POJ 3239) — classic mistake: no repairs.
 * Mistake:  the construction "even columns 2, 4, ..., then odd columns 1, 3, ..." is used
 *           for every n, without the two repairs for n mod 6 == 2 and n mod 6 == 3.
 * Why wrong: it is a solution for n = 10, 11, 12, 13, but for n = 8 it prints
 *           `2 4 6 8 1 3 5 7`, where the queens of rows 2 and 5 (columns 4 and 1) share a
 *           diagonal; the same happens for every n with n mod 6 equal to 2 or 3.
 * Caught by: testdata/poj3239/sample-1 (n = 8), rejected by scripts/checkers/poj3239.c.
 * Verdict: WA
 */
#include <stdio.h>
#include <stdlib.h>

#define MIN_N 8
#define MAX_N 1000000L

static unsigned char in_buf[1 << 12];
static size_t in_len, in_pos;
static char out_buf[1 << 16];
static size_t out_len;
static long line_no;

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

/*
 * Reads the next non-blank line, which must hold exactly one integer; returns 0 at the end of
 * the input. Negative values and values above max come back as -1 (no wraparound).
 */
static int next_number(long max, long *value) {
    for (;;) {
        int c = next_char();
        line_no++;
        if (c == EOF) return 0;
        while (c == ' ' || c == '\t' || c == '\r') c = next_char();
        if (c == '\n') continue; /* blank line */
        if (c == EOF) return 0;
        int negative = c == '-';
        if (negative) c = next_char();
        if (c < '0' || c > '9') fail("expected one integer");
        long v = 0;
        for (; c >= '0' && c <= '9'; c = next_char())
            if (v <= max) v = v * 10 + (c - '0');
        while (c == ' ' || c == '\t' || c == '\r') c = next_char();
        if (c != '\n' && c != EOF) fail("expected one integer");
        *value = negative || v > max ? -1 : v;
        return 1;
    }
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

/* Columns from, from + 2, ..., up to n, in this order. */
static void put_run(long from, long n, int *first) {
    for (long column = from; column <= n; column += 2) {
        put_column(column, *first);
        *first = 0;
    }
}

/* Evens 2, 4, ..., then odds 1, 3, ...: right only when n mod 6 is not 2 or 3. */
static void write_placement(long n) {
    int first = 1;
    put_run(2, n, &first);
    put_run(1, n, &first);
    out_buf[out_len++] = '\n'; /* put_column left room for it */
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
