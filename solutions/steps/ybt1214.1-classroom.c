/*
 * ybt1214 八皇后 / Eight Queens —— 课堂写法，第一个要写的 / the classroom step, the first to write
 * 方法：queen[row] 记下每行皇后的列；三个数组标记列和两条对角线；放下、搜下一行、撤销。
 *       找到的 92 个解按顺序写成字符串，询问 b 就输出第 b 个。
 * Method: queen[row] holds each row's column; three arrays mark columns and both diagonals;
 *         place, search the next row, undo. The 92 answers, found in order, kept as strings.
 * 时间 Time: 一次搜索，每个询问 O(1) / one search, O(1) per query; 空间 Memory: 92 * 9 字节 bytes.
 * Verdict: AC
 */
#include <stdio.h>

int queen[8], col_used[8], sum_used[15], diff_used[15];
char answers[92][9];
int found = 0;

void place(int row) {
    int col, r;
    if (row == 8) { /* 每行都有皇后：记下这个解 / every row has its queen: write it down */
        for (r = 0; r < 8; r++) answers[found][r] = (char)('1' + queen[r]);
        found++;
        return;
    }
    for (col = 0; col < 8; col++) {
        /* row - col + 7 在 0..14 之间 / row - col + 7 stays in 0..14 */
        if (col_used[col] || sum_used[row + col] || diff_used[row - col + 7]) continue;
        queen[row] = col;
        col_used[col] = sum_used[row + col] = diff_used[row - col + 7] = 1; /* 放下 / place */
        place(row + 1);
        col_used[col] = sum_used[row + col] = diff_used[row - col + 7] = 0; /* 撤销 / undo */
    }
}

int main(void) {
    int t, b, i;
    place(0); /* 只搜索一次 / search once */
    if (scanf("%d", &t) != 1) {
        fprintf(stderr, "error: 读不到 t / cannot read t\n");
        return 1;
    }
    for (i = 0; i < t; i++) {
        if (scanf("%d", &b) != 1 || b < 1 || b > 92) {
            fprintf(stderr, "error: 应读到 1 到 92 的 b / expected a b from 1 to 92\n");
            return 1;
        }
        printf("%s\n", answers[b - 1]);
    }
    return 0;
}
