/*
 * luogu1219 八皇后 Checker Challenge —— 洛谷 P1219；步骤 1：标记数组 / step 1: mark arrays
 * 方法：课本上的回溯：每行一个皇后，列和两条对角线各用一个数组标记，一格一格地试；列从小到大试，
 *       前三个解就是字典序最小的三个。luogu1219.c 用位掩码，一次按位与找出一行所有能放的列。
 * Method: the textbook backtracking: one queen per row, the columns and both diagonals marked in
 *         three arrays, each square tried in turn; columns go up, so the first three found are
 *         printed. luogu1219.c finds all free columns of a row at once with bit masks.
 * 时间 Time: O(搜索结点数 × n / search nodes × n)，n = 13: 约 / about 0.3 s; 空间 Memory: O(n).
 * Verdict: AC
 */
#include <stdio.h>

#define MAX_N 13

int n, total;
int queen[MAX_N]; /* 每行皇后的列，从 1 开始 / the column of each row's queen, from 1 */
int col_used[MAX_N + 1], diag_used[2 * MAX_N + 1], anti_used[2 * MAX_N + 1];

void print_queens(void) {
    int row;
    for (row = 0; row < n; row++) printf(row == 0 ? "%d" : " %d", queen[row]);
    printf("\n");
}

void search(int row) {
    int col;
    if (row == n) {
        if (++total <= 3) print_queens();
        return;
    }
    for (col = 1; col <= n; col++) {
        /* 加 n 使下标不为负 / n added: no negative index */
        if (col_used[col] || diag_used[row - col + n] || anti_used[row + col]) continue;
        col_used[col] = diag_used[row - col + n] = anti_used[row + col] = 1;
        queen[row] = col;
        search(row + 1);
        col_used[col] = diag_used[row - col + n] = anti_used[row + col] = 0; /* 撤销 / undo */
    }
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > MAX_N) {
        fprintf(stderr, "error: 读入失败或 n 超出 1..13 / cannot read n, or n not in 1..13\n");
        return 1;
    }
    search(0);
    printf("%d\n", total);
    return 0;
}
