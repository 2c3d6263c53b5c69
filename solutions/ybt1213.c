/*
 * Problem:  ybt1213 八皇后问题 / Eight Queens: all 92 boards (信息学奥赛一本通 1213; same task:
 *           OpenJudge NOI 2.5 1700)
 * Method:   backtrack over the rows with three bit masks (taken columns, taken diagonals in
 *           both directions, shifted by one per row). Free columns are taken lowest bit first,
 *           so the solutions come in increasing order of their queen strings and each one is
 *           printed when found. The board is printed COLUMN BY COLUMN: output line i has a 1
 *           at position j exactly when the queen of row j stands in column i.
 * Time:     one search of the 8x8 board; the output is 92 * 9 lines.
 * Memory:   O(1) besides a 16 KiB output buffer.
 * Input:    none; standard input is never read.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <string.h>

enum { N = 8, ALL_COLUMNS = (1 << N) - 1 };

static int queen_bit[N]; /* bit (1 << c) of the 0-based column c of each row's queen */
static int solutions;

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

/* `No. k`, then one line per column c: token j is 1 when row j's queen is in column c. */
static void print_solution(void) {
    char line[2 * N + 1]; /* first "No. k\n" (sprintf: C90 has no snprintf; k <= 92 fits) */
    int len = sprintf(line, "No. %d\n", ++solutions);
    int column, row;
    put(line, (size_t)len);
    for (column = 0; column < N; column++) {
        for (row = 0; row < N; row++) {
            line[2 * row] = queen_bit[row] == 1 << column ? '1' : '0';
            line[2 * row + 1] = ' ';
        }
        line[2 * N] = '\n';
        put(line, sizeof line);
    }
}

/* columns: taken columns; left/right: squares of this row attacked along a diagonal by a
   queen above (the masks move one column per row, so they are shifted on the way down). */
static void place(int row, int columns, int left, int right) {
    int candidates;
    if (row == N) {
        print_solution();
        return;
    }
    candidates = ALL_COLUMNS & ~(columns | left | right);
    while (candidates != 0) {
        int bit = candidates & -candidates; /* lowest free column first: lexicographic order */
        candidates -= bit;
        queen_bit[row] = bit;
        place(row + 1, columns | bit, ((left | bit) << 1) & ALL_COLUMNS, (right | bit) >> 1);
    }
}

int main(void) {
    place(0, 0, 0, 0);
    fwrite(out_buf, 1, out_len, stdout);
    return fflush(stdout) != 0;
}
