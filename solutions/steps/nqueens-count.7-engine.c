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
 *            by a bit-matrix transpose, four 64 x 64 matrices side by side. The halves of a
 *            big row set are sorted by eight crossing sums around the board's centre (the
 *            "sort bits"): those free of some of them come first. Small row sets with the
 *            same south rows are put side by side in one index (a batch, up to 64 words),
 *            each on whole words of its own (its window).
 *   Phase 4  join: search the west quadrants square by square (depth-first). Placing a
 *            queen ANDs its square vector (the AND of the slices of its two diagonals)
 *            into the running vector, so every node holds the east halves still
 *            compatible; an all-zero vector ends the branch. One quadrant is searched
 *            first and its full pieces stored with their vectors, grouped by column set:
 *            the west-north one of a big row set (the smaller one), the west-south one of a
 *            batch (the same for all its row sets, searched once over the whole batch).
 *            Then the other quadrant is searched (per row set, on its window) and each of
 *            its full pieces is paired with the stored ones of the complementary column set
 *            that share no diagonal with it: the east halves compatible with both are
 *            counted (the bits of the AND of two vectors). The words run in blocks of four,
 *            whole: where the vectors end is known from the sort bits the queens take (the
 *            halves free of them end there), not searched for, so loops keep their length
 *            and branches stay predictable. The join is compiled twice (see ENGINE): for
 *            any processor, and for AVX2 with POPCNT, chosen at run time.
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
 * Measured by make bench (scripts/bench/results.md, user CPU, one thread, this repository's
 * 2-core AMD EPYC): see there, with E. Kluev's counter in the same batch. Memory: the
 * quarter table (h = N / 2: 119 000 pieces for N <= 17, 915 000 for N = 18 and 19, 7.5
 * million for N = 20 and 21, 8 bytes each: 58 MB) and per-batch buffers: peak resident about 4 MB
 * at N = 16 and 17, 14 MB at 18 and 19, 92 MB at 20 and 21.
 * Maximum N: 21
 * Verdict: AC
 *
 * I/O (problems/nqueens-count.md): integers N separated by any whitespace, as scanf reads
 * them (one a line, or several on a line); a 0 or the end of the input ends it, and nothing
 * after the 0 is read; one count per N. Each distinct N is computed once (memo table). Bad
 * input (a token that is not an integer, N < 0, "-0", N > 21, empty input): one line
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
    MAX_N = 21,
    MAX_HALF = MAX_N / 2, /* quadrant side h */
    SPLIT_MIN_N = 10,     /* from here on the split-and-join method is used */
};
#ifndef COUNT /* -include scripts/bench/count_nodes.h counts the searches (make bench) */
#define COUNT(nodes, squares) ((void)0)
#endif

static long line_number = 1; /* the line of the character read last */
static void fail(const char *what);

/* The join is compiled twice where the compiler can: for any x86-64 processor, and for
 * those with AVX2, POPCNT, BMI1 and BMI2 (chosen at run time), where its loops over blocks
 * of 4 words become single 256-bit operations and a bit count one instruction. ENGINE
 * functions are inlined into both. NQUEENS_NO_AVX2 leaves out the second one (to test the
 * first on any machine), NQUEENS_PORTABLE every compiler builtin. */
#if defined(__GNUC__) && !defined(NQUEENS_PORTABLE)
#define ENGINE static inline __attribute__((always_inline))
#define RESTRICT __restrict
#if (defined(__x86_64__) || defined(__i386__)) && !defined(NQUEENS_NO_AVX2)
#define AVX2_ENGINE 1
#define AVX2 __attribute__((target("avx2,popcnt,bmi,bmi2")))
#endif
#else
#define ENGINE static inline
#define RESTRICT
#endif
#ifdef AVX2_ENGINE
static bool use_avx2; /* the processor has what the second one needs */
#endif

/* ---- bit helpers (a compiler builtin where there is one, portable code otherwise) ---- */

