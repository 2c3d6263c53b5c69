/*
 * nqueens-count 第 6 步：分割合并 / step 6: split and join —— N 皇后计数，本仓库评测 (repo)
 * 方法：沿中列分成东西两半、再分成象限；象限放法只枚举一次，东半存成位切片（一字 64 个），
 *       搜西半时每放一个皇后做一次与运算，数出相容的东半；再用对称（见 scripts/bench/README.md）。
 * Method: E. Kluev's quadrants: quadrant placements listed once, east halves kept as bit slices
 *         (64 to a word), the west searched ANDing them queen by queen; symmetry folded in.
 * 时间 Time: 指数级，底数小得多 / exponential, much smaller base (N = 18: 9 s); 空间 Memory: 13 MB.
 * Maximum N: 18
 * Verdict: AC
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAX_N = 18,
    MAX_HALF = MAX_N / 2, /* 象限边长 h / quadrant side h */
    SPLIT_MIN_N = 10,     /* 从这里起分割合并 / split and join from here on */
};
#ifndef COUNT /* make bench 用 count_nodes.h 数节点 / make bench counts the nodes */
#define COUNT(nodes, squares) ((void)0)
#endif

/* 内存不够：一行错误，退出码 1 / out of memory: one error line, exit status 1 */
static void fail(const char *what) {
    fprintf(stderr, "error: %s\n", what);
    exit(1);
}

/* ---- 位运算工具，有编译器内建就用 / bit helpers, a builtin where there is one ---- */

static int lowest_bit_index(uint64_t x) { /* x 不能为 0 / x must not be 0 */
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
    if (bigger == NULL) fail("内存不够 / out of memory");
    *capacity = wanted;
    return bigger;
}

/* ---- 小 N：位运算回溯，首行镜像 / small N: bitmask backtracking, first-row mirror ---- */

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
    COUNT(1, (n + 1) / 2); /* 空棋盘 / the empty board */
    for (int col = 0; col < (n + 1) / 2; col++) {
        uint32_t bit = 1u << col;
        uint64_t count = count_rows(all, bit, bit << 1, bit >> 1);
        total += (n % 2 == 1 && col == n / 2) ? count : 2 * count;
    }
    return total;
}

/* ---- 第 1 阶段：象限表 / phase 1: the quarter table ----
 * 一块：h x h 方格里互不攻击的皇后，存它占的对角线（位 0 起为和 r + c，位 32 起为差
 * r - c + h - 1）；g = rows << h | cols 组的块是 piece[start[g] .. start[g + 1])。
 * A piece: non-attacking queens in an h x h square, kept as its diagonals (sums r + c from
 * bit 0, differences r - c + h - 1 from bit 32); group g = rows << h | cols. */

static struct {
    int h;
    uint64_t *piece;
    uint32_t *start;
    uint32_t *next_free; /* 建表时每组的填写位置 / fill position per group */
} quarter = {.h = -1};

/* subsets[k]：k 个元素的子集；reversed[x]：x 的 h 位倒序
 * subsets[k]: the k-element subsets; reversed[x]: x's h bits reversed */
static unsigned subsets[MAX_HALF + 1][1 << MAX_HALF];
static int subset_count[MAX_HALF + 1];
static unsigned reversed[1 << MAX_HALF];

static uint64_t local_diagonals(uint32_t sums, uint32_t differences) {
    return (uint64_t)sums | (uint64_t)differences << 32;
}

/* 第 0 遍数每组的块，第 1 遍存下 / pass 0 counts each group's pieces, pass 1 stores them */
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
    place_in_quarter(pass, row + 1, rows, cols, sums, differences); /* 这行空着 / row left empty */
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
    if (quarter.start == NULL || quarter.next_free == NULL) fail("内存不够 / out of memory");
    place_in_quarter(0, 0, 0, 0, 0, 0);
    for (size_t g = 0; g < groups; g++) quarter.start[g + 1] += quarter.start[g];
    quarter.piece = (uint64_t *)malloc(((size_t)quarter.start[groups] + 1) * sizeof *quarter.piece);
    if (quarter.piece == NULL) fail("内存不够 / out of memory");
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

/* ---- 第 2 阶段：分割 / phase 2: the split ----
 * s = n - h：南半第一行、东半第一列（奇数 n 的第 h 行、第 h 列是中线）。跨中线的对角线为
 * s .. s + 2h - 2，即键的位：和在前，差在后（各 span = 2h - 1 位）。
 * s = n - h: first south row and east column (odd n: row and column h are the middle lines).
 * The crossing diagonals s .. s + 2h - 2 are the key bits: sums, then differences. */

