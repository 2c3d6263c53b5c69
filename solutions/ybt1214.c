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
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { N = 8, SOLUTIONS = 92, DIAGONALS = 2 * N - 1 };
#define BILLION 1000000000L /* t, up to 10^18, is read in two parts: see next_big_number */

static long queen_strings[SOLUTIONS];
static int found;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

/* Queen string b1..b8 is built digit by digit: prefix * 10 + (1-based column). */
static void place(int row, long prefix) {
    int col;
    if (row == N) {
        queen_strings[found++] = prefix;
        return;
    }
    for (col = 0; col < N; col++) {
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
 * t may be up to 10^18, but C90 has no long long and a long may hold only 32 bits (it does on
 * Windows), so the value comes in two parts: *high * 10^9 + *low, with 0 <= *low < 10^9.
 * Negative values and values above max_high * 10^9 + max_low come back as *high = -1 (out of
 * range, no wraparound).
 */
static int next_big_number(long max_high, long max_low, long *high, long *low) {
    int c = token_start(), negative;
    long h = 0, l = 0;
    if (c == EOF) return 0;
    negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer");
    for (; c >= '0' && c <= '9'; c = next_char()) {
        if (h > max_high / 10) { /* above max with this digit, whatever follows: saturate */
            h = max_high + 1;
        } else { /* value * 10 + digit: the top digit of low moves into high */
            h = h * 10 + l / (BILLION / 10);
            l = l % (BILLION / 10) * 10 + (c - '0');
        }
    }
    if (c != EOF && !is_space(c)) fail("expected an integer");
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
    *high = negative || h > max_high || (h == max_high && l > max_low) ? -1 : h;
    *low = l;
    return 1;
}

/* The next number up to max < 10^9, read as next_big_number reads it: -1 when out of range. */
static int next_number(long max, long *value) {
    long high;
    if (!next_big_number(0, max, &high, value)) return 0;
    if (high < 0) *value = -1;
    return 1;
}

static void print_queen_string(long s) {
    int i;
    if (out_len + N + 1 > sizeof out_buf) flush_out();
    for (i = N - 1; i >= 0; i--, s /= 10) out_buf[out_len + i] = (char)('0' + s % 10);
    out_buf[out_len + N] = '\n';
    out_len += N + 1;
}

int main(void) {
    long t_high, t_low, i, j, b;
    place(0, 0); /* precompute the 92 strings once */
    if (!next_big_number(BILLION, 0, &t_high, &t_low)) fail("empty input, t missing");
    if (t_high < 0 || (t_high == 0 && t_low < 1)) fail("t must be an integer from 1 to 10^18");
    /* t = t_high * 10^9 + t_low queries: t_high blocks of 10^9 queries, then t_low more */
    for (i = 0; i <= t_high; i++) {
        long block = i < t_high ? BILLION : t_low;
        for (j = 0; j < block; j++) {
            if (!next_number(SOLUTIONS, &b)) fail("fewer than t queries");
            if (b < 1) fail("b must be an integer from 1 to 92");
            print_queen_string(queen_strings[b - 1]);
        }
    }
    if (token_start() != EOF) fail("extra text after the last query");
    flush_out();
    return 0;
}
