/*
 * luogu1562 还是 N 皇后 / N-Queens Again —— 洛谷 P1562 第 1 步：课本写法 / step 1: the textbook way
 * 方法：每行一个皇后；格子可放、且和上面每个皇后都不同列、不同斜线才放（逐个比较）。
 * Method: one queen a row; a square takes one when it is open and no queen above shares its
 *         column or a diagonal, found by comparing it with each of them.
 * 时间 Time: O(结点数 × n²) / O(nodes x n^2): 全开放 14×14 有 2700 万个结点，约 4 s / 27 million
 *         nodes on the open 14 x 14 board, about 4 s. solutions/luogu1562.c 用位掩码，一次与运算
 *         得到一行的候选 / its bit masks give a row's candidates in one AND. 空间 Memory: O(n²).
 * Verdict: TLE
 */
#include <stdio.h>
#include <stdlib.h>

static int n;
static char board[14][15]; /* 读入的行：'*' 可放 / the rows as read: '*' is open */
static int queen[14];      /* 第 r 行皇后的列 / the column of row r's queen */
static long total;

/* (row, col) 可放且不被上面的皇后攻击 / open and attacked by no queen above */
static int fits(int row, int col) {
    int r;
    if (board[row][col] != '*') return 0;
    /* 同列，或列差等于行差（同斜线）/ same column, or column gap = row gap (a diagonal) */
    for (r = 0; r < row; r++)
        if (queen[r] == col || abs(queen[r] - col) == row - r) return 0;
    return 1;
}

static void place(int row) {
    int col;
    if (row == n) {
        total++;
        return;
    }
    for (col = 0; col < n; col++) {
        if (!fits(row, col)) continue;
        queen[row] = col;
        place(row + 1);
    }
}

int main(void) {
    int r;
    if (scanf("%d", &n) != 1 || n < 1 || n > 14) {
        fprintf(stderr, "error: 读入失败或 n 不在 1..14 / cannot read n from 1 to 14\n");
        return 1;
    }
    for (r = 0; r < n; r++)
        if (scanf("%14s", board[r]) != 1) {
            fprintf(stderr, "error: 读入失败 / cannot read row %d of the board\n", r + 1);
            return 1;
        }
    place(0);
    printf("%ld\n", total);
    return 0;
}
