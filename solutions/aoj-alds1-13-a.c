/*
 * Problem:  aoj-alds1-13-a 8 Queens Problem (AOJ ALDS1_13_A): complete a board on which k
 *           queens are placed already; exactly one completion exists.
 * Method:   check the given queens (two in a row, a column or a diagonal: no completion),
 *           mark them, then backtrack row by row with column/diagonal marks, keeping the
 *           given rows fixed, and stop at the first completion. Columns are tried in
 *           ascending order, so if the input allowed several completions (outside the
 *           contract) the lexicographically smallest would be printed.
 * Time:     one search of the 8x8 board at most.
 * Memory:   O(1).
 * Input:    0 <= k <= 8, then k queens `r c` with 0 <= r, c <= 7: 2k + 1 integers separated
 *           by any whitespace, as scanf reads them (one queen a line, or several on a line).
 *           Anything else, and a placement with no completion: one line `error: ..., line L`
 *           on stderr (L: the line of the bad token, or where the input ended), exit 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { N = 8, DIAGONALS = 2 * N - 1, NONE = -1 };

static int queen[N];       /* column of each row's queen, NONE while free */
static long given_line[N]; /* input line of each row's given queen, 0 when none */
static long last_queen_line;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

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

static int mark(int row, int col, int on) {
    int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
    int anti = row + col;
    if (on && (col_used[col] || diag_used[diag] || anti_used[anti])) return 0;
    col_used[col] = diag_used[diag] = anti_used[anti] = on;
    return 1;
}

/* The next r or c of a given queen: an integer from 0 to 7. */
static int next_coordinate(void) {
    long value;
    if (!next_number(N - 1, &value)) fail("fewer than k queens");
    if (value < 0) fail("r and c must be integers from 0 to 7");
    return (int)value;
}

/* Every given queen is marked as it is read, so a clash is found on the line of its c. */
static void read_queens(void) {
    long k, i;
    int row, col;
    for (row = 0; row < N; row++) queen[row] = NONE;
    if (!next_number(N, &k)) fail("empty input, k missing");
    if (k < 0) fail("k must be an integer from 0 to 8");
    for (i = 0; i < k; i++) {
        row = next_coordinate();
        col = next_coordinate();
        if (queen[row] != NONE) fail("two queens in one row: no completion");
        if (!mark(row, col, 1)) fail("the queen attacks a queen given before: no completion");
        queen[row] = col;
        given_line[row] = last_queen_line = line_no;
    }
    if (token_start() != EOF) fail("extra text after the k queens");
}

/* Fills the free rows from `row` on; 1 when the board is complete. */
static int complete(int row) {
    int col;
    if (row == N) return 1;
    if (given_line[row] != 0) return complete(row + 1);
    for (col = 0; col < N; col++) {
        if (!mark(row, col, 1)) continue;
        queen[row] = col;
        if (complete(row + 1)) return 1;
        mark(row, col, 0); /* undo on backtrack */
    }
    queen[row] = NONE;
    return 0;
}

int main(void) {
    int row, col;
    read_queens();
    if (!complete(0)) {
        line_no = last_queen_line; /* the placement fails as a whole: name its last line */
        fail("no completion of the given queens");
    }
    for (row = 0; row < N; row++) {
        char line[N + 2];
        for (col = 0; col < N; col++) line[col] = col == queen[row] ? 'Q' : '.';
        line[N] = '\n';
        line[N + 1] = '\0';
        fputs(line, stdout);
    }
    return fflush(stdout) != 0;
}
