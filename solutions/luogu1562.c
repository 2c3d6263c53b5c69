/*
 * Problem:  luogu1562 还是 N 皇后 / N-Queens Again (洛谷 P1562): count the placements of n
 *           non-attacking queens on an n x n board on which a queen may stand only on the
 *           squares marked `*`.
 * Method:   backtrack over the rows with bit masks: the taken columns, and the squares of this
 *           row attacked along each diagonal (the masks move one column per row, so they are
 *           shifted on the way down). The open squares of each row are a mask too, so one AND
 *           gives the row's candidates: open[row] & ~(columns | left | right). A closed square
 *           only keeps a queen off it; attacks pass over it.
 * Time:     O(number of search nodes); the open 14 x 14 board (27 million nodes, 365596
 *           placements) takes about 0.25 s.
 * Memory:   O(n).
 * Input:    1 <= n <= 14, then n rows of exactly n characters `*` or `.`, each a token as
 *           scanf("%s") reads it (any whitespace around it). Anything else: one line
 *           `error: ..., line L` on stderr (L: the line of the bad token, or where the input
 *           ended), exit status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 14 };

static int n, all_columns;
static int open_squares[MAX_N]; /* bit c set when a queen may stand in column c of the row */
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

/* Ends a token at c: only whitespace or the end of the input may follow it. */
static void end_token(int c, const char *what) {
    if (c != EOF && !is_space(c)) fail(what);
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
}

/* The first token: one integer n in 1..MAX_N (no wraparound on long numbers). */
static void read_size(void) {
    int c = token_start(), negative, v = 0;
    if (c == EOF) fail("empty input, n missing");
    negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer n");
    for (; c >= '0' && c <= '9'; c = next_char())
        if (v <= MAX_N) v = v * 10 + (c - '0');
    end_token(c, "expected an integer n");
    if (negative || v < 1 || v > MAX_N) fail("n must be an integer from 1 to 14");
    n = v;
}

/* The next token: one board row, exactly n characters `*` (open) or `.` (closed). */
static void read_row(int row) {
    int c = token_start(), len = 0;
    if (c == EOF) fail("missing board row");
    for (; c == '*' || c == '.'; c = next_char(), len++) {
        if (len == n) fail("board row longer than n");
        if (c == '*') open_squares[row] |= 1 << len;
    }
    end_token(c, "board row must hold only '*' and '.'");
    if (len < n) fail("board row shorter than n");
}

static void place(int row, int columns, int left, int right) {
    int candidates;
    if (row == n) {
        total++;
        return;
    }
    candidates = open_squares[row] & ~(columns | left | right); /* open and not attacked */
    while (candidates != 0) {
        int bit = candidates & -candidates; /* lowest column first */
        candidates -= bit;
        place(row + 1, columns | bit, ((left | bit) << 1) & all_columns, (right | bit) >> 1);
    }
}

int main(void) {
    int row;
    read_size();
    for (row = 0; row < n; row++) read_row(row);
    if (token_start() != EOF) fail("extra text after the board");
    all_columns = (1 << n) - 1;
    place(0, 0, 0, 0);
    printf("%ld\n", total);
    return fflush(stdout) != 0;
}
