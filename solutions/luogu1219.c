/*
 * Problem:  luogu1219 八皇后 Checker Challenge (洛谷 P1219, USACO 1.5 checker): print the
 *           first three n-queens solutions in lexicographic order and the number of solutions.
 * Method:   backtrack over the rows with three bit masks (taken columns, taken diagonals in
 *           both directions, shifted by one per row). Free columns are taken lowest bit
 *           first, so solutions are met in lexicographic order: the first three are printed,
 *           the others only counted. No per-square test is left in the inner loop.
 * Time:     O(number of search nodes); n = 13 (73712 solutions) takes a few milliseconds.
 * Memory:   O(n).
 * Input:    one integer 6 <= n <= 13 (whitespace around it as scanf skips it). Anything
 *           else: one line `error: ..., line L` on stderr (L: the line of the bad token, or
 *           where the input ended), exit status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MIN_N = 6, MAX_N = 13, PRINTED = 3 };

static int n, all_columns;
static int queen_bit[MAX_N]; /* bit (1 << c) of the 0-based column c of each row's queen */
static long total;

static unsigned char in_buf[1 << 12];
static size_t in_len, in_pos;
static long line_no = 1; /* the line of the character read last */

static int next_char(void) {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return in_buf[in_pos++];
}

static void fail(const char *what) {
    fflush(stdout);
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

/* 1-based column of a one-bit mask. */
static int column_of(int bit) {
    int column = 1;
    while (bit > 1) bit >>= 1, column++;
    return column;
}

static void print_queens(void) {
    int row;
    for (row = 0; row < n; row++) printf(row == 0 ? "%d" : " %d", column_of(queen_bit[row]));
    putchar('\n');
}

/* columns: taken columns; left/right: squares of this row attacked along a diagonal by a
   queen above (the masks move one column per row, so they are shifted on the way down). */
static void place(int row, int columns, int left, int right) {
    int candidates;
    if (row == n) {
        if (++total <= PRINTED) print_queens(); /* lexicographic order: the first three */
        return;
    }
    candidates = all_columns & ~(columns | left | right);
    while (candidates != 0) {
        int bit = candidates & -candidates; /* lowest column first */
        candidates -= bit;
        queen_bit[row] = bit; /* the column number is worked out only when printed */
        place(row + 1, columns | bit, ((left | bit) << 1) & all_columns, (right | bit) >> 1);
    }
}

int main(void) {
    long value;
    if (!next_number(MAX_N, &value)) fail("empty input, n missing");
    if (value < MIN_N) fail("n must be an integer from 6 to 13");
    if (token_start() != EOF) fail("extra text after n");
    n = (int)value;
    all_columns = (1 << n) - 1;
    place(0, 0, 0, 0);
    printf("%ld\n", total);
    return fflush(stdout) != 0;
}