typedef enum {
    ROWS_MIRRORED, /* 上下镜像：R 与倒序的 R 等价 / top-bottom: R ~ reverse(R) */
    ROWS_MIRRORED_AND_SWAPPED, /* 再加左右镜像：R 与补集等价 / and left-right: R ~ its complement */
    ROWS_PLAIN,
} RowSymmetry;

typedef struct {
    int n, h, s, span;
    unsigned north_rows, south_rows; /* 象限的空行 / free rows of the quadrants */
    unsigned east_cols, west_cols;   /* 象限的空列 / free columns of the quadrants */
    uint64_t forbid_ne, forbid_se; /* 东半块不能用的对角线 / diagonals east pieces may not use */
    uint64_t fixed_sums, fixed_differences; /* 中线上的固定皇后 / the fixed middle-line queens */
    bool diagonal_weights; /* 偶数 n：长对角线西皇后算 2 / even n: long-diagonal queens weigh 2 */
    RowSymmetry row_symmetry;
} Split;

/* 皇后 (qr[i], qc[i]) 在象限 (row0, col0) 中占的对角线 / the quadrant's diagonals they take */
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

/* 东半行集 (north, south) 算几次；数的是它的对称像时为 0
 * how often the east row set counts: 0 when a symmetric image of it is counted instead */
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

/* ---- 第 3 阶段：东半的索引 / phase 3: the index of the east halves ---- */

static struct {
    uint64_t *key; /* 每个东半占的跨线对角线 / crossing diagonals of each east half */
    size_t count, key_capacity;
    int blocks;      /* 每片的字数 / words per slice */
    uint64_t *slice; /* 最后一片表示“存在” / the last slice: "exists" */
    size_t slice_capacity;
} index_;

/* 行集 (north, south) 上的东半：东北块与东南块列集互补、不共对角线
 * east halves on rows (north, south): a NE and a SE piece, complementary columns, no shared
 * diagonal (globally NE sums move by s, SE sums by 2s and differences by s) */