ENGINE int lowest_bit_index(uint64_t x) { /* x != 0 */
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
ENGINE int bit_count(uint64_t x) {
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
} quarter = {-1, NULL, NULL, NULL};

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
    quarter.start = (uint32_t *)calloc(groups + 1, sizeof *quarter.start);
    quarter.next_free = (uint32_t *)malloc(groups * sizeof *quarter.next_free);
    if (quarter.start == NULL || quarter.next_free == NULL) fail("out of memory");
    place_in_quarter(0, 0, 0, 0, 0, 0);
    for (size_t g = 0; g < groups; g++) quarter.start[g + 1] += quarter.start[g];
    quarter.piece = (uint64_t *)malloc(((size_t)quarter.start[groups] + 1) * sizeof *quarter.piece);
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
    BATCH_WORDS = 64, /* words of a batch of row sets at most */
    BIG_WORDS = 16,   /* a row set with this many words is sorted (sort_east_halves) and is a
                         batch alone */
    SORT_BITS = 8,    /* the crossing sums a big row set is sorted by */
    BLOCK = 4,        /* words handled together (one 256-bit operation with AVX2) */
};

typedef struct {
    uint64_t test, key; /* what the other quadrant's pieces are tested against; key bits */
} QuadrantPiece;

static struct {
    uint64_t *key; /* crossing diagonals of every east half of the batch, row set after row
                      set, each padded with ~0 up to a whole word */
    uint64_t *sorted;
    size_t count, key_capacity, sorted_capacity;
    int words;       /* words per slice: the whole batch */
    uint64_t *slice; /* (2 * span + 1) slices; the last one: "half exists" */
    size_t slice_capacity;
    QuadrantPiece *ne, *se; /* the usable pieces of one column set */
    size_t ne_capacity, se_capacity;
    int sort_bit[SORT_BITS];   /* the key bit of each sort bit, the first most significant */
    int window;                /* the lowest of them: sort bits come from key >> window */
    unsigned char bucket[512]; /* the sort value of the 9 key bits from `window` on */
    uint32_t bucket_end[1 << SORT_BITS]; /* a sorted row set: where each sort value ends */
} index_;

/* The east halves on rows (north, south): a north-east and a south-east piece with
 * complementary column sets and no common diagonal. In global terms the NE quadrant (rows
 * 0.., columns s..) has sums = local sums + s and differences = local differences; the SE
 * quadrant (rows s.., columns s..) has sums = local sums + 2s and differences = local
 * differences + s. Key bits count the crossing diagonals from s (phase 2). The usable
 * pieces of both quadrants are listed first (each one written, kept when usable: no branch
 * to mispredict); then every piece of the shorter list writes a key with each one of the
 * longer list and keeps it when the two share no diagonal. */
ENGINE void collect_quadrant_pairs(const Split *sp, unsigned north, unsigned south,
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
        index_.ne = (QuadrantPiece *)grow(index_.ne, &index_.ne_capacity, ne_end - ne_first,
                                          sizeof *index_.ne);
        index_.se = (QuadrantPiece *)grow(index_.se, &index_.se_capacity, se_end - se_first,
                                          sizeof *index_.se);
        QuadrantPiece *RESTRICT ne = index_.ne, *RESTRICT se = index_.se;
        size_t ne_count = 0, se_count = 0;
        for (uint32_t i = ne_first; i < ne_end; i++) {
            const uint64_t piece = quarter.piece[i];
            ne[ne_count].test = piece;
            ne[ne_count].key = extra_key | (uint32_t)piece | (piece >> 32 >> s) << span;
            ne_count += (piece & forbid_ne) == 0;
        }
        for (uint32_t j = se_first; j < se_end; j++) {
            const uint64_t piece = quarter.piece[j], moved = piece << s; /* both families */
            se[se_count].test = moved;
            se[se_count].key = ((uint32_t)moved & span_mask) | (piece >> 32) << span;
            se_count += (piece & forbid_se) == 0;
        }
        if (ne_count == 0 || se_count == 0) continue;
        const bool ne_outer = ne_count <= se_count;
        const QuadrantPiece *outer = ne_outer ? ne : se;
        const QuadrantPiece *RESTRICT inner = ne_outer ? se : ne;
        const size_t outer_count = ne_outer ? ne_count : se_count;
        const size_t inner_count = ne_outer ? se_count : ne_count;
        index_.key =
            (uint64_t *)grow(index_.key, &index_.key_capacity,
                             index_.count + outer_count * inner_count + 64, sizeof *index_.key);
        uint64_t *RESTRICT key = index_.key + index_.count;
        size_t kept = 0;
        for (size_t i = 0; i < outer_count; i++) {
            const uint64_t test = outer[i].test, outer_key = outer[i].key;
            for (size_t j = 0; j < inner_count; j++) {
                key[kept] = outer_key | inner[j].key;
                kept += (test & inner[j].test) == 0; /* no shared diagonal */
            }
        }
        index_.count += kept;
    }
}

