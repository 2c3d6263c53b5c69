/*
 * Problem:  nqueens-unique (our own problem, judged locally only): for each N <= 15 before the
 *           terminating 0 (or the end of the input), the number of essentially different
 *           solutions of the N-queens puzzle. Two solutions are the same when one is an
 *           image of the other under one of the 8 symmetries of the board (4 rotations,
 *           4 reflections), so each class of images counts once (OEIS A002562:
 *           1, 0, 0, 1, 2, 1, 6, 12, 46, 92, ..., 285053 for N = 15).
 * Judges:   the local judge (2000 ms, 65536 KB); problems/nqueens-unique.md. The number of
 *           all solutions is the problem nqueens-count (solutions/nqueens-count.c).
 * Method:   Takaken-style classification (after Takahashi Kenji's 8-fold symmetry search).
 *           Bitmask backtracking row by row (the taken columns and the squares of the row
 *           attacked along each diagonal, one AND for the free columns) that finds one
 *           board per class, or a few, and then decides for each board found whether it
 *           represents its class: the representative is the smallest of the class's boards,
 *           comparing the column of row 0, then of row 1, and so on. Two kinds of classes:
 *            - corner classes: a queen on a corner (a solution has at most one: two corner
 *              queens would share a row, a column or the long diagonal). Turned so that the
 *              queen is at (0, 0), the class keeps two boards, mirror images of each other
 *              over the main diagonal. With a the column of the queen in row 1 and b the row
 *              of the queen in column 1 (a != b: (1, a) and (a, 1) share a diagonal), the
 *              search keeps the board with a < b: column 1 is closed in rows 2..a-1. Such a
 *              class always has 8 different boards, nothing to compare.
 *            - no corner queen: each side of the board holds one queen. Let B be the
 *              smallest distance of a side queen to the nearest corner of its side. The
 *              smallest board of the class has its row-0 queen in column B (no image can
 *              start lower), so the search puts the row-0 queen in column B, B < N-1-B (the
 *              first-row mirror cut), and no side queen nearer to a corner than B: columns
 *              0 and N-1 are closed in rows 1..B-1, and by row N-1-B both must be taken (a
 *              row with both still open ends the branch, a row with one open takes it); the
 *              last row allows columns B..N-1-B only. A board that passes is counted only
 *              when none of its 7 images is smaller. An image can tie with it in row 0 only
 *              when another side queen is also B from a corner; most boards have none and
 *              are counted at once as a class of 8, the others are compared with their
 *              images row by row (as Takaken compares with a rotation only when its first
 *              row can match). A board equal to its quarter-turn image has a class of 2
 *              boards, one equal to its half-turn image only a class of 4, all others 8; a
 *              reflection never leaves a board unchanged for N > 1. N = 1 is the single
 *              class of 1 board.
 *           Each distinct N is searched once and remembered (memo table).
 * Time:     exponential like every N-queens search. The corner and side rules cut only rows
 *           near the top and the bottom, so the search visits about half the nodes of the
 *           plain search with the first-row mirror cut, not an eighth (37 million at N = 15,
 *           about 290 000 boards classified; about as many as the search of
 *           steps/nqueens-count.6-symmetry.c). Every N from 1 to 15 in 0.35 to 0.47 s on the
 *           judge's machine (N = 15 alone about 0.3 s), under a quarter of the 2000 ms limit.
 * Memory:   O(N): the recursion, the queens of the board and a 16-entry table.
 * Input:    whitespace-separated integers, read as scanf("%d") reads them (several on one
 *           line, \r\n, blank lines, spaces and tabs are all fine; leading zeros too); a 0
 *           or the end of the input ends it, and nothing after the 0 is read. Errors (a
 *           token that is not an integer, N < 0, "-0", N > 15, an empty input): one line
 *           `error: ..., line L` on stderr (L: the line of the bad token, or the line where
 *           the input ended), exit status 1, the answers printed so far kept on stdout.
 * Verdict: AC
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 15 };

/* ---- the search ---- */

static int n;                   /* the board of the current search is n x n */
static unsigned all;            /* the n column bits: column c is bit c */
static unsigned sides;          /* the side columns 0 and n-1 */
static int bound1, bound2;      /* corner search: a; side search: B and n-1-B */
static unsigned last_row_allow; /* side search: columns B..n-1-B */
static unsigned queen[MAX_N];   /* side search: the column bit of each row's queen */
static long classes_of[9];      /* classes found, by their number of boards (8, 4, 2) */

