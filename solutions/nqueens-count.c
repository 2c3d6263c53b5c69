/*
 * nqueens-count, teaching step 5: bitmasks (the 1.0x baseline of scripts/bench).
 *
 * Method: the row-by-row backtracking of steps 2-3, with the three mark arrays packed into
 * three machine words. For the current row, bit c of `cols` says column c is taken, bit c
 * of `left` / `right` says a queen above attacks (row, c) along a diagonal. All free squares
 * of the row are `all & ~(cols | left | right)`; the lowest one is `free & -free` (two's
 * complement: -x flips every bit above the lowest 1). Going one row down shifts the
 * diagonal masks by one column (left << 1, right >> 1). No array, no loop over columns that
 * are taken: the work per node is a handful of instructions. First-row mirror symmetry: the
 * left half of the first row is searched and doubled, the middle column (N odd) once.
 * Complexity: the same exponential search tree as the previous steps, O(1) tiny work per
 * node: 0.8 s at N = 15, 5 s at N = 16 on the reference machine of scripts/bench. Memory O(N).
 * Maximum N: 18 (any N up to 18 is counted exactly; N = 18 takes about 4 minutes).
 * Verdict: AC (the slowest committed case asks every N up to 15: 0.8 to 1.1 s, under half
 * the 2500 ms limit, so it stays AC on a machine twice as slow).
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

/* number of ways to fill the remaining rows; all = the n column bits */
static uint64_t count_rows(uint32_t all, uint32_t cols, uint32_t left, uint32_t right) {
    COUNT(1, 0);
    if (cols == all) return 1;
    uint64_t count = 0;
    for (uint32_t free_cols = all & ~(cols | left | right); free_cols != 0;) {
        uint32_t bit = free_cols & -free_cols; /* lowest free column */
        free_cols ^= bit;
        COUNT(0, 1); /* only the free squares are tried, one by one */
        count += count_rows(all, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return count;
}

static uint64_t count_solutions(int n) {
    const uint32_t all = (1u << n) - 1;
    uint64_t total = 0;
    COUNT(1, (n + 1) / 2);                  /* the empty board: half of the first row is tried */
    for (int col = 0; col < n / 2; col++) { /* left half of the first row, mirrored */
        uint32_t bit = 1u << col;
        total += 2 * count_rows(all, bit, bit << 1, bit >> 1);
    }
    if (n % 2 == 1) { /* the middle column is its own mirror image */
        uint32_t bit = 1u << (n / 2);
        total += count_rows(all, bit, bit << 1, bit >> 1);
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
