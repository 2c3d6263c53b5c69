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
 *            crossing diagonals, so that halves alike share words. Row sets with the same
 *            south rows are put side by side in one index (a batch, up to 64 words), each
 *            on whole words of its own (its window).
 *   Phase 4  join: search the west quadrants square by square (depth-first). Placing a
 *            queen ANDs its square vector (the AND of the slices of its two diagonals)
 *            into the running vector, so every node holds the east halves still
 *            compatible; an all-zero vector ends the branch. The south-west quadrant is the
 *            same for every row set of a batch: it is searched once, over the whole batch,
 *            and its pieces stored, grouped by column set. Then, per row set, the
 *            north-west quadrant is searched on the row set's window; each of its pieces is
 *            paired with the stored ones of the complementary column set that share no
 *            diagonal with it, and the east halves compatible with both are counted (the
 *            bits of the AND of two vectors, seen through the window). Big vectors carry a
 *            mask of their words that are not zero: a node or a pair only works on those,
 *            and a full north-west piece is paired without making its own vector (the pairs
 *            AND parent, square and south vector). Small vectors skip the row before the
 *            last instead: its squares are ANDed with the last row's once per quadrant.
 *
 * Symmetry (in total every solution is counted exactly once):
 *  - N even: the top-bottom mirror keeps both halves in place and maps the row set R to its
 *    reverse, so only one of R and reverse(R) is counted (twice when they differ): the one
 *    with more east rows in the north, which leaves the west-north quadrant, searched
 *    once per row set, smaller than the west-south one, searched once per batch (with as
 *    many, the smaller of the two as a number). The two diagonal mirrors do not keep the
 *    cut, but they act on the two long diagonals: the main-diagonal mirror moves the
 *    queen of the anti-diagonal (if any) to the other half, the anti-diagonal mirror does
 *    so for the queen of the main diagonal. So it is enough to count the solutions with no
 *    long-diagonal queen in the east half, a west half counting 2 for each long-diagonal
 *    queen it holds: the east index shrinks to about a quarter.
 *  - N odd (N = 2h + 1): the middle row and the middle column each hold one queen. Either
 *    one queen sits on the centre, or the middle-row queen is at (h, h + A) and the
 *    middle-column queen at (h + B, h) with |A| != |B| (else they share a diagonal), both
 *    nonzero. The mirrors change the signs of A and B and the diagonal mirror swaps them,
 *    so the four regions A > |B|, A < -|B|, B > |A|, B < -|A| count the same: only A > |B|
 *    is counted, 4 times. With the middle row left out, the middle-column queen becomes
 *    part of the east half (it takes one east row, on either side of the middle row, at
 *    distance below A) and the east quadrants give up column h + A: the 2h rows then split
 *    into east and west rows exactly as for even N, and the top-bottom mirror again picks
 *    one of R and reverse(R). With the centre queen, the left-right mirror (R to its
 *    complement) and the top-bottom mirror give each row set a weight.
 *    Why odd N was slow (10.5x bitmask at 17 against 11.7x at 16 in the plain step): it
 *    fixed both middle-line queens, A > B > 0, so 28 configurations at N = 17, each with
 *    row sets of 7 east rows out of 15: 183 000 small joins of 76 east halves on average
 *    (one or two words), the west searched again for every one. Here the middle column
 *    rides with the east half: 7 values of A, 47 000 joins of 300 east halves.
 * Below SPLIT_MIN_N plain bitmask backtracking is used (nothing to gain from the split).
 *
 * Complexity: about Q(N) / 8 matching pairs of halves are found, plus the work on halves
 * that match nothing, 64 at a time; still exponential, but with a much smaller base.
 * Measured by make bench (quiet 2-core machine): 0.19 s at N = 16, 1.2 s at 17, 5.9 s at
 * 18: 22x, 26x and 37x steps/nqueens-count.5-bitmask.c, 1.6x, 1.9x and 1.5x the plain
 * split-and-join step. Memory: the quarter table (119 000 pieces for N <= 17, 915 000 for
 * N = 18: 7 MB) and per-batch buffers; peak resident 3.5 MB at N = 16 and 17, 13 MB at 18.
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

