/*
 * luogu1219 八皇后 Checker Challenge —— 洛谷 P1219 (USACO 1.5)
 * 方法：三个位掩码（列、两条对角线）逐行回溯，一次按位与找出一行所有能放的列；列从小到大试，
 *       前三个解就是字典序最小的三个，其余只计数。
 * Method: backtracking row by row with three bit masks (columns, both diagonals), one AND for
 *         every free column of a row; columns go up, so the first three found are printed.
 * 时间 Time: O(搜索结点数 / search nodes)，n = 13: 约 / about 50 ms; 空间 Memory: O(n).
 * Verdict: AC
 */
#include <stdio.h>

#define MAX_N 13

int n, all, total;
int queen[MAX_N]; /* 每行皇后所在列的位 / the column bit of each row's queen */

void print_queens(void) {
    int row, column, bit;
    for (row = 0; row < n; row++) {
        column = 1; /* 列号从 1 开始 / columns are numbered from 1 */
        for (bit = queen[row]; bit > 1; bit >>= 1) column++;
        printf(row == 0 ? "%d" : " %d", column);
    }
    printf("\n");
}

/* left、right：上面的皇后沿对角线攻击到本行的格子 / left, right: squares of this row that
   the queens above attack along a diagonal */
void search(int row, int columns, int left, int right) {
    int can, bit;
    if (row == n) {
        if (++total <= 3) print_queens();
        return;
    }
    can = all & ~(columns | left | right);
    while (can != 0) {
        bit = can & -can; /* 最低位：列从小到大 / the lowest bit: columns go up */
        can -= bit;
        queen[row] = bit;
        search(row + 1, columns | bit, (left | bit) << 1 & all, (right | bit) >> 1);
    }
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > MAX_N) {
        fprintf(stderr, "error: 读入失败或 n 超出 1..13 / cannot read n, or n not in 1..13\n");
        return 1;
    }
    all = (1 << n) - 1;
    search(0, 0, 0, 0);
    printf("%d\n", total);
    return 0;
}
