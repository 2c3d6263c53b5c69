/*
 * poj3074 数独 第 1 步：标记数组的朴素回溯 / Sudoku, step 1: plain backtracking with marks
 * 方法：N 皇后的搜索搬到数独：空格按行优先逐个填，数字 1..9 依次试；行、列、宫三个标记数组 O(1)
 *       判断能不能放，就像皇后的列和对角线标记；找到第一个解就停。
 * Method: the N-queens search moved to sudoku: empty cells in row-major order, digits 1..9 in
 *         order, row, column and box marks as the queens' ones; the first full grid ends it.
 * 时间 Time: 指数级；行优先顺序不看盘面，hard 要 13.7 亿个部分盘面，约 24 s / exponential: the
 *         order ignores the grid, 1.37 x 10^9 partial grids on hard, about 24 s; 空间 Memory: O(1).
 * Verdict: TLE (hard 约 24 s，限制 1000 ms / hard takes about 24 s of the 1000 ms limit)
 */
#include <stdio.h>
#include <string.h>

#define CELLS 81
#ifndef COUNT /* 用 count_nodes.h 编译时数节点 / counted with scripts/bench/count_nodes.h */
#define COUNT(nodes, digits) ((void)0)
#endif

static int grid[CELLS]; /* 每格的数字，0 是空格 / each cell's digit, 0 if empty */
static char row_has[9][10], col_has[9][10], box_has[9][10]; /* [单元][数字] / [unit][digit] */
static int empty_cell[CELLS], empties; /* 空格，行优先 / the empty cells in row-major order */
static char s[CELLS + 1];

/* 宫号：同一宫的格子共用一个，像对角线号 r - c + N - 1 / one number a box, like a diagonal's */
static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

static int fits(int cell, int d) {
    int r = cell / 9, c = cell % 9;
    return !row_has[r][d] && !col_has[c][d] && !box_has[box_of(r, c)][d];
}

/* 标记或取消数字 d / marks the digit d at the cell, or clears it */
static void mark(int cell, int d, char on) {
    int r = cell / 9, c = cell % 9;
    grid[cell] = on ? d : 0;
    row_has[r][d] = col_has[c][d] = box_has[box_of(r, c)][d] = on;
}

static int solve(int k) {
    int cell, d;
    COUNT(1, 0); /* 一个部分填好的盘面 / a partial grid */
    if (k == empties) return 1;
    cell = empty_cell[k];
    for (d = 1; d <= 9; d++) {
        COUNT(0, 1); /* 九个数字个个都看 / each of the nine digits is looked at */
        if (!fits(cell, d)) continue;
        mark(cell, d, 1);
        if (solve(k + 1)) return 1;
        mark(cell, d, 0); /* 撤销 / undo */
    }
    return 0;
}

int main(void) {
    int cell, ok;
    for (;;) {
        if (scanf("%81s", s) != 1) {
            fprintf(stderr, "error: 读不到谜题或 end / cannot read a puzzle or end\n");
            return 1;
        }
        if (strcmp(s, "end") == 0) return 0;
        memset(row_has, 0, sizeof row_has);
        memset(col_has, 0, sizeof col_has);
        memset(box_has, 0, sizeof box_has);
        for (ok = 1, empties = 0, cell = 0; cell < CELLS; cell++) {
            if (s[cell] < '1' || s[cell] > '9') { /* '.' 是空格 / '.' is empty */
                grid[cell] = 0;
                empty_cell[empties++] = cell;
                continue;
            }
            ok = ok && fits(cell, s[cell] - '0'); /* 已给数字不冲突 / no clash */
            mark(cell, s[cell] - '0', 1);
        }
        if (ok && solve(0)) { /* 无解就不输出 / nothing when there is no solution */
            for (cell = 0; cell < CELLS; cell++) putchar('0' + grid[cell]);
            putchar('\n');
        }
    }
}
