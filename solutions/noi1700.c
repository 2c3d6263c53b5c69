/*
 * Problem:  noi1700 八皇后问题 / Eight Queens: all 92 boards (OpenJudge NOI 2.5 1700; same task:
 *           信息学奥赛一本通 1213)
 * Method:   backtrack once over the rows with column/diagonal marks; columns are tried in
 *           ascending order, so the 92 queen strings appear sorted. They are stored, then
 *           every board is printed COLUMN BY COLUMN: output line i has a 1 at position j
 *           exactly when the queen of row j stands in column i (digit j of the string is i).
 * Time:     one search of the 8x8 board; the output is 92 * 9 lines.
 * Memory:   92 queen strings and a 16 KiB output buffer.
 * Input:    none; standard input is never read.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <string.h>

enum { N = 8, SOLUTIONS = 92, DIAGONALS = 2 * N - 1 };

static int queen_strings[SOLUTIONS][N]; /* [k][row] = 1-based column of that row's queen */
static int current[N];
static int found;
static int col_used[N], diag_used[DIAGONALS], anti_used[DIAGONALS];

static void place(int row) {
    int col;
    if (row == N) {
        memcpy(queen_strings[found++], current, sizeof current);
        return;
    }
    for (col = 0; col < N; col++) {
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

/* The outer loop runs over the COLUMNS: one output line per column, one token per row. */
static void print_board(int k) {
    char line[2 * N + 1];
    int column, row;
    for (column = 1; column <= N; column++) {
        for (row = 0; row < N; row++) {
            line[2 * row] = queen_strings[k][row] == column ? '1' : '0';
            line[2 * row + 1] = ' '; /* every token is followed by one space */
        }
        line[2 * N] = '\n';
        put(line, sizeof line);
    }
}

int main(void) {
    int k;
    place(0);
    for (k = 0; k < found; k++) {
        char title[16];
        int len = sprintf(title, "No. %d\n", k + 1); /* C90 has no snprintf; "No. 92\n" fits */
        put(title, (size_t)len);
        print_board(k); /* no blank line between boards */
    }
    fwrite(out_buf, 1, out_len, stdout);
    return fflush(stdout) != 0;
}
