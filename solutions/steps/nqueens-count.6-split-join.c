/*
 * nqueens-count, teaching step 7: split and join, the board cut into quadrants and the
 * halves joined with bit slices. The last step, solutions/nqueens-count.c, keeps this plan
 * and makes the join faster, odd N most (the odd-N dip is explained there).
 *
 * Idea (split and join, after E. Kluev's quadrant method). Cut the board by its middle
 * column into a west and an east half. Once we know which rows R hold the east queens, the
 * two halves no longer share rows or columns: they only interact through the diagonals
 * that cross the middle line. So, for every row set R, the solutions are the pairs
 * (east half on rows R, west half on the other rows) whose sets of occupied crossing
 * diagonals are disjoint. Each half is in turn cut into a north and a south quadrant, and
 * the quadrants are read from a table of all queen placements of an h x h square, built
 * once (h = N/2). No search over whole boards at all:
 *
 *   Phase 1  quarter table: every placement of non-attacking queens in an h x h square,
 *            one per used row and column, grouped by (row set, column set).
 *   Phase 2  split: the configurations to count and their symmetry weights (below).
 *   Phase 3  index, per east row set R: all east halves (a north-east and a south-east piece
 *            from the table, column sets complementary, no shared diagonal), stored as
 *            "bit slices": slice[d] has bit i set when east half i does NOT use crossing
 *            diagonal d. The east halves compatible with a set of diagonals D are then the
 *            AND of the slices of D, 64 halves per machine word.
 *   Phase 4  join: search the west quadrants square by square (depth-first). Placing a
 *            queen ANDs its square vector (the AND of the slices of its two diagonals)
 *            into the running vector, so every node holds the east halves still
 *            compatible; an all-zero vector ends the branch. The south-west pieces are
 *            stored by column set; each north-west piece is paired with the stored ones of
 *            the complementary column set that share no diagonal with it, and the east
 *            halves compatible with both are counted (the bits of the AND of two vectors).
 *            When the index fits in one word (most row sets of odd N), the vector stays in
 *            a register.
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
 *    one queen sits on the centre, or the middle-row queen is at distance a and the middle-
 *    column queen at distance b from the centre, a != b (else they share a diagonal). The
 *    8 symmetries map (a, b) to every choice of sides and order, so only a > b > 0 with the
 *    middle-row queen east and the middle-column queen north is counted, 8 times. The
 *    remaining 2h rows and columns form the four h x h quadrants again. With the centre
 *    queen, the left-right mirror (R to its complement) and the top-bottom mirror (R to its
 *    reverse) give each row set a weight.
 * Below SPLIT_MIN_N plain bitmask backtracking is used (nothing to gain from the split).
 *
 * Complexity: about Q(N) / 8 matching pairs of halves are found, plus the work on halves
 * that match nothing, 64 at a time; still exponential, but with a much smaller base. On
 * the reference machine (scripts/bench/results.md, when this was the main solution): 0.44 s
 * at N = 16, 3.6 s at 17, 15 s at 18, that is 11.7x, 10.5x and 17x faster than
 * steps/nqueens-count.5-bitmask.c and 5x to 9x faster than steps/nqueens-count.6-symmetry.c;
 * faster than both from N = 12 on. Memory:
 * the quarter table (119 000 pieces for N <= 17, 915 000 for N = 18: 7 MB) and per-row-set
 * buffers; peak resident 2.8 MB at N = 16 and 17, 13 MB at N = 18.
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
    ROWS_PLAIN,
} RowSymmetry;

typedef struct {
    int n, h, s, span;
    unsigned north_rows, south_rows;        /* free rows of the quadrants (local 0..h-1) */
    unsigned east_cols, west_cols;          /* free columns of the quadrants (local 0..h-1) */
    uint64_t forbid_ne, forbid_se;          /* local diagonals the east pieces may not use */
    uint64_t fixed_sums, fixed_differences; /* middle-line queens (mirrored differences) */
    bool diagonal_weights; /* even n: east filtered, west queens on long diagonals weigh 2 */
    RowSymmetry row_symmetry;
} Split;

/* the local diagonals of a quadrant at (row0, col0) that fixed queens at (qr[i], qc[i]) use */
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
    if (sp->row_symmetry == ROWS_PLAIN) return 1;
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

static struct {
    uint64_t *key; /* crossing diagonals of every east half */
    size_t count, key_capacity;
    int blocks;      /* words per slice: ceil(count / 64) */
    uint64_t *slice; /* (2 * span + 1) slices; the last one: "half exists" */
    size_t slice_capacity;
} index_;

