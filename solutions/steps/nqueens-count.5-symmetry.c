/*
 * nqueens-count 第 5 步：八种对称 / step 5: the 8 symmetries of the square
 * 方法：每条边上一个皇后；只搜第一行的皇后（离角 b）离角最近的棋盘：两头 b 行不放边列，最后一行
 *       只放 b..N-1-b 列。8 种对称中有 m 种把一个解变成这样的棋盘，每找到一个算 8/m 个解。
 * Method: one queen on each side; search only boards whose first-row queen, b from a corner, is
 *         nearest: no side column in the b rows at each end; m of the 8 symmetries: 8/m each.
 * 时间 Time: 约为模板的六成 / about 60 % of the template's time; 空间 Memory: O(N).
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: AC
 */
#include <stdio.h>

#define MAX_N 15
#ifndef COUNT /* 数结点的开关 / the node counter: scripts/bench/count_nodes.h */
#define COUNT(nodes, squares) ((void)0)
#endif

static int size, b, queen[MAX_N]; /* queen[r]：第 r 行皇后的位 / the bit of row r's queen */
static long parts;                /* 一个解 105 份 / 105 parts make one solution */
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 第 x 行的皇后在 b 或 y 列，第 b 或 y 行的在 x 列的次数 / row x's queen in column b or y, and
   row b's or y's in column x: each such side queen is b from a corner, as the first one */
static int ends(int x, int y) {
    return (queen[x] == 1 << b) + (queen[x] == 1 << y) + (queen[b] == 1 << x) +
           (queen[y] == 1 << x);
}

static void place(int row, int cols, int left, int right) {
    int avail = (row == 0 ? 1 << b : (1 << size) - 1) & ~(cols | left | right), bit;
    COUNT(1, row > 0);
    /* m 种对称都找得到它：每次算 840 / m 份 / found once for each of its m symmetries: 840 / m */
    if (row == size) parts += 840 / (ends(0, size - 1 - b) + ends(size - 1, size - 1 - b));
    /* 两头 b 行不放边列 / no side column in the b rows at either end */
    if (row < b || row > size - 1 - b) avail &= ~(1 | 1 << (size - 1));
    /* 最后一行只放 b..size-1-b 列 / the last row takes columns b..size-1-b only */
    if (row == size - 1) avail &= -(1 << b) & ((1 << (size - b)) - 1);
    for (; avail != 0; avail ^= bit) {
        bit = avail & -avail;
        queen[row] = bit;
        place(row + 1, cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
}

static long count_queens(int n) {
    size = n;
    parts = 0;
    for (b = 0; 2 * b < n; b++) place(0, 0, 0, 0); /* 第一行的皇后在 b 列 / row 0 in column b */
    return parts / 105;
}

int main(void) {
    int n, got;
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (memo[n] < 0) memo[n] = count_queens(n); /* 每个 N 只算一次 / each N once */
        printf("%ld\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 15 的 N / cannot read an N from 1 to 15\n");
    return 1;
}
