/*
 * nqueens-unique N皇后本质不同的解 / N-Queens up to Symmetry —— 本仓库的题 / our own problem
 * 方法：第 0 行的皇后放第 b 列，其余三条边上的皇后离角都不近于 b，位掩码回溯；一个棋盘的
 *       7 个像（旋转、翻转）都不比它小时，它代表它的类，计数。
 * Method: the row-0 queen in column b, no other side's queen nearer than b to a corner, bitmask
 *         backtracking; a board that none of its 7 images (turns, mirrors) beats is counted.
 * 时间 Time: N = 15 时 4700 万个结点 / 47 million nodes at N = 15; 空间 Memory: O(N).
 * Verdict: AC
 */
#include <stdio.h>

int n, m, all, classes;
int allow[15], queen[15], col[15];

/* 像 a（flip 时再左右翻转）比棋盘小吗？逐行比列号
   is the image a (mirrored left to right when flip) smaller? compare column by column */
int smaller(const int *a, int flip) {
    int r, c;
    for (r = 0; r < n; r++) {
        c = flip ? m - a[r] : a[r];
        if (c != col[r]) return c < col[r];
    }
    return 0; /* 和棋盘相同的像不算小 / an image equal to the board is not smaller */
}

/* 棋盘的 7 个像都不比它小才计数 / count the board when none of its 7 images is smaller */
void classify(void) {
    int a[15], b[15], r, turn;
    for (r = 0; r < n; r++) { /* 位变成列号 / bits to column numbers */
        col[r] = 0;
        while (queen[r] >> col[r] != 1) col[r]++;
        a[r] = col[r];
    }
    for (turn = 0; turn < 4; turn++) {
        if (smaller(a, 1)) return; /* 左右翻转的像 / the mirror image */
        /* 转 90 度：(r, c) 到 (c, m - r) / a quarter turn: (r, c) to (c, m - r) */
        for (r = 0; r < n; r++) b[a[r]] = m - r;
        for (r = 0; r < n; r++) a[r] = b[r];
        if (turn < 3 && smaller(a, 0)) return; /* 转了 1、2、3 次 / turned 1, 2, 3 times */
    }
    classes++;
}

/* allow[row]：这一行可以用的列；cols：已占的列；ld、rd：本行被对角线攻击的格子
   allow[row]: the columns this row may use; cols: the columns taken; ld, rd: the squares of
   this row attacked along the diagonals */
void place(int row, int cols, int ld, int rd) {
    int avail, bit;
    if (row == n) {
        classify();
        return;
    }
    avail = allow[row] & ~(cols | ld | rd);
    while (avail != 0) {
        bit = avail & -avail; /* 最低位的空列 / the lowest free column */
        avail -= bit;
        queen[row] = bit;
        place(row + 1, cols | bit, (ld | bit) << 1 & all, (rd | bit) >> 1);
    }
}

int count_classes(void) {
    int b, r, sides;
    m = n - 1;
    all = (1 << n) - 1;
    sides = 1 | 1 << m; /* 左右两边的列 / the columns of the left and right sides */
    classes = 0;
    /* 类里最小的棋盘，第 0 行的列 b 是四条边上的皇后离角最近的距离；b = m - b 时上下两边的皇后
       同列，所以 b < m - b（N = 1 只有 b = 0）。the smallest board of a class has in row 0 the
       shortest distance b of any side's queen to a corner, b < m - b (only b = 0 for N = 1) */
    for (b = 0; b == 0 || b < m - b; b++) {
        for (r = 0; r < n; r++) /* 左右两边的皇后在 b..m-b 行 / side queens in rows b..m-b */
            allow[r] = (r < b || r > m - b) ? all & ~sides : all;
        allow[0] = 1 << b;
        allow[m] &= (all >> b << b) & (all >> b); /* 底边的皇后在 b..m-b 列 / columns b..m-b */
        place(0, 0, 0, 0);
    }
    return classes;
}

int main(void) {
    int known[16] = {0}, memo[16], got;
    while ((got = scanf("%d", &n)) == 1 && n != 0) {
        if (n < 1 || n > 15) {
            fprintf(stderr, "error: N 不在 1..15 内 / N is not in 1..15\n");
            return 1;
        }
        if (!known[n]) { /* 每个 N 只算一次 / each N is counted once */
            memo[n] = count_classes();
            known[n] = 1;
        }
        printf("%d\n", memo[n]);
    }
    if (got == 0) {
        fprintf(stderr, "error: 读入失败 / cannot read N\n");
        return 1;
    }
    return 0;
}
