/*
 * nqueens-count 第 7 步：快速引擎 / step 7: the speed engine —— N 皇后计数，本仓库评测 (repo)
 * 方法：第 6 步的分割合并，合并更快：奇数 N 的中列皇后随东半走，行集按南行分批，位切片用转置生成，
 *       四字一块无分支地与运算，另编一份 AVX2 版运行时选用（详见 scripts/bench/README.md）。
 * Method: step 6's split and join with a faster join: odd N's middle-column queen rides east,
 *         row sets in batches, slices by bit transposes, blocks of 4 words, an AVX2 copy.
 * 时间 Time: N = 18 约 6 s / about 6 s at N = 18; 空间 Memory: 4 MB (N <= 17) .. 92 MB (N = 21).
 * Maximum N: 21
 * Verdict: AC
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MAX_N = 21,
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

/* 合并编译两份：通用 x86-64 版与 AVX2 版（运行时选）；ENGINE 函数内联进两份。
 * NQUEENS_NO_AVX2 只编第一份，NQUEENS_PORTABLE 不用任何编译器内建。
 * The join is compiled twice, for any x86-64 and for AVX2 (chosen at run time); ENGINE
 * functions inline into both. NQUEENS_NO_AVX2: the first only; NQUEENS_PORTABLE: no builtin. */
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
static bool use_avx2; /* 处理器能跑 AVX2 版 / the processor runs the AVX2 copy */
#endif

/* ---- 位运算工具，有编译器内建就用 / bit helpers, a builtin where there is one ---- */

ENGINE int lowest_bit_index(uint64_t x) { /* x 不能为 0 / x must not be 0 */
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

/* 并行数 1：先两位、四位、一字节，再一次乘法加总，无分支
 * set bits counted in parallel: pairs, nibbles, bytes, summed by one multiplication */
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
} quarter = {-1, NULL, NULL, NULL};

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
} RowSymmetry;

typedef struct {
    int n, h, s, span;
    unsigned north_rows, south_rows; /* 象限的空行 / free rows of the quadrants */
    unsigned east_cols, west_cols;   /* 象限的空列 / free columns of the quadrants */
    /* 奇数 n：中列皇后可在的东行 / odd n: the east rows the middle-column queen may take */
    unsigned middle_north, middle_south;
    uint64_t forbid_ne, forbid_se; /* 东半块不能用的对角线 / diagonals east pieces may not use */
    uint64_t fixed_sums, fixed_differences; /* 中行的固定皇后 / the fixed middle-row queen */
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
    /* 数北边东行多的那个，一样多时数值小的 / the one with more east rows north, or the smaller */
    if (sp->row_symmetry == ROWS_MIRRORED) {
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

/* ---- 第 3 阶段：东半的索引 / phase 3: the index of the east halves ---- */

enum {
    BATCH_WORDS = 64, /* 一批最多的字数 / words of a batch at most */
    BIG_WORDS = 16,   /* 大行集：排序并单独成批 / big row sets: sorted, alone */
    SORT_BITS = 8,    /* 大行集排序用的和 / sums big row sets sort by */
    BLOCK = 4,        /* 一起处理的字数 / words done together (one AVX2 op) */
};

typedef struct {
    uint64_t test, key; /* 比对用的对角线；键位 / diagonals tested; key bits */
} QuadrantPiece;

static struct {
    uint64_t *key; /* 本批东半的键，每个行集补齐整字 / the batch's keys, whole words each */
    uint64_t *sorted;
    size_t count, key_capacity, sorted_capacity;
    int words;       /* 每片的字数：整批 / words per slice: the batch */
    uint64_t *slice; /* 最后一片表示“存在” / the last slice: "exists" */
    size_t slice_capacity;
    QuadrantPiece *ne, *se; /* 一个列集可用的块 / usable pieces of a column set */
    size_t ne_capacity, se_capacity;
    int sort_bit[SORT_BITS];             /* 每个排序位的键位 / key bit of each sort bit */
    int window;                          /* 最低的那个 / the lowest: key >> window */
    unsigned char bucket[512];           /* 9 个键位的排序值 / sort value of 9 key bits */
    uint32_t bucket_end[1 << SORT_BITS]; /* 每个排序值在哪结束 / where each sort value ends */
} index_;

/* 行集 (north, south) 上的东半：东北块与东南块列集互补、不共对角线。先无分支地列出两象限
 * 的可用块，再让短表每块与长表每块配对，不共对角线的留下。
 * East halves on rows (north, south): NE and SE pieces, complementary columns, no shared
 * diagonal. The usable pieces are listed first (branch-free), then each of the shorter list
 * meets each of the longer; a pair is kept when it shares no diagonal. */
ENGINE void collect_quadrant_pairs(const Split *sp, unsigned north, unsigned south,
                                   uint64_t forbid_ne, uint64_t forbid_se, uint64_t extra_key) {
    const int h = sp->h, s = sp->s, span = sp->span;
    const uint64_t span_mask = (UINT64_C(1) << span) - 1;
    const int north_count = bit_count(north);
    for (int t = 0; t < subset_count[north_count]; t++) {
        /* 北边东皇后占的列 / the columns of the north-east queens */
        const unsigned cols = subsets[north_count][t];
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
            /* 两族对角线都移 s / both diagonal families move by s */
            const uint64_t piece = quarter.piece[j], moved = piece << s;
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
                kept += (test & inner[j].test) == 0; /* 不共对角线才留 / no shared diagonal */
            }
        }
        index_.count += kept;
    }
}

