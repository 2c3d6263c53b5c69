/*
 * Problem:  nqueens-count — classic mistake: no memo, every line counted from scratch.
 * Mistake:  the count of N is computed again for every line that asks for it, instead of
 *           once per distinct N (a memo table, or a table of every N computed up front).
 * Why wrong: the answers are right, but the same N may come many times: a case with 300
 *           lines of N in 1..15 asks N = 15 about 20 times, and each search of the 15 x 15
 *           board takes close to a second: about 16 s in all. (Counting as in
 *           solutions/nqueens-count.bitmask.c, unchanged; see its header.)
 * Caught by: testdata/nqueens-count/repeats (300 random values in 1..15, N = 15 twenty
 *           times: about 16 s). repeats-eof (N = 15 three times, about 3 s) sits at the
 *           limit and may catch it first; every N up to 15 once (ascending) takes about 1 s.
 * Maximum N: 18
 * Verdict: TLE
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 18 };

/* ---- counting ---- */

/* number of ways to fill the remaining rows; all = the n column bits */
static uint64_t count_rows(uint32_t all, uint32_t cols, uint32_t left, uint32_t right) {
    if (cols == all) return 1;
    uint64_t count = 0;
    for (uint32_t free_cols = all & ~(cols | left | right); free_cols != 0;) {
        uint32_t bit = free_cols & -free_cols; /* lowest free column */
        free_cols ^= bit;
        count += count_rows(all, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return count;
}

static uint64_t count_solutions(int n) {
    const uint32_t all = (1u << n) - 1;
    uint64_t total = 0;
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
        printf("%" PRIu64 "\n", count_solutions((int)n)); /* the mistake: no memo */
    }
    if (!any_number) fail("empty input, expected N", line_number + 1);
    return 0;
}
