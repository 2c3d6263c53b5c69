/*
 * nqueens-count, teaching step 2: mark arrays instead of scanning.
 *
 * Method: the same row-by-row backtracking as nqueens-count.1-naive.c, but three arrays
 * remember which columns and diagonals are taken: col_used[c], sum_used[r + c] (the
 * anti-diagonals, where r + c is constant) and diff_used[r - c + N - 1] (the diagonals,
 * where r - c is constant). Checking a square becomes O(1) instead of O(N); placing and
 * removing a queen sets and clears three marks. First-row mirror symmetry as before.
 * Complexity: the same search tree as step 1 (exponential, about 6x bigger for each +1 in N
 * near N = 15), but O(1) work per node.
 * Memory O(N).
 * Maximum N: 18 (any N up to 18 is counted exactly; N = 15 takes about 6 s and N = 16
 * 40 s on the reference machine of scripts/bench, N = 18 about half an hour).
 * Verdict: TLE (the committed cases that ask N = 15 need 6 to 8 s: over twice the 2500 ms
 * limit, so it stays TLE on a machine twice as fast).
 *
 * I/O (problems/nqueens-count.md): integers N separated by any whitespace, as scanf reads
 * them (one a line, or several on a line); a 0 or the end of the input ends it, and nothing
 * after the 0 is read; one count per N. Each distinct N is computed once (memo table). Bad
 * input (a token that is not an integer, N < 0, "-0", N > 18, empty input): one line
 * `error: ..., line L` on stderr (L: the line of the bad token, or where the input ended) and
 * exit status 1, after the answers already printed.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 18 };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

/* ---- counting ---- */

static bool col_used[MAX_N];
static bool sum_used[2 * MAX_N - 1];  /* anti-diagonals: row + col is constant */
static bool diff_used[2 * MAX_N - 1]; /* diagonals: row - col is constant (shifted by n - 1) */

static void set_marks(int n, int row, int col, bool value) {
    col_used[col] = value;
    sum_used[row + col] = value;
    diff_used[row - col + n - 1] = value;
}

static bool is_free(int n, int row, int col) {
    return !col_used[col] && !sum_used[row + col] && !diff_used[row - col + n - 1];
}

/* number of ways to complete rows row..n-1 */
static uint64_t place_rows(int n, int row) {
    COUNT(1, row < n ? n : 0); /* a node; an inner node tries the n squares of its row */
    if (row == n) return 1;
    uint64_t count = 0;
    for (int col = 0; col < n; col++) {
        if (!is_free(n, row, col)) continue;
        set_marks(n, row, col, true);
        count += place_rows(n, row + 1);
        set_marks(n, row, col, false);
    }
    return count;
}

/* solutions with the first-row queen in column col */
static uint64_t count_with_first(int n, int col) {
    set_marks(n, 0, col, true);
    uint64_t count = place_rows(n, 1);
    set_marks(n, 0, col, false);
    return count;
}

static uint64_t count_solutions(int n) {
    uint64_t total = 0;
    COUNT(1, (n + 1) / 2); /* the empty board: half of the first row is tried */
    for (int col = 0; col < n / 2; col++) total += 2 * count_with_first(n, col);
    if (n % 2 == 1) total += count_with_first(n, n / 2); /* middle column: its own mirror */
    return total;
}

/* ---- input: integers separated by any whitespace, as scanf reads them ---- */

static long line_number = 1; /* the line of the character read last */

static void fail(const char *what) {
    fflush(stdout); /* the answers already printed stay in front of the error */
    fprintf(stderr, "error: %s, line %ld\n", what, line_number);
    exit(1);
}

static bool is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/*
 * Reads the next whitespace-separated token, which must be an integer: an optional '-' and
 * decimal digits, nothing glued to them. Returns false at the end of the input. Values beyond
 * TOO_BIG saturate there (out of range anyway, no overflow).
 */
static bool next_number(long long *value) {
    const long long TOO_BIG = 1000000000;
    int c = getchar();
    for (; is_space(c); c = getchar())
        if (c == '\n') line_number++;
    if (c == EOF) return false;
    bool negative = c == '-';
    if (negative) c = getchar();
    if (c < '0' || c > '9') fail("expected an integer N");
    long long v = 0;
    for (; c >= '0' && c <= '9'; c = getchar())
        if (v < TOO_BIG) v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer N");
    if (negative && v == 0) fail("-0 is not the terminating 0");
    ungetc(c, stdin); /* a '\n' right after the number counts for the next token's line */
    *value = negative ? -v : v;
    return true;
}

int main(void) {
    static uint64_t memo[MAX_N + 1];
    static bool known[MAX_N + 1];
    bool any_number = false;
    long long n;
    while (next_number(&n)) {
        any_number = true;
        if (n == 0) break; /* the end: nothing after the 0 is read */
        if (n < 0 || n > MAX_N) fail("N must be between 1 and 18 (0 ends the input)");
        if (!known[n]) {
            memo[n] = count_solutions((int)n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (!any_number) fail("empty input, expected N");
    return 0;
}