/* 行集上的东半；奇数 n（中心无皇后）时其中一行放中列皇后：它的对角线禁给象限块、记进键
 * east halves on rows (north, south); odd n: one of them holds the middle-column queen, its
 * diagonals forbidden to the pieces and put in the key */
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
        /* d：中列皇后两条对角线在键中的位置 / d: the key bit of both its diagonals */
        const int qr[1] = {row}, qc[1] = {sp->h}, d = row + sp->h - sp->s;
        collect_quadrant_pairs(sp, in_north ? north & ~(1u << local) : north,
                               in_north ? south : south & ~(1u << local),
                               sp->forbid_ne | quadrant_forbid(sp, 0, sp->s, 1, qr, qc),
                               sp->forbid_se | quadrant_forbid(sp, sp->s, sp->s, 1, qr, qc),
                               UINT64_C(1) << d | UINT64_C(1) << (sp->span + d));
    }
}

/* 排序位：中心副对角线两旁的和 s + h - 2, s + h, s + h - 3, ...，首位最高；西块占了其中几个，
 * 相容的东半就都在某个界 (join.cut_end) 之前。
 * Sort bits: the crossing sums around the centre's anti-diagonal (s + h - 2, s + h, ...); a
 * west piece taking some of them leaves only east halves below a bound (join.cut_end). */
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

/* 大行集的东半按排序值计数排序；bucket_end[v]：值不超过 v 的个数
 * a big row set's halves, counting-sorted by sort value; bucket_end[v]: how many up to v */
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

/* 用 ~0 补齐整字，位 63 表示不存在 / keys padded with ~0 (bit 63: absent) */
static void pad_keys(void) {
    index_.key =
        (uint64_t *)grow(index_.key, &index_.key_capacity, index_.count + 64, sizeof *index_.key);
    while (index_.count % 64 != 0) index_.key[index_.count++] = ~UINT64_C(0);
}

static uint64_t *slice_of(int bit) {
    return index_.slice + (size_t)bit * index_.words;
}

/* 转置的一步：交换每个 2w x 2w 块中对角线外的两个 w x w 子块（BLOCK 个矩阵并排）
 * one transpose pass: swap the off-diagonal w x w blocks of every 2w x 2w block */
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

/* 64 x 64 位矩阵转置，BLOCK 个并排
 * a[b][l] bit i becomes a[i][l] bit b, BLOCK matrices side by side */
