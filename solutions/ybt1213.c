/*
 * ybt1213 八皇后问题 / Eight Queens: all 92 boards —— 信息学奥赛一本通 1213 (= NOI 2.5 1700)
 * 方法：三个位掩码（列、两条对角线）逐行回溯；列从小到大试，92 个解按顺序找到，找到就按列输出。
 * Method: backtracking row by row with three bit masks (columns, both diagonals); columns go
 *         up, so the 92 boards come in order, each printed column by column when found.
 * 时间 Time: 一次 8×8 搜索 / one search of the 8x8 board; 空间 Memory: O(1).
 * 不读输入 / No input is read.
 * Verdict: AC
 */
#include <stdio.h>

#define N 8
#define ALL ((1 << N) - 1)

int queen[N]; /* 每行皇后所在列的位 / the column bit of each row's queen */
int count;

void print_board(void) {
    int column, row;
    printf("No. %d\n", ++count);
    /* 一列一行：第 row 个数是 1 表示第 row 行的皇后在这一列 / a line per column: token row is 1
       when row's queen stands in it */
    for (column = 0; column < N; column++) {
        for (row = 0; row < N; row++) printf("%d ", queen[row] == 1 << column);
        printf("\n");
    }
}

/* left、right：上面的皇后沿对角线攻击到本行的格子 / left, right: squares of this row that
   the queens above attack along a diagonal */
void search(int row, int columns, int left, int right) {
    int can, bit;
    if (row == N) {
        print_board();
        return;
    }
    can = ALL & ~(columns | left | right);
    while (can != 0) {
        bit = can & -can; /* 最低位：列从小到大 / the lowest bit: columns go up */
        can -= bit;
        queen[row] = bit;
        search(row + 1, columns | bit, (left | bit) << 1 & ALL, (right | bit) >> 1);
    }
}

int main(void) {
    search(0, 0, 0, 0);
    return 0;
}