/* the east halves on rows (north, south); for odd n (but with the centre queen) one of
 * those rows holds the middle-column queen, which forbids its diagonals to the quadrant
 * pieces and puts them in the key */
ENGINE void collect_east_halves_engine(const Split *sp, unsigned north, unsigned south) {
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

/* The sort bits: the crossing sums s + h - 2, s + h, s + h - 3, s + h + 1, ... around the
 * anti-diagonal through the board's centre (s + h - 1, which even boards keep free of east
 * queens), the first one most significant. Each splits the east halves about evenly and is
 * often taken by west queens: a west piece taking some of them leaves only east halves
 * whose sort value lies below a bound (join.cut_end). */
static void choose_sort_bits(const Split *sp) {
    static const int offset[SORT_BITS] = {-1, 1, -2, 2, -3, 3, -4, 4};
    index_.window = sp->h - 5;
    for (int i = 0; i < SORT_BITS; i++) index_.sort_bit[i] = sp->h - 1 + offset[i];
    for (unsigned bits = 0; bits < 512; bits++) {
        unsigned value = 0;
        for (int i = 0; i < SORT_BITS; i++) {
            value |= (bits >> (index_.sort_bit[i] - index_.window) & 1u) << (SORT_BITS - 1 - i);
        }
        index_.bucket[bits] = (unsigned char)value;
    }
}

static unsigned sort_value(uint64_t key) {
    return index_.bucket[key >> index_.window & 0x1FF];
}

/* A big row set: its east halves (keys first ..) sorted by their sort value (counting
 * sort); index_.bucket_end[v]: the number of halves with a value up to v */
static void sort_east_halves(size_t first, size_t count) {
    uint32_t start[(1 << SORT_BITS) + 1] = {0};
    uint64_t *keys = index_.key + first;
    index_.sorted =
        (uint64_t *)grow(index_.sorted, &index_.sorted_capacity, count, sizeof *index_.sorted);
    for (size_t i = 0; i < count; i++) start[sort_value(keys[i]) + 1]++;
    for (int b = 0; b < 1 << SORT_BITS; b++) start[b + 1] += start[b];
    for (size_t i = 0; i < count; i++) index_.sorted[start[sort_value(keys[i])]++] = keys[i];
    memcpy(keys, index_.sorted, count * sizeof *keys);
    memcpy(index_.bucket_end, start, sizeof index_.bucket_end);
}

/* the keys padded with ~0 up to a whole word (in no slice, and bit 63 marks them absent) */
static void pad_keys(void) {
    index_.key =
        (uint64_t *)grow(index_.key, &index_.key_capacity, index_.count + 64, sizeof *index_.key);
    while (index_.count % 64 != 0) index_.key[index_.count++] = ~UINT64_C(0);
}

static uint64_t *slice_of(int bit) {
    return index_.slice + (size_t)bit * index_.words;
}

/* swaps the off-diagonal width x width blocks of every 2 width x 2 width block of the BLOCK
 * 64 x 64 bit matrices a[.][l] (`low`: the low half of every pair of width bits) */
ENGINE void swap_blocks(uint64_t a[64][BLOCK], int width, uint64_t low) {
    for (int k = 0; k < 64; k += 2 * width) {
        for (int j = k; j < k + width; j++) {
            for (int l = 0; l < BLOCK; l++) {
                const uint64_t t = ((a[j][l] >> width) ^ a[j + width][l]) & low;
                a[j][l] ^= t << width;
                a[j + width][l] ^= t;
            }
        }
    }
}

/* a[b][l] bit i becomes a[i][l] bit b, for BLOCK matrices side by side (one per lane) */
ENGINE void transpose_bits(uint64_t a[64][BLOCK]) {
    swap_blocks(a, 32, UINT64_C(0x00000000FFFFFFFF));
    swap_blocks(a, 16, UINT64_C(0x0000FFFF0000FFFF));
    swap_blocks(a, 8, UINT64_C(0x00FF00FF00FF00FF));
    swap_blocks(a, 4, UINT64_C(0x0F0F0F0F0F0F0F0F));
    swap_blocks(a, 2, UINT64_C(0x3333333333333333));
    swap_blocks(a, 1, UINT64_C(0x5555555555555555));
}

/* the slices (`padded` words, those from `words` on empty) of the padded keys first ..
 * first + 64 * words - 1: 64 keys at a time, transposed, give one word of every slice */
ENGINE void build_slices_engine(const Split *sp, size_t first, int words, int padded) {
    const int bits = 2 * sp->span;
    for (int b = 0; b < padded; b += BLOCK) {
        uint64_t word[64][BLOCK];
        for (int l = 0; l < BLOCK; l++) {
            if (b + l >= words) {
                for (int k = 0; k < 64; k++) word[k][l] = ~UINT64_C(0); /* no east half */
                continue;
            }
            const uint64_t *keys = index_.key + first + (size_t)(b + l) * 64;
            for (int k = 0; k < 64; k++) word[k][l] = keys[k];
        }
        transpose_bits(word);
        for (int bit = 0; bit < bits; bit++) {
            for (int l = 0; l < BLOCK; l++) slice_of(bit)[b + l] = ~word[bit][l];
        }
        for (int l = 0; l < BLOCK; l++) slice_of(bits)[b + l] = ~word[63][l];
    }
}

/* phase 3 compiled for each processor */
static void collect_plain(const Split *sp, unsigned north, unsigned south) {
    collect_east_halves_engine(sp, north, south);
}

static void build_slices_plain(const Split *sp, size_t first, int words, int padded) {
    build_slices_engine(sp, first, words, padded);
}

#ifdef AVX2_ENGINE
AVX2 static void collect_avx2(const Split *sp, unsigned north, unsigned south) {
    collect_east_halves_engine(sp, north, south);
}

AVX2 static void build_slices_avx2(const Split *sp, size_t first, int words, int padded) {
    build_slices_engine(sp, first, words, padded);
}
#endif

static void collect_east_halves(const Split *sp, unsigned north, unsigned south) {
#ifdef AVX2_ENGINE
    if (use_avx2) {
        collect_avx2(sp, north, south);
        return;
    }
#endif
    collect_plain(sp, north, south);
}

static void build_slices(const Split *sp, size_t first, int words, int padded) {
    index_.words = padded;
    index_.slice = (uint64_t *)grow(index_.slice, &index_.slice_capacity,
                                    (size_t)(2 * sp->span + 1) * padded, sizeof *index_.slice);
#ifdef AVX2_ENGINE
    if (use_avx2) {
        build_slices_avx2(sp, first, words, padded);
        return;
    }
#endif
    build_slices_plain(sp, first, words, padded);
}

/* ---- phase 4: the join, searching the west quadrants ---- */

/* A stored west piece: the words lo .. hi - 1 of its vector, from stored_words + at on */
typedef struct {
    uint32_t at, key; /* key: the diagonals a piece of the other quadrant could share */
    uint16_t lo, hi;
    uint16_t cuts;  /* the sort bits its queens take */
    uint16_t cols;  /* west columns used (local) */
    uint16_t shift; /* log2 of its weight */
} Piece;

static struct {
    const Split *sp;
    int words;         /* W: words per slice, square and search vector (a multiple of BLOCK) */
    int rows;          /* rows of the quadrant being searched ... */
    int row[MAX_HALF]; /* ... in this order (global) */
    uint64_t *vectors; /* per search depth: the east halves still compatible (W words) */
    uint64_t *square;  /* per (global row, west column): the east halves a queen there leaves */
    int square_slices[MAX_N][MAX_HALF][2]; /* the two slices (key bits) of each square */
    unsigned long_diagonal[MAX_N];         /* per row: west columns on a long diagonal (weights) */
    uint16_t cut_bit[MAX_N][MAX_HALF];     /* the sort bits (index_.sort_bit) a square takes */
    uint16_t cut_end[1 << SORT_BITS];      /* the words of the east halves free of those bits */
    Piece *stored;          /* the pieces of the quadrant searched first, in search order ... */
    uint64_t *stored_words; /* ... and their words */
    Piece *grouped;         /* the same by column set: grouped[group_start[cols] ..] */
    uint32_t *grouped_keys; /* grouped[i].key, side by side for the scan of a column set */
    uint32_t *candidates;   /* the pieces of a column set that share no diagonal with a new one */
    size_t vectors_capacity, square_capacity, stored_count, stored_capacity, stored_words_count;
    size_t stored_words_capacity, grouped_capacity, keys_capacity, candidates_capacity;
    uint32_t group_start[(1 << MAX_HALF) + 1], group_fill[1 << MAX_HALF];
    uint64_t total;
} join;

/* the bits set in x: one instruction where the processor has it */
ENGINE int ones(uint64_t x, bool fast) {
#if defined(__GNUC__) && !defined(NQUEENS_PORTABLE)
    if (fast) return __builtin_popcountll(x);
#else
    (void)fast;
#endif
    return bit_count(x);
}

static uint64_t *vector_at(int depth) {
    return join.vectors + (size_t)depth * join.words;
}

/* the key bit of a global diagonal (sum r + c, or standard difference r - c + n - 1,
 * counted from first_key_bit), or the "exists" slice when it does not cross the middle */
static int crossing_key_bit(const Split *sp, int diagonal, int first_key_bit) {
    const int d = diagonal - sp->s;
    return d >= 0 && d < sp->span ? first_key_bit + d : 2 * sp->span;
}

static const uint64_t *square_vector(int r, int c) {
    return join.square + ((size_t)r * MAX_HALF + c) * join.words;
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
            uint64_t *out = join.square + ((size_t)r * MAX_HALF + c) * join.words;
            for (int w = 0; w < join.words; w++) out[w] = a[w] & b[w];
        }
    }
}