/* the column of a single set bit (a compiler builtin where there is one) */
static int column_of(unsigned bit) {
#if defined(__GNUC__)
    return __builtin_ctz(bit);
#else
    int c = 0;
    while (bit >>= 1) c++;
    return c;
#endif
}

/* The board queen[] as columns by row (col) and as rows by column (row_of), m = n - 1. */
static int col[MAX_N], row_of[MAX_N], m;

/* The 7 symmetries other than the identity. */
typedef enum {
    QUARTER_TURN,       /* (r, c) -> (c, m-r) */
    HALF_TURN,          /* (r, c) -> (m-r, m-c) */
    THREE_QUARTER_TURN, /* (r, c) -> (m-c, r) */
    MIRROR_LEFT_RIGHT,  /* (r, c) -> (r, m-c) */
    MIRROR_TOP_BOTTOM,  /* (r, c) -> (m-r, c) */
    MIRROR_MAIN,        /* (r, c) -> (c, r) */
    MIRROR_ANTI,        /* (r, c) -> (m-c, m-r) */
    SYMMETRIES
} Symmetry;

/* The column of the queen in row x of the image of the board under s: the queen that lands
 * in row x comes from row_of[] (s swaps rows and columns) or from col[]. */
static int image_column(Symmetry s, int x) {
    switch (s) {
    case QUARTER_TURN:
        return m - row_of[x];
    case HALF_TURN:
        return m - col[m - x];
    case THREE_QUARTER_TURN:
        return row_of[m - x];
    case MIRROR_LEFT_RIGHT:
        return m - col[x];
    case MIRROR_TOP_BOTTOM:
        return col[m - x];
    case MIRROR_MAIN:
        return row_of[x];
    default:
        return m - row_of[m - x]; /* MIRROR_ANTI */
    }
}

/* < 0 when the image under s is smaller than the board, 0 when equal, > 0 when larger:
 * first differing row, compared by column. Most images differ in row 0 already. */
static int compare_image(Symmetry s) {
    for (int x = 0; x < n; x++) {
        int d = image_column(s, x) - col[x];
        if (d != 0) return d;
    }
    return 0;
}

/* A full board without a corner queen passed the side rules: count its class here if it is
 * the smallest board of the class, with the class's size. */
static void classify_board(void) {
    /* The row 0 of an image holds the queen of another side (or of the top, mirrored), so an
       image can tie with the board in row 0, or beat it later, only when another side queen
       is B from a corner: the left or right queen in row B or n-1-B, or the bottom queen in
       column B or n-1-B. Most boards have none: the smallest of 8 different boards. */
    unsigned ties =
        ((queen[bound1] | queen[bound2]) & sides) | (queen[n - 1] & (1u << bound1 | 1u << bound2));
    if (ties == 0) {
        classes_of[8]++;
        return;
    }
    m = n - 1;
    for (int r = 0; r < n; r++) {
        col[r] = column_of(queen[r]);
        row_of[col[r]] = r;
    }
    bool quarter_turn_keeps = false, half_turn_keeps = false;
    for (Symmetry s = QUARTER_TURN; s < SYMMETRIES; s++) {
        int d = compare_image(s);
        if (d < 0) return; /* a smaller board of the class is (or was) counted instead */
        if (d == 0 && s == QUARTER_TURN) quarter_turn_keeps = true;
        if (d == 0 && s == HALF_TURN) half_turn_keeps = true;
    }
    /* a board kept by k of the 8 symmetries has 8 / k different images */
    classes_of[quarter_turn_keeps ? 2 : half_turn_keeps ? 4 : 8]++;
}

/*
 * The search. A node is a row with its queen still to place: free_cols, the columns open to
 * it (never empty); cols, the taken columns; left and right, the squares of the row attacked
 * along a diagonal by a queen above (they move one column per row, hence the shifts). The
 * open columns of the next row are worked out before going down, so a queen that leaves the
 * next row nothing open is dropped at once: most branches end that way, a call sooner.
 */

/* Corner search, queens at (0, 0) and (1, a) with a = bound1: the columns open in `row`. */
static unsigned corner_open(int row, unsigned cols, unsigned left, unsigned right) {
    unsigned open = all & ~(cols | left | right);
    return row < bound1 ? open & ~2u : open; /* a < b: column 1 stays empty above row a */
}

static void corner_rows(int row, unsigned free_cols, unsigned cols, unsigned left, unsigned right) {
    if (row == n - 1) { /* a column is open in the last row: a board, one class of 8 */
        classes_of[8]++;
        return;
    }
    do {
        unsigned bit = free_cols & -free_cols; /* the lowest open column */
        free_cols ^= bit;
        unsigned c = cols | bit, l = (left | bit) << 1, r = (right | bit) >> 1;
        unsigned next = corner_open(row + 1, c, l, r);
        if (next != 0) corner_rows(row + 1, next, c, l, r);
    } while (free_cols != 0);
}

