/*
 * nqueens-count N皇后问题 / N-Queens Count —— 本仓库的题，HDU 2553 扩展到 N <= 15 (repo)
 * 方法：逐行回溯，列和两条对角线是三个整数的二进制位，avail & -avail 取最低的空列；第一行只试
 *       左半边再乘 2，N 为奇数时中间一列只算一次；每个 N 只算一次（记忆表）。
 * Method: row by row backtracking, the columns and both diagonals as bits of three ints; the
 *         first row tries its left half, doubled, and the middle column of odd N once; memo.
 * 时间 Time: 指数级，N = 15 约 0.8 秒 / exponential, about 0.8 s at N = 15; 空间 Memory: O(N).
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: AC
 */
#include <stdio.h>

#define MAX_N 15

static int all; /* 低 n 位都是 1 / the n column bits */
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 填满其余各行的方法数 / the number of ways to fill the remaining rows */
static long place(int cols, int left, int right) {
    long count = 0;
    int avail, bit;
    if (cols == all) return 1;
    avail = all & ~(cols | left | right);
    while (avail != 0) {
        bit = avail & -avail; /* 最低的空列 / the lowest free column */
        avail ^= bit;
        /* 对角线往下一行移一列 / a diagonal moves one column per row */
        count += place(cols | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return count;
}

static long count_queens(int n) {
    long total = 0;
    int c;
    all = (1 << n) - 1;
    /* 左半边和它的镜像 / the left half and its mirror image */
    for (c = 0; c < n / 2; c++) total += 2 * place(1 << c, 1 << c << 1, 1 << c >> 1);
    /* 中间一列是它自己的镜像 / the middle column is its own mirror image */
    if (n % 2 == 1) total += place(1 << (n / 2), 1 << (n / 2) << 1, 1 << (n / 2) >> 1);
    return total;
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