/* join.cut_end[m]: where the east halves that take none of the sort bits m end, in whole
 * blocks (the whole batch when it is not sorted); join.cut_bit: the sort bits of each square */
static void prepare_cuts(bool sorted) {
    const Split *sp = join.sp;
    for (unsigned m = 0; m < 1u << SORT_BITS; m++) {
        int end = join.words;
        if (sorted) { /* the largest value free of m: every other sort bit set */
            unsigned value = 0;
            for (int i = 0; i < SORT_BITS; i++) value |= (~m >> i & 1u) << (SORT_BITS - 1 - i);
            const uint32_t halves = index_.bucket_end[value];
            end = (int)((halves + 64 * BLOCK - 1) / (64 * BLOCK) * BLOCK);
            if (end > join.words) end = join.words;
        }
        join.cut_end[m] = (uint16_t)end;
    }
    for (int r = 0; r < sp->n; r++) {
        for (int c = 0; c < sp->h; c++) {
            const int sum = r + c - sp->s; /* its key bit, if it crosses */
            unsigned bits = 0;
            for (int i = 0; i < SORT_BITS; i++) bits |= (unsigned)(index_.sort_bit[i] == sum) << i;
            join.cut_bit[r][c] = (uint16_t)bits;
        }
    }
}

/* out = a & b on the words lo .. hi - 1 (whole blocks); false when they are all zero */
ENGINE bool and_range(uint64_t *RESTRICT out, const uint64_t *RESTRICT a,
                      const uint64_t *RESTRICT b, int lo, int hi) {
    uint64_t any[BLOCK] = {0};
    for (int w = lo; w < hi; w += BLOCK) {
        for (int i = 0; i < BLOCK; i++) {
            const uint64_t x = a[w + i] & b[w + i];
            out[w + i] = x;
            any[i] |= x;
        }
    }
    uint64_t all = 0;
    for (int i = 0; i < BLOCK; i++) all |= any[i];
    return all != 0;
}

