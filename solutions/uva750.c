/*
 * uva750 8 Queens Chess Problem —— UVa 750 (给定一个皇后 / one queen given)
 * 方法：逐列回溯，标记行和两条对角线；给定的皇后先标记好，它那一列跳过；行从小到大试，
 *       所以放法按字典序出来。
 * Method: backtracking column by column, marking rows and both diagonals; the given queen is
 *         marked first and its column skipped; rows go up, so placements come in order.
 * 时间 Time: 每组一次 8×8 搜索 / one search of the 8x8 board per dataset; 空间 Memory: O(1).
 * Verdict: AC
 */
#include <stdio.h>

#define N 8

int row_of[N]; /* 每列皇后所在的行，从 0 开始 / the row of each column's queen, from 0 */
int given_col, count;
int row_used[N], diag_used[2 * N - 1], anti_used[2 * N - 1];

void search(int col) {
    int row, c;
    if (col == N) {
        printf("%2d     ", ++count);
        for (c = 0; c < N; c++) printf(" %d", row_of[c] + 1);
        printf("\n");
        return;
    }
    if (col == given_col) { /* 给定皇后的列已放好 / the given queen's column is done */
        search(col + 1);
        return;
    }
    for (row = 0; row < N; row++) {
        /* 加 N - 1 使下标不为负 / N - 1 added: no negative index */
        if (row_used[row] || diag_used[row - col + N - 1] || anti_used[row + col]) continue;
        row_used[row] = diag_used[row - col + N - 1] = anti_used[row + col] = 1;
        row_of[col] = row;
        search(col + 1);
        row_used[row] = diag_used[row - col + N - 1] = anti_used[row + col] = 0; /* 撤销 / undo */
    }
}

int bad_input(void) {
    fprintf(stderr, "error: 读入失败或行列不在 1..8 / cannot read T or a square, or not in 1..8\n");
    return 1;
}

int main(void) {
    int t, i, row, col;
    if (scanf("%d", &t) != 1) return bad_input();
    for (i = 0; i < t; i++) {
        if (scanf("%d %d", &row, &col) != 2 || row < 1 || row > N || col < 1 || col > N)
            return bad_input();
        if (i > 0) printf("\n"); /* 两组之间一个空行 / an empty line between two datasets */
        printf("SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n");
        row--; /* 改为从 0 开始 / counted from 0 */
        col--;
        given_col = col;
        row_of[col] = row;
        row_used[row] = diag_used[row - col + N - 1] = anti_used[row + col] = 1;
        count = 0;
        search(0);
        row_used[row] = diag_used[row - col + N - 1] = anti_used[row + col] = 0;
    }
    return 0;
}
