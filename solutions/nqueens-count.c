/*
 * nqueens-count: the number of ways to place N non-attacking queens on an N x N board
 * (OEIS A000170), by splitting the board into quadrants and joining the halves.
 *
 * Idea (split and join, after E. Kluev's quadrant method; the plain version of it is
 * steps/nqueens-count.7-split-join.c, this file makes its join faster). Cut the board by its
 * middle column into a west and an east half. Once we know which rows R hold the east
 * queens, the two halves no longer share rows or columns: they only interact through the
 * diagonals that cross the middle line. So, for every row set R, the solutions are the pairs
 * (east half on rows R, west half on the other rows) whose sets of occupied crossing
 * diagonals are disjoint. Each half is in turn cut into a north and a south quadrant, and
 * the quadrants are read from a table of all queen placements of an h x h square, built
 * once (h = N/2). No search over whole boards at all:
 *
 *   Phase 1  quarter table: every placement of non-attacking queens in an h x h square,
 *            one per used row and column, grouped by (row set, column set).
 *   Phase 2  split: the configurations to count and their symmetry weights (below).
 *   Phase 3  index, per east row set R: all east halves (a north-east and a south-east piece
 *            from the table, column sets complementary, no shared diagonal) as "bit
 *            slices": slice[d] has bit i set when east half i does NOT use crossing diagonal
 *            d. The east halves compatible with a set of diagonals D are then the AND of the
 *            slices of D, 64 halves per machine word. The slices come from the halves' keys
 *            64 at a time by a bit-matrix transpose; big indexes are first bucketed by a few
 *            crossing diagonals, so that halves alike share words.
 *   Phase 4  join: search the west quadrants square by square (depth-first). Placing a
 *            queen ANDs its square vector (the AND of the slices of its two diagonals)
 *            into the running vector, so every node holds the east halves still
 *            compatible; an all-zero vector ends the branch. The south-west pieces are
 *            stored, grouped by column set; each north-west piece is paired with the stored
 *            ones of the complementary column set that share no diagonal with it, and the
 *            east halves compatible with both are counted (the bits of the AND of two
 *            vectors). Big vectors carry a mask of their words that are not zero: a node
 *            or a pair only works on those, and a full north-west piece is paired without
 *            making its own vector (the pairs AND parent, square and south vector).
 *
 * Symmetry (in total every solution is counted exactly once):
 *  - N even: the top-bottom mirror keeps both halves in place and maps the row set R to its
 *    reverse, so only R <= reverse(R) is counted (twice when smaller). The two diagonal
 *    mirrors do not keep the cut, but they act on the two long diagonals: the main-diagonal
 *    mirror moves the queen of the anti-diagonal (if any) to the other half, the
 *    anti-diagonal mirror does so for the queen of the main diagonal. So it is enough to
 *    count the solutions with no long-diagonal queen in the east half, a west half counting
 *    2 for each long-diagonal queen it holds: the east index shrinks to about a quarter.
 *  - N odd (N = 2h + 1): the middle row and the middle column each hold one queen. Either
 *    one queen sits on the centre, or the middle-row queen is at (h, h + A) and the
 *    middle-column queen at (h + B, h) with |A| != |B| (else they share a diagonal), both
 *    nonzero. The mirrors change the signs of A and B and the diagonal mirror swaps them,
 *    so the four regions A > |B|, A < -|B|, B > |A|, B < -|A| count the same: only A > |B|
 *    is counted, 4 times. With the middle row left out, the middle-column queen becomes
 *    part of the east half (it takes one east row, on either side of the middle row, at
 *    distance below A) and the east quadrants give up column h + A: the 2h rows then split
 *    into east and west rows exactly as for even N, and the top-bottom mirror again gives
 *    R <= reverse(R). With the centre queen, the left-right mirror (R to its complement)
 *    and the top-bottom mirror give each row set a weight.
 *    Why odd N was slow (10.5x bitmask at 17 against 11.7x at 16 in the plain step): it
 *    fixed both middle-line queens, A > B > 0, so 28 configurations at N = 17, each with
 *    row sets of 7 east rows out of 15: 183 000 small joins of 76 east halves on average
 *    (one or two words), the west searched again for every one. Here the middle column
 *    rides with the east half: 7 values of A, 47 000 joins of 300 east halves.
 * Below SPLIT_MIN_N plain bitmask backtracking is used (nothing to gain from the split).
 *
 * Complexity: about Q(N) / 8 matching pairs of halves are found, plus the work on halves
 * that match nothing, 64 at a time; still exponential, but with a much smaller base.
 * Measured side by side on the shared 2-core machine (load 0.5 to 4): 1.1x to 1.2x the
 * plain step at even N up to 16, 1.3x at 18, 1.4x to 1.5x at odd N from 15 on; 15x to 18x
 * steps/nqueens-count.5-bitmask.c at N = 16, 21x at 17, 32x at 18 (0.28 to 0.36 s at
 * N = 16, 1.7 s at 17, 7.7 s at 18). Memory: the quarter table (119 000 pieces for
 * N <= 17, 915 000 for N = 18: 7 MB) and per-row-set buffers; peak resident 3 MB at N = 16
 * and 17, 13 MB at 18.
 * Maximum N: 18
 * Verdict: AC
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
#include <string.h>

enum {
    MAX_N = 18,
    MAX_HALF = MAX_N / 2, /* quadrant side h */
    SPLIT_MIN_N = 10,     /* from here on the split-and-join method is used */
};
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the searches (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static long line_number = 1; /* the line of the character read last */
static void fail(const char *what);

/* ---- bit helpers (a compiler builtin where there is one, portable code otherwise) ---- */

static int lowest_bit_index(uint64_t x) { /* x != 0 */
#if defined(__GNUC__) && !defined(NQUEENS_PORTABLE)
    return __builtin_ctzll(x);
#else
    int index = 0;
    for (int width = 32; width > 0; width /= 2) {
        if ((x & ((UINT64_C(1) << width) - 1)) == 0) {
            x >>= width;
            index += width;
        }
    }
    return index;
#endif
}

static int bit_count(uint64_t x) {
    int count = 0;
    for (; x != 0; x &= x - 1) count++;
    return count;
}

static void *grow(void *buffer, size_t *capacity, size_t needed, size_t item_size) {
    if (needed <= *capacity) return buffer;
    size_t wanted = needed + needed / 2 + 1024;
    void *bigger = realloc(buffer, wanted * item_size);
    if (bigger == NULL) fail("out of memory");
    *capacity = wanted;
    return bigger;
}

/* ---- small N: plain bitmask backtracking with the first-row mirror ---- */

static uint64_t count_rows(uint32_t all, uint32_t cols, uint32_t left, uint32_t right) {
    COUNT(1, 0);
    if (cols == all) return 1;
    uint64_t count = 0;
    for (uint32_t free_cols = all & ~(cols | left | right); free_cols != 0;) {
        uint32_t bit = free_cols & -free_cols;
        free_cols ^= bit;
        COUNT(0, 1);
        count += count_rows(all, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return count;
}

static uint64_t count_by_backtracking(int n) {
    const uint32_t all = (1u << n) - 1;
    uint64_t total = 0;
    COUNT(1, (n + 1) / 2); /* the empty board */
    for (int col = 0; col < (n + 1) / 2; col++) {
        uint32_t bit = 1u << col;
        uint64_t count = count_rows(all, bit, bit << 1, bit >> 1);
        total += (n % 2 == 1 && col == n / 2) ? count : 2 * count;
    }
    return total;
}

/* ---- phase 1: the quarter table ----
 * A piece is a placement of queens in an h x h square, one per used row and column, no two
 * on a diagonal. It is stored as its occupied local diagonals: bits 0..2h-2 the sums
 * r + c, bits 32..32+2h-2 the differences r - c + h - 1. The pieces with row set `rows` and
 * column set `cols` are piece[start[g] .. start[g + 1]) with g = rows << h | cols. */

static struct {
    int h;
    uint64_t *piece;
    uint32_t *start;
    uint32_t *next_free; /* fill position per group while building */
} quarter = {.h = -1};

/* subsets[k]: the subsets of {0..h-1} with k elements; reversed[x]: x with its h bits in the
 * opposite order (row i <-> row h-1-i) */
static unsigned subsets[MAX_HALF + 1][1 << MAX_HALF];
static int subset_count[MAX_HALF + 1];
static unsigned reversed[1 << MAX_HALF];

static uint64_t local_diagonals(uint32_t sums, uint32_t differences) {
    return (uint64_t)sums | (uint64_t)differences << 32;
}

/* pass 0 counts the pieces of every group, pass 1 stores them */
static void place_in_quarter(int pass, int row, unsigned rows, unsigned cols, uint32_t sums,
                             uint32_t differences) {
    const int h = quarter.h;
    COUNT(1, row < h ? h : 0);
    if (row == h) {
        uint32_t group = rows << h | cols;
        if (pass == 0) {
            quarter.start[group + 1]++;
        } else {
            quarter.piece[quarter.next_free[group]++] = local_diagonals(sums, differences);
        }
        return;
    }
    place_in_quarter(pass, row + 1, rows, cols, sums, differences); /* row left empty */
    for (int col = 0; col < h; col++) {
        uint32_t sum = 1u << (row + col), difference = 1u << (row - col + h - 1);
        if ((cols >> col & 1) || (sums & sum) || (differences & difference)) continue;
        place_in_quarter(pass, row + 1, rows | 1u << row, cols | 1u << col, sums | sum,
                         differences | difference);
    }
}

static void build_quarter_table(int h) {
    if (quarter.h == h) return;
    free(quarter.piece);
    free(quarter.start);
    const size_t groups = (size_t)1 << (2 * h);
    quarter.h = h;
    quarter.start = calloc(groups + 1, sizeof *quarter.start);
    quarter.next_free = malloc(groups * sizeof *quarter.next_free);
    if (quarter.start == NULL || quarter.next_free == NULL) fail("out of memory");
    place_in_quarter(0, 0, 0, 0, 0, 0);
    for (size_t g = 0; g < groups; g++) quarter.start[g + 1] += quarter.start[g];
    quarter.piece = malloc(((size_t)quarter.start[groups] + 1) * sizeof *quarter.piece);
    if (quarter.piece == NULL) fail("out of memory");
    memcpy(quarter.next_free, quarter.start, groups * sizeof *quarter.next_free);
    place_in_quarter(1, 0, 0, 0, 0, 0);
    free(quarter.next_free);
    quarter.next_free = NULL;

    for (int k = 0; k <= h; k++) subset_count[k] = 0;
    for (unsigned set = 0; set < (1u << h); set++) {
        int k = bit_count(set);
        subsets[k][subset_count[k]++] = set;
        reversed[set] = 0;
        for (int i = 0; i < h; i++) reversed[set] |= (set >> i & 1u) << (h - 1 - i);
    }
}

/* ---- phase 2: the split ----
 * Global coordinates: rows and columns 0..n-1; s = n - h is the first south row and the
 * first east column (for odd n, row and column h are the middle lines). Global diagonals:
 * sum r + c, difference r - c + n - 1; the search of phase 4 keeps the differences
 * mirrored (c - r + n - 1) so that row r sees them as columns after a shift by n - 1 - r.
 * Crossing diagonals: sums and differences s .. s + 2h - 2, the only ones both halves can
 * reach; as key bits: sums at 0..span-1, differences at span..2*span-1 (span = 2h - 1). */

typedef enum {
    ROWS_MIRRORED,             /* top-bottom mirror: R and reverse(R) count the same */
    ROWS_MIRRORED_AND_SWAPPED, /* ... and left-right mirror: R and its complement too */
} RowSymmetry;

typedef struct {
    int n, h, s, span;
    unsigned north_rows, south_rows;        /* free rows of the quadrants (local 0..h-1) */
    unsigned east_cols, west_cols;          /* free columns of the quadrants (local 0..h-1) */
    unsigned middle_north, middle_south;    /* odd n: rows of the east middle-column queen */
    uint64_t forbid_ne, forbid_se;          /* local diagonals the east pieces may not use */
    uint64_t fixed_sums, fixed_differences; /* middle-row queen (mirrored differences) */
    bool diagonal_weights; /* even n: east filtered, west queens on long diagonals weigh 2 */
    RowSymmetry row_symmetry;
} Split;

/* the local diagonals of a quadrant at (row0, col0) that queens at (qr[i], qc[i]) use */
static uint64_t quadrant_forbid(const Split *sp, int row0, int col0, int count, const int *qr,
                                const int *qc) {
    uint32_t sums = 0, differences = 0;
    for (int i = 0; i < count; i++) {
        int sum = qr[i] + qc[i] - row0 - col0;
        int difference = (qr[i] - row0) - (qc[i] - col0) + sp->h - 1;
        if (sum >= 0 && sum < sp->span) sums |= 1u << sum;
        if (difference >= 0 && difference < sp->span) differences |= 1u << difference;
    }
    return local_diagonals(sums, differences);
}

static void fix_queens(Split *sp, int count, const int *qr, const int *qc) {
    sp->forbid_ne = quadrant_forbid(sp, 0, sp->s, count, qr, qc);
    sp->forbid_se = quadrant_forbid(sp, sp->s, sp->s, count, qr, qc);
    sp->fixed_sums = sp->fixed_differences = 0;
    for (int i = 0; i < count; i++) {
        sp->fixed_sums |= UINT64_C(1) << (qr[i] + qc[i]);
        sp->fixed_differences |= UINT64_C(1) << (qc[i] - qr[i] + sp->n - 1);
    }
}

/* how many times the east row set (north, south) counts: 0 when a symmetric image of it
 * is counted instead */
static uint64_t row_set_weight(const Split *sp, unsigned north, unsigned south) {
    const int h = sp->h;
    const unsigned all = (1u << (2 * h)) - 1;
    const unsigned rows = north | south << h;
    const unsigned mirrored = reversed[south] | reversed[north] << h;
    if (sp->row_symmetry == ROWS_MIRRORED) return rows < mirrored ? 2 : rows == mirrored;
    unsigned image[4] = {rows, rows ^ all, mirrored, mirrored ^ all};
    uint64_t distinct = 0;
    for (int i = 0; i < 4; i++) {
        if (image[i] < rows) return 0;
        bool seen = false;
        for (int j = 0; j < i; j++) seen = seen || image[j] == image[i];
        distinct += !seen;
    }
    return distinct;
}

/* ---- phase 3: the index of the east halves ---- */

enum {
    MAX_BLOCKS = 64,    /* words per slice at most (a mask word has a bit per word) ... */
    SPARSE_BLOCKS = 16, /* ... and from this many on, the halves are bucketed (sort_bits)
                           and the vectors carry the mask of their nonzero words */
    SORT_BITS = 8,
};

static struct {
    uint64_t *key; /* crossing diagonals of every east half, then ~0 up to a whole block */
    uint64_t *sorted;
    size_t count, key_capacity, sorted_capacity;
    int blocks;      /* words per slice: ceil(halves / 64) <= MAX_BLOCKS */
    uint64_t *slice; /* (2 * span + 1) slices; the last one: "half exists" */
    size_t slice_capacity;
    struct {
        uint64_t moved, key;
    } * se; /* the usable SE pieces of one column set */
    size_t se_capacity;
} index_;

/* The east halves on rows (north, south): a north-east and a south-east piece with
 * complementary column sets and no common diagonal. In global terms the NE quadrant (rows
 * 0.., columns s..) has sums = local sums + s and differences = local differences; the SE
 * quadrant (rows s.., columns s..) has sums = local sums + 2s and differences = local
 * differences + s. Key bits count the crossing diagonals from s (phase 2). The SE pieces of
 * a column set are filtered once; every NE piece then writes a key for each of them and
 * keeps it when the two share no diagonal (no branch to mispredict). */
static void collect_quadrant_pairs(const Split *sp, unsigned north, unsigned south,
                                   uint64_t forbid_ne, uint64_t forbid_se, uint64_t extra_key) {
    const int h = sp->h, s = sp->s, span = sp->span;
    const uint64_t span_mask = (UINT64_C(1) << span) - 1;
    const int north_count = bit_count(north);
    for (int t = 0; t < subset_count[north_count]; t++) {
        const unsigned cols = subsets[north_count][t]; /* east columns of the north queens */
        if (cols & ~sp->east_cols) continue;
        const uint32_t g = north << h | cols, k = south << h | (sp->east_cols ^ cols);
        const uint32_t ne_first = quarter.start[g], ne_end = quarter.start[g + 1];
        const uint32_t se_first = quarter.start[k], se_end = quarter.start[k + 1];
        if (ne_first == ne_end || se_first == se_end) continue;
        index_.se = grow(index_.se, &index_.se_capacity, se_end - se_first, sizeof *index_.se);
        size_t usable = 0;
        for (uint32_t j = se_first; j < se_end; j++) {
            const uint64_t se = quarter.piece[j], moved = se << s; /* both families move by s */
            if (se & forbid_se) continue;
            index_.se[usable].moved = moved;
            index_.se[usable++].key = ((uint32_t)moved & span_mask) | (se >> 32) << span;
        }
        for (uint32_t i = ne_first; i < ne_end; i++) {
            const uint64_t ne = quarter.piece[i];
            if (ne & forbid_ne) continue;
            const uint64_t ne_key = extra_key | (uint32_t)ne | (ne >> 32 >> s) << span;
            index_.key = grow(index_.key, &index_.key_capacity, index_.count + usable + 64,
                              sizeof *index_.key);
            uint64_t *key = index_.key + index_.count;
            size_t kept = 0;
            for (size_t j = 0; j < usable; j++) {
                key[kept] = ne_key | index_.se[j].key;
                kept += (ne & index_.se[j].moved) == 0; /* no shared diagonal */
            }
            index_.count += kept;
        }
    }
}

/* the east halves on rows (north, south); for odd n (but with the centre queen) one of
 * those rows holds the middle-column queen, which forbids its diagonals to the quadrant
 * pieces and puts them in the key */
static void collect_east_halves(const Split *sp, unsigned north, unsigned south) {
    index_.count = 0;
    if ((sp->middle_north | sp->middle_south) == 0) {
        collect_quadrant_pairs(sp, north, south, sp->forbid_ne, sp->forbid_se, 0);
        return;
    }
    for (int i = 0; i < 2 * sp->h; i++) {
        const bool in_north = i < sp->h;
        const int local = in_north ? i : i - sp->h, row = in_north ? i : sp->s + local;
        const unsigned rows = in_north ? north & sp->middle_north : south & sp->middle_south;
        if (!(rows >> local & 1)) continue;
        const int qr[1] = {row}, qc[1] = {sp->h}, d = row + sp->h - sp->s; /* both diagonals */
        collect_quadrant_pairs(sp, in_north ? north & ~(1u << local) : north,
                               in_north ? south : south & ~(1u << local),
                               sp->forbid_ne | quadrant_forbid(sp, 0, sp->s, 1, qr, qc),
                               sp->forbid_se | quadrant_forbid(sp, sp->s, sp->s, 1, qr, qc),
                               UINT64_C(1) << d | UINT64_C(1) << (sp->span + d));
    }
}

/* the bucket of a key: its crossing sums s .. s + 7, the lowest one most significant */
static unsigned sort_bucket(uint64_t key) {
    unsigned b = (unsigned)key & 0xFF;
    b = (b & 0xF0) >> 4 | (b & 0x0F) << 4;
    b = (b & 0xCC) >> 2 | (b & 0x33) << 2;
    return (b & 0xAA) >> 1 | (b & 0x55) << 1;
}

/* Big indexes: the east halves bucketed (counting sort) by the crossing sums s .. s + 7, the
 * anti-diagonals through the north-west corner of the east half. They are the ones the first
 * queens of both west searches take (the rows next to the middle row come first): halves
 * alike share words, and such a queen zeroes whole words. */
static void sort_east_halves(void) {
    uint32_t start[(1 << SORT_BITS) + 1] = {0};
    index_.sorted =
        grow(index_.sorted, &index_.sorted_capacity, index_.count + 64, sizeof *index_.sorted);
    for (size_t i = 0; i < index_.count; i++) start[sort_bucket(index_.key[i]) + 1]++;
    for (int b = 0; b < 1 << SORT_BITS; b++) start[b + 1] += start[b];
    for (size_t i = 0; i < index_.count; i++) {
        index_.sorted[start[sort_bucket(index_.key[i])]++] = index_.key[i];
    }
    uint64_t *keys = index_.key;
    const size_t capacity = index_.key_capacity;
    index_.key = index_.sorted;
    index_.key_capacity = index_.sorted_capacity;
    index_.sorted = keys;
    index_.sorted_capacity = capacity;
}

static uint64_t *slice_of(int bit) {
    return index_.slice + (size_t)bit * index_.blocks;
}

/* a[b] bit i becomes a[i] bit b: the 64 x 64 bit matrix transposed by swapping ever smaller
 * off-diagonal blocks (32 x 32, then 16 x 16 inside each, ...) */
static void transpose_bits(uint64_t a[64]) {
    uint64_t low = UINT64_C(0x00000000FFFFFFFF); /* the low half of every block pair */
    for (int width = 32; width > 0; width >>= 1, low ^= low << width) {
        for (int k = 0; k < 64; k = (k + width + 1) & ~width) { /* k: bit `width` clear */
            const uint64_t t = ((a[k] >> width) ^ a[k + width]) & low;
            a[k] ^= t << width;
            a[k + width] ^= t;
        }
    }
}

/* the slices of the halves first .. first + halves - 1: 64 keys at a time, transposed, give
 * one word of every slice (a padding key ~0 is in no slice, bit 63 marks it absent) */
static void build_slices(const Split *sp, size_t first, size_t halves) {
    const int bits = 2 * sp->span, blocks = (int)((halves + 63) / 64);
    index_.blocks = blocks;
    index_.slice = grow(index_.slice, &index_.slice_capacity, (size_t)(bits + 1) * blocks,
                        sizeof *index_.slice);
    for (size_t i = first + halves; i < first + (size_t)blocks * 64; i++) {
        index_.key[i] = ~UINT64_C(0);
    }
    for (int b = 0; b < blocks; b++) {
        uint64_t word[64];
        memcpy(word, index_.key + first + (size_t)b * 64, sizeof word);
        transpose_bits(word);
        for (int bit = 0; bit < bits; bit++) slice_of(bit)[b] = ~word[bit];
        slice_of(bits)[b] = ~word[63];
    }
}

/* ---- phase 4: the join, searching the west quadrants ---- */

typedef struct {
    uint64_t live;    /* big vectors: bit w set when word w of its vector may be nonzero */
    uint32_t key;     /* the diagonals a north-west piece could share with it (conflict_key) */
    unsigned cols;    /* west columns used (local) */
    int weight_shift; /* log2 of its weight */
} SouthPiece;

typedef struct {
    uint32_t key, piece; /* a south piece's conflict key and its index in join.south */
} SouthRef;

static struct {
    const Split *sp;
    int blocks;        /* words per vector of east halves (index_.blocks) */
    bool sparse;       /* blocks >= SPARSE_BLOCKS: vectors come with their live words */
    int rows;          /* rows of the quadrant being searched ... */
    int row[MAX_HALF]; /* ... in this order (global) */
    uint64_t *vectors; /* per search depth: the east halves still compatible */
    uint64_t *square;  /* per (global row, west column): the east halves a queen there leaves */
    int square_slices[MAX_N][MAX_HALF][2]; /* the two slices (key bits) of each square */
    unsigned long_diagonal[MAX_N];         /* per row: west columns on a long diagonal (weights) */
    SouthPiece *south;                     /* the stored south-west pieces, in search order, ... */
    uint64_t *south_vectors;               /* ... their vectors ... */
    SouthRef *by_cols;    /* ... and by column set: by_cols[group_start[cols] .. [cols + 1]) */
    uint32_t *candidates; /* the pieces of a group that share no diagonal with a north piece */
    size_t vectors_capacity, square_capacity, south_count, south_capacity;
    size_t south_vectors_capacity, by_cols_capacity, candidates_capacity;
    uint32_t group_start[(1 << MAX_HALF) + 1], group_fill[1 << MAX_HALF];
    uint64_t total;
} join;

static uint64_t *vector_at(int depth) {
    return join.vectors + (size_t)depth * join.blocks;
}

static uint64_t *south_vector(size_t i) {
    return join.south_vectors + i * join.blocks;
}

/* the key bit of a global diagonal (sum r + c, or standard difference r - c + n - 1,
 * counted from first_key_bit), or the "exists" slice when it does not cross the middle */
static int crossing_key_bit(const Split *sp, int diagonal, int first_key_bit) {
    const int d = diagonal - sp->s;
    return d >= 0 && d < sp->span ? first_key_bit + d : 2 * sp->span;
}

static uint64_t *square_vector(int r, int c) {
    return join.square + ((size_t)r * MAX_HALF + c) * join.blocks;
}

/* the diagonals a north-west and a south-west piece can both reach (sums s .., mirrored
 * differences n - h ..; fewer than 16 of each), without the fixed middle-row queen */
static uint32_t conflict_key(uint64_t sums, uint64_t differences) {
    const Split *sp = join.sp;
    sums ^= sp->fixed_sums;
    differences ^= sp->fixed_differences;
    return (uint32_t)(sums >> sp->s & 0xFFFF) | (uint32_t)(differences >> (sp->n - sp->h) & 0xFFFF)
                                                    << 16;
}

/* square_vector(r, c) = the east halves that share no diagonal with a queen on (r, c) */
static void prepare_squares(unsigned rows) {
    for (int r = 0; r < join.sp->n; r++) {
        if (!(rows >> r & 1)) continue;
        for (int c = 0; c < join.sp->h; c++) {
            const uint64_t *a = slice_of(join.square_slices[r][c][0]);
            const uint64_t *b = slice_of(join.square_slices[r][c][1]);
            uint64_t *out = square_vector(r, c);
            for (int w = 0; w < join.blocks; w++) out[w] = a[w] & b[w];
        }
    }
}

/* room for every south-west piece of the table on rows `south` (an upper bound) */
static void reserve_south_pieces(unsigned south) {
    const Split *sp = join.sp;
    const int k = bit_count(south);
    size_t pieces = 1;
    for (int t = 0; t < subset_count[k]; t++) {
        const unsigned cols = subsets[k][t];
        if (cols & ~sp->west_cols) continue;
        const uint32_t g = south << sp->h | cols;
        pieces += quarter.start[g + 1] - quarter.start[g];
    }
    join.south = grow(join.south, &join.south_capacity, pieces, sizeof *join.south);
    join.by_cols = grow(join.by_cols, &join.by_cols_capacity, pieces, sizeof *join.by_cols);
    join.candidates =
        grow(join.candidates, &join.candidates_capacity, pieces, sizeof *join.candidates);
    join.south_vectors = grow(join.south_vectors, &join.south_vectors_capacity,
                              pieces * join.blocks, sizeof *join.south_vectors);
}

/* join.by_cols: the stored south pieces grouped by column set (counting sort) */
static void group_south_pieces(void) {
    const unsigned groups = 1u << join.sp->h;
    memset(join.group_start, 0, (groups + 1) * sizeof *join.group_start);
    for (size_t i = 0; i < join.south_count; i++) join.group_start[join.south[i].cols + 1]++;
    for (unsigned g = 0; g < groups; g++) {
        join.group_start[g + 1] += join.group_start[g];
        join.group_fill[g] = join.group_start[g];
    }
    for (size_t i = 0; i < join.south_count; i++) {
        const SouthRef ref = {join.south[i].key, (uint32_t)i};
        join.by_cols[join.group_fill[join.south[i].cols]++] = ref;
    }
}

/* the stored south pieces of the column set `wanted` that share no diagonal with `key`, into
 * join.candidates (each one written, kept when it fits: no branch to mispredict) */
static size_t find_candidates(unsigned wanted, uint32_t key) {
    size_t count = 0;
    for (uint32_t k = join.group_start[wanted]; k < join.group_start[wanted + 1]; k++) {
        join.candidates[count] = join.by_cols[k].piece;
        count += (join.by_cols[k].key & key) == 0;
    }
    return count;
}

/* the number of bits set in x, x sparse */
static uint64_t sparse_bit_count(uint64_t x) {
    uint64_t count = 0;
    for (; x != 0; x &= x - 1) count++;
    return count;
}

/* A full north piece; its vector is parent & square (small vectors: parent, square unused),
 * `live` its words that may be nonzero. Counts the east halves compatible with it and with
 * a stored south piece of the complementary columns that shares no diagonal with it, each
 * pair with its weights. */
static void pair_north_piece(unsigned cols, uint64_t sums, uint64_t differences, int shift,
                             const uint64_t *parent, const uint64_t *square, uint64_t live) {
    const size_t found =
        find_candidates(join.sp->west_cols & ~cols, conflict_key(sums, differences));
    const int blocks = join.blocks;
    uint64_t count = 0;
    for (size_t t = 0; t < found; t++) {
        const SouthPiece *piece = &join.south[join.candidates[t]];
        const uint64_t *south = south_vector(join.candidates[t]);
        uint64_t both = 0;
        if (!join.sparse) {
            uint64_t any = 0; /* most pairs share no east half: test that first */
            for (int w = 0; w < blocks; w++) any |= parent[w] & south[w];
            if (any == 0) continue;
            for (int w = 0; w < blocks; w++) both += sparse_bit_count(parent[w] & south[w]);
        } else {
            for (uint64_t words = live & piece->live; words != 0; words &= words - 1) {
                const int w = lowest_bit_index(words);
                both += sparse_bit_count(parent[w] & square[w] & south[w]);
            }
        }
        count += both << piece->weight_shift;
    }
    join.total += count << shift;
}

/* pair_north_piece when the index fits in one word */
static void pair_north_piece_in_word(unsigned cols, uint64_t sums, uint64_t differences, int shift,
                                     uint64_t vector) {
    const size_t found =
        find_candidates(join.sp->west_cols & ~cols, conflict_key(sums, differences));
    uint64_t count = 0;
    for (size_t t = 0; t < found; t++) {
        const uint32_t i = join.candidates[t];
        count += sparse_bit_count(vector & join.south_vectors[i]) << join.south[i].weight_shift;
    }
    join.total += count << shift;
}

/* the free west columns of row r */
static unsigned free_columns(int r, unsigned cols, uint64_t sums, uint64_t differences) {
    return join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
           ~(unsigned)(differences >> (join.sp->n - 1 - r));
}

/* out = a & b; returns whether a word of out is not zero, or for big vectors which ones are:
 * there only the live words of a are made (the others stay as they were, never read) */
static uint64_t and_vectors(uint64_t *out, const uint64_t *a, uint64_t live, const uint64_t *b) {
    uint64_t live2 = 0;
    if (!join.sparse) {
        for (int w = 0; w < join.blocks; w++) live2 |= out[w] = a[w] & b[w];
        return live2 != 0;
    }
    for (; live != 0; live &= live - 1) {
        const int w = lowest_bit_index(live);
        out[w] = a[w] & b[w];
        live2 |= (uint64_t)(out[w] != 0) << w;
    }
    return live2;
}

/* The last row of a west quadrant (join.row[depth]): each full piece is stored (south pass)
 * with its vector, or paired (north pass); big vectors pair without making the piece's
 * vector: the pairs AND the parent's vector, the square's and the south piece's. */
static void search_last_row(int depth, const uint64_t *vector, uint64_t live, unsigned cols,
                            uint64_t sums, uint64_t differences, int shift, bool storing) {
    const int n = join.sp->n, r = join.row[depth];
    const uint64_t *row_squares = square_vector(r, 0);
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        const uint64_t *square = row_squares + (size_t)c * join.blocks;
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (!storing && join.sparse) {
            pair_north_piece(cols2, sums2, differences2, shift2, vector, square, live);
            continue;
        }
        uint64_t *next = storing ? south_vector(join.south_count) : vector_at(depth + 1);
        const uint64_t live2 = and_vectors(next, vector, live, square);
        if (live2 == 0) continue; /* no east half fits any more */
        if (!storing) {
            pair_north_piece(cols2, sums2, differences2, shift2, next, NULL, live2);
            continue;
        }
        const SouthPiece piece = {live2, conflict_key(sums2, differences2), cols2, shift2};
        join.south[join.south_count++] = piece;
    }
}

/* Depth-first search of one west quadrant at row join.row[depth], not its last row;
 * `vector` holds the east halves compatible with the queens placed so far, `live` its words
 * that may be nonzero. A queen whose square leaves none is not placed. */
static void search_quadrant(int depth, const uint64_t *vector, uint64_t live, unsigned cols,
                            uint64_t sums, uint64_t differences, int shift, bool storing) {
    const int n = join.sp->n, r = join.row[depth];
    const bool next_is_last = depth + 2 == join.rows;
    const uint64_t *row_squares = square_vector(r, 0);
    uint64_t *next = vector_at(depth + 1);
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        const uint64_t live2 =
            and_vectors(next, vector, live, row_squares + (size_t)c * join.blocks);
        if (live2 == 0) continue; /* no east half fits any more */
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (next_is_last) {
            search_last_row(depth + 1, next, live2, cols2, sums2, differences2, shift2, storing);
        } else {
            search_quadrant(depth + 1, next, live2, cols2, sums2, differences2, shift2, storing);
        }
    }
}

/* search_quadrant when the index fits in one word (up to 64 east halves): the word stays in
 * a register and the two slices of a square are read directly (no square vectors made) */
static void search_quadrant_in_word(int depth, uint64_t vector, unsigned cols, uint64_t sums,
                                    uint64_t differences, int shift, bool storing) {
    const int n = join.sp->n, r = join.row[depth];
    const bool last = depth + 1 == join.rows;
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        const uint64_t next = vector & index_.slice[join.square_slices[r][c][0]] &
                              index_.slice[join.square_slices[r][c][1]];
        if (next == 0) continue; /* no east half fits any more */
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (!last) {
            search_quadrant_in_word(depth + 1, next, cols2, sums2, differences2, shift2, storing);
        } else if (storing) {
            const SouthPiece piece = {1, conflict_key(sums2, differences2), cols2, shift2};
            join.south_vectors[join.south_count] = next;
            join.south[join.south_count++] = piece;
        } else {
            pair_north_piece_in_word(cols2, sums2, differences2, shift2, next);
        }
    }
}

