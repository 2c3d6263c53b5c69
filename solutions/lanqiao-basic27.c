/*
 * lanqiao-basic27 2n皇后问题 / The 2n-Queens Problem —— 蓝桥杯练习系统 BASIC-27 (Lanqiao)
 * 方法：每种颜色一套列和对角线标记，回溯；先逐行放完黑皇后，每得到一种黑的放法再逐行放白皇后，
 *       白皇后避开本行黑皇后的格子。不同颜色之间可以互相攻击。
 * Method: backtracking with column and diagonal marks, one set per colour: the black queens row
 *         by row, then for each black placement the white ones, each kept off its row's black
 *         square. Queens of different colours may attack each other.
 * 时间 Time: 全开放 8×8 不到 1 ms / under 1 ms on the open 8 x 8 board; 空间 Memory: O(n^2).
 * Verdict: AC
 */
#include <stdio.h>

static int n, total;
static int open_square[8][8]; /* 1 可放，0 不可放 / 1 open, 0 closed */
static int black_column[8]; /* 每行黑皇后所在的列 / the column of each row's black queen */
static int column_used[2][8], diag_used[2][15], anti_used[2][15]; /* 0 黑 1 白 / 0 black, 1 white */

/* 第 step 步放一行：前 n 步放黑皇后，后 n 步放白皇后 / step by step, a row each: the n black
 * rows first, then the n white rows */
static void place(int step) {
    int colour = step / n, row = step % n, col, diag;
    if (step == 2 * n) {
        total++;
        return;
    }
    for (col = 0; col < n; col++) {
        diag = row - col + n - 1; /* 加 n - 1，下标在 0..2n-2 / + n - 1 keeps it in 0..2n-2 */
        if (!open_square[row][col] || column_used[colour][col] || diag_used[colour][diag] ||
            anti_used[colour][row + col])
            continue;
        /* 一格一个皇后：白的避开黑的 / one queen a square: white keeps off black */
        if (colour == 1 && black_column[row] == col) continue;
        if (colour == 0) black_column[row] = col;
        column_used[colour][col] = diag_used[colour][diag] = anti_used[colour][row + col] = 1;
        place(step + 1);
        /* 撤销标记 / undo the marks */
        column_used[colour][col] = diag_used[colour][diag] = anti_used[colour][row + col] = 0;
    }
}

int main(void) {
    int r, c;
    if (scanf("%d", &n) != 1 || n < 1 || n > 8) {
        fprintf(stderr, "error: 读入失败或 n 不在 1..8 / cannot read n from 1 to 8\n");
        return 1;
    }
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            if (scanf("%d", &open_square[r][c]) != 1) {
                fprintf(stderr, "error: 读入失败 / cannot read row %d of the board\n", r + 1);
                return 1;
            }
    place(0);
    printf("%d\n", total);
    return 0;
}