/* A full piece of the quadrant searched first: its vector parent & square (on the words
 * lo .. hi - 1) is stored, if it is not zero */
ENGINE void store_piece(const uint64_t *RESTRICT parent, int lo, int hi,
                        const uint64_t *RESTRICT square, unsigned cols, uint32_t key, int shift,
                        unsigned cuts) {
    join.stored = (Piece *)grow(join.stored, &join.stored_capacity, join.stored_count + 1,
                                sizeof *join.stored);
    join.stored_words =
        (uint64_t *)grow(join.stored_words, &join.stored_words_capacity,
                         join.stored_words_count + (size_t)(hi - lo), sizeof *join.stored_words);
    uint64_t *RESTRICT out = join.stored_words + join.stored_words_count;
    if (!and_range(out, parent + lo, square + lo, 0, hi - lo)) return;
    const Piece piece = {(uint32_t)join.stored_words_count,
                         key,
                         (uint16_t)lo,
                         (uint16_t)hi,
                         (uint16_t)cuts,
                         (uint16_t)cols,
                         (uint16_t)shift};
    join.stored[join.stored_count++] = piece;
    join.stored_words_count += (size_t)(hi - lo);
}

/* A full piece of the second quadrant, parent & square: paired with every stored piece of
 * the complementary columns that shares no diagonal with it. Counts the east halves
 * compatible with both, each pair with its weights, on the words where both can have some:
 * up to join.cut_end of the sort bits they take together. */
