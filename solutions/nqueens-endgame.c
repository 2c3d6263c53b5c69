/*
 * Problem:  nqueens-endgame 皇后残局 / N-Queens Endgame (complete a partly placed n x n board)
 * Method:   mark the given queens (a clash in a row, column or diagonal means no solution), then
 *           backtrack row by row with column/diagonal marks, keeping given rows fixed. Columns
 *           are tried in ascending order, so completions come out in lexicographic order.
 * Time:     O(n!) worst case; the empty 12 x 12 board (14200 completions) takes milliseconds.
 * Memory:   O(n) plus a 64 KiB output buffer.
 * Input:    1 <= n <= 12, then n rows of exactly n characters 'Q' or '.', each a token
 *           separated by any whitespace, as scanf("%s") reads them. Anything else: one line
 *           `error: ..., line L` on stderr (L: the line of the bad token, or where the input
 *           ended), exit status 1.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 12, DIAGONALS = 2 * MAX_N - 1 };

static int n;
static int given[MAX_N]; /* column of the given queen in each row, -1 when none */
static int clash;        /* two given queens attack each other */
static int queen[MAX_N];
static int col_used[MAX_N], diag_used[DIAGONALS], anti_used[DIAGONALS];
static long total;

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

/* Ends a token at c: only whitespace or the end of the input may follow it. */
static void end_token(int c, const char *what) {
    if (c != EOF && !is_space(c)) fail(what);
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
}

/* The first token: one integer n in 1..MAX_N (no wraparound on long numbers). */
static void read_size(void) {
    int c = token_start();
    if (c == EOF) fail("empty input, n missing");
    int negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer n");
    int v = 0;
    for (; c >= '0' && c <= '9'; c = next_char())
        if (v <= MAX_N) v = v * 10 + (c - '0');
    end_token(c, "expected an integer n");
    if (negative || v < 1 || v > MAX_N) fail("n must be an integer from 1 to 12");
    n = v;
}

/* The next token: one board row, exactly n characters 'Q' or '.'. */
static void read_row(int row) {
    int c = token_start();
    if (c == EOF) fail("missing board row");
    int len = 0;
    for (; c == 'Q' || c == '.'; c = next_char(), len++) {
        if (len == n) fail("board row longer than n");
        if (c != 'Q') continue;
        if (given[row] >= 0) clash = 1; /* two queens in one row */
        given[row] = len;
    }
    end_token(c, "board row must hold only 'Q' and '.'");
    if (len < n) fail("board row shorter than n");
}

static void read_board(void) {
    read_size();
    for (int row = 0; row < n; row++) {
        given[row] = -1;
        read_row(row);
    }
    if (token_start() != EOF) fail("extra text after the board");
}

/* Sets the marks of a queen; false when one of its lines is taken already. */
static int mark(int row, int col, int on) {
    int diag = row - col + n - 1; /* offset n - 1 keeps the index in 0..2n-2 */
    int anti = row + col;
    if (on && (col_used[col] || diag_used[diag] || anti_used[anti])) return 0;
    col_used[col] = diag_used[diag] = anti_used[anti] = on;
    return 1;
}

static void put(const char *s, size_t len) {
    if (out_len + len > sizeof out_buf) flush_out();
    for (size_t i = 0; i < len; i++) out_buf[out_len++] = s[i];
}

static void print_solution(void) {
    char line[32]; /* holds "Solution k:" and one board row */
    int len = snprintf(line, sizeof line, "Solution %ld:\n", ++total);
    put(line, (size_t)len);
    for (int row = 0; row < n; row++) {
        for (int col = 0; col < n; col++) line[col] = col == queen[row] ? 'Q' : '.';
        line[n] = '\n';
        put(line, (size_t)n + 1);
    }
    put("\n", 1);
}

static void complete(int row) {
    if (row == n) {
        print_solution();
        return;
    }
    if (given[row] >= 0) { /* marked before the search */
        queen[row] = given[row];
        complete(row + 1);
        return;
    }
    for (int col = 0; col < n; col++) {
        if (!mark(row, col, 1)) continue;
        queen[row] = col;
        complete(row + 1);
        mark(row, col, 0); /* undo on backtrack */
    }
}

int main(void) {
    read_board();
    for (int row = 0; row < n && !clash; row++)
        if (given[row] >= 0 && !mark(row, given[row], 1)) clash = 1;
    if (!clash) complete(0);
    if (total == 0) {
        put("No solution\n", 12);
    } else {
        char line[32];
        int len = snprintf(line, sizeof line, "Total: %ld\n", total);
        put(line, (size_t)len);
    }
    flush_out();
    return 0;
}
