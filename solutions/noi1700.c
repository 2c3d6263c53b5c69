/*
 * noi1700 八皇后问题 / Eight Queens: all 92 boards —— OpenJudge NOI 2.5 1700 (= 一本通 1213)
 * 方法：逐行回溯，标记列和两条对角线；列从小到大试，92 个解按顺序存下，再一列一行地输出。
 * Method: backtracking row by row, marking columns and both diagonals; columns go up, so the
 *         92 solutions are stored in order, then each board is printed one column a line.
 * 时间 Time: 一次 8×8 搜索 / one search of the 8x8 board; 空间 Memory: 92 个解 / 92 solutions.
 * 不读输入 / No input is read.
 * Verdict: AC
 */
#include <stdio.h>

#define N 8

int board[92][N]; /* 第 k 个解每行皇后的列 / the column of each row's queen in solution k */
int total, queen[N];
int col_used[N], diag_used[2 * N - 1], anti_used[2 * N - 1];

void search(int row) {
    int col, i;
    if (row == N) {
        for (i = 0; i < N; i++) board[total][i] = queen[i];
        total++;
        return;
    }
    for (col = 0; col < N; col++) {
        /* 加 N - 1 使下标不为负 / N - 1 added: no negative index */
        if (col_used[col] || diag_used[row - col + N - 1] || anti_used[row + col]) continue;
        col_used[col] = diag_used[row - col + N - 1] = anti_used[row + col] = 1;
        queen[row] = col;
        search(row + 1);
        col_used[col] = diag_used[row - col + N - 1] = anti_used[row + col] = 0; /* 撤销 / undo */
    }
}

int main(void) {
    int k, row, col;
    search(0);
    for (k = 0; k < total; k++) {
        printf("No. %d\n", k + 1);
        /* 外层是列：一列一行 / the outer loop runs over the columns: one line per column */
        for (col = 0; col < N; col++) {
            for (row = 0; row < N; row++) printf("%d ", board[k][row] == col);
            printf("\n");
        }
    }
    return 0;
}
