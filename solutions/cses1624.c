/*
 * Problem:  cses1624 Chessboard and Queens (CSES Problem Set 1624): count the placements of
 *           eight non-attacking queens on an 8 x 8 board that keep off its reserved squares.
 * Method:   backtrack over the rows with bit masks: the taken columns, and the squares of this
 *           row attacked along each diagonal (the masks move one column per row, so they are
 *           shifted on the way down). The free squares of each row are a mask too, so one AND
 *           gives the row's candidates: free[row] & ~(columns | left | right). A reserved
 *           square only keeps a queen off it; attacks pass over it.
 * Time:     O(number of search nodes); at most the 1965 inner nodes of the free board.
 * Memory:   O(1).
 * Input:    8 rows of exactly 8 characters `.` (free) or `*` (reserved), each a token as
 *           scanf("%s") reads it (any whitespace around it). Anything else: one line
 *           `error: ..., line L` on stderr (L: the line of the bad token, or where the input
 *           ended), exit status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { N = 8, ALL_COLUMNS = (1 << N) - 1 };

static int free_squares[N]; /* bit c set when column c of the row is free */
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

/* The next token: one board row, exactly 8 characters `.` (free) or `*` (reserved). */
static void read_row(int row) {
    int c = token_start(), len = 0;
    if (c == EOF) fail("missing board row");
    for (; c == '.' || c == '*'; c = next_char(), len++) {
        if (len == N) fail("board row longer than 8");
        if (c == '.') free_squares[row] |= 1 << len;
    }
    end_token(c, "board row must hold only '.' and '*'");
    if (len < N) fail("board row shorter than 8");
}

static void place(int row, int columns, int left, int right) {
    int candidates;
    if (row == N) {
        total++;
        return;
    }
    candidates = free_squares[row] & ~(columns | left | right); /* free and not attacked */
    while (candidates != 0) {
        int bit = candidates & -candidates; /* lowest column first */
        candidates -= bit;
        place(row + 1, columns | bit, ((left | bit) << 1) & ALL_COLUMNS, (right | bit) >> 1);
    }
}

int main(void) {
    int row;
    for (row = 0; row < N; row++) read_row(row);
    if (token_start() != EOF) fail("extra text after the board");
    place(0, 0, 0, 0);
    printf("%ld\n", total);
    return fflush(stdout) != 0;
}
