/*
 * Problem:  ybt1214 八皇后 / Eight Queens (信息学奥赛一本通 1214) — teaching step: the classroom
 *           search, the first one to write.
 * Method:   one queen per row; three arrays mark the taken columns and both diagonals (indexed
 *           by col, row + col and row - col + 7, which is never negative); place a queen, fill
 *           the next row, then undo the marks and try the next column. Columns are tried in
 *           ascending order, so the 92 queen strings are found already sorted: keep them as
 *           text and answer each query b with the b-th. solutions/ybt1214.c is the same search
 *           with buffered input and output and every bad input reported with its line.
 * Time:     one search of the 8x8 board (2,057 calls of place), then O(1) per query; scanf and
 *           printf answer 10^6 queries in about 0.1 s.
 * Memory:   the 92 strings, 92 * 9 bytes.
 * Input:    t, then t numbers b, as scanf reads them. A b outside 1..92 is refused before it is
 *           used as an index (`error: ...` on stderr, exit status 1); the input ending early
 *           ends the program quietly. Standard C90 and C++98: any judge compiles it.
 * Verdict: AC
 */
#include <stdio.h>

static int col_used[8], sum_used[15], diff_used[15]; /* col, row + col, row - col + 7 */
static int queen[8];                                 /* queen[row]: the column of its queen */
static char answers[92][9];                          /* the queen strings, in the order found */
static int found = 0;

static void place(int row) {
    int col, r;
    if (row == 8) { /* every row has its queen: write the queen string down */
        for (r = 0; r < 8; r++) answers[found][r] = (char)('1' + queen[r]);
        answers[found][8] = '\0';
        found++;
        return;
    }
    for (col = 0; col < 8; col++) {
        if (col_used[col] || sum_used[row + col] || diff_used[row - col + 7]) continue;
        queen[row] = col;
        col_used[col] = sum_used[row + col] = diff_used[row - col + 7] = 1; /* place */
        place(row + 1);
        col_used[col] = sum_used[row + col] = diff_used[row - col + 7] = 0; /* undo */
    }
}

int main(void) {
    int t, b, i;
    place(0); /* once, before the first query */
    if (scanf("%d", &t) != 1) return 0;
    for (i = 0; i < t && scanf("%d", &b) == 1; i++) {
        if (b < 1 || b > 92) {
            fprintf(stderr, "error: b must be from 1 to 92\n");
            return 1;
        }
        printf("%s\n", answers[b - 1]);
    }
    return 0;
}
