/*
 * aoj-alds1-13-a 8 Queens Problem —— AOJ ALDS1_13_A：补全棋盘 / complete the board
 * 方法：先标记给定皇后的列和两条对角线，再逐行回溯，跳过给定的行，找到第一个补全就停。
 * Method: the given queens' columns and diagonals are marked first; then backtracking row by
 *         row skips their rows and stops at the first completion (the only one).
 * 时间 Time: 最多一次 8×8 搜索 / one search of the 8x8 board at most; 空间 Memory: O(1).
 * Verdict: AC
 */
#include <stdio.h>

#define N 8

int queen[N], given[N]; /* 每行皇后的列；这一行是否给定 / each row's column; given or not */
int col_used[N], diag_used[2 * N - 1], anti_used[2 * N - 1];

void mark(int row, int col, int on) {
    col_used[col] = on;
    diag_used[row - col + N - 1] = on; /* 加 N - 1 使下标不为负 / N - 1 added: no negative index */
    anti_used[row + col] = on;
}

/* 从第 row 行往下补全，成功返回 1 / completes the rows from row on; 1 on success */
int search(int row) {
    int col;
    if (row == N) return 1;
    if (given[row]) return search(row + 1);
    for (col = 0; col < N; col++) {
        if (col_used[col] || diag_used[row - col + N - 1] || anti_used[row + col]) continue;
        mark(row, col, 1);
        queen[row] = col;
        if (search(row + 1)) return 1;
        mark(row, col, 0); /* 撤销 / undo */
    }
    return 0;
}

int bad_input(void) {
    fprintf(stderr, "error: 读入失败或 r c 越界 / cannot read k r c, or r c not in 0..7\n");
    return 1;
}

int main(void) {
    int k, r, c, row, col;
    if (scanf("%d", &k) != 1) return bad_input();
    while (k-- > 0) {
        if (scanf("%d %d", &r, &c) != 2 || r < 0 || r >= N || c < 0 || c >= N) return bad_input();
        queen[r] = c;
        given[r] = 1;
        mark(r, c, 1);
    }
    search(0);
    for (row = 0; row < N; row++) {
        for (col = 0; col < N; col++) putchar(queen[row] == col ? 'Q' : '.');
        putchar('\n');
    }
    return 0;
}