ENGINE void pair_piece(const uint64_t *RESTRICT parent, int lo, int hi,
                       const uint64_t *RESTRICT square, unsigned cols, uint32_t key, int shift,
                       unsigned cuts, bool fast) {
    const unsigned wanted = join.sp->west_cols & ~cols;
    size_t found = 0;
    for (uint32_t j = join.group_start[wanted]; j < join.group_start[wanted + 1]; j++) {
        join.candidates[found] = j; /* each one written, kept when it fits */
        found += (join.grouped_keys[j] & key) == 0;
    }
    if (found == 0) return;
    uint64_t *RESTRICT mine = vector_at(MAX_HALF);
    if (!and_range(mine, parent, square, lo, hi)) return;
    uint64_t count = 0;
    for (size_t t = 0; t < found; t++) {
        const Piece *piece = &join.grouped[join.candidates[t]];
        const int from = lo > piece->lo ? lo : piece->lo;
        int to = hi < piece->hi ? hi : piece->hi;
        if (join.cut_end[cuts | piece->cuts] < to) to = join.cut_end[cuts | piece->cuts];
        if (from >= to) continue;
        const uint64_t *RESTRICT theirs = join.stored_words + piece->at + (from - piece->lo);
        const uint64_t *RESTRICT ours = mine + from;
        uint64_t any[BLOCK] = {0}, both = 0;
        for (int w = 0; w < to - from; w += BLOCK) {
            for (int i = 0; i < BLOCK; i++) any[i] |= ours[w + i] & theirs[w + i];
        }
        if ((any[0] | any[1] | any[2] | any[3]) == 0) continue; /* most pairs share nothing */
        for (int w = 0; w < to - from; w++) both += (uint64_t)ones(ours[w] & theirs[w], fast);
        count += both << piece->shift;
    }
    join.total += count << shift;
}

/* the free west columns of row r */
static unsigned free_columns(int r, unsigned cols, uint64_t sums, uint64_t differences) {
    return join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
           ~(unsigned)(differences >> (join.sp->n - 1 - r));
}

/* Depth-first search of the west quadrant on join.row[0 .. join.rows - 1] from the vector
 * `root` (words lo .. hi - 1); every full piece is stored or paired. A queen whose square
 * leaves no east half is not placed; the words a node works on end at join.cut_end of the
 * sort bits its queens take. Iterative: one function, so that it can be compiled for the
 * processor at hand. */
ENGINE void search_quadrant(const uint64_t *root, int lo, int hi, bool storing, bool fast) {
    const Split *sp = join.sp;
    const int n = sp->n, last = join.rows - 1;
    struct {
        const uint64_t *vector;
        uint64_t sums, differences;
        unsigned cols, free_cols, cuts;
        int hi, shift;
    } at[MAX_HALF];
    COUNT(1, 0);
    if (join.rows == 0) { /* one empty piece */
        const uint32_t key = conflict_key(sp->fixed_sums, sp->fixed_differences);
        if (storing) {
            store_piece(root, lo, hi, root, 0, key, 0, 0);
        } else {
            pair_piece(root, lo, hi, root, 0, key, 0, 0, fast);
        }
        return;
    }
    at[0].vector = root;
    at[0].hi = hi;
    at[0].sums = sp->fixed_sums;
    at[0].differences = sp->fixed_differences;
    at[0].cols = at[0].cuts = 0;
    at[0].shift = 0;
    at[0].free_cols = free_columns(join.row[0], 0, at[0].sums, at[0].differences);
    int depth = 0;
    while (depth >= 0) {
        if (at[depth].free_cols == 0) {
            depth--;
            continue;
        }
        const int r = join.row[depth], c = lowest_bit_index(at[depth].free_cols);
        at[depth].free_cols &= at[depth].free_cols - 1;
        COUNT(0, 1);
        const uint64_t *square = square_vector(r, c);
        const unsigned cols = at[depth].cols | 1u << c;
        const unsigned cuts = at[depth].cuts | join.cut_bit[r][c];
        const uint64_t sums = at[depth].sums | UINT64_C(1) << (r + c);
        const uint64_t differences = at[depth].differences | UINT64_C(1) << (c - r + n - 1);
        const int shift = at[depth].shift + (int)(join.long_diagonal[r] >> c & 1);
        const int end = join.cut_end[cuts] < at[depth].hi ? join.cut_end[cuts] : at[depth].hi;
        if (depth == last) {
            const uint32_t key = conflict_key(sums, differences);
            if (storing) {
                store_piece(at[depth].vector, lo, end, square, cols, key, shift, cuts);
            } else {
                pair_piece(at[depth].vector, lo, end, square, cols, key, shift, cuts, fast);
            }
            continue;
        }
        uint64_t *next = vector_at(depth + 1);
        if (!and_range(next, at[depth].vector, square, lo, end)) continue; /* no east half */
        COUNT(1, 0);
        depth++;
        at[depth].vector = next;
        at[depth].hi = end;
        at[depth].sums = sums;
        at[depth].differences = differences;
        at[depth].cols = cols;
        at[depth].cuts = cuts;
        at[depth].shift = shift;
        at[depth].free_cols = free_columns(join.row[depth], cols, sums, differences);
    }
}

