/*
 * Problem:  noi1756 八皇后 / Eight Queens — classic mistake: a mark not undone on backtrack.
 * Mistake:  after trying a column the search clears the column and "\" diagonal marks but
 *           forgets to clear the "/" anti-diagonal mark. Every abandoned branch leaves its
 *           anti-diagonals blocked for the rest of the search.
 * Why wrong: later branches see attacks that are not there; on 8x8 the very first dead end
 *           already blocks enough anti-diagonals that none of the 92 boards is found, and
 *           every query prints an empty (all-zero) table line instead of a queen string.
 * Caught by: every committed case: testdata/noi1756/every-b first (by name), sample-1 too.
 * Verdict: WA
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 8, SOLUTIONS = 92, DIAGONALS = 2 * N - 1, LINE_LEN = N + 1 };
#define T_MAX 1000000000000000000ULL

static char queen_strings[SOLUTIONS][LINE_LEN]; /* "b1..b8\n", not NUL-terminated */
static char current[LINE_LEN];
static int found;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

/* Queen string: character `row` is the 1-based column of that row's queen, as a digit. */
static void place(int row) {
    if (row == N) {
        current[N] = '\n';
        memcpy(queen_strings[found++], current, LINE_LEN);
        return;
    }
    for (int col = 0; col < N; col++) {
        int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
        int anti = row + col;
        if (col_used[col] || diag_used[diag] || anti_used[anti]) continue;
        col_used[col] = diag_used[diag] = anti_used[anti] = 1;
        current[row] = (char)('1' + col);
        place(row + 1);
        col_used[col] = diag_used[diag] = 0; /* the mistake: anti_used[anti] stays 1 */
    }
}

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

/* Answers already printed stay on stdout; the error names the current line. */
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

/*
 * Reads the next non-blank line, which must hold exactly one integer; returns 0 at the end of
 * the input. Negative values and values above max come back as -1 (out of range, no wraparound).
 */
static int next_number(unsigned long long max, long long *value) {
    for (;;) {
        int c = next_char();
        line_no++;
        if (c == EOF) return 0;
        while (c == ' ' || c == '\t') c = next_char();
        if (c == '\n' || c == '\r' || c == EOF) {
            if (!rest_is_blank(c)) fail("expected one integer");
            continue;
        }
        int negative = c == '-';
        if (negative) c = next_char();
        if (c < '0' || c > '9') fail("expected one integer");
        unsigned long long v = 0;
        for (; c >= '0' && c <= '9'; c = next_char())
            if (v <= max) v = v * 10 + (unsigned)(c - '0');
        if (!rest_is_blank(c)) fail("expected one integer");
        *value = negative || v > max ? -1 : (long long)v;
        return 1;
    }
}

static void print_line(const char *line) {
    if (out_len + LINE_LEN > sizeof out_buf) flush_out();
    memcpy(out_buf + out_len, line, LINE_LEN);
    out_len += LINE_LEN;
}

int main(void) {
    place(0);
    long long t, b;
    if (!next_number(T_MAX, &t)) fail("empty input, t missing");
    if (t < 1) fail("t must be an integer from 1 to 10^18");
    for (long long i = 0; i < t; i++) {
        if (!next_number(SOLUTIONS, &b)) fail("fewer than t queries");
        if (b < 1) fail("b must be an integer from 1 to 92");
        print_line(queen_strings[b - 1]);
    }
    if (next_number(SOLUTIONS, &b)) fail("extra text after the last query");
    flush_out();
    return 0;
}
