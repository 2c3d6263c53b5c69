/*
 * Problem:  nqueens-endgame 皇后残局 — classic mistake: given queens not checked against each other.
 * Mistake:  the given queens' columns and diagonals are marked before the search, but the
 *           program never asks whether a line was marked already, i.e. whether two given
 *           queens attack each other (same column or same diagonal).
 * Why wrong: such a board has no solution, yet the search fills the free rows around the
 *           marks and prints "completions" in which two given queens attack each other.
 * Caught by: testdata/nqueens-endgame/conflict-anti-12 (first by name) and the other
 *           conflict-col/-diag/-anti cases whose free rows can still be filled.
 * Verdict: WA
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

static void fail(const char *what) {
    flush_out();
    fprintf(stderr, "error: %s, line %ld\n", what, line_no);
    exit(1);
}

/* Consumes trailing spaces, tabs and '\r'; true when the line ends there. */
static int rest_is_blank(int c) {
    while (c == ' ' || c == '\t' || c == '\r') c = next_char();
    return c == '\n' || c == EOF;
}

/* First non-blank line: one integer n in 1..MAX_N (no wraparound on long numbers). */
static void read_size(void) {
    for (;;) {
        int c = next_char();
        line_no++;
        if (c == EOF) fail("empty input, n missing");
        while (c == ' ' || c == '\t') c = next_char();
        if (c == '\n' || c == '\r' || c == EOF) {
            if (!rest_is_blank(c)) fail("expected one integer n");
            continue;
        }
        int negative = c == '-';
        if (negative) c = next_char();
        if (c < '0' || c > '9') fail("expected one integer n");
        int v = 0;
        for (; c >= '0' && c <= '9'; c = next_char())
            if (v <= MAX_N) v = v * 10 + (c - '0');
        if (!rest_is_blank(c)) fail("expected one integer n");
        if (negative || v < 1 || v > MAX_N) fail("n must be an integer from 1 to 12");
        n = v;
        return;
    }
}

/* Next non-blank line: exactly n characters 'Q' or '.', then only trailing blanks. */
static void read_row(int row) {
    for (;;) {
        int c = next_char();
        line_no++;
        if (c == EOF) fail("missing board row");
        int len = 0;
        for (; c == 'Q' || c == '.'; c = next_char(), len++) {
            if (len == n) fail("board row longer than n");
            if (c != 'Q') continue;
            if (given[row] >= 0) clash = 1; /* two queens in one row */
            given[row] = len;
        }
        if (!rest_is_blank(c)) fail("board row must hold only 'Q' and '.'");
        if (len == 0) continue;
        if (len < n) fail("board row shorter than n");
        return;
    }
}

static void read_board(void) {
    read_size();
    for (int row = 0; row < n; row++) {
        given[row] = -1;
        read_row(row);
    }
    for (;;) {
        int c = next_char();
        line_no++;
        if (c == EOF) return;
        if (!rest_is_blank(c)) fail("extra text after the board");
    }
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
    for (int row = 0; row < n && !clash; row++) {
        int col = given[row];
        if (col < 0) continue;
        /* the mistake: the marks are set without asking whether they were set already */
        col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = 1;
    }
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
