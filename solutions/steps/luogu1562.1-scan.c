/*
 * Problem:  luogu1562 还是 N 皇后 / N-Queens Again (洛谷 P1562) — teaching step 1: the
 *           textbook search, each square checked against every queen above it.
 * Method:   one queen per row, the columns of a row tried in ascending order; a square takes
 *           a queen when it is open and no queen above shares its column or a diagonal, which
 *           fits() finds by comparing it with each of them (same column, or a column distance
 *           equal to the row distance). solutions/luogu1562.c keeps three bit masks instead,
 *           and one AND gives every candidate of a row at once.
 * Why slow: the open 14 x 14 board, which the statement allows, has 27 million partial boards;
 *           each tries the 14 squares of its next row, and each try compares with up to 13
 *           queens. Column and diagonal mark arrays would make a try O(1), but still try all
 *           14 squares of the row: 1.7 to 2.2 s here, over the 1000 ms limit by less than
 *           twice (so that variant is no step: its verdict would depend on the machine). The
 *           bit masks try only the open squares that no queen attacks: 0.2 to 0.3 s.
 * Time:     O(search nodes x n^2); the open 14 x 14 board takes 3.7 to 4.1 s here.
 * Memory:   O(n^2) for the board.
 * Input:    n, then n rows as scanf("%s") reads them, `*` (open) or `.` (closed). An n outside
 *           1..14 or a row of another length or character: `error: ...` on stderr, exit
 *           status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: TLE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n;
static char board[14][16]; /* row r as read: '*' open, '.' closed */
static int queen[14];      /* queen[r]: the column of the queen of row r */
static long total = 0;

/* Whether (row, col) is open and no queen of the rows above attacks it. */
static int fits(int row, int col) {
    int r;
    if (board[row][col] != '*') return 0;
    for (r = 0; r < row; r++)
        if (queen[r] == col || abs(queen[r] - col) == row - r) return 0;
    return 1;
}

static void place(int row) {
    int col;
    if (row == n) {
        total++;
        return;
    }
    for (col = 0; col < n; col++) {
        if (!fits(row, col)) continue;
        queen[row] = col;
        place(row + 1);
    }
}

int main(void) {
    int r, c;
    if (scanf("%d", &n) != 1 || n < 1 || n > 14) {
        fprintf(stderr, "error: n must be an integer from 1 to 14\n");
        return 1;
    }
    for (r = 0; r < n; r++) {
        if (scanf("%15s", board[r]) != 1 || strlen(board[r]) != (size_t)n) {
            fprintf(stderr, "error: board row %d must have n characters\n", r + 1);
            return 1;
        }
        for (c = 0; c < n; c++) {
            if (board[r][c] != '*' && board[r][c] != '.') {
                fprintf(stderr, "error: board row %d must hold only '*' and '.'\n", r + 1);
                return 1;
            }
        }
    }
    place(0);
    printf("%ld\n", total);
    return 0;
}
