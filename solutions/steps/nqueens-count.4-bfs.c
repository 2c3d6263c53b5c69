/*
 * nqueens-count, teaching step 4: breadth-first search, and why it runs out of memory.
 *
 * Method: instead of going deep, build the rows one level at a time. A partial placement of
 * the first k rows is stored as a state of three bitmasks (taken columns, and the columns
 * attacked in the next row by the two diagonal directions: 12 bytes). Level k+1 is made by
 * expanding every state of level k with every free column; the count is the size of level
 * N. First-row mirror symmetry: one search starts from the left half of the first row (its
 * count doubled), one from the middle column when N is odd.
 * Complexity: the same number of nodes as the depth-first search, but all states of a level
 * are stored at once. The widest level is huge: 3.2 million states (39 MB) at N = 14,
 * 21 million (253 MB) at N = 15, 130 million (1.6 GB) at N = 16, while depth-first search
 * needs O(N) memory. States live in blocks of STATES_PER_BLOCK, so memory grows gradually
 * and a failed allocation is reported (`error: out of memory ...`) instead of crashing.
 * Maximum N: 15 (about 0.5 GB of memory at N = 15; above 15 the input is refused).
 * Verdict: MLE (the committed data asks N = 14 and N = 15, whose levels exceed 65536 KB).
 *
 * I/O (problems/nqueens-count.md): integers N separated by any whitespace, as scanf reads
 * them (one a line, or several on a line); a 0 or the end of the input ends it, and nothing
 * after the 0 is read; one count per N. Each distinct N is computed once (memo table). Bad
 * input (a token that is not an integer, N < 0, "-0", N > 15, empty input): one line
 * `error: ..., line L` on stderr (L: the line of the bad token, or where the input ended) and
 * exit status 1, after the answers already printed.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 15, STATES_PER_BLOCK = 1 << 16, MAX_BLOCKS = 1 << 16 };
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the search (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static long line_number = 1; /* the line of the character read last */
static void fail(const char *what);

/* ---- one level of the search: a growing list of states in fixed-size blocks ---- */

typedef struct {
    uint32_t cols, left, right; /* taken columns; columns attacked in the next row */
} State;

typedef struct {
    State *block[MAX_BLOCKS];
    size_t size; /* number of states */
} Level;

static void level_push(Level *level, State s) {
    COUNT(1, 1); /* a node, made from the one free square tried for it */
    size_t b = level->size / STATES_PER_BLOCK, i = level->size % STATES_PER_BLOCK;
    if (i == 0) {
        if (b == MAX_BLOCKS) fail("out of memory: too many partial placements");
        level->block[b] = malloc(sizeof(State) * STATES_PER_BLOCK);
        if (level->block[b] == NULL) fail("out of memory: too many partial placements");
    }
    level->block[b][i] = s;
    level->size++;
}

static State level_get(const Level *level, size_t k) {
    return level->block[k / STATES_PER_BLOCK][k % STATES_PER_BLOCK];
}

static void level_clear(Level *level) {
    size_t blocks = (level->size + STATES_PER_BLOCK - 1) / STATES_PER_BLOCK;
    for (size_t b = 0; b < blocks; b++) free(level->block[b]);
    level->size = 0;
}

/* ---- counting ---- */

static Level levels[2];

/* number of full boards grown from the first-row queens in first_cols, level by level */
static uint64_t count_breadth_first(int n, uint32_t first_cols) {
    const uint32_t all = (1u << n) - 1;
    Level *current = &levels[0], *next = &levels[1];
    for (uint32_t rest = first_cols; rest != 0; rest &= rest - 1) {
        uint32_t bit = rest & -rest;
        level_push(current, (State){bit, (bit << 1) & all, bit >> 1});
    }
    for (int row = 1; row < n; row++) {
        for (size_t k = 0; k < current->size; k++) {
            State s = level_get(current, k);
            for (uint32_t free_cols = all & ~(s.cols | s.left | s.right); free_cols != 0;
                 free_cols &= free_cols - 1) {
                uint32_t bit = free_cols & -free_cols;
                level_push(
                    next, (State){s.cols | bit, ((s.left | bit) << 1) & all, (s.right | bit) >> 1});
            }
        }
        level_clear(current);
        Level *swap = current;
        current = next;
        next = swap;
    }
    uint64_t count = current->size;
    level_clear(current);
    return count;
}

static uint64_t count_solutions(int n) {
    COUNT(1, 0); /* the empty board */
    uint32_t left_half = (1u << (n / 2)) - 1;
    uint64_t total = 2 * count_breadth_first(n, left_half);
    if (n % 2 == 1) total += count_breadth_first(n, 1u << (n / 2));
    return total;
}

/* ---- input: integers separated by any whitespace, as scanf reads them ---- */

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
        if (n < 0 || n > MAX_N) fail("N must be between 1 and 15 (0 ends the input)");
        if (!known[n]) {
            memo[n] = count_solutions((int)n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (!any_number) fail("empty input, expected N");
    return 0;
}
