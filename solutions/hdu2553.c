/*
 * Problem:  hdu2553 N皇后问题 (HDU 2553, 2008 HZNU Programming Contest): for each N <= 10
 *           before the terminating 0, the number of ways to place N non-attacking queens on
 *           an N x N board (OEIS A000170).
 * Judges:   HDU 2553 (1000 ms, 32768 KB). The extended problem nqueens-count (N <= 15, end
 *           of file also ends the input) needs solutions/nqueens-count.c instead.
 * Method:   row-by-row backtracking with three bit masks: the taken columns and the squares
 *           of the current row attacked along each diagonal. One AND gives every free column
 *           of a row, the lowest set bit picks the next one. Each N is searched at most once
 *           and remembered (memo table), so repeated N cost a table look-up.
 * Time:     10-queens visits about 35 000 search nodes (under a millisecond); all of N = 1..10
 *           together take about as long. Every further query is O(1): the input size rules.
 * Memory:   O(N) for the recursion and an 11-entry table.
 * Input:    whitespace-separated integers, read as scanf("%d") reads them (several on one
 *           line, \r\n, blank lines and trailing spaces are all fine; leading zeros too), up
 *           to the first 0; what follows the 0 is not read. HDU's input always ends with its
 *           0 line, so an input that ends before the 0 is malformed: the answers to the
 *           numbers already read are printed, then the error. Errors (not an integer, N < 0,
 *           "-0", N > 10, no 0 before the end): one line `error: ..., line L` on stderr, exit
 *           status 1, the answers printed so far kept on stdout.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 10 };

/* ---- counting ---- */

/*
 * The number of ways to fill the rows that are still empty. all: the n column bits;
 * columns: the columns already taken; left, right: the squares of this row attacked along
 * a diagonal by a queen above. A queen attacks one column further left (right) on every row
 * down, so the diagonal masks shift by one column per row.
 */
static long count_rows(unsigned all, unsigned columns, unsigned left, unsigned right) {
    long count = 0;
    unsigned free_columns;
    if (columns == all) return 1; /* every row holds its queen */
    free_columns = all & ~(columns | left | right);
    while (free_columns != 0) {
        /* Two's complement: -x flips every bit above the lowest 1 of x, so x & -x keeps only
           that lowest 1: the leftmost free column, found without a loop over the columns. */
        unsigned bit = free_columns & -free_columns;
        free_columns ^= bit;
        count += count_rows(all, columns | bit, ((left | bit) << 1) & all, (right | bit) >> 1);
    }
    return count;
}

/* Each N is searched once; memo[N] < 0 means not computed yet. */
static long count_of(int n) {
    static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    if (memo[n] < 0) memo[n] = count_rows((1u << n) - 1, 0, 0, 0);
    return memo[n];
}

/* ---- input: integers separated by any whitespace, as scanf reads them ---- */

static long line_no = 1; /* the line of the character read last */

static void fail(const char *what) {
    fflush(stdout); /* the answers already printed stay in front of the error */
    fprintf(stderr, "error: %s, line %ld\n", what, line_no);
    exit(1);
}

static int is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/*
 * Reads the next whitespace-separated token, which must be an integer: an optional '-' and
 * decimal digits (no '+', no other character glued to it). Returns 0 at the end of the input.
 * Values beyond TOO_BIG saturate there (out of range anyway, no overflow).
 */
static int next_number(long *value) {
    const long TOO_BIG = 1000000;
    int c = getchar(), negative;
    long v = 0;
    for (; is_space(c); c = getchar())
        if (c == '\n') line_no++;
    if (c == EOF) return 0;
    negative = c == '-';
    if (negative) c = getchar();
    if (c < '0' || c > '9') fail("expected an integer N");
    for (; c >= '0' && c <= '9'; c = getchar())
        if (v < TOO_BIG) v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer N");
    if (negative && v == 0) fail("-0 is not the terminating 0");
    ungetc(c, stdin); /* a '\n' right after the number still counts for the line number */
    *value = negative ? -v : v;
    return 1;
}

int main(void) {
    long n;
    for (;;) {
        if (!next_number(&n)) fail("the input ended before the terminating 0");
        if (n == 0) break; /* the end: nothing after the 0 is read */
        if (n < 0 || n > MAX_N) fail("N must be between 1 and 10 (0 ends the input)");
        printf("%ld\n", count_of((int)n));
    }
    return fflush(stdout) != 0;
}
