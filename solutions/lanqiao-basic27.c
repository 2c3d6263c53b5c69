/*
 * Problem:  lanqiao-basic27 2n皇后问题 / The 2n-Queens Problem (蓝桥杯练习系统 BASIC-27): place
 *           n black and n white queens on the open squares of an n x n board, no two of one
 *           colour attacking each other and no square holding two; count the ways.
 * Method:   backtracking with column and diagonal marks, one set per colour: the black queens
 *           row by row, and for every complete black placement the white ones row by row,
 *           each white queen kept off its row's black square. Queens of different colours
 *           may attack each other.
 * Time:     O(black placements x white search); the open 8 x 8 board (92 black placements,
 *           3252 ways) takes under a millisecond.
 * Memory:   O(n^2).
 * Input:    1 <= n <= 8, then n x n integers 1 (open) or 0 (closed), whitespace-separated as
 *           scanf reads them. Anything else: one line `error: ..., line L` on stderr (L: the
 *           line of the bad token, or where the input ended), exit status 1.
 * Compiles as: C90 (gcc -ansi) to C17, and as C++98 to C++23.
 * Verdict: AC
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_N = 8, DIAGONALS = 2 * MAX_N - 1, BLACK = 0, WHITE = 1, COLOURS = 2 };

static int n;
static int open_square[MAX_N][MAX_N]; /* 1 where a queen may stand */
static int black_column[MAX_N];       /* the column of the black queen of each row */
static int col_used[COLOURS][MAX_N], diag_used[COLOURS][DIAGONALS], anti_used[COLOURS][DIAGONALS];
static long total;

static unsigned char in_buf[1 << 12];
static size_t in_len, in_pos;
static long line_no = 1; /* the line of the character read last */

static int next_char(void) {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return EOF;
    }
    return in_buf[in_pos++];
}

static void fail(const char *what) {
    fflush(stdout);
    fprintf(stderr, "error: %s, line %ld\n", what, line_no);
    exit(1);
}

static int is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Skips whitespace, counting lines; returns the first character of the next token, or EOF. */
static int token_start(void) {
    int c = next_char();
    for (; is_space(c); c = next_char())
        if (c == '\n') line_no++;
    return c;
}

/*
 * Reads the next whitespace-separated token, as scanf reads numbers, which must be an integer:
 * an optional '-' and decimal digits, nothing glued to them. Returns 0 at the end of the input.
 * Negative values and values above max come back as -1 (out of range, no wraparound).
 */
static int next_number(long max, long *value) {
    int c = token_start(), negative;
    long v = 0;
    if (c == EOF) return 0;
    negative = c == '-';
    if (negative) c = next_char();
    if (c < '0' || c > '9') fail("expected an integer");
    for (; c >= '0' && c <= '9'; c = next_char())
        if (v <= max) v = v * 10 + (c - '0');
    if (c != EOF && !is_space(c)) fail("expected an integer");
    if (c == '\n') in_pos--; /* its line is counted when the next token is looked for */
    *value = negative || v > max ? -1 : v;
    return 1;
}

static void read_board(void) {
    long value;
    int row, col;
    if (!next_number(MAX_N, &value)) fail("empty input, n missing");
    if (value < 1) fail("n must be an integer from 1 to 8");
    n = (int)value;
    for (row = 0; row < n; row++) {
        for (col = 0; col < n; col++) {
            if (!next_number(1, &value)) fail("the input ends inside the board");
            if (value < 0) fail("a square must be 1 (open) or 0 (closed)");
            open_square[row][col] = (int)value;
        }
    }
    if (token_start() != EOF) fail("extra text after the board");
}

/* Places the queens of one colour from this row on: every black row first, then every white
 * row, each white queen on a square that no black queen holds. */
static void place(int colour, int row) {
    int col;
    if (row == n) {
        if (colour == BLACK) {
            place(WHITE, 0);
        } else {
            total++;
        }
        return;
    }
    for (col = 0; col < n; col++) {
        int diag = row - col + n - 1; /* offset n - 1 keeps the index in 0..2n-2 */
        int anti = row + col;
        if (!open_square[row][col] || col_used[colour][col] || diag_used[colour][diag] ||
            anti_used[colour][anti])
            continue;
        if (colour == WHITE && black_column[row] == col) continue; /* one queen a square */
        if (colour == BLACK) black_column[row] = col;
        col_used[colour][col] = diag_used[colour][diag] = anti_used[colour][anti] = 1;
        place(colour, row + 1);
        col_used[colour][col] = diag_used[colour][diag] = anti_used[colour][anti] = 0;
    }
}

int main(void) {
    read_board();
    place(BLACK, 0);
    printf("%ld\n", total);
    return fflush(stdout) != 0;
}