/* the search compiled for each processor; `storing` a constant in each */
static void search_plain(const uint64_t *root, int lo, int hi, bool storing) {
    if (storing) {
        search_quadrant(root, lo, hi, true, false);
    } else {
        search_quadrant(root, lo, hi, false, false);
    }
}

#ifdef AVX2_ENGINE
AVX2 static void search_avx2(const uint64_t *root, int lo, int hi, bool storing) {
    if (storing) {
        search_quadrant(root, lo, hi, true, true);
    } else {
        search_quadrant(root, lo, hi, false, true);
    }
}
#endif

/* searches the west quadrant on the local rows `rows` (global row0 + i), the rows next to
 * the middle row first, from root (words lo .. hi - 1) */
static void search_west_quadrant(unsigned rows, int row0, bool storing, const uint64_t *root,
                                 int lo, int hi) {
    const Split *sp = join.sp;
    join.rows = 0;
    for (int k = 0; k < sp->h; k++) {
        const int i = row0 == 0 ? sp->h - 1 - k : k;
        if (rows >> i & 1) join.row[join.rows++] = row0 + i;
    }
#ifdef AVX2_ENGINE
    if (use_avx2) {
        search_avx2(root, lo, hi, storing);
        return;
    }
#endif
    search_plain(root, lo, hi, storing);
}

/* join.grouped: the stored pieces by column set (counting sort) */
static void group_stored_pieces(void) {
    const unsigned groups = 1u << join.sp->h;
    const size_t count = join.stored_count;
    memset(join.group_start, 0, (groups + 1) * sizeof *join.group_start);
    for (size_t i = 0; i < count; i++) join.group_start[join.stored[i].cols + 1]++;
    for (unsigned g = 0; g < groups; g++) {
        join.group_start[g + 1] += join.group_start[g];
        join.group_fill[g] = join.group_start[g];
    }
    join.grouped = (Piece *)grow(join.grouped, &join.grouped_capacity, count, sizeof *join.grouped);
    join.grouped_keys =
        (uint32_t *)grow(join.grouped_keys, &join.keys_capacity, count, sizeof *join.grouped_keys);
    join.candidates = (uint32_t *)grow(join.candidates, &join.candidates_capacity, count,
                                       sizeof *join.candidates);
    for (size_t i = 0; i < count; i++) {
        const uint32_t k = join.group_fill[join.stored[i].cols]++;
        join.grouped[k] = join.stored[i];
        join.grouped_keys[k] = join.stored[i].key;
    }
}

/* A batch: east row sets that share their south rows, each on whole words of one index. */
typedef struct {
    unsigned north;   /* the row set's north rows */
    uint64_t weight;  /* row_set_weight */
    int first, words; /* its window (words of the batch) */
} Segment;

static struct {
    Segment segment[BATCH_WORDS];
    int count;
} batch;

/* The solutions of a batch (the keys from first_key on, `words` words). A row set alone
 * stores its west-north quadrant, the smaller one, and pairs each full piece of its
 * west-south quadrant with it. Otherwise the west-south quadrant, the same for all row sets
 * of the batch, is stored once, with vectors over the whole batch; then the west-north
 * quadrant of each row set is searched on the words of that row set (its window) and
 * paired with it. */