ENGINE void transpose_bits(uint64_t a[64][BLOCK]) {
    swap_blocks(a, 32, UINT64_C(0x00000000FFFFFFFF));
    swap_blocks(a, 16, UINT64_C(0x0000FFFF0000FFFF));
    swap_blocks(a, 8, UINT64_C(0x00FF00FF00FF00FF));
    swap_blocks(a, 4, UINT64_C(0x0F0F0F0F0F0F0F0F));
    swap_blocks(a, 2, UINT64_C(0x3333333333333333));
    swap_blocks(a, 1, UINT64_C(0x5555555555555555));
}

/* 由键得切片：每 64 个键转置一次，得到每片的一个字
 * the slices from the keys: 64 keys transposed give one word of every slice */
ENGINE void build_slices_engine(const Split *sp, size_t first, int words, int padded) {
    const int bits = 2 * sp->span;
    for (int b = 0; b < padded; b += BLOCK) {
        uint64_t word[64][BLOCK];
        for (int l = 0; l < BLOCK; l++) {
            if (b + l >= words) {
                /* 这里没有东半 / no east half here */
                for (int k = 0; k < 64; k++) word[k][l] = ~UINT64_C(0);
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

/* 第 3 阶段为每种处理器各编一份 / phase 3 compiled per processor */
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

/* ---- 第 4 阶段：合并，搜索西半象限 / phase 4: the join, searching the west ---- */

/* 存下的西块：向量的 lo .. hi - 1 字在 stored_words + at / a stored west piece */
typedef struct {
    uint32_t at, key; /* 另一象限可能共用的对角线 / diagonals it could share */
    uint16_t lo, hi;
    uint16_t cuts;  /* 它占的排序位 / sort bits it takes */
    uint16_t cols;  /* 用过的西列 / west columns used */
    uint16_t shift; /* 权重的 log2 / log2 of its weight */
} Piece;

static struct {
    const Split *sp;
    int words;         /* 每个向量的字数，BLOCK 的倍数 / words per vector */
    int rows;          /* 所搜象限的行… / rows of the quadrant ... */
    int row[MAX_HALF]; /* …按此顺序 / ... in this order */
    uint64_t *vectors; /* 每层仍相容的东半 / per depth: halves still fitting */
    uint64_t *square;  /* 每格放皇后后剩下的东半 / per square: halves a queen leaves */
    int square_slices[MAX_N][MAX_HALF][2]; /* 每格的两个切片 / each square's two slices */
    unsigned long_diagonal[MAX_N];     /* 长对角线上的西列 / long-diagonal west columns */
    uint16_t cut_bit[MAX_N][MAX_HALF]; /* 每格占的排序位 / sort bits of a square */
    uint16_t cut_end[1 << SORT_BITS];  /* 不占这些位的东半的字数 / words free of them */
    Piece *stored;                     /* 先搜象限的块… / pieces searched first ... */
    uint64_t *stored_words;            /* …及其字 / ... and their words */
    Piece *grouped;                    /* 按列集分组 / the same by column set */
    uint32_t *grouped_keys;            /* 它们的 key 并排 / their keys side by side */
    uint32_t *candidates;              /* 与新块不冲突的块 / pieces clear of a new one */
    size_t vectors_capacity, square_capacity, stored_count, stored_capacity, stored_words_count;
    size_t stored_words_capacity, grouped_capacity, keys_capacity, candidates_capacity;
    uint32_t group_start[(1 << MAX_HALF) + 1], group_fill[1 << MAX_HALF];
    uint64_t total;
} join;

/* 数 1：处理器支持就一条指令 / set bits: one instruction where there is one */
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

/* 对角线的键位；不跨中线时用“存在”片
 * a diagonal's key bit, or the "exists" slice when it does not cross the middle */
static int crossing_key_bit(const Split *sp, int diagonal, int first_key_bit) {
    const int d = diagonal - sp->s;
    return d >= 0 && d < sp->span ? first_key_bit + d : 2 * sp->span;
}

static const uint64_t *square_vector(int r, int c) {
    return join.square + ((size_t)r * MAX_HALF + c) * join.words;
}

/* 西北块与西南块都能到的对角线，不含中行的固定皇后
 * the diagonals both west quadrants can reach, without the fixed middle-row queen */
static uint32_t conflict_key(uint64_t sums, uint64_t differences) {
    const Split *sp = join.sp;
    sums ^= sp->fixed_sums;
    differences ^= sp->fixed_differences;
    return (uint32_t)(sums >> sp->s & 0xFFFF) | (uint32_t)(differences >> (sp->n - sp->h) & 0xFFFF)
                                                    << 16;
}

/* square_vector(r, c)：与 (r, c) 上的皇后不共对角线的东半
 * square_vector(r, c): the east halves clear of a queen on (r, c) */
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

/* cut_end[m]：不占排序位 m 的东半在哪一整块结束（未排序则整批）；cut_bit：每格的排序位
 * cut_end[m]: where halves free of the sort bits m end; cut_bit: each square's sort bits */
static void prepare_cuts(bool sorted) {
    const Split *sp = join.sp;
    for (unsigned m = 0; m < 1u << SORT_BITS; m++) {
        int end = join.words;
        if (sorted) { /* 不含 m 的最大值 / the largest value free of m */
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
            const int sum = r + c - sp->s; /* 跨线时的键位 / its key bit, if it crosses */
            unsigned bits = 0;
            for (int i = 0; i < SORT_BITS; i++) bits |= (unsigned)(index_.sort_bit[i] == sum) << i;
            join.cut_bit[r][c] = (uint16_t)bits;
        }
    }
}

/* out = a & b（lo .. hi - 1 字，整块）；全零时为 false / false when all zero */
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

/* 先搜象限的满块：向量 parent & square 不为零就存下
 * a full piece of the first quadrant: stored if parent & square is not zero */
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

/* 后搜象限的满块：与列集互补、不共对角线的每个存块配对，带权数两者都相容的东半，只数到 cut_end
 * a full piece of the second quadrant, paired with each stored piece of the other columns and
 * no shared diagonal: the east halves fitting both, weighted, up to cut_end */
ENGINE void pair_piece(const uint64_t *RESTRICT parent, int lo, int hi,
                       const uint64_t *RESTRICT square, unsigned cols, uint32_t key, int shift,
                       unsigned cuts, bool fast) {
    const unsigned wanted = join.sp->west_cols & ~cols;
    size_t found = 0;
    for (uint32_t j = join.group_start[wanted]; j < join.group_start[wanted + 1]; j++) {
        join.candidates[found] = j; /* 先写，合适才留 / written, kept when it fits */
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
        /* 多数配对没有共同的东半 / most pairs share no east half */
        if ((any[0] | any[1] | any[2] | any[3]) == 0) continue;
        for (int w = 0; w < to - from; w++) both += (uint64_t)ones(ours[w] & theirs[w], fast);
        count += both << piece->shift;
    }
    join.total += count << shift;
}

/* 第 r 行空着的西列 / the free west columns of row r */
static unsigned free_columns(int r, unsigned cols, uint64_t sums, uint64_t differences) {
    return join.sp->west_cols & ~cols & ~(unsigned)(sums >> r) &
           ~(unsigned)(differences >> (join.sp->n - 1 - r));
}

/* 从 root 深搜西半象限，满块存下或配对；不留东半的格子不放；用循环不递归，好按处理器编译
 * depth-first search of a west quadrant from `root`, full pieces stored or paired; a square
 * leaving no east half gets no queen; iterative, to be compiled per processor */
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
    if (join.rows == 0) { /* 只有一个空块 / one empty piece */
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
        /* 不留东半就不放 / no east half left: no queen here */
        if (!and_range(next, at[depth].vector, square, lo, end)) continue;
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

/* 搜索为每种处理器各编一份，storing 是常量 / per processor, `storing` a constant */
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

/* 从 root 搜 rows 行上的西半象限，靠中行的先搜
 * search the west quadrant on rows `rows` from root, the rows next to the middle first */
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

/* 存块按列集计数排序 / the stored pieces by column set (counting sort) */
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

/* 一批：南行相同的行集，各占索引的整字 / a batch: row sets sharing their south rows */
typedef struct {
    unsigned north;   /* 行集的北行 / its north rows */
    uint64_t weight;  /* 行集的权重 / row_set_weight */
    int first, words; /* 它的窗口 / its window */
} Segment;

static struct {
    Segment segment[BATCH_WORDS];
    int count;
} batch;

/* 一批的解数。只有一个行集：存它的西北象限（较小），西南满块与之配对；否则全批共用的西南象限
 * 存一次，每个行集在自己的窗口里搜西北象限来配对。
 * A batch's solutions. A row set alone stores its west-north quadrant, pairing the west-south;
 * else the shared west-south is stored once, each row set's west-north searched on its window. */
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
    unsigned west_north = 0; /* 某个行集留给西半的北行 / north rows left to the west */
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
        for (int w = lo; w < hi; w++) { /* 只留窗口 / the window alone */
            const bool inside = w >= segment->first && w < segment->first + segment->words;
            root[w] = inside ? all[w] : 0;
        }
        join.total = 0;
        search_west_quadrant(sp->north_rows ^ segment->north, 0, false, root, lo, hi);
        total += segment->weight * join.total;
    }
    return total;
}

/* ---- 主控 / driver ---- */

/* 南行为 south 的行集依次收集；新行集放不下或太大时先合并已有的一批（大行集排序后单独合并）
 * row sets with these south rows, collected in turn; the batch is joined when the next one
 * does not fit or is big (a big one is sorted and joined alone) */
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
    for (unsigned south = 0; south < (1u << h); south++) { /* 东行的南半 / east rows, south part */
        if (south & ~sp->south_rows) continue;
        const int north_queens = east_queens - bit_count(south);
        if (north_queens >= 0 && north_queens <= h) total += count_south(sp, south, north_queens);
    }
    return total;
}

static uint64_t count_by_split(int n) {
    COUNT(1, 0); /* 空棋盘；合并不算节点 / the empty board; joins are not nodes */
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
        sp.forbid_ne = local_diagonals(1u << (h - 1), 0); /* 副对角线 / the anti-diagonal */
        sp.forbid_se = local_diagonals(0, 1u << (h - 1)); /* 主对角线 / the main diagonal */
        sp.diagonal_weights = true;
        return count_split(&sp);
    }
    uint64_t total = 0;
    for (int a = 2; a <= h; a++) { /* 中线皇后 / middle (h, h + a), (h + b, h), |b| < a */
        sp.east_cols = all & ~(1u << (a - 1));
        sp.middle_north = all & ~((1u << (h - a + 1)) - 1); /* 中行以北 / rows h - a + 1 .. h - 1 */
        sp.middle_south = (1u << (a - 1)) - 1; /* 中行以南 / rows h + 1 .. h + a - 1 */
        const int row[1] = {h}, col[1] = {h + a};
        fix_queens(&sp, 1, row, col);
        total += 4 * count_split(&sp);
    }
    sp.east_cols = all; /* 中心有皇后 / a queen on the centre */
    sp.middle_north = sp.middle_south = 0;
    sp.row_symmetry = ROWS_MIRRORED_AND_SWAPPED;
    const int centre[1] = {h};
    fix_queens(&sp, 1, centre, centre);
    return total + count_split(&sp);
}

static uint64_t count_solutions(int n) {
    return n < SPLIT_MIN_N ? count_by_backtracking(n) : count_by_split(n);
}

/* ---- 读入与输出，同模板 / input and output, as in the template ---- */

int main(void) {
    static uint64_t memo[MAX_N + 1];
    static bool known[MAX_N + 1];
    int n, got;
#ifdef AVX2_ENGINE
    __builtin_cpu_init();
    use_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") &&
               __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2");
#endif
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (!known[n]) { /* 每个 N 只算一次 / each N once */
            memo[n] = count_solutions(n);
            known[n] = true;
        }
        printf("%" PRIu64 "\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 21 的 N / cannot read an N from 1 to 21\n");
    return 1;
}
