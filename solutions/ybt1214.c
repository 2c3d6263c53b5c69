/*
 * Problem:  ybt1214 八皇后 / Eight Queens (信息学奥赛一本通 1214; same task: OpenJudge NOI 2.5 1756)
 * Method:   backtrack once over the rows with column/diagonal marks; columns are tried in
 *           ascending order, so the 92 queen strings appear sorted and are stored as integers.
 *           Each query b prints the b-th integer. Buffered input and output.
 * Time:     one search of the 8x8 board, then O(1) per query.
 * Memory:   O(1) besides two 64 KiB I/O buffers.
 * Input:    t >= 1 (accepted up to 10^18), then t numbers 1 <= b <= 92, separated by any
 *           whitespace as scanf reads them (one a line, or several on a line). Anything
 *           else: one line `error: ..., line L` on stderr (L: the line of the bad token, or
 *           where the input ended), exit status 1, the answers before it kept.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { N = 8, SOLUTIONS = 92, DIAGONALS = 2 * N - 1 };
#define T_MAX 1000000000000000000ULL

static long queen_strings[SOLUTIONS];
static int found;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

/* Queen string b1..b8 is built digit by digit: prefix * 10 + (1-based column). */
static void place(int row, long prefix) {
    if (row == N) {
        queen_strings[found++] = prefix;
        return;
    }
    for (int col = 0; col < N; col++) {
        int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
        int anti = row + col;
        if (col_used[col] || diag_used[diag] || anti_used[anti]) continue;
        col_used[col] = diag_used[diag] = anti_used[anti] = 1;
        place(row + 1, prefix * 10 + col + 1);
        col_used[col] = diag_used[diag] = anti_used[anti] = 0; /* undo on backtrack */
    }
}

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

/* Answers already printed stay on stdout; the error names the current line. */
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

/*
 * Reads the next whitespace-separated token, as scanf reads numbers, which must be an integer:
 * an optional '-' and decimal digits, nothing glued to them. Returns 0 at the end of the input.
 * Negative values and values above max come back as -1 (out of range, no wraparound).
 */
static int next_number(unsigned long long max, long long *value) {
    int c = token_start();
    if (c == EOF) return 0;
    int negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer");
    unsigned long long v = 0;
    for (; c >= '0' && c <= '9'; c = next_char())
        if (v <= max) v = v * 10 + (unsigned)(c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer");
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
    *value = negative || v > max ? -1 : (long long)v;
    return 1;
}

static void print_queen_string(long s) {
    if (out_len + N + 1 > sizeof out_buf) flush_out();
    for (int i = N - 1; i >= 0; i--, s /= 10) out_buf[out_len + i] = (char)('0' + s % 10);
    out_buf[out_len + N] = '\n';
    out_len += N + 1;
}

int main(void) {
    place(0, 0); /* precompute the 92 strings once */
    long long t, b;
    if (!next_number(T_MAX, &t)) fail("empty input, t missing");
    if (t < 1) fail("t must be an integer from 1 to 10^18");
    for (long long i = 0; i < t; i++) {
        if (!next_number(SOLUTIONS, &b)) fail("fewer than t queries");
        if (b < 1) fail("b must be an integer from 1 to 92");
        print_queen_string(queen_strings[b - 1]);
    }
    if (token_start() != EOF) fail("extra text after the last query");
    flush_out();
    return 0;
}