/* searches the west quadrant on the local rows `rows` (global row0 + i), the rows next to
 * the middle row first; a quadrant without rows has one empty piece */
static void search_west_quadrant(unsigned rows, int row0, bool storing) {
    const Split *sp = join.sp;
    const uint64_t *all = slice_of(2 * sp->span), live = ~UINT64_C(0) >> (64 - join.blocks);
    join.rows = 0;
    for (int k = 0; k < sp->h; k++) {
        const int i = row0 == 0 ? sp->h - 1 - k : k;
        if (rows >> i & 1) join.row[join.rows++] = row0 + i;
    }
    if (join.rows > 0 && join.blocks == 1) {
        search_quadrant_in_word(0, all[0], 0, sp->fixed_sums, sp->fixed_differences, 0, storing);
    } else if (join.rows == 1) {
        search_last_row(0, all, live, 0, sp->fixed_sums, sp->fixed_differences, 0, storing);
    } else if (join.rows > 1) {
        search_quadrant(0, all, live, 0, sp->fixed_sums, sp->fixed_differences, 0, storing);
    } else if (storing) {
        const SouthPiece piece = {live, conflict_key(sp->fixed_sums, sp->fixed_differences), 0, 0};
        memcpy(south_vector(0), all, (size_t)join.blocks * sizeof *all);
        join.south[join.south_count++] = piece;
    } else {
        pair_north_piece(0, sp->fixed_sums, sp->fixed_differences, 0, all, all, live);
    }
}

