/*
 * poj3239 Solution to the n Queens Puzzle —— POJ 3239；步骤 1：回溯 / step 1: plain backtracking
 * 方法：课本上的回溯（标记列和两条对角线，列从小到大试），找到第一个解就停。
 * Method: the textbook backtracking (columns and both diagonals marked, columns going up),
 *         stopped at the first placement.
 * 时间 Time: 指数级且很不规则：n = 30 要十几秒，再大要几年；只有构造法（poj3239.c）可靠 /
 *         exponential and uneven: n = 30 over 10 s, larger n years; only a construction is safe.
 * 空间 Memory: O(n).
 * Verdict: TLE
 */
#include <stdio.h>

#define MAX_N 300 /* 题目的上限 / the statement's bound */

int queen[MAX_N]; /* 每行皇后的列，从 1 开始 / the column of each row's queen, from 1 */
int col_used[MAX_N + 1], diag_used[2 * MAX_N + 1], anti_used[2 * MAX_N + 1];

/* 找到一个解就返回 1 / returns 1 once a placement is found */
int search(int row, int n) {
    int col, found;
    if (row == n) return 1;
    for (col = 1; col <= n; col++) {
        /* 加 n 使下标不为负 / n added: no negative index */
        if (col_used[col] || diag_used[row - col + n] || anti_used[row + col]) continue;
        col_used[col] = diag_used[row - col + n] = anti_used[row + col] = 1;
        queen[row] = col;
        found = search(row + 1, n);
        col_used[col] = diag_used[row - col + n] = anti_used[row + col] = 0; /* 撤销 / undo */
        if (found) return 1;
    }
    return 0;
}

int main(void) {
    int n, row;
    /* 0 结束输入 / a 0 ends the input */
    while (scanf("%d", &n) == 1 && n >= 0 && n <= MAX_N) {
        if (n == 0) return 0;
        search(0, n);
        for (row = 0; row < n; row++) printf(row == 0 ? "%d" : " %d", queen[row]);
        printf("\n");
    }
    fprintf(stderr, "error: 读入失败或 n 超出范围 / cannot read n, or n out of range\n");
    return 1;
}
