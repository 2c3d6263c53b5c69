/*
 * poj2676 数独 / Sudoku —— POJ 2676（多解时任一解都对，2000 ms / any solution, 2000 ms）
 * 方法：行、列、宫各一个 9 位掩码，能放的数字是 ~(row | col | box) & 0x1FF；每次填能放的数字
 *       最少的空格（MRV），从最小的数字试起，回溯。
 * Method: a 9-bit mask per row, column and box, the digits that fit ~(row | col | box) & 0x1FF;
 *         backtracking on the empty cell with the fewest digits (MRV), lowest digit first.
 * 时间 Time: 最坏指数级，评测数据每个盘面不到一毫秒 / exponential at worst, under a millisecond
 *         a grid here, O(81) a node; 空间 Memory: O(1).
 * Verdict: AC
 */
#include <stdio.h>
#include <string.h>

#define CELLS 81
#define ALL 0x1FF /* 九个数字 / the nine digits */
#ifndef COUNT /* 用 count_nodes.h 编译时数节点 / counted with scripts/bench/count_nodes.h */
#define COUNT(nodes, digits) ((void)0)
#endif

static int grid[CELLS]; /* 每格数字的那一位，0 是空格 / each cell's digit bit, 0 if empty */
static int row_used[9], col_used[9], box_used[9], bits_in[ALL + 1];
static char digit_of[ALL + 1]; /* 一位对应的数字字符 / the character of a digit bit */
static char row[10];

static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

/* 这个空格能放的数字 / the digits that fit an empty cell */
static int fitting(int cell) {
    int r = cell / 9, c = cell % 9;
    return ~(row_used[r] | col_used[c] | box_used[box_of(r, c)]) & ALL;
}

/* 放下或取回（再异或一次）一个数字 / places a digit, or takes it back when called again */
static void toggle(int cell, int bit) {
    int r = cell / 9, c = cell % 9;
    grid[cell] ^= bit;
    row_used[r] ^= bit;
    col_used[c] ^= bit;
    box_used[box_of(r, c)] ^= bit;
}

static int solve(int left) {
    int cell, best = -1, fit;
    COUNT(1, 0); /* 一个部分填好的盘面 / a partial grid */
    if (left == 0) return 1;
    for (cell = 0; cell < CELLS; cell++) /* 候选最少的空格 / the empty cell with fewest digits */
        if (grid[cell] == 0 && (best < 0 || bits_in[fitting(cell)] < bits_in[fitting(best)]))
            best = cell;
    for (fit = fitting(best); fit != 0; fit &= fit - 1) {
        COUNT(0, 1);
        toggle(best, fit & -fit);
        if (solve(left - 1)) return 1;
        toggle(best, fit & -fit); /* 撤销 / undo */
    }
    return 0;
}

int main(void) {
    int t, r, c, cell, m, left, ok;
    for (m = 1; m <= ALL; m++) bits_in[m] = bits_in[m / 2] + (m & 1);
    for (m = 0; m < 9; m++) digit_of[1 << m] = '1' + m;
    if (scanf("%d", &t) != 1) {
        fprintf(stderr, "error: 读不到 t / cannot read t\n");
        return 1;
    }
    while (t-- > 0) {
        memset(grid, 0, sizeof grid);
        memset(row_used, 0, sizeof row_used);
        memset(col_used, 0, sizeof col_used);
        memset(box_used, 0, sizeof box_used);
        for (ok = 1, left = CELLS, r = 0; r < 9; r++) {
            if (scanf("%9s", row) != 1) {
                fprintf(stderr, "error: 读不到一行 / cannot read a row\n");
                return 1;
            }
            for (c = 0; c < 9; c++) {
                cell = r * 9 + c;
                if (row[c] < '1' || row[c] > '9') continue;       /* '0' 是空格 / '0' is empty */
                ok = ok && (fitting(cell) >> (row[c] - '1') & 1); /* 已给数字不冲突 / no clash */
                toggle(cell, 1 << (row[c] - '1'));
                left--;
            }
        }
        if (ok && solve(left)) /* 无解就不输出 / nothing when there is no solution */
            for (cell = 0; cell < CELLS; cell++) {
                putchar(digit_of[grid[cell]]);
                if (cell % 9 == 8) putchar('\n');
            }
    }
    return 0;
}
