/*
 * nqueens-count, teaching step 6: full 8-fold symmetry (Takaken style).
 *
 * Method: the bitmask backtracking of step 5, but each class of solutions that are images of
 * each other under the 8 symmetries of the square (4 rotations, 4 reflections) is found
 * about once, and counted with the size of its class. Two kinds of classes:
 *  - corner: a queen on a corner (a solution has at most one). Turn the class so that this
 *    queen is at (0, 0); two images remain, mirror images over the main diagonal. Let a be
 *    the column of the queen in row 1 and b the row of the queen in column 1 (a != b, the
 *    two queens would share a diagonal); keep the image with a < b by forbidding column 1 in
 *    rows 2..a-1 (BOUND1 pruning). Such a class always has 8 different images.
 *  - no corner queen: every side of the board holds exactly one queen. Let B >= 1 be the
 *    smallest distance of a side queen to a corner of its side; turn the class so that the
 *    queen of the first row is at column B (so B < N-1-B). Then no side queen may be closer
 *    than B to a corner: columns 0 and N-1 are forbidden in the rows above B and below
 *    N-1-B (BOUND1/BOUND2 side masks), so at row N-1-B a side column still empty must take
 *    the queen, and two empty ones end the branch; the last row only allows columns
 *    B..N-1-B (last-row mask). The few full boards that pass are compared with their 7
 *    images: the lexicographically smallest one represents the class; it counts 2 if a
 *    quarter turn leaves it unchanged, 4 if only the half turn does, else 8 (a mirror never
 *    leaves a solution unchanged for N > 1).
 * Complexity: still exponential. The masks only cut rows near the top and the bottom of the
 * board and most of the work is in the middle rows, so the gain over the mirror-only step 5
 * is about 2x, not 8x (scripts/bench). O(N) check per full board that passes the masks.
 * Memory O(N).
 * Maximum N: 18 (any N up to 18 is counted exactly; N = 18 takes about 2.5 minutes).
 * Verdict: AC (every N up to 15 in about 0.4 to 0.5 s of the 2500 ms limit).
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

typedef struct {
    int n;
    uint32_t all;           /* the n column bits */
    uint32_t forbid[MAX_N]; /* columns forbidden in each row by the pruning rules */
    uint32_t queen[MAX_N];  /* the queen of each placed row, as a column bit */
    int side_row;           /* no-corner search: the row n-1-b, see search_rows() */
    bool check_images;      /* no-corner search: compare full boards with their images */
    uint64_t total;         /* solutions counted so far (classes times class sizes) */
} Search;

/* index of the single set bit of bit (n <= 18 < 32): de Bruijn multiply and lookup */
static int column_of(uint32_t bit) {
    static const int position[32] = {0,  1,  28, 2,  29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,  8,
                                     31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6,  11, 5,  10, 9};
    return position[(uint32_t)(bit * 0x077CB531u) >> 27];
}

/* row r of the image number `image` of the board p (rows -> columns; inverse: columns -> rows) */
static int image_row(int image, const int *p, const int *inverse, int m, int r) {
    switch (image) {
    case 0:
        return m - p[r]; /* mirror left-right */
    case 1:
        return p[m - r]; /* mirror top-bottom */
    case 2:
        return m - p[m - r]; /* half turn */
    case 3:
        return inverse[r]; /* main-diagonal mirror */
    case 4:
        return m - inverse[m - r]; /* anti-diagonal mirror */
    case 5:
        return m - inverse[r]; /* quarter turn */
    default:
        return inverse[m - r]; /* three-quarter turn */
    }
}

/* size of the class of the full board s->queen if it is the lexicographically smallest of
 * its 8 images (as sequences rows -> columns), else 0. Most images already differ in the
 * first row, so the comparison stops early. */
static int class_size(const Search *s) {
    const int n = s->n, m = n - 1;
    int p[MAX_N], inverse[MAX_N];
    for (int r = 0; r < n; r++) {
        p[r] = column_of(s->queen[r]);
        inverse[p[r]] = r;
    }
    bool quarter_turn_fixed = false, half_turn_fixed = false;
    for (int image = 0; image < 7; image++) {
        int r = 0, q = 0;
        while (r < n && (q = image_row(image, p, inverse, m, r)) == p[r]) r++;
        if (r < n && q < p[r]) return 0; /* a smaller image represents the class */
        if (r == n && image == 5) quarter_turn_fixed = true;
        if (r == n && image == 2) half_turn_fixed = true;
    }
    return quarter_turn_fixed ? 2 : half_turn_fixed ? 4 : 8;
}

static void search_rows(Search *s, int row, uint32_t cols, uint32_t left, uint32_t right) {
    COUNT(1, 0);
    if (row == s->n) {
        s->total += s->check_images ? (uint64_t)class_size(s) : 8;
        return;
    }
    uint32_t free_cols = s->all & ~(cols | left | right | s->forbid[row]);
    if (row == s->side_row) { /* BOUND2: the side columns are forbidden below this row */
        uint32_t open_sides = (1u | 1u << (s->n - 1)) & ~cols;
        if (open_sides == (1u | 1u << (s->n - 1))) return; /* two side queens, one row left */
        if (open_sides != 0) free_cols &= open_sides;      /* the last one goes here */
    }
    while (free_cols != 0) {
        uint32_t bit = free_cols & -free_cols;
        free_cols ^= bit;
        COUNT(0, 1); /* only the free squares are tried, one by one */
        s->queen[row] = bit;
        search_rows(s, row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
}

/* places the first-row queen at column first_col and searches the other rows */
static void search_from(Search *s, int first_col) {
    COUNT(0, 1); /* the first-row square this class search starts from */
    uint32_t bit = 1u << first_col;
    s->queen[0] = bit;
    search_rows(s, 1, bit, bit << 1, bit >> 1);
}

static uint64_t count_solutions(int n) {
    COUNT(1, 0); /* the empty board */
    if (n == 1) return 1;
    Search s = {.n = n, .all = (1u << n) - 1, .side_row = -1};
    const uint32_t sides = 1u | 1u << (n - 1);

    /* corner classes: queen at (0, 0), row-1 queen at column a, column 1 empty above row a */
    for (int a = 2; a < n; a++) {
        for (int r = 0; r < n; r++) s.forbid[r] = 0;
        s.forbid[1] = s.all & ~(1u << a);
        for (int r = 2; r < a; r++) s.forbid[r] = 2u;
        search_from(&s, 0);
    }

    /* no-corner classes: first-row queen at column b, every side queen b or more from corners */
    s.check_images = true;
    for (int b = 1; b < n - 1 - b; b++) { /* b = n-1-b: four middle side queens, impossible */
        s.side_row = n - 1 - b;
        for (int r = 0; r < n; r++) s.forbid[r] = (r < b || r > n - 1 - b) ? sides : 0;
        uint32_t middle = (s.all >> b << b) & (s.all >> b); /* columns b..n-1-b */
        s.forbid[n - 1] |= s.all & ~middle;
        search_from(&s, b);
    }
    return s.total;
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
