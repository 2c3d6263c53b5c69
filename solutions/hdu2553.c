/*
 * hdu2553 N皇后问题 / N-Queens Problem —— HDU 2553 (N <= 10, 0 结束 / a 0 ends the input)
 * 方法：每行放一个皇后，列和两条对角线各用一个位掩码，回溯计数；每个 N 只搜一次，记在表里。
 * Method: one queen a row, a bit mask for the columns and one for each diagonal, backtracking;
 *         each N is searched once and kept in a table.
 * 时间 Time: N = 10 约 3.5 万个结点，之后每个询问 O(1) / about 35 000 nodes at N = 10, then
 *         O(1) per query; 空间 Memory: O(N).
 * Verdict: AC
 */
#include <stdio.h>

int all, total;
int known[11], memo[11];

/* cols：已占的列；ld、rd：本行被左、右对角线攻击的格子
   cols: the columns taken; ld, rd: the squares of this row attacked along the diagonals */
void place(int cols, int ld, int rd) {
    int avail, bit;
    if (cols == all) { /* 每行都放好了 / every row has its queen */
        total++;
        return;
    }
    avail = all & ~(cols | ld | rd);
    while (avail != 0) {
        bit = avail & -avail; /* 最低位的空列 / the lowest free column */
        avail -= bit;
        /* 对角线每往下一行移一列 / a diagonal moves one column a row */
        place(cols | bit, (ld | bit) << 1 & all, (rd | bit) >> 1);
    }
}

int main(void) {
    int n;
    for (;;) {
        if (scanf("%d", &n) != 1) {
            fprintf(stderr, "error: 读入失败，输入没有以 0 结束 / cannot read N before the 0\n");
            return 1;
        }
        if (n == 0) break;
        if (n < 1 || n > 10) {
            fprintf(stderr, "error: N 不在 1..10 内 / N is not in 1..10\n");
            return 1;
        }
        if (!known[n]) { /* 第一次遇到这个 N 才搜索 / search an N the first time only */
            all = (1 << n) - 1;
            total = 0;
            place(0, 0, 0);
            memo[n] = total;
            known[n] = 1;
        }
        printf("%d\n", memo[n]);
    }
    return 0;
}