/* solutions whose east queens use the rows (north, south) and whose west queens use the
 * other free rows (west_north, west_south), with the west weights of phase 2 */
static uint64_t join_west_halves(const Split *sp, unsigned west_north, unsigned west_south) {
    join.sp = sp;
    join.blocks = index_.blocks;
    join.sparse = join.blocks >= SPARSE_BLOCKS;
    join.vectors = grow(join.vectors, &join.vectors_capacity, (size_t)(MAX_HALF + 1) * join.blocks,
                        sizeof *join.vectors);
    join.square = grow(join.square, &join.square_capacity, (size_t)MAX_N * MAX_HALF * join.blocks,
                       sizeof *join.square);
    if (join.blocks > 1) prepare_squares(west_north | west_south << sp->s);
    reserve_south_pieces(west_south);
    join.total = 0;
    join.south_count = 0;
    search_west_quadrant(west_south, sp->s, true);
    if (join.south_count == 0) return 0;
    group_south_pieces();
    search_west_quadrant(west_north, 0, false);
    return join.total;
}

/* ---- driver ---- */

static uint64_t count_split(const Split *sp) {
    const int h = sp->h;
    const int east_queens = bit_count(sp->east_cols) + ((sp->middle_north | sp->middle_south) != 0);
    for (int r = 0; r < sp->n; r++) {
        join.long_diagonal[r] = 0;
        if (sp->diagonal_weights && r < h) join.long_diagonal[r] = 1u << r;
        if (sp->diagonal_weights && r >= sp->s) join.long_diagonal[r] = 1u << (sp->n - 1 - r);
        for (int c = 0; c < h; c++) {
            join.square_slices[r][c][0] = crossing_key_bit(sp, r + c, 0);
            join.square_slices[r][c][1] = crossing_key_bit(sp, r - c + sp->n - 1, sp->span);
        }
    }
    uint64_t total = 0;
    for (unsigned north = 0; north < (1u << h); north++) { /* east rows, north part */
        if (north & ~sp->north_rows) continue;
        const int south_queens = east_queens - bit_count(north);
        if (south_queens < 0) continue;
        for (int t = 0; t < subset_count[south_queens]; t++) {
            const unsigned south = subsets[south_queens][t];
            if (south & ~sp->south_rows) continue;
            const uint64_t weight = row_set_weight(sp, north, south);
            if (weight == 0) continue;
            collect_east_halves(sp, north, south);
            if (index_.count >= 64 * SPARSE_BLOCKS) sort_east_halves();
            for (size_t first = 0; first < index_.count; first += 64 * MAX_BLOCKS) {
                const size_t left = index_.count - first; /* a part of a big index at a time */
                build_slices(sp, first, left < 64 * MAX_BLOCKS ? left : 64 * MAX_BLOCKS);
                total +=
                    weight * join_west_halves(sp, sp->north_rows ^ north, sp->south_rows ^ south);
            }
        }
    }
    return total;
}