/* The east halves on rows (north, south): a north-east and a south-east piece with
 * complementary column sets and no common diagonal. In global terms the NE quadrant (rows
 * 0.., columns s..) has sums = local sums + s and differences = local differences; the SE
 * quadrant (rows s.., columns s..) has sums = local sums + 2s and differences = local
 * differences + s. Key bits count the crossing diagonals from s (phase 2). */
static void collect_east_halves(const Split *sp, unsigned north, unsigned south) {
    const int h = sp->h, s = sp->s, span = sp->span;
    const uint64_t span_mask = (UINT64_C(1) << span) - 1;
    const int north_count = bit_count(north);
    index_.count = 0;
    for (int t = 0; t < subset_count[north_count]; t++) {
        const unsigned cols = subsets[north_count][t]; /* east columns of the north queens */
        if (cols & ~sp->east_cols) continue;
        const uint32_t g = north << h | cols, k = south << h | (sp->east_cols ^ cols);
        const uint32_t ne_first = quarter.start[g], ne_end = quarter.start[g + 1];
        const uint32_t se_first = quarter.start[k], se_end = quarter.start[k + 1];
        if (ne_first == ne_end || se_first == se_end) continue;
        for (uint32_t i = ne_first; i < ne_end; i++) {
            const uint64_t ne = quarter.piece[i];
            if (ne & sp->forbid_ne) continue;
            const uint64_t ne_key = (uint32_t)ne | (ne >> 32 >> s) << span;
            if (index_.count + (se_end - se_first) > index_.key_capacity) {
                index_.key =
                    (uint64_t *)grow(index_.key, &index_.key_capacity,
                                     index_.count + (se_end - se_first), sizeof *index_.key);
            }
            for (uint32_t j = se_first; j < se_end; j++) {
                /* SE relative to NE: both diagonal families move by s */
                const uint64_t se = quarter.piece[j], se_moved = se << s;
                if ((se & sp->forbid_se) | (ne & se_moved)) continue; /* shared diagonal */
                index_.key[index_.count++] =
                    ne_key | ((uint32_t)se_moved & span_mask) | (se >> 32) << span;
            }
        }
    }
}

static uint64_t *slice_of(int bit) {
    return index_.slice + (size_t)bit * index_.blocks;
}

static void build_slices(const Split *sp) {
    const int bits = 2 * sp->span, blocks = (int)((index_.count + 63) / 64);
    index_.blocks = blocks;
    index_.slice = (uint64_t *)grow(index_.slice, &index_.slice_capacity,
                                    (size_t)(bits + 1) * blocks, sizeof *index_.slice);
    for (int b = 0; b < blocks; b++) {
        size_t left = index_.count - (size_t)b * 64;
        uint64_t exists = left >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << left) - 1;
        for (int bit = 0; bit <= bits; bit++) slice_of(bit)[b] = exists;
    }
    for (size_t i = 0; i < index_.count; i++) {
        const uint64_t clear = ~(UINT64_C(1) << (i % 64));
        for (uint64_t key = index_.key[i]; key != 0; key &= key - 1) {
            slice_of(lowest_bit_index(key))[i / 64] &= clear;
        }
    }
}

/* ---- phase 4: the join, searching the west quadrants ---- */

typedef struct {
    unsigned cols;              /* west columns used (local) */
    uint64_t sums, differences; /* its own global diagonals (mirrored differences) */
    int weight_shift;           /* log2 of its weight */
    int next_same_cols;         /* next stored piece with the same columns, or -1 */
} SouthPiece;

