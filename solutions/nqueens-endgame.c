/*
 * nqueens-endgame 皇后残局 / N-Queens Endgame —— 经典回溯练习，本仓库评测 / our judge
 * 方法：先放下已给的皇后（同行、同列或同斜线冲突就无解），再逐行回溯，跳过已给皇后的行；
 *       列从小到大试，补全按字典序找到；棋盘就是读入的字符串。
 * Method: put the given queens down first (two in a row, column or diagonal: no solution),
 *         then backtrack over the free rows; columns go up, so completions come in order.
 * 时间 Time: 最坏 O(n!)，空的 12×12 棋盘 14200 个解 / worst O(n!), 14200 on the empty 12 x 12;
 *         空间 Memory: O(n^2).
 * Verdict: AC
 */
#include <stdio.h>

#define MAX_N 12

int n, total, given[MAX_N]; /* given[row]：这行有已给的皇后 / the row holds a given queen */
char board[MAX_N][16]; /* 每行一个字符串，%15s 读不出界 / one string a row: %15s stays inside */
int col_used[MAX_N], diag_used[2 * MAX_N], anti_used[2 * MAX_N];

/* on = 1 放下一个皇后，它的列或斜线已被占就不放、返回 0；on = 0 拿起它
 * on = 1 puts a queen down, unless its column or a diagonal is taken (then 0); 0 takes it up */
int place(int row, int col, int on) {
    int diag = row - col + n - 1; /* 加 n - 1 使下标不为负 / + n - 1: never negative */
    if (on && (col_used[col] || diag_used[diag] || anti_used[row + col])) return 0;
    col_used[col] = diag_used[diag] = anti_used[row + col] = on;
    board[row][col] = on ? 'Q' : '.';
    return 1;
}

void search(int row) {
    int col, r;
    while (row < n && given[row]) row++; /* 已给的皇后不动 / a given queen stays */
    if (row == n) {
        printf("Solution %d:\n", ++total);
        for (r = 0; r < n; r++) printf("%s\n", board[r]);
        printf("\n");
        return;
    }
    for (col = 0; col < n; col++) {
        if (!place(row, col, 1)) continue;
        search(row + 1);
        place(row, col, 0); /* 撤销 / undo */
    }
}

int fail(const char *what) {
    fprintf(stderr, "error: %s\n", what);
    return 1;
}

int main(void) {
    int row, col, clash = 0;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAX_N) return fail("没有 1..12 的 n / no n in 1..12");
    for (row = 0; row < n; row++) {
        if (scanf("%15s", board[row]) != 1) return fail("缺少棋盘行 / a board row is missing");
        for (col = 0; col < n; col++) {
            if (board[row][col] != 'Q') continue;
            if (given[row] || !place(row, col, 1)) clash = 1; /* 互相攻击 / they attack */
            given[row] = 1;
        }
    }
    if (!clash) search(0);
    if (total == 0)
        printf("No solution\n");
    else
        printf("Total: %d\n", total);
    return 0;
}
