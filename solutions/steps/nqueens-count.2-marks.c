/*
 * nqueens-count 第 2 步：标记数组 / step 2: mark arrays instead of scanning
 * 方法：第 1 步的回溯，但用三个数组记下被占的列和两种斜线（r + c 相同、r - c 相同），一个格子
 *       O(1) 就能判断；第一行的镜像和记忆表照旧。
 * Method: the backtracking of step 1, but three arrays mark the taken columns and diagonals
 *         (r + c constant, r - c constant): O(1) per square; first-row mirror and memo as before.
 * 时间 Time: 指数级，每个格子 O(1) / exponential, O(1) per square; 空间 Memory: O(N).
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: TLE (N = 15 约 6 到 8 秒 / N = 15 takes 6 to 8 s)
 */
#include <stdio.h>

#define MAX_N 15
#ifndef COUNT /* 数结点的开关 / the node counter: scripts/bench/count_nodes.h */
#define COUNT(nodes, squares) ((void)0)
#endif

static int col_used[MAX_N], diag_used[2 * MAX_N - 1], anti_used[2 * MAX_N - 1];
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 从第 row 行放到最后一行的方法数 / the number of ways to fill rows row..n-1 */
static long place(int n, int row) {
    long count = 0;
    int col;
    COUNT(1, 0);
    if (row == n) return 1;
    for (col = 0; col < (row == 0 ? (n + 1) / 2 : n); col++) {
        COUNT(0, 1);
        /* 加 n - 1，下标不会是负数 / + n - 1 keeps the index from going negative */
        if (col_used[col] || diag_used[row - col + n - 1] || anti_used[row + col]) continue;
        col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = 1;
        /* 第一行左半边的皇后也算它的镜像 / a first-row queen left of the middle: its mirror too */
        count += (row == 0 && 2 * col < n - 1 ? 2 : 1) * place(n, row + 1);
        col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = 0; /* 撤销 / undo */
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
