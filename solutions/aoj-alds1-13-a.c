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
 * Input:    0 <= k <= 8, then k lines `r c` with 0 <= r, c <= 7. Anything else, and a
 *           placement with no completion: one line `error: ..., line L` on stderr, exit 1.
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
static long line_no;

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

/*
 * Reads the next non-blank line, which must hold exactly `count` integers; returns 0 at the
 * end of the input. Negative values and values above max come back as -1 (no wraparound).
 */
static int next_numbers(int count, long max, long *values) {
    for (;;) {
        int c = next_char();
        int got = 0;
        line_no++;
        for (;;) {
            while (c == ' ' || c == '\t' || c == '\r') c = next_char();
            if (c == '\n' || c == EOF) break;
            if (got == count)
                fail(count == 1 ? "expected one integer k" : "expected two integers r c");
            int negative = c == '-';
            if (negative) c = next_char();
            if (c < '0' || c > '9') fail("not an integer");
            long v = 0;
            for (; c >= '0' && c <= '9'; c = next_char())
                if (v <= max) v = v * 10 + (c - '0');
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != EOF) fail("not an integer");
            values[got++] = negative || v > max ? -1 : v;
        }
        if (got == count) return 1;
        if (got > 0) fail("expected two integers r c");
        if (c == EOF) return 0; /* blank lines are skipped; the end of input returns */
    }
}

/* Only blank lines may follow the last line read. */
static void expect_end(const char *after) {
    line_no++;
    for (int c = next_char(); c != EOF; c = next_char()) {
        if (c == '\n')
            line_no++;
        else if (c != ' ' && c != '\t' && c != '\r')
            fail(after);
    }
}

static int mark(int row, int col, int on) {
    int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
    int anti = row + col;
    if (on && (col_used[col] || diag_used[diag] || anti_used[anti])) return 0;
    col_used[col] = diag_used[diag] = anti_used[anti] = on;
    return 1;
}

/* Every given queen is marked as it is read, so a clash is found on its own line. */
static void read_queens(void) {
    long k, square[2];
    for (int row = 0; row < N; row++) queen[row] = NONE;
    if (!next_numbers(1, N, &k)) fail("empty input, k missing");
    if (k < 0) fail("k must be an integer from 0 to 8");
    for (long i = 0; i < k; i++) {
        if (!next_numbers(2, N - 1, square)) fail("fewer than k queens");
        if (square[0] < 0 || square[1] < 0) fail("r and c must be integers from 0 to 7");
        int row = (int)square[0], col = (int)square[1];
        if (queen[row] != NONE) fail("two queens in one row: no completion");
        if (!mark(row, col, 1)) fail("the queen attacks a queen given before: no completion");
        queen[row] = col;
        given_line[row] = last_queen_line = line_no;
    }
    expect_end("extra text after the k queens");
}

/* Fills the free rows from `row` on; 1 when the board is complete. */
static int complete(int row) {
    if (row == N) return 1;
    if (given_line[row] != 0) return complete(row + 1);
    for (int col = 0; col < N; col++) {
        if (!mark(row, col, 1)) continue;
        queen[row] = col;
        if (complete(row + 1)) return 1;
        mark(row, col, 0); /* undo on backtrack */
    }
    queen[row] = NONE;
    return 0;
}

int main(void) {
    read_queens();
    if (!complete(0)) {
        line_no = last_queen_line; /* the placement fails as a whole: name its last line */
        fail("no completion of the given queens");
    }
    for (int row = 0; row < N; row++) {
        char line[N + 2];
        for (int col = 0; col < N; col++) line[col] = col == queen[row] ? 'Q' : '.';
        line[N] = '\n';
        line[N + 1] = '\0';
        fputs(line, stdout);
    }
    return fflush(stdout) != 0;
}
