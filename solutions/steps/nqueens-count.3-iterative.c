/*
 * nqueens-count 第 3 步：不用递归 / step 3: the mark-array search without recursion
 * 方法：第 2 步的搜索，递归换成循环：queen[row] 是第 row 行正在试的列；能放就往下一行，这一行
 *       试完了就回到上一行，把那里的皇后挪到下一列。第一行的镜像和记忆表照旧。
 * Method: the search of step 2 as a loop: queen[row] is the column row is trying; a free one
 *         goes one row down, a row tried out goes back up and moves that queen on; mirror, memo.
 * 时间 Time: 与第 2 步相同 / as step 2 (exponential, O(1) per square); 空间 Memory: O(N).
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: TLE (N = 15 约 6 到 8 秒 / N = 15 takes 6 to 8 s)
 */
#include <stdio.h>

#define MAX_N 15
#ifndef COUNT /* 数结点的开关 / the node counter: scripts/bench/count_nodes.h */
#define COUNT(nodes, squares) ((void)0)
#endif

static int col_used[MAX_N], diag_used[2 * MAX_N - 1], anti_used[2 * MAX_N - 1];
static int queen[MAX_N + 1];
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 不用递归：queen[row] 是第 row 行正在试的列 / no recursion: queen[row] is the column row tries */
static long count_queens(int n) {
    long total = 0;
    int row = 0, col;
    queen[0] = -1;
    COUNT(1, (n + 1) / 2);
    while (row >= 0) {
        col = ++queen[row]; /* 这一行试下一列 / this row tries its next column */
        if (row == n || col == (row == 0 ? (n + 1) / 2 : n)) {
            /* 摆满了：第一行左半边的也算镜像 / a full board, and its mirror left of the middle */
            if (row == n) total += 2 * queen[0] < n - 1 ? 2 : 1;
            /* 回到上一行，拿走那里的皇后 / back one row, and take its queen back */
            if (--row < 0) break;
            col = queen[row];
            col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = 0;
        } else if (!col_used[col] && !diag_used[row - col + n - 1] && !anti_used[row + col]) {
            /* 放下，往下一行 / place it, and go one row down */
            col_used[col] = diag_used[row - col + n - 1] = anti_used[row + col] = 1;
            queen[++row] = -1;
            COUNT(1, row < n ? n : 0);
        }
    }
    return total;
}

int main(void) {
    int n, got;
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (memo[n] < 0) memo[n] = count_queens(n); /* 每个 N 只算一次 / each N once */
        printf("%ld\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 15 的 N / cannot read an N from 1 to 15\n");
    return 1;
}
