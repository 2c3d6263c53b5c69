/*
 * ybt1214 八皇后 / Eight Queens —— 信息学奥赛一本通 1214 (ybt)
 * 方法：每行放一个皇后，标记列和两条对角线，回溯；列从小到大试，92 个解按顺序找到，
 *       每个皇后串存成一个整数。
 * Method: one queen per row, marking columns and both diagonals, backtracking; columns go
 *         up, so the 92 answers come out in order, each queen string kept as an integer.
 * 时间 Time: 一次搜索，每个询问 O(1) / one search, O(1) per query; 空间 Memory: O(1).
 * Verdict: AC
 */
#include <stdio.h>

#define N 8

static int col_used[N], diag_used[2 * N - 1], anti_used[2 * N - 1];
static long answers[92];
static int found;

static void place(int row, long prefix) {
    int col;
    if (row == N) {
        answers[found++] = prefix;
        return;
    }
    for (col = 0; col < N; col++) {
        /* 加 N - 1，下标不会是负数 / + N - 1 keeps the index from going negative */
        int diag = row - col + N - 1, anti = row + col;
        if (col_used[col] || diag_used[diag] || anti_used[anti]) continue;
        col_used[col] = diag_used[diag] = anti_used[anti] = 1;
        /* 皇后串多写一位：第 row 行的列号 / one more digit: the column of row `row` */
        place(row + 1, prefix * 10 + col + 1);
        col_used[col] = diag_used[diag] = anti_used[anti] = 0; /* 撤销标记 / undo the marks */
    }
}

int main(void) {
    int t, b, i;
    place(0, 0); /* 只搜索一次 / search once, before the queries */
    if (scanf("%d", &t) != 1) {
        fprintf(stderr, "error: 读不到 t / cannot read t\n");
        return 1;
    }
    for (i = 0; i < t; i++) {
        if (scanf("%d", &b) != 1 || b < 1 || b > 92) {
            fprintf(stderr, "error: 应读到 1 到 92 的 b / expected a b from 1 to 92\n");
            return 1;
        }
        printf("%ld\n", answers[b - 1]);
    }
    return 0;
}
