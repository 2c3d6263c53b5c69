/*
 * Problem:  luogu1219 八皇后 Checker Challenge (洛谷 P1219) — teaching step: mark arrays.
 * Method:   the textbook backtracking: one queen per row, a column is free when its column
 *           and both diagonals are unmarked (three arrays, indexed by col, row + col and
 *           row - col + n - 1); mark, recurse, unmark. Columns are tried in ascending order,
 *           so the first three solutions met are the lexicographically first three.
 *           Correct and fast enough for n <= 13; luogu1219.c does the same search with bit
 *           masks, where one AND finds every free column of a row at once.
 * Time:     O(number of search nodes * n); n = 13 takes about 0.3 s, eight times the masks.
 * Memory:   O(n).
 * Input:    one integer 6 <= n <= 13 (whitespace around it as scanf skips it). Anything
 *           else: one line `error: ..., line L` on stderr (L: the line of the bad token, or
 *           where the input ended), exit status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MIN_N = 6, MAX_N = 13, PRINTED = 3, DIAGONALS = 2 * MAX_N - 1 };

static int n;
static int queen[MAX_N]; /* 1-based column of each row's queen on the current path */
static int col_used[MAX_N], diag_used[DIAGONALS], anti_used[DIAGONALS];
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

static void print_queens(void) {
    int row;
    for (row = 0; row < n; row++) printf(row == 0 ? "%d" : " %d", queen[row]);
    putchar('\n');
}

static void place(int row) {
    int col;
    if (row == n) {
        if (++total <= PRINTED) print_queens(); /* lexicographic order: the first three */
        return;
    }
    for (col = 0; col < n; col++) {
        int diag = row - col + n - 1; /* offset n - 1 keeps the index in 0..2n-2 */
        int anti = row + col;
        if (col_used[col] || diag_used[diag] || anti_used[anti]) continue;
        col_used[col] = diag_used[diag] = anti_used[anti] = 1;
        queen[row] = col + 1;
        place(row + 1);
        col_used[col] = diag_used[diag] = anti_used[anti] = 0; /* undo on backtrack */
    }
}

int main(void) {
    long value;
    if (!next_number(MAX_N, &value)) fail("empty input, n missing");
    if (value < MIN_N) fail("n must be an integer from 6 to 13");
    if (token_start() != EOF) fail("extra text after n");
    n = (int)value;
    place(0);
    printf("%ld\n", total);
    return fflush(stdout) != 0;
}