/* the bits set in x, counted in parallel: in pairs, then nibbles, then bytes, which one
 * multiplication adds up (no branch: the pairs of the join count many words) */
static int bit_count(uint64_t x) {
    x -= (x >> 1) & UINT64_C(0x5555555555555555);
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
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
    if (sp->row_symmetry == ROWS_MIRRORED) { /* more east rows in the north, or the smaller */
        const int north_count = bit_count(north), south_count = bit_count(south);
        if (north_count != south_count) return north_count > south_count ? 2 : 0;
        return rows < mirrored ? 2 : rows == mirrored;
    }
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
    MAX_BLOCKS = 64,    /* words per slice (a batch) at most: a mask word has a bit per word */
    SPARSE_BLOCKS = 16, /* a row set with this many words is bucketed (sort_east_halves), its
                           vectors carry the mask of their nonzero words, it is a batch alone */
    SORT_BITS = 8,
};

static struct {
    uint64_t *key; /* crossing diagonals of every east half of the batch, row set after row
                      set, each padded with ~0 up to a whole word */
    uint64_t *sorted;
    size_t count, key_capacity, sorted_capacity;
    int blocks;      /* words per slice: the whole batch */
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
            index_.se[usable].moved = moved;
            index_.se[usable].key = ((uint32_t)moved & span_mask) | (se >> 32) << span;
            usable += (se & forbid_se) == 0;
        }
        index_.key = grow(index_.key, &index_.key_capacity,
                          index_.count + (ne_end - ne_first) * usable + 64, sizeof *index_.key);
        for (uint32_t i = ne_first; i < ne_end; i++) {
            const uint64_t ne = quarter.piece[i];
            const uint64_t ne_key = extra_key | (uint32_t)ne | (ne >> 32 >> s) << span;
            const size_t usable_here = (ne & forbid_ne) == 0; /* 0 or 1 */
            uint64_t *key = index_.key + index_.count;
            size_t kept = 0;
            for (size_t j = 0; j < usable; j++) {
                key[kept] = ne_key | index_.se[j].key;
                kept += ((ne & index_.se[j].moved) == 0) & usable_here; /* no shared diagonal */
            }
            index_.count += kept;
        }
    }
}

/* the east halves on rows (north, south); for odd n (but with the centre queen) one of
 * those rows holds the middle-column queen, which forbids its diagonals to the quadrant
 * pieces and puts them in the key */