static uint64_t join_batch(const Split *sp, unsigned south, size_t first_key, int words) {
    const int padded = (words + BLOCK - 1) / BLOCK * BLOCK;
    build_slices(sp, first_key, words, padded);
    join.sp = sp;
    join.words = padded;
    join.vectors = (uint64_t *)grow(join.vectors, &join.vectors_capacity,
                                    (size_t)(MAX_HALF + 1) * padded, sizeof *join.vectors);
    join.square = (uint64_t *)grow(join.square, &join.square_capacity,
                                   (size_t)MAX_N * MAX_HALF * padded, sizeof *join.square);
    const unsigned west_south = sp->south_rows ^ south;
    unsigned west_north = 0; /* the north rows some row set of the batch leaves to the west */
    for (int i = 0; i < batch.count; i++) west_north |= sp->north_rows ^ batch.segment[i].north;
    prepare_squares(west_north | west_south << sp->s);
    prepare_cuts(batch.count == 1 && words >= BIG_WORDS);
    const uint64_t *all = slice_of(2 * sp->span);
    join.stored_count = join.stored_words_count = 0;
    if (batch.count == 1) {
        search_west_quadrant(sp->north_rows ^ batch.segment[0].north, 0, true, all, 0, padded);
        if (join.stored_count == 0) return 0;
        group_stored_pieces();
        join.total = 0;
        search_west_quadrant(west_south, sp->s, false, all, 0, padded);
        return batch.segment[0].weight * join.total;
    }
    search_west_quadrant(west_south, sp->s, true, all, 0, padded);
    if (join.stored_count == 0) return 0;
    group_stored_pieces();
    uint64_t total = 0;
    uint64_t *root = vector_at(0);
    for (int i = 0; i < batch.count; i++) {
        const Segment *segment = &batch.segment[i];
        const int lo = segment->first / BLOCK * BLOCK,
                  hi = (segment->first + segment->words + BLOCK - 1) / BLOCK * BLOCK;
        for (int w = lo; w < hi; w++) { /* the window alone */
            const bool inside = w >= segment->first && w < segment->first + segment->words;
            root[w] = inside ? all[w] : 0;
        }
        join.total = 0;
        search_west_quadrant(sp->north_rows ^ segment->north, 0, false, root, lo, hi);
        total += segment->weight * join.total;
    }
    return total;
}

/* ---- driver ---- */

/* The east row sets with these south rows and north_queens north rows. Each one's halves are
 * collected after the previous ones; the batch so far is joined when the new row set does
 * not fit beside it, or is big (it is joined alone, its halves sorted). */
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
        const bool big = words >= BIG_WORDS;
        if (batch.count > 0 && (big || (int)(start / 64) + words > BATCH_WORDS)) {
            total += join_batch(sp, south, 0, (int)(start / 64));
            memmove(index_.key, index_.key + start, halves * sizeof *index_.key);
            index_.count = halves;
            batch.count = 0;
        }
        const size_t first = index_.count - halves;
        if (big) sort_east_halves(first, halves);
        pad_keys();
        const Segment segment = {north, weight, (int)(first / 64), words};
        batch.segment[batch.count++] = segment;
        if (big) {
            total += join_batch(sp, south, 0, words);
            index_.count = 0;
            batch.count = 0;
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
    Split sp;
    memset(&sp, 0, sizeof sp);
    sp.n = n;
    sp.h = h;
    sp.s = n - h;
    sp.span = 2 * h - 1;
    choose_sort_bits(&sp);
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
        const int row[1] = {h}, col[1] = {h + a};
        fix_queens(&sp, 1, row, col);
        total += 4 * count_split(&sp);
    }
    sp.east_cols = all; /* a queen on the centre */
    sp.middle_north = sp.middle_south = 0;
    sp.row_symmetry = ROWS_MIRRORED_AND_SWAPPED;
    const int centre[1] = {h};
    fix_queens(&sp, 1, centre, centre);
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
#ifdef AVX2_ENGINE
    __builtin_cpu_init();
    use_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") &&
               __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
#endif
    while (next_number(&n)) {
        any_number = true;
        if (n == 0) break; /* the end: nothing after the 0 is read */
        if (n < 0 || n > MAX_N) fail("N must be between 1 and 21 (0 ends the input)");
        if (!known[n]) {
            memo[n] = count_solutions((int)n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (!any_number) fail("empty input, expected N");
    return 0;
}
