/*
 * nqueens-count, teaching step 3: the mark-array search without recursion.
 *
 * Method: exactly the search of nqueens-count.marks.c (column and two diagonal mark arrays,
 * O(1) checks, first-row mirror symmetry), but the recursion is replaced by an explicit
 * stack: queen_col[row] is the queen of each placed row, next_col[row] the first column
 * still to try in that row. The loop either advances (place a queen, go one row down),
 * counts a full board, or backtracks (no column left: go one row up and move that queen
 * on). This is the shape to use when the recursion depth or the call overhead matters; in
 * C with N <= 18 the gain over recursion is small.
 * Complexity: the same search tree as step 2, O(1) work per node. Memory O(N).
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

/* solutions with the first-row queen in column first, searched with an explicit stack */
static uint64_t count_with_first(int n, int first) {
    int queen_col[MAX_N + 1], next_col[MAX_N + 1];
    uint64_t count = 0;
    set_marks(n, 0, first, true);
    int row = 1;
    next_col[row] = 0;
    while (row >= 1) {
        if (row == n) { /* full board: count it, then move the last queen on */
            count++;
            row--;
            if (row >= 1) set_marks(n, row, queen_col[row], false);
            continue;
        }
        int col = next_col[row];
        while (col < n && !is_free(n, row, col)) col++;
        if (col == n) { /* row exhausted: back to the row above and move its queen on */
            row--;
            if (row >= 1) set_marks(n, row, queen_col[row], false);
            continue;
        }
        queen_col[row] = col; /* advance: place the queen and go one row down */
        next_col[row] = col + 1;
        set_marks(n, row, col, true);
        row++;
        next_col[row] = 0;
    }
    set_marks(n, 0, first, false);
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