static void collect_east_halves(const Split *sp, unsigned north, unsigned south) {
    const int h = sp->h, s = sp->s, span = sp->span;
    const uint64_t span_mask = (UINT64_C(1) << span) - 1;
    const int north_count = bit_count(north);
    index_.count = 0;
    for (int t = 0; t < subset_count[north_count]; t++) {
        /* 北边东皇后占的列 / the columns of the north-east queens */
        const unsigned cols = subsets[north_count][t];
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
                /* 东南相对东北，两族对角线都移 s / SE against NE: both move by s */
                const uint64_t se = quarter.piece[j], se_moved = se << s;
                /* 共用对角线就不要 / skipped when they share a diagonal */
                if ((se & sp->forbid_se) | (ne & se_moved)) continue;
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

/* ---- 第 4 阶段：合并，搜索西半象限 / phase 4: the join, searching the west ---- */

typedef struct {
    unsigned cols;              /* 用过的西列 / west columns used */
    uint64_t sums, differences; /* 自己的全局对角线 / its own global diagonals */
    int weight_shift;           /* 权重的 log2 / log2 of its weight */
    int next_same_cols;         /* 同列集的下一块或 -1 / next with these columns, or -1 */
} SouthPiece;

static struct {
    const Split *sp;
    int blocks;        /* 向量的字数 / words per vector */
    int rows;          /* 所搜象限的行… / rows of the quadrant ... */
    int row[MAX_HALF]; /* …按此顺序 / ... in this order */
    bool storing;      /* 南遍存块，北遍配对 / south pass stores, north pairs */
    uint64_t *vectors; /* 每层仍相容的东半 / per depth: halves still fitting */
    uint64_t *square;  /* 每格放皇后后剩下的东半 / per square: halves a queen leaves */
    int square_slices[MAX_N][MAX_HALF][2]; /* 每格的两个切片 / each square's two slices */
    size_t vectors_capacity, square_capacity;
    unsigned long_diagonal[MAX_N]; /* 长对角线上的西列 / long-diagonal west columns */
    SouthPiece *south;             /* 存下的西南块… / the stored south-west pieces ... */
    uint64_t *south_vectors;       /* …及其向量 / ... and their vectors */
    size_t south_count, south_capacity, south_vectors_capacity;
    int first_with_cols[1 << MAX_HALF]; /* 每个列集的第一块，下标 + 1 / first per column set, + 1 */
    uint64_t total;
} join;

static uint64_t *vector_at(int depth) {
    return join.vectors + (size_t)depth * join.blocks;
}

static uint64_t *south_vector(size_t i) {
    return join.south_vectors + i * join.blocks;
}

/* 对角线的键位；不跨中线时用“存在”片
 * a diagonal's key bit, or the "exists" slice when it does not cross the middle */
static int crossing_key_bit(const Split *sp, int diagonal, int first_key_bit) {
    const int d = diagonal - sp->s;
    return d >= 0 && d < sp->span ? first_key_bit + d : 2 * sp->span;
}

static uint64_t *square_vector(int r, int c) {
    return join.square + ((size_t)r * MAX_HALF + c) * join.blocks;
}

/* square_vector(r, c)：与 (r, c) 上的皇后不共对角线的东半
 * square_vector(r, c): the east halves clear of a queen on (r, c) */
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

/* a 与 b 共有的位数（通常很少）/ bits set in a AND b (usually few) */
static uint64_t common_count(const uint64_t *a, const uint64_t *b) {
    uint64_t count = 0;
    for (int w = 0; w < join.blocks; w++) {
        for (uint64_t both = a[w] & b[w]; both != 0; both &= both - 1) count++;
    }
    return count;
}

/* 为 south 行上的西南块预留空间（上界）/ room for the south-west pieces (a bound) */
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

/* 存下刚写好向量的南块 / store the south piece whose vector was just written */
static void store_south_piece(unsigned cols, uint64_t sums, uint64_t differences, int shift) {
    const size_t i = join.south_count++;
    join.south[i] =
        (SouthPiece){cols, sums ^ join.sp->fixed_sums, differences ^ join.sp->fixed_differences,
                     shift, join.first_with_cols[cols] - 1};
    join.first_with_cols[cols] = (int)i + 1;
}

/* 北块完成：与列集互补、不共对角线的每个南块配对，数两者都相容的东半
 * a full north piece, paired with each stored south piece of the other columns and no
 * shared diagonal: count the east halves compatible with both */
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

/* 深搜一个西半象限；vector 是仍相容的东半，为空就不放这个皇后；满块存下（南）或配对（北）
 * depth-first search of a west quadrant; `vector`: the east halves still compatible (none: no
 * queen there); a full piece is stored (south pass) or paired (north pass) */
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
        /* 第 0 字单算：常常只有它 / word 0 apart: often the only one */
        uint64_t any = next[0] = vector[0] & square[0];
        for (int w = 1; w < blocks; w++) any |= next[w] = vector[w] & square[w];
        if (any == 0) continue; /* 没有相容的东半了 / no east half fits */
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

/* 索引只有一个字时（奇数 N 多半如此）：同样的搜索，向量放在寄存器里
 * the same search when the index is one word (most row sets of odd N): kept in a register */
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
        if (next == 0) continue; /* 没有相容的东半了 / no east half fits */
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

/* 搜索 rows 行（全局 row0 + i）上的西半象限；没有行时只有一个空块
 * search the west quadrant on rows `rows` (global row0 + i); no rows: one empty piece */
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

/* 东皇后在 (north, south) 行、西皇后在其余行的解数，带第 2 阶段的权重
 * solutions with east queens on rows (north, south), west queens on the rest, weighted */
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

/* ---- 主控 / driver ---- */

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
    for (unsigned north = 0; north < (1u << h); north++) { /* 东行的北半 / east rows, north part */
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
    COUNT(1, 0); /* 空棋盘；合并不算节点 / the empty board; joins are not nodes */
    const int h = n / 2;
    const unsigned all = (1u << h) - 1;
    build_quarter_table(h);
    Split sp = {.n = n, .h = h, .s = n - h, .span = 2 * h - 1};
    sp.north_rows = sp.south_rows = sp.east_cols = sp.west_cols = all;
    if (n % 2 == 0) {
        fix_queens(&sp, 0, NULL, NULL);
        sp.forbid_ne = local_diagonals(1u << (h - 1), 0); /* 副对角线 / the anti-diagonal */
        sp.forbid_se = local_diagonals(0, 1u << (h - 1)); /* 主对角线 / the main diagonal */
        sp.diagonal_weights = true;
        sp.row_symmetry = ROWS_MIRRORED;
        return count_split(&sp);
    }
    sp.row_symmetry = ROWS_MIRRORED_AND_SWAPPED; /* 中心有皇后 / a queen on the centre */
    const int centre[1] = {h};
    fix_queens(&sp, 1, centre, centre);
    uint64_t total = count_split(&sp);
    sp.row_symmetry = ROWS_PLAIN;
    for (int b = 1; b < h; b++) {
        for (int a = b + 1; a <= h; a++) { /* 中线皇后 / middle (h, h + a), (h - b, h) */
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

/* ---- 读入与输出，同模板 / input and output, as in the template ---- */

int main(void) {
    static uint64_t memo[MAX_N + 1];
    static bool known[MAX_N + 1];
    int n, got;
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (!known[n]) { /* 每个 N 只算一次 / each N once */
            memo[n] = count_solutions(n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 18 的 N / cannot read an N from 1 to 18\n");
    return 1;
}