static uint64_t count_by_split(int n) {
    COUNT(1, 0); /* the empty board; the joins of bit slices are not search nodes */
    const int h = n / 2;
    const unsigned all = (1u << h) - 1;
    build_quarter_table(h);
    Split sp = {.n = n, .h = h, .s = n - h, .span = 2 * h - 1};
    sp.north_rows = sp.south_rows = sp.east_cols = sp.west_cols = all;
    sp.row_symmetry = ROWS_MIRRORED;
    if (n % 2 == 0) {
        fix_queens(&sp, 0, NULL, NULL);
        sp.forbid_ne = local_diagonals(1u << (h - 1), 0); /* the anti-diagonal */
        sp.forbid_se = local_diagonals(0, 1u << (h - 1)); /* the main diagonal */
        sp.diagonal_weights = true;
        return count_split(&sp);
    }
    uint64_t total = 0;
    for (int a = 2; a <= h; a++) { /* middle row (h, h + a), middle column (h + b, h), |b| < a */
        sp.east_cols = all & ~(1u << (a - 1));
        sp.middle_north = all & ~((1u << (h - a + 1)) - 1); /* rows h - a + 1 .. h - 1 */
        sp.middle_south = (1u << (a - 1)) - 1;              /* rows h + 1 .. h + a - 1 */
        fix_queens(&sp, 1, (const int[]){h}, (const int[]){h + a});
        total += 4 * count_split(&sp);
    }
    sp.east_cols = all; /* a queen on the centre */
    sp.middle_north = sp.middle_south = 0;
    sp.row_symmetry = ROWS_MIRRORED_AND_SWAPPED;
    fix_queens(&sp, 1, (const int[]){h}, (const int[]){h});
    return total + count_split(&sp);
}

static uint64_t count_solutions(int n) {
    return n < SPLIT_MIN_N ? count_by_backtracking(n) : count_by_split(n);
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
