/*
 * cses1624 棋盘与皇后 / Chessboard and Queens —— CSES Problem Set 1624 (CSES)
 * 方法：逐行回溯，列和两条对角线用位掩码；每行的空格也是掩码，一次与运算得到候选。预留格只是
 *       不能放皇后，攻击照样越过它。
 * Method: row by row with bit masks of the columns and both diagonals; each row's free squares
 *         are a mask too, so one AND gives its candidates. A reserved square only keeps a queen
 *         off it: attacks pass over it.
 * 时间 Time: 至多空棋盘的 1965 个内部结点 / at most the free board's 1965 inner nodes; 空间 Memory: O(1).
 * Verdict: AC
 */
#include <stdio.h>

static int free_squares[8]; /* 第 c 位：这一行第 c 列是空格 / bit c: column c of the row is free */
static int total;

static void place(int row, int columns, int left, int right) {
    int candidates, bit;
    if (row == 8) {
        total++;
        return;
    }
    /* 空着且不被攻击的格子 / the free squares no queen attacks */
    candidates = free_squares[row] & ~(columns | left | right);
    while (candidates != 0) {
        bit = candidates & -candidates; /* 最低的一列先试 / the lowest column first */
        candidates -= bit;
        /* 下一行：对角线各移一列 / one row down, each diagonal moves one column */
        place(row + 1, columns | bit, ((left | bit) << 1) & 255, (right | bit) >> 1);
    }
}

int main(void) {
    char row[9];
    int r, c;
    for (r = 0; r < 8; r++) {
        if (scanf("%8s", row) != 1) {
            fprintf(stderr, "error: 读入失败 / cannot read row %d of the board\n", r + 1);
            return 1;
        }
        for (c = 0; row[c] != '\0'; c++)
            if (row[c] == '.') free_squares[r] |= 1 << c;
    }
    place(0, 0, 0, 0);
    printf("%d\n", total);
    return 0;
}
