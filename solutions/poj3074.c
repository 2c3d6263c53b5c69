/*
 * poj3074 数独 / Sudoku —— POJ 3074（每题唯一解，1000 ms / one solution each, 1000 ms）
 * 方法：行、列、宫各一个 9 位掩码，回溯；取候选最少的空格（MRV），它有两个以上数字时，先找
 *       隐性唯一（某单元里某数字只剩一格能放）直接填，没有才在这个空格上分支。
 * Method: a 9-bit mask per row, column and box; backtracking on the cell with the fewest digits
 *         (MRV), but when it has 2+, a hidden single (one cell left for a digit in a unit) first.
 * 时间 Time: 最坏指数级；评测数据每题几十到两千个节点，每个 O(81 + 27 x 9) / exponential at
 *         worst; tens to 2000 nodes a puzzle here, O(81 + 27 x 9) each; 空间 Memory: O(81).
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
static int used[27]; /* 单元里已有的数字：行 0-8、列 9-17、宫 18-26 / rows, columns, boxes */
static int unit_of[CELLS][3], unit_cell[27][9], bits_in[ALL + 1];
static char s[CELLS + 1], digit_of[ALL + 1]; /* 一位对应的数字字符 / a digit bit's character */

static int fitting(int cell) {
    int *u = unit_of[cell];
    return ~(used[u[0]] | used[u[1]] | used[u[2]]) & ALL;
}

/* 放下或取回（再异或一次）一个数字 / places a digit, or takes it back when called again */
static void toggle(int cell, int bit) {
    int k;
    grid[cell] ^= bit;
    for (k = 0; k < 3; k++) used[unit_of[cell][k]] ^= bit;
}

static int solve(int left) {
    int cell, best = -1, u, k, single = 0, fit;
    COUNT(1, 0); /* 一个部分填好的盘面 / a partial grid */
    if (left == 0) return 1;
    for (cell = 0; cell < CELLS; cell++) /* 候选最少的空格 / the empty cell with fewest digits */
        if (grid[cell] == 0 && (best < 0 || bits_in[fitting(cell)] < bits_in[fitting(best)]))
            best = cell;
    /* 它有两个以上数字时，找一个隐性唯一 / if it has 2+ digits, look for a hidden single */
    for (u = 0; u < 27 && single == 0 && bits_in[fitting(best)] > 1; u++) {
        int once = 0, twice = 0; /* 至少一格、至少两格能放的数字 / fit 1+ cells, 2+ cells */
        for (k = 0; k < 9; k++) {
            fit = grid[unit_cell[u][k]] ? 0 : fitting(unit_cell[u][k]);
            twice |= once & fit;
            once |= fit;
        }
        if ((once | used[u]) != ALL) return 0; /* 有数字无处可放 / a digit has no cell left */
        single = once & ~twice & -(once & ~twice); /* 隐性唯一 / a hidden single, if any */
        for (k = 0; k < 9 && single != 0; k++)
            if (grid[unit_cell[u][k]] == 0 && (fitting(unit_cell[u][k]) & single))
                best = unit_cell[u][k];
    }
    for (fit = single ? single : fitting(best); fit != 0; fit &= fit - 1) {
        COUNT(0, single == 0); /* 隐性唯一是填上的，不算试 / a hidden single is placed, not tried */
        toggle(best, fit & -fit);
        if (solve(left - 1)) return 1;
        toggle(best, fit & -fit); /* 撤销 / undo */
    }
    return 0;
}

int main(void) {
    int cell, k, m, left, ok, filled[27] = {0};
    /* 每格所在的行、列、宫，宫号 r / 3 * 3 + c / 3 / the row, column and box of each cell */
    for (cell = 0; cell < CELLS; cell++) {
        unit_of[cell][0] = cell / 9;
        unit_of[cell][1] = 9 + cell % 9;
        unit_of[cell][2] = 18 + cell / 27 * 3 + cell % 9 / 3;
        for (k = 0; k < 3; k++) unit_cell[unit_of[cell][k]][filled[unit_of[cell][k]]++] = cell;
    }
    for (m = 1; m <= ALL; m++) bits_in[m] = bits_in[m / 2] + (m & 1);
    for (m = 0; m < 9; m++) digit_of[1 << m] = '1' + m;
    for (;;) {
        if (scanf("%81s", s) != 1) {
            fprintf(stderr, "error: 读不到谜题或 end / cannot read a puzzle or end\n");
            return 1;
        }
        if (strcmp(s, "end") == 0) return 0;
        memset(grid, 0, sizeof grid);
        memset(used, 0, sizeof used);
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
