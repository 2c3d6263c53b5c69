/*
 * Problem:  noi1700 八皇后问题 / Eight Queens: all 92 boards — classic mistake: rows printed.
 * Mistake:  each board is printed row by row (line i has its 1 at the column of row i's
 *           queen), the natural way to draw a board, while the judge prints column by column.
 * Why wrong: a board drawn row by row is the column-major drawing of its transpose, and the
 *           transpose of a solution is a solution: the output holds the right 92 pictures in
 *           the wrong order. No. 1 (15863724) comes out as the judge's No. 4 (17582463), so
 *           line 3 of the output already differs.
 * Caught by: testdata/noi1700/sample-1.
 * Verdict: WA
 */
#include <stdio.h>
#include <string.h>

enum { N = 8, SOLUTIONS = 92, DIAGONALS = 2 * N - 1 };

static int queen_strings[SOLUTIONS][N]; /* [k][row] = 1-based column of that row's queen */
static int current[N];
static int found;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

static void place(int row) {
    if (row == N) {
        memcpy(queen_strings[found++], current, sizeof current);
        return;
    }
    for (int col = 0; col < N; col++) {
        int diag = row - col + N - 1; /* offset N - 1 keeps the index in 0..2N-2 */
        int anti = row + col;
        if (col_used[col] || diag_used[diag] || anti_used[anti]) continue;
        col_used[col] = diag_used[diag] = anti_used[anti] = 1;
        current[row] = col + 1;
        place(row + 1);
        col_used[col] = diag_used[diag] = anti_used[anti] = 0; /* undo on backtrack */
    }
}

static char out_buf[1 << 14];
static size_t out_len;

static void put(const char *s, size_t len) {
    if (out_len + len > sizeof out_buf) {
        fwrite(out_buf, 1, out_len, stdout);
        out_len = 0;
    }
    memcpy(out_buf + out_len, s, len);
    out_len += len;
}

/* The mistake: the outer loop runs over the ROWS, one output line per row. */
static void print_board(int k) {
    char line[2 * N + 1];
    for (int row = 0; row < N; row++) {
        for (int column = 1; column <= N; column++) {
            line[2 * (column - 1)] = queen_strings[k][row] == column ? '1' : '0';
            line[2 * (column - 1) + 1] = ' ';
        }
        line[2 * N] = '\n';
        put(line, sizeof line);
    }
}

int main(void) {
    place(0);
    for (int k = 0; k < found; k++) {
        char title[16];
        int len = snprintf(title, sizeof title, "No. %d\n", k + 1);
        put(title, (size_t)len);
        print_board(k);
    }
    fwrite(out_buf, 1, out_len, stdout);
    return fflush(stdout) != 0;
}