static void collect_east_halves(const Split *sp, unsigned north, unsigned south) {
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

/* A big row set: its east halves (keys first ..) bucketed (counting sort) by the crossing
 * sums s .. s + 7, the anti-diagonals through the north-west corner of the east half. They
 * are the ones the first queens of both west searches take (the rows next to the middle row
 * come first): halves alike share words, and such a queen zeroes whole words. */
static void sort_east_halves(size_t first, size_t count) {
    uint32_t start[(1 << SORT_BITS) + 1] = {0};
    uint64_t *keys = index_.key + first;
    index_.sorted = grow(index_.sorted, &index_.sorted_capacity, count, sizeof *index_.sorted);
    for (size_t i = 0; i < count; i++) start[sort_bucket(keys[i]) + 1]++;
    for (int b = 0; b < 1 << SORT_BITS; b++) start[b + 1] += start[b];
    for (size_t i = 0; i < count; i++) index_.sorted[start[sort_bucket(keys[i])]++] = keys[i];
    memcpy(keys, index_.sorted, count * sizeof *keys);
}

/* the keys padded with ~0 up to a whole word (in no slice, and bit 63 marks them absent) */
static void pad_keys(void) {
    index_.key = grow(index_.key, &index_.key_capacity, index_.count + 64, sizeof *index_.key);
    while (index_.count % 64 != 0) index_.key[index_.count++] = ~UINT64_C(0);
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

/* the slices of the padded keys first .. first + 64 * blocks - 1: 64 keys at a time,
 * transposed, give one word of every slice */
static void build_slices(const Split *sp, size_t first, int blocks) {
    const int bits = 2 * sp->span;
    index_.blocks = blocks;
    index_.slice = grow(index_.slice, &index_.slice_capacity, (size_t)(bits + 1) * blocks,
                        sizeof *index_.slice);
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
    uint64_t live;    /* bit w set when word w of its vector (of the batch) may be nonzero */
    uint32_t key;     /* the diagonals a north-west piece could share with it (conflict_key) */
    unsigned cols;    /* west columns used (local) */
    int weight_shift; /* log2 of its weight */
} SouthPiece;

typedef struct {
    uint32_t key, piece; /* a south piece's conflict key and its index in join.south */
} SouthRef;

static struct {
    const Split *sp;
    int stride;        /* words per slice, square and stored vector: the whole batch */
    int first, width;  /* the words of the search under way: a window of the batch */
    uint64_t window;   /* the window as a mask of words */
    bool sparse;       /* a big row set's window: only the live words are worked on */
    int rows;          /* rows of the quadrant being searched ... */
    int row[MAX_HALF]; /* ... in this order (global) */
    uint64_t *vectors; /* per search depth: the east halves still compatible */
    uint64_t *square;  /* per (global row, west column): the east halves a queen there leaves */
    uint64_t *pair_squares; /* per (column a, column b): the squares of the last two rows */
    int square_slices[MAX_N][MAX_HALF][2]; /* the two slices (key bits) of each square */
    unsigned long_diagonal[MAX_N];         /* per row: west columns on a long diagonal (weights) */
    SouthPiece *south;                     /* the stored south-west pieces, in search order, ... */
    uint64_t *south_vectors;               /* ... their vectors over the whole batch ... */
    SouthRef *by_cols;    /* ... and by column set: by_cols[group_start[cols] .. [cols + 1]) */
    uint32_t *candidates; /* the pieces of a group that share no diagonal with a north piece */
    size_t vectors_capacity, square_capacity, pair_squares_capacity, south_count, south_capacity;
    size_t south_vectors_capacity, by_cols_capacity, candidates_capacity;
    uint32_t group_start[(1 << MAX_HALF) + 1], group_fill[1 << MAX_HALF];
    uint64_t total;
} join;

/* the vectors of a search (word 0: word join.first of the batch) */
static uint64_t *vector_at(int depth) {
    return join.vectors + (size_t)depth * join.stride;
}

/* a stored vector, seen through the window */
static uint64_t *south_vector(size_t i) {
    return join.south_vectors + i * join.stride + join.first;
}

/* the key bit of a global diagonal (sum r + c, or standard difference r - c + n - 1,
 * counted from first_key_bit), or the "exists" slice when it does not cross the middle */
static int crossing_key_bit(const Split *sp, int diagonal, int first_key_bit) {
    const int d = diagonal - sp->s;
    return d >= 0 && d < sp->span ? first_key_bit + d : 2 * sp->span;
}

static uint64_t *square_vector(int r, int c) {
    return join.square + ((size_t)r * MAX_HALF + c) * join.stride + join.first;
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

/* square_vector(r, c) = the east halves that share no diagonal with a queen on (r, c), for
 * the whole batch (made while the window is the whole batch) */
static void prepare_squares(unsigned rows) {
    for (int r = 0; r < join.sp->n; r++) {
        if (!(rows >> r & 1)) continue;
        for (int c = 0; c < join.sp->h; c++) {
            const uint64_t *a = slice_of(join.square_slices[r][c][0]);
            const uint64_t *b = slice_of(join.square_slices[r][c][1]);
            uint64_t *out = square_vector(r, c);
            for (int w = 0; w < join.stride; w++) out[w] = a[w] & b[w];
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
                              pieces * join.stride, sizeof *join.south_vectors);
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
        const SouthRef *ref = &join.by_cols[k];
        join.candidates[count] = ref->piece;
        count += (ref->key & key) == 0;
    }
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
    const int width = join.width;
    uint64_t count = 0;
    for (size_t t = 0; t < found; t++) {
        const SouthPiece *piece = &join.south[join.candidates[t]];
        const uint64_t *south = south_vector(join.candidates[t]);
        uint64_t both = 0;
        if (!join.sparse) {
            uint64_t any = 0; /* most pairs share no east half: test that first */
            for (int w = 0; w < width; w++) any |= parent[w] & south[w];
            if (any == 0) continue;
            for (int w = 0; w < width; w++) both += (uint64_t)bit_count(parent[w] & south[w]);
        } else {
            for (uint64_t words = live & piece->live >> join.first; words != 0;
                 words &= words - 1) {
                const int w = lowest_bit_index(words);
                both += (uint64_t)bit_count(parent[w] & square[w] & south[w]);
            }
        }
        count += both << piece->weight_shift;
    }
    join.total += count << shift;
}

/* the free west columns of row r */
static unsigned free_columns(int r, unsigned cols, uint64_t sums, uint64_t differences) {
    return join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
           ~(unsigned)(differences >> (join.sp->n - 1 - r));
}

/* out = a & b in the window; returns which words of out are not zero. For big windows only
 * the live words of a are made (the others stay as they were, never read) */
static uint64_t and_vectors(uint64_t *out, const uint64_t *a, uint64_t live, const uint64_t *b) {
    uint64_t live2 = 0;
    if (!join.sparse) {
        for (int w = 0; w < join.width; w++) {
            out[w] = a[w] & b[w];
            live2 |= (uint64_t)(out[w] != 0) << w;
        }
        return live2;
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
                            uint64_t sums, uint64_t differences, int shift, bool storing,
                            const uint64_t *row_squares) {
    const int n = join.sp->n, r = join.row[depth];
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        const uint64_t *square = row_squares + (size_t)c * join.stride;
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

/* The last two rows: no vector is made for the row before the last; the last row's
 * squares come from join.pair_squares, the AND of both rows' squares */
static void search_last_two_rows(int depth, const uint64_t *vector, uint64_t live, unsigned cols,
                                 uint64_t sums, uint64_t differences, int shift, bool storing) {
    const int n = join.sp->n, r = join.row[depth];
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        search_last_row(depth + 1, vector, live, cols | 1u << c, sums | UINT64_C(1) << (r + c),
                        differences | UINT64_C(1) << (c - r + n - 1),
                        shift + (int)(join.long_diagonal[r] >> c & 1), storing,
                        join.pair_squares + (size_t)c * MAX_HALF * join.stride);
    }
}

/* Depth-first search of one west quadrant at row join.row[depth], not its last row;
 * `vector` holds the east halves compatible with the queens placed so far, `live` its words
 * that may be nonzero. A queen whose square leaves none is not placed. */
static void search_quadrant(int depth, const uint64_t *vector, uint64_t live, unsigned cols,
                            uint64_t sums, uint64_t differences, int shift, bool storing) {
    const int n = join.sp->n, r = join.row[depth];
    const int rows_below = join.rows - depth - 1;
    const uint64_t *row_squares = square_vector(r, 0);
    uint64_t *next = vector_at(depth + 1);
    COUNT(1, 0);
    for (unsigned free_cols = free_columns(r, cols, sums, differences); free_cols != 0;
         free_cols &= free_cols - 1) {
        const int c = lowest_bit_index(free_cols);
        COUNT(0, 1);
        const uint64_t live2 =
            and_vectors(next, vector, live, row_squares + (size_t)c * join.stride);
        if (live2 == 0) continue; /* no east half fits any more */
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (rows_below == 1) {
            search_last_row(depth + 1, next, live2, cols2, sums2, differences2, shift2, storing,
                            square_vector(join.row[depth + 1], 0));
        } else if (rows_below == 2 && !join.sparse) {
            search_last_two_rows(depth + 1, next, live2, cols2, sums2, differences2, shift2,
                                 storing);
        } else {
            search_quadrant(depth + 1, next, live2, cols2, sums2, differences2, shift2, storing);
        }
    }
}

/* join.pair_squares[a][b] = the squares (row before the last, a) & (last row, b) */
static void prepare_pair_squares(void) {
    const int ra = join.row[join.rows - 2], rb = join.row[join.rows - 1], h = join.sp->h;
    for (int a = 0; a < h; a++) {
        for (int b = 0; b < h; b++) {
            if (a == b || abs(a - b) == abs(ra - rb)) continue; /* never both taken */
            const uint64_t *x = square_vector(ra, a), *y = square_vector(rb, b);
            uint64_t *out = join.pair_squares + ((size_t)a * MAX_HALF + b) * join.stride;
            for (int w = 0; w < join.width; w++) out[w] = x[w] & y[w];
        }
    }
}

/* searches the west quadrant on the local rows `rows` (global row0 + i), the rows next to
 * the middle row first; a quadrant without rows has one empty piece */
static void search_west_quadrant(unsigned rows, int row0, bool storing) {
    const Split *sp = join.sp;
    const uint64_t *all = slice_of(2 * sp->span) + join.first;
    const uint64_t live = join.window >> join.first;
    join.rows = 0;
    for (int k = 0; k < sp->h; k++) {
        const int i = row0 == 0 ? sp->h - 1 - k : k;
        if (rows >> i & 1) join.row[join.rows++] = row0 + i;
    }
    if (join.rows == 1) {
        search_last_row(0, all, live, 0, sp->fixed_sums, sp->fixed_differences, 0, storing,
                        square_vector(join.row[0], 0));
    } else if (join.rows == 2 && !join.sparse) {
        prepare_pair_squares();
        search_last_two_rows(0, all, live, 0, sp->fixed_sums, sp->fixed_differences, 0, storing);
    } else if (join.rows >= 2) {
        if (!join.sparse) prepare_pair_squares();
        search_quadrant(0, all, live, 0, sp->fixed_sums, sp->fixed_differences, 0, storing);
    } else if (storing) {
        const SouthPiece piece = {live, conflict_key(sp->fixed_sums, sp->fixed_differences), 0, 0};
        memcpy(south_vector(0), all, (size_t)join.width * sizeof *all);
        join.south[join.south_count++] = piece;
    } else {
        pair_north_piece(0, sp->fixed_sums, sp->fixed_differences, 0, all, all, live);
    }
}

/* the words the next search works on: `width` words of the batch from word `first` */
static void set_window(int first, int width, bool sparse) {
    join.first = first;
    join.width = width;
    join.window = (~UINT64_C(0) >> (64 - width)) << first;
    join.sparse = sparse;
}

/* A batch: east row sets that share their south rows, each on whole words of one index. */
typedef struct {
    unsigned north;   /* the row set's north rows */
    uint64_t weight;  /* row_set_weight */
    int first, words; /* its window */
} Segment;

static struct {
    Segment segment[MAX_BLOCKS];
    int count;
} batch;

/* The solutions of a batch (the keys from first_key on, `blocks` words). The south-west
 * quadrant is the same for all its row sets: it is searched once, with vectors over the
 * whole batch; then the north-west quadrant of each row set, on the words of that row set
 * (a window), paired with the stored pieces seen through the same window. */
static uint64_t join_batch(const Split *sp, unsigned south, size_t first_key, int blocks) {
    build_slices(sp, first_key, blocks);
    join.sp = sp;
    join.stride = blocks;
    join.vectors = grow(join.vectors, &join.vectors_capacity, (size_t)(MAX_HALF + 1) * blocks,
                        sizeof *join.vectors);
    join.square = grow(join.square, &join.square_capacity, (size_t)MAX_N * MAX_HALF * blocks,
                       sizeof *join.square);
    join.pair_squares = grow(join.pair_squares, &join.pair_squares_capacity,
                             (size_t)MAX_HALF * MAX_HALF * blocks, sizeof *join.pair_squares);
    const unsigned west_south = sp->south_rows ^ south;
    unsigned west_north = 0; /* the north rows some row set of the batch leaves to the west */
    for (int i = 0; i < batch.count; i++) west_north |= sp->north_rows ^ batch.segment[i].north;
    set_window(0, blocks, batch.count == 1 && blocks >= SPARSE_BLOCKS);
    prepare_squares(west_north | west_south << sp->s);
    reserve_south_pieces(west_south);
    join.south_count = 0;
    search_west_quadrant(west_south, sp->s, true);
    if (join.south_count == 0) return 0;
    group_south_pieces();
    uint64_t total = 0;
    for (int i = 0; i < batch.count; i++) {
        const Segment *segment = &batch.segment[i];
        set_window(segment->first, segment->words, segment->words >= SPARSE_BLOCKS);
        join.total = 0;
        search_west_quadrant(sp->north_rows ^ segment->north, 0, false);
        total += segment->weight * join.total;
    }
    return total;
}

/* ---- driver ---- */

/* a big row set (keys 0 ..), a batch alone: MAX_BLOCKS words at a time */
static uint64_t join_big_row_set(const Split *sp, unsigned north, unsigned south, uint64_t weight,
                                 int words) {
    uint64_t total = 0;
    for (int part = 0; part < words; part += MAX_BLOCKS) {
        const int part_words = words - part < MAX_BLOCKS ? words - part : MAX_BLOCKS;
        batch.segment[0] = (Segment){north, weight, 0, part_words};
        batch.count = 1;
        total += join_batch(sp, south, (size_t)part * 64, part_words);
    }
    batch.count = 0;
    return total;
}

/* The east row sets with these south rows and north_queens north rows. Each one's halves are
 * collected after the previous ones; the batch so far is joined when the new row set does
 * not fit beside it, or is big (it is joined alone, its halves bucketed). */
static uint64_t count_south(const Split *sp, unsigned south, int north_queens) {
    uint64_t total = 0;
    index_.count = 0;
    batch.count = 0;
    for (int t = 0; t < subset_count[north_queens]; t++) {
        const unsigned north = subsets[north_queens][t];
        if (north & ~sp->north_rows) continue;
        const uint64_t weight = row_set_weight(sp, north, south);
        if (weight == 0) continue;
        const size_t start = index_.count;
        collect_east_halves(sp, north, south);
        const size_t halves = index_.count - start;
        if (halves == 0) continue;
        const int words = (int)((halves + 63) / 64);
        const bool big = words >= SPARSE_BLOCKS;
        if (batch.count > 0 && (big || (int)(start / 64) + words > MAX_BLOCKS)) {
            total += join_batch(sp, south, 0, (int)(start / 64));
            memmove(index_.key, index_.key + start, halves * sizeof *index_.key);
            index_.count = halves;
            batch.count = 0;
        }
        const size_t first = index_.count - halves;
        if (big) sort_east_halves(first, halves);
        pad_keys();
        if (big) {
            total += join_big_row_set(sp, north, south, weight, words);
            index_.count = 0;
        } else {
            batch.segment[batch.count++] = (Segment){north, weight, (int)(first / 64), words};
        }
    }
    if (batch.count > 0) total += join_batch(sp, south, 0, (int)(index_.count / 64));
    return total;
}

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
    for (unsigned south = 0; south < (1u << h); south++) { /* east rows, south part */
        if (south & ~sp->south_rows) continue;
        const int north_queens = east_queens - bit_count(south);
        if (north_queens >= 0 && north_queens <= h) total += count_south(sp, south, north_queens);
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