static struct {
    const Split *sp;
    int blocks;        /* words per vector of east halves (index_.blocks) */
    int rows;          /* rows of the quadrant being searched ... */
    int row[MAX_HALF]; /* ... in this order (global) */
    bool storing;      /* south pass (store the pieces) or north pass (pair them) */
    uint64_t *vectors; /* per search depth: the east halves still compatible */
    uint64_t *square;  /* per (global row, west column): the east halves a queen there leaves */
    int square_slices[MAX_N][MAX_HALF][2]; /* the two slices (key bits) of each square */
    size_t vectors_capacity, square_capacity;
    unsigned long_diagonal[MAX_N]; /* per row: west columns on a long diagonal (weights) */
    SouthPiece *south;             /* the stored south-west pieces ... */
    uint64_t *south_vectors;       /* ... and their vectors */
    size_t south_count, south_capacity, south_vectors_capacity;
    int first_with_cols[1 << MAX_HALF]; /* stored south piece per column set: index + 1 */
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

/* square_vector(r, c) = the east halves that share no diagonal with a queen on (r, c), for
 * the west rows (north, south) */
static void prepare_squares(unsigned north, unsigned south) {
    const Split *sp = join.sp;
    const unsigned rows = north | south << sp->s;
    for (int r = 0; r < sp->n; r++) {
        if (!(rows >> r & 1)) continue;
        for (int c = 0; c < sp->h; c++) {
            if (!(sp->west_cols >> c & 1)) continue;
            const uint64_t *a = slice_of(join.square_slices[r][c][0]);
            const uint64_t *b = slice_of(join.square_slices[r][c][1]);
            uint64_t *out = square_vector(r, c);
            for (int w = 0; w < join.blocks; w++) out[w] = a[w] & b[w];
        }
    }
}

/* number of bits set in a AND b (few: most word pairs have none in common) */
static uint64_t common_count(const uint64_t *a, const uint64_t *b) {
    uint64_t count = 0;
    for (int w = 0; w < join.blocks; w++) {
        for (uint64_t both = a[w] & b[w]; both != 0; both &= both - 1) count++;
    }
    return count;
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
    join.south = (SouthPiece *)grow(join.south, &join.south_capacity, pieces, sizeof *join.south);
    join.south_vectors = (uint64_t *)grow(join.south_vectors, &join.south_vectors_capacity,
                                          pieces * join.blocks, sizeof *join.south_vectors);
}

/* the south piece whose vector was just written to south_vector(join.south_count) */
static void store_south_piece(unsigned cols, uint64_t sums, uint64_t differences, int shift) {
    const size_t i = join.south_count++;
    join.south[i] =
        (SouthPiece){cols, sums ^ join.sp->fixed_sums, differences ^ join.sp->fixed_differences,
                     shift, join.first_with_cols[cols] - 1};
    join.first_with_cols[cols] = (int)i + 1;
}

/* the north piece is complete: count the east halves compatible with it and with a stored
 * south piece of the complementary columns that shares no diagonal with it */
static void pair_north_piece(unsigned cols, uint64_t sums, uint64_t differences, int shift,
                             const uint64_t *vector) {
    const unsigned wanted = join.sp->west_cols ^ cols;
    uint64_t count = 0;
    for (int i = join.first_with_cols[wanted] - 1; i >= 0; i = join.south[i].next_same_cols) {
        const SouthPiece *south = &join.south[i];
        if ((south->sums & sums) | (south->differences & differences)) continue;
        count += common_count(vector, south_vector((size_t)i)) << south->weight_shift;
    }
    join.total += count << shift;
}

/* depth-first search of one west quadrant at row join.row[depth]; `vector` holds the east
 * halves compatible with the queens placed so far. A queen whose square leaves none is not
 * placed. A full piece is stored (south pass) or paired (north pass). */
static void search_quadrant(int depth, const uint64_t *vector, unsigned cols, uint64_t sums,
                            uint64_t differences, int shift) {
    const int n = join.sp->n, r = join.row[depth], blocks = join.blocks;
    const bool last = depth + 1 == join.rows;
    uint64_t *next = last && join.storing ? south_vector(join.south_count) : vector_at(depth + 1);
    const uint64_t *row_squares = square_vector(r, 0);
    unsigned free_cols = join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
                         ~(unsigned)(differences >> (n - 1 - r));
    COUNT(1, 0);
    while (free_cols != 0) {
        const int c = lowest_bit_index(free_cols);
        free_cols &= free_cols - 1;
        COUNT(0, 1);
        const uint64_t *square = row_squares + (size_t)c * blocks;
        uint64_t any = next[0] = vector[0] & square[0]; /* (word 0 apart: often the only one) */
        for (int w = 1; w < blocks; w++) any |= next[w] = vector[w] & square[w];
        if (any == 0) continue; /* no east half fits any more */
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (!last) {
            search_quadrant(depth + 1, next, cols2, sums2, differences2, shift2);
        } else if (join.storing) {
            store_south_piece(cols2, sums2, differences2, shift2);
            next = south_vector(join.south_count);
        } else {
            pair_north_piece(cols2, sums2, differences2, shift2, next);
        }
    }
}

/* search_quadrant when the index fits in one word (up to 64 east halves, as for most row
 * sets of odd N): the same search with the word in a register and the two slices of a
 * square read directly (no square vectors made) */
static void search_quadrant_in_word(int depth, uint64_t vector, unsigned cols, uint64_t sums,
                                    uint64_t differences, int shift) {
    const int n = join.sp->n, r = join.row[depth];
    const bool last = depth + 1 == join.rows;
    unsigned free_cols = join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
                         ~(unsigned)(differences >> (n - 1 - r));
    COUNT(1, 0);
    while (free_cols != 0) {
        const int c = lowest_bit_index(free_cols);
        free_cols &= free_cols - 1;
        COUNT(0, 1);
        const uint64_t next = vector & index_.slice[join.square_slices[r][c][0]] &
                              index_.slice[join.square_slices[r][c][1]];
        if (next == 0) continue; /* no east half fits any more */
        const unsigned cols2 = cols | 1u << c;
        const uint64_t sums2 = sums | UINT64_C(1) << (r + c);
        const uint64_t differences2 = differences | UINT64_C(1) << (c - r + n - 1);
        const int shift2 = shift + (int)(join.long_diagonal[r] >> c & 1);
        if (!last) {
            search_quadrant_in_word(depth + 1, next, cols2, sums2, differences2, shift2);
        } else if (join.storing) {
            *south_vector(join.south_count) = next;
            store_south_piece(cols2, sums2, differences2, shift2);
        } else {
            pair_north_piece(cols2, sums2, differences2, shift2, &next);
        }
    }
}

/* searches the west quadrant on the local rows `rows` (global row0 + i); a quadrant without
 * rows has one empty piece */
static void search_west_quadrant(unsigned rows, int row0, bool storing) {
    const Split *sp = join.sp;
    join.storing = storing;
    join.rows = 0;
    for (int i = 0; i < sp->h; i++) {
        if (rows >> i & 1) join.row[join.rows++] = row0 + i;
    }
    const uint64_t *all = slice_of(2 * sp->span);
    if (join.rows > 0 && join.blocks == 1) {
        search_quadrant_in_word(0, all[0], 0, sp->fixed_sums, sp->fixed_differences, 0);
    } else if (join.rows > 0) {
        memcpy(vector_at(0), all, (size_t)join.blocks * sizeof *all);
        search_quadrant(0, vector_at(0), 0, sp->fixed_sums, sp->fixed_differences, 0);
    } else if (storing) {
        memcpy(south_vector(join.south_count), all, (size_t)join.blocks * sizeof *all);
        store_south_piece(0, sp->fixed_sums, sp->fixed_differences, 0);
    } else {
        pair_north_piece(0, sp->fixed_sums, sp->fixed_differences, 0, all);
    }
}

/* solutions whose east queens use the rows (north, south) and whose west queens use the
 * other free rows (west_north, west_south), with the west weights of phase 2 */
static uint64_t join_west_halves(const Split *sp, unsigned west_north, unsigned west_south) {
    join.sp = sp;
    join.blocks = index_.blocks;
    join.vectors = (uint64_t *)grow(join.vectors, &join.vectors_capacity,
                                    (size_t)(MAX_HALF + 1) * join.blocks, sizeof *join.vectors);
    join.square = (uint64_t *)grow(join.square, &join.square_capacity,
                                   (size_t)MAX_N * MAX_HALF * join.blocks, sizeof *join.square);
    if (join.blocks > 1) prepare_squares(west_north, west_south);
    reserve_south_pieces(west_south);
    join.total = 0;
    join.south_count = 0;
    search_west_quadrant(west_south, sp->s, true);
    if (join.south_count > 0) search_west_quadrant(west_north, 0, false);
    for (size_t i = 0; i < join.south_count; i++) join.first_with_cols[join.south[i].cols] = 0;
    return join.total;
}

/* ---- driver ---- */

static uint64_t count_split(const Split *sp) {
    const int h = sp->h, east_queens = bit_count(sp->east_cols);
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
            if (index_.count == 0) continue;
            build_slices(sp);
            total += weight * join_west_halves(sp, sp->north_rows ^ north, sp->south_rows ^ south);
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
    if (n % 2 == 0) {
        fix_queens(&sp, 0, NULL, NULL);
        sp.forbid_ne = local_diagonals(1u << (h - 1), 0); /* the anti-diagonal */
        sp.forbid_se = local_diagonals(0, 1u << (h - 1)); /* the main diagonal */
        sp.diagonal_weights = true;
        sp.row_symmetry = ROWS_MIRRORED;
        return count_split(&sp);
    }
    sp.row_symmetry = ROWS_MIRRORED_AND_SWAPPED; /* a queen on the centre */
    const int centre[1] = {h};
    fix_queens(&sp, 1, centre, centre);
    uint64_t total = count_split(&sp);
    sp.row_symmetry = ROWS_PLAIN;
    for (int b = 1; b < h; b++) {
        for (int a = b + 1; a <= h; a++) { /* middle row (h, h + a), middle column (h - b, h) */
            sp.north_rows = all & ~(1u << (h - b));
            sp.east_cols = all & ~(1u << (a - 1));
            const int row[2] = {h, h - b}, col[2] = {h + a, h};
            fix_queens(&sp, 2, row, col);
            total += 8 * count_split(&sp);
        }
    }
    return total;
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
