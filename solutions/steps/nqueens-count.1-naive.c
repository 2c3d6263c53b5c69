/*
 * nqueens-count 第 1 步：朴素回溯 / step 1: the textbook backtracking
 * 方法：每行放一个皇后，放之前扫一遍上面各行，看同一列和两条斜线上有没有皇后；第一行只试
 *       左半边再乘 2，N 为奇数时中间一列只算一次；每个 N 只算一次（记忆表）。
 * Method: one queen per row; before placing it, scan the rows above for a queen in its column
 *         or on its diagonals; the first row tries its left half, doubled, the middle once.
 * 时间 Time: 指数级，每个结点 O(N) / exponential, O(N) per node; 空间 Memory: O(N).
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: TLE (N = 15 约 19 秒 / N = 15 takes about 19 s)
 */
#include <stdio.h>

#define MAX_N 15
#ifndef COUNT /* 数结点的开关 / the node counter: scripts/bench/count_nodes.h */
#define COUNT(nodes, squares) ((void)0)
#endif

static int queen[MAX_N]; /* 第 r 行皇后所在的列 / the column of the queen of row r */
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 上面各行的皇后都不攻击 (row, col) / no queen of the rows above attacks (row, col) */
static int is_safe(int row, int col) {
    int r;
    for (r = 0; r < row; r++)
        if (queen[r] == col || queen[r] - col == row - r || col - queen[r] == row - r) return 0;
    return 1;
}

/* 从第 row 行放到最后一行的方法数 / the number of ways to fill rows row..n-1 */
static long place(int n, int row) {
    long count = 0;
    int col;
    COUNT(1, 0);
    if (row == n) return 1;
    for (col = 0; col < (row == 0 ? (n + 1) / 2 : n); col++) {
        COUNT(0, 1);
        if (!is_safe(row, col)) continue;
        queen[row] = col;
        /* 第一行左半边的皇后也算它的镜像 / a first-row queen left of the middle: its mirror too */
        count += (row == 0 && 2 * col < n - 1 ? 2 : 1) * place(n, row + 1);
    }
    return count;
}

int main(void) {
    int n, got;
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (memo[n] < 0) memo[n] = place(n, 0); /* 每个 N 只算一次 / each N once */
        printf("%ld\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 15 的 N / cannot read an N from 1 to 15\n");
    return 1;
}
