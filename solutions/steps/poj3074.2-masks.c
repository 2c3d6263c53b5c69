/*
 * poj3074 数独 第 2 步：标记数组换成位掩码 / Sudoku, step 2: the marks become bit masks
 * 方法：第 1 步的搜索，行、列、宫各一个 9 位掩码，能放的数字一个式子 ~(row | col | box) & 0x1FF，
 *       用 fit & -fit 从最小的试起，像 N 皇后的位运算；搜索树和第 1 步一模一样。
 * Method: step 1's search on a 9-bit mask per row, column and box: the digits that fit are one
 *         expression, tried lowest first with fit & -fit as in N-queens; the same tree as step 1.
 * 时间 Time: 指数级；hard 同样 13.7 亿个部分盘面，约 15 s：位运算只缩小常数 / exponential: the
 *         same 1.37 x 10^9 grids on hard, about 15 s: bits shrink the constant; 空间 Memory: O(1).
 * Verdict: TLE (hard 约 15 s，限制 1000 ms / hard takes about 15 s of the 1000 ms limit)
 */
#include <stdio.h>
#include <string.h>

#define CELLS 81
#define ALL 0x1FF /* 九个数字 / the nine digits */
#ifndef COUNT /* 用 count_nodes.h 编译时数节点 / counted with scripts/bench/count_nodes.h */
#define COUNT(nodes, digits) ((void)0)
#endif

static int grid[CELLS]; /* 每格数字的那一位，0 是空格 / each cell's digit bit, 0 if empty */
static int row_used[9], col_used[9], box_used[9];
static int empty_cell[CELLS], empties; /* 空格，行优先 / the empty cells in row-major order */
static char s[CELLS + 1];
static char digit_of[ALL + 1]; /* 一位对应的数字字符 / the character of a digit bit */

static int box_of(int r, int c) {
    return r / 3 * 3 + c / 3;
}

/* 这个空格能放的数字：一个式子 / the digits that fit an empty cell: one expression */
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

static int solve(int k) {
    int cell, fit;
    COUNT(1, 0); /* 一个部分填好的盘面 / a partial grid */
    if (k == empties) return 1;
    cell = empty_cell[k];
    for (fit = fitting(cell); fit != 0; fit &= fit - 1) {
        COUNT(0, 1); /* 只试能放的数字 / only the digits that fit are tried */
        toggle(cell, fit & -fit);
        if (solve(k + 1)) return 1;
        toggle(cell, fit & -fit); /* 撤销 / undo */
    }
    return 0;
}

int main(void) {
    int cell, ok, d;
    for (d = 0; d < 9; d++) digit_of[1 << d] = '1' + d;
    for (;;) {
        if (scanf("%81s", s) != 1) {
            fprintf(stderr, "error: 读不到谜题或 end / cannot read a puzzle or end\n");
            return 1;
        }
        if (strcmp(s, "end") == 0) return 0;
        memset(grid, 0, sizeof grid);
        memset(row_used, 0, sizeof row_used);
        memset(col_used, 0, sizeof col_used);
        memset(box_used, 0, sizeof box_used);
        for (ok = 1, empties = 0, cell = 0; cell < CELLS; cell++) {
            if (s[cell] < '1' || s[cell] > '9') { /* '.' 是空格 / '.' is empty */
                empty_cell[empties++] = cell;
                continue;
            }
            ok = ok && (fitting(cell) >> (s[cell] - '1') & 1); /* 已给数字不冲突 / no clash */
            toggle(cell, 1 << (s[cell] - '1'));
        }
        if (ok && solve(0)) { /* 无解就不输出 / nothing when there is no solution */
            for (cell = 0; cell < CELLS; cell++) putchar(digit_of[grid[cell]]);
            putchar('\n');
        }
    }
}
