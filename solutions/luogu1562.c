/*
 * luogu1562 还是 N 皇后 / N-Queens Again —— 洛谷 P1562 (Luogu)
 * 方法：逐行回溯，列和两条对角线用位掩码；每行可放的格子也是掩码，候选就是
 *       open[row] & ~(columns | left | right)。不能放的格子不挡攻击。
 * Method: bit masks of the columns and both diagonals, row by row; a row's candidates are
 *         open[row] & ~(columns | left | right). A closed square does not stop an attack.
 * 时间 Time: 结点数；全开放 14×14 有 2700 万个，约 0.25 s / nodes: 27 million, 0.25 s on the
 *         open 14 x 14 board; 空间 Memory: O(n).
 * Verdict: AC
 */
#include <stdio.h>

static int n, all_columns;
static int open_squares[14]; /* 第 c 位：这一行第 c 列可放 / bit c: column c of the row is open */
static long total;

static void place(int row, int columns, int left, int right) {
    int candidates, bit;
    if (row == n) {
        total++;
        return;
    }
    /* 先与上可放格的掩码，再取一位 / the open mask goes in before a bit is taken */
    candidates = open_squares[row] & ~(columns | left | right);
    while (candidates != 0) {
        bit = candidates & -candidates; /* 最低的一列先试 / the lowest column first */
        candidates -= bit;
        /* 下一行：对角线各移一列 / one row down, each diagonal moves one column */
        place(row + 1, columns | bit, ((left | bit) << 1) & all_columns, (right | bit) >> 1);
    }
}

int main(void) {
    char row[15];
    int r, c;
    if (scanf("%d", &n) != 1 || n < 1 || n > 14) {
        fprintf(stderr, "error: 读入失败或 n 不在 1..14 / cannot read n from 1 to 14\n");
        return 1;
    }
    for (r = 0; r < n; r++) {
        if (scanf("%14s", row) != 1) {
            fprintf(stderr, "error: 读入失败 / cannot read row %d of the board\n", r + 1);
            return 1;
        }
        for (c = 0; row[c] != '\0'; c++)
            if (row[c] == '*') open_squares[r] |= 1 << c;
    }
    all_columns = (1 << n) - 1;
    place(0, 0, 0, 0);
    printf("%ld\n", total);
    return 0;
}
