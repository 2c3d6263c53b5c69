/*
 * Problem:  ybt1213 八皇后问题 / Eight Queens: all 92 boards — classic mistake: blank lines.
 * Mistake:  an empty line is printed after every board, to make the output easier to read
 *           (and because many board-printing problems, such as nqueens-endgame, want one).
 * Why wrong: the expected output has `No. k` right after the last line of board k - 1. The
 *           tokens are all right, only the line structure differs: Presentation Error on a
 *           judge that tells PE apart, Wrong Answer on one that does not.
 * Caught by: testdata/ybt1213/sample-1 (the empty line before `No. 2`).
 * Verdict: PE
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

/* `No. k`, then one line per column c (token j is 1 when row j's queen is in column c), then
   the empty line that should not be there. */
static void print_solution(void) {
    char line[2 * N + 1];
    int len = snprintf(line, sizeof line, "No. %d\n", ++solutions);
    put(line, (size_t)len);
    for (int column = 0; column < N; column++) {
        for (int row = 0; row < N; row++) {
            line[2 * row] = queen_bit[row] == 1 << column ? '1' : '0';
            line[2 * row + 1] = ' ';
        }
        line[2 * N] = '\n';
        put(line, sizeof line);
    }
    put("\n", 1); /* the mistake: an empty line after every board */
}

/* columns: taken columns; left/right: squares of this row attacked along a diagonal by a
   queen above (the masks move one column per row, so they are shifted on the way down). */
static void place(int row, int columns, int left, int right) {
    if (row == N) {
        print_solution();
        return;
    }
    int candidates = ALL_COLUMNS & ~(columns | left | right);
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
