/*
 * nqueens-count, teaching step 1: the textbook backtracking.
 *
 * Method: place one queen per row, top to bottom. Before putting a queen on (row, col),
 * is_valid() scans every earlier row for a queen in the same column or on one of the two
 * diagonals. The only trick is the mirror symmetry of the first row: a solution whose first
 * queen is in the left half has a mirror image in the right half, so only the left half is
 * searched and counted twice (plus the middle column once when N is odd).
 * Complexity: exponential search tree (at most N! leaves; in practice it grows about 6x for
 * each +1 in N near N = 15), and every node costs an O(N) scan. Memory O(N).
 * Maximum N: 18 (any N up to 18 is accepted and counted exactly; N = 15 takes about 20 s
 * and N = 16 two minutes on the reference machine of scripts/bench, N = 18 hours).
 * Verdict: TLE (the committed data asks N = 15: about 19 s, far over the 3000 ms limit).
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

static int queen_col[MAX_N]; /* queen_col[r]: column of the queen in row r */

/* true when no queen of rows 0..row-1 attacks (row, col) */
static bool is_valid(int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = queen_col[r];
        if (c == col || row - r == col - c || row - r == c - col) return false;
    }
    return true;
}

/* number of ways to complete rows row..n-1 */
static uint64_t place_rows(int n, int row) {
    if (row == n) return 1;
    uint64_t count = 0;
    for (int col = 0; col < n; col++) {
        if (!is_valid(row, col)) continue;
        queen_col[row] = col;
        count += place_rows(n, row + 1);
    }
    return count;
}

static uint64_t count_solutions(int n) {
    uint64_t total = 0;
    for (int col = 0; col < n / 2; col++) { /* left half of the first row, mirrored */
        queen_col[0] = col;
        total += 2 * place_rows(n, 1);
    }
    if (n % 2 == 1) { /* the middle column is its own mirror image */
        queen_col[0] = n / 2;
        total += place_rows(n, 1);
    }
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
