/*
 * poj3074 数独 第 3 步：先填最受限的格子 / Sudoku, step 3: the most constrained cell first
 * 方法：第 2 步的位掩码，但每次填能放的数字最少的空格（MRV，平局取行优先的第一个）；没有数字
 *       可放的格子立刻剪掉这一枝，只剩一个数字的格子不用选择。
 * Method: step 2's masks, but each time the empty cell with the fewest digits is filled (MRV,
 *         ties to the first): a cell with none ends the branch at once, one with one has no choice.
 * 时间 Time: 最坏指数级；hard 只要 1,670 个部分盘面，样例第二题却要 298,451 个 / exponential
 *         at worst: 1,670 partial grids on hard, 298,451 on the sample's 2nd; 空间 Memory: O(1).
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
static char s[CELLS + 1];

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
    int cell, m, left, ok;
    for (m = 1; m <= ALL; m++) bits_in[m] = bits_in[m / 2] + (m & 1);
    for (m = 0; m < 9; m++) digit_of[1 << m] = '1' + m;
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
        for (ok = 1, left = CELLS, cell = 0; cell < CELLS; cell++) {
            if (s[cell] < '1' || s[cell] > '9') continue;      /* '.' 是空格 / '.' is empty */
            ok = ok && (fitting(cell) >> (s[cell] - '1') & 1); /* 已给数字不冲突 / no clash */
            toggle(cell, 1 << (s[cell] - '1'));
            left--;
        }
        if (ok && solve(left)) { /* 无解就不输出 / nothing when there is no solution */
            for (cell = 0; cell < CELLS; cell++) putchar(digit_of[grid[cell]]);
            putchar('\n');
        }
    }
}
