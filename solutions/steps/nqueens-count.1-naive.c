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
 * Verdict: TLE (the committed data asks N = 15: about 19 s, far over the 2500 ms limit).
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
    COUNT(1, row < n ? n : 0); /* a node; an inner node tries the n squares of its row */
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
    COUNT(1, (n + 1) / 2);                  /* the empty board: half of the first row is tried */
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
