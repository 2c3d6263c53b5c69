/*
 * nqueens-count, teaching step 2: mark arrays instead of scanning.
 *
 * Method: the same row-by-row backtracking as nqueens-count.naive.c, but three arrays
 * remember which columns and diagonals are taken: col_used[c], sum_used[r + c] (the
 * anti-diagonals, where r + c is constant) and diff_used[r - c + N - 1] (the diagonals,
 * where r - c is constant). Checking a square becomes O(1) instead of O(N); placing and
 * removing a queen sets and clears three marks. First-row mirror symmetry as before.
 * Complexity: the same search tree as step 1 (exponential, about 6x bigger for each +1 in N
 * near N = 15), but O(1) work per node.
 * Memory O(N).
 * Maximum N: 18 (any N up to 18 is counted exactly; N = 15 takes about 6 s and N = 16
 * 40 s on the reference machine of scripts/bench, N = 18 about half an hour).
 * Verdict: TLE (the committed cases that ask N = 15 need 6 to 8 s: over twice the 3000 ms
 * limit, so it stays TLE on a machine twice as fast).
 *
 * I/O (problems/nqueens-count.md): lines with one integer N each; a line `0` or the end of
 * the input ends it; one count per N. Each distinct N is computed once (memo table). Bad
 * input (not a single integer, N < 0 or N > 18, empty input): one line `error: ..., line L`
 * on stderr and exit status 1, after the answers already printed. Accepted: \r\n, spaces and
 * tabs at line ends, blank lines, a missing final newline.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 18 };

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
    for (int col = 0; col < n / 2; col++) total += 2 * count_with_first(n, col);
    if (n % 2 == 1) total += count_with_first(n, n / 2); /* middle column: its own mirror */
    return total;
}

/* ---- input: one integer a line ---- */

typedef enum { LINE_NUMBER, LINE_BLANK, LINE_BAD, LINE_END } LineKind;

static long line_number = 0;

/* Reads one line: '-'? digits, then only spaces, tabs or '\r'. Big values saturate at
 * TOO_BIG, which is out of range anyway. */
static LineKind read_line(long long *value) {
    const long long TOO_BIG = 1000000000;
    int c = getchar();
    if (c == EOF) return LINE_END;
    line_number++;
    while (c == ' ' || c == '\t') c = getchar(); /* leading blanks, as elsewhere */
    bool negative = false, digits = false, junk = false;
    long long v = 0;
    if (c == '-') {
        negative = true;
        c = getchar();
    }
    for (; c >= '0' && c <= '9'; c = getchar()) {
        digits = true;
        v = v * 10 + (c - '0');
        if (v > TOO_BIG) v = TOO_BIG;
    }
    while (c == ' ' || c == '\t' || c == '\r') c = getchar();
    for (; c != '\n' && c != EOF; c = getchar()) junk = true;
    if (!digits && !negative && !junk) return LINE_BLANK;
    if (!digits || junk || (negative && v == 0)) return LINE_BAD; /* "-0" is no N, not the end */
    *value = negative ? -v : v;
    return LINE_NUMBER;
}

static void fail(const char *what, long line) {
    fflush(stdout);
    fprintf(stderr, "error: %s, line %ld\n", what, line);
    exit(1);
}

int main(void) {
    static uint64_t memo[MAX_N + 1];
    static bool known[MAX_N + 1];
    bool any_number = false;
    for (;;) {
        long long n = 0;
        LineKind kind = read_line(&n);
        if (kind == LINE_END) break;
        if (kind == LINE_BLANK) continue;
        if (kind == LINE_BAD) fail("expected one integer N", line_number);
        any_number = true;
        if (n == 0) break;
        if (n < 0 || n > MAX_N) fail("N must be between 1 and 18 (0 ends the input)", line_number);
        if (!known[n]) {
            memo[n] = count_solutions((int)n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (!any_number) fail("empty input, expected N", line_number + 1);
    return 0;
}