/* Side search, the row-0 queen at column B = bound1, bound2 = n-1-B: the columns open in
 * `row` when no side queen may stand nearer than B to a corner. */
static unsigned side_open(int row, unsigned cols, unsigned left, unsigned right) {
    unsigned open = all & ~(cols | left | right);
    if (row < bound1) return open & ~sides; /* too near the top corners for a side queen */
    if (row == bound2) {
        /* the last row where a side queen may stand (below it they are too near the bottom
           corners): both side columns still empty means two queens for one row */
        unsigned open_sides = sides & ~cols;
        if (open_sides == sides) return 0;
        return open_sides != 0 ? open & open_sides : open;
    }
    if (row == n - 1) return open & last_row_allow; /* the bottom queen B or more from both */
    return open;
}

static void side_rows(int row, unsigned free_cols, unsigned cols, unsigned left, unsigned right) {
    if (row == n - 1) { /* the last queen has its column: the board is complete */
        queen[row] = free_cols;
        classify_board();
        return;
    }
    do {
        unsigned bit = free_cols & -free_cols;
        free_cols ^= bit;
        queen[row] = bit;
        unsigned c = cols | bit, l = (left | bit) << 1, r = (right | bit) >> 1;
        unsigned next = side_open(row + 1, c, l, r);
        if (next != 0) side_rows(row + 1, next, c, l, r);
    } while (free_cols != 0);
}

static long count_classes(int size) {
    if (size == 1) return 1; /* one board, which every symmetry keeps */
    n = size;
    all = (1u << n) - 1;
    sides = 1u | 1u << (n - 1);
    for (int k = 0; k < 9; k++) classes_of[k] = 0;

    /* corner classes: (0, 0) is bit 1; the row-1 queen at column a = bound1 >= 2 (a = 1
       would share a diagonal with it) */
    for (bound1 = 2; bound1 < n; bound1++) {
        unsigned c = 1u | 1u << bound1, l = 1u << 2 | 1u << (bound1 + 1), r = 1u << (bound1 - 1);
        unsigned open = corner_open(2, c, l, r);
        if (open != 0) corner_rows(2, open, c, l, r);
    }

    /* no-corner classes: the row-0 queen at column B = bound1, 1 <= B < n-1-B (B = n-1-B
       would put all four side queens in the middles of their sides: two share a column) */
    for (bound1 = 1, bound2 = n - 2; bound1 < bound2; bound1++, bound2--) {
        unsigned bit = 1u << bound1;
        last_row_allow = all & ~(bit - 1) & ((1u << (bound2 + 1)) - 1); /* columns B..n-1-B */
        queen[0] = bit;
        unsigned open = side_open(1, bit, bit << 1, bit >> 1);
        if (open != 0) side_rows(1, open, bit, bit << 1, bit >> 1);
    }
    return classes_of[8] + classes_of[4] + classes_of[2];
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
 * decimal digits (no '+', nothing glued to them). Returns false at the end of the input.
 * Values beyond TOO_BIG saturate there (out of range anyway, no overflow).
 */
static bool next_number(long *value) {
    const long TOO_BIG = 1000000;
    int c = getchar();
    for (; is_space(c); c = getchar())
        if (c == '\n') line_number++;
    if (c == EOF) return false;
    bool negative = c == '-';
    if (negative) c = getchar();
    if (c < '0' || c > '9') fail("expected an integer N");
    long v = 0;
    for (; c >= '0' && c <= '9'; c = getchar())
        if (v < TOO_BIG) v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer N");
    if (negative && v == 0) fail("-0 is not the terminating 0");
    ungetc(c, stdin); /* a '\n' right after the number counts for the next token's line */
    *value = negative ? -v : v;
    return true;
}

int main(void) {
    static long memo[MAX_N + 1];
    static bool known[MAX_N + 1];
    bool any_number = false;
    long n_read;
    while (next_number(&n_read)) {
        any_number = true;
        if (n_read == 0) break; /* the end: nothing after the 0 is read */
        if (n_read < 0 || n_read > MAX_N) fail("N must be between 1 and 15 (0 ends the input)");
        if (!known[n_read]) {
            memo[n_read] = count_classes((int)n_read);
            known[n_read] = true;
        }
        printf("%ld\n", memo[n_read]);
    }
    if (!any_number) fail("empty input, expected N");
    return fflush(stdout) != 0;
}
