/* Independent brute-force reference: `oracle <id> < input > expected-output`.
 *
 * Problems: ybt1214, noi1756 (the b-th 8-queens string), nqueens-count and hdu2553 (number of
 * solutions per N), nqueens-unique (number of solutions per N up to the 8 symmetries of the
 * board: every solution turned into the smallest of its images, the distinct ones counted),
 * nqueens-endgame (all completions of a partial board), ybt1213 and noi1700
 * (all 92 boards, column by column), luogu1219 (first three solutions and the count),
 * aoj-alds1-13-a (the completion of a partial 8x8 board), poj3239 (one placement per n),
 * uva750 (every 8-queens placement through a given square), cses1624 and luogu1562 (the
 * placements that keep off the closed squares of a board), lanqiao-basic27 (the pairs of
 * placements, black and white, that share no square).
 * Every answer comes from queens_brute.h (lexicographic permutations with prefix skipping and
 * pairwise diagonal checks), a method unlike the solutions'; only poj3239 above 20 queens
 * uses queens_repair.h (random permutation and local repair), unlike its construction.
 * Only valid, canonical inputs are expected; input outside the contracts stops it with
 * `error: ...` and exit status 1.
 * poj2676 and poj3074 (sudoku) are answered by sudoku_modes.h with the brute force of
 * sudoku_brute.h (fewest allowed digits first, found by scanning; every solution counted).
 * To support a new problem: add a function below and a line to `modes`.
 */
#include "queens_brute.h"
#include "queens_repair.h"
#include "sudoku_modes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EIGHT 8
#define EIGHT_QUEENS_SOLUTIONS 92
#define COUNT_MAX_N 15
#define HDU_COUNT_MAX_N 10
/* nqueens-unique: the brute force classifies N = 14 in about 3 s, N = 15 would take about
 * 20 s; scripts/data/oeis-a002562.txt holds every N of the statement */
#define UNIQUE_MAX_N 14
#define SYMMETRIES 8
#define ENDGAME_MAX_N 12
#define CHECKER_MIN_N 6
#define CHECKER_MAX_N 13
#define CHECKER_PRINTED 3
#define PLACEMENT_MIN_N 4
#define PLACEMENT_MAX_N 1000000L
#define FREE_SQUARES_N 8
#define OPEN_SQUARES_MAX_N 14
#define TWO_COLOURS_MAX_N 8

static _Noreturn void stop(const char *message) {
    fprintf(stderr, "error: %s\n", message);
    exit(1);
}

/* ybt1214 and noi1756: t, then t numbers b; prints the b-th queen string. */
static void answer_eight_queens_queries(void) {
    static char strings[EIGHT_QUEENS_SOLUTIONS][EIGHT + 1];
    queens_enumeration walk;
    int found = 0;
    long queries;
    long query;
    queens_begin(&walk, EIGHT, NULL);
    while (queens_next(&walk)) {
        int row;
        if (found == EIGHT_QUEENS_SOLUTIONS) stop("more than 92 eight-queens solutions");
        for (row = 0; row < EIGHT; row++) strings[found][row] = (char)('1' + walk.column[row]);
        strings[found][EIGHT] = '\0';
        found++;
    }
    if (found != EIGHT_QUEENS_SOLUTIONS) stop("fewer than 92 eight-queens solutions");
    if (scanf("%ld", &queries) != 1 || queries < 1) stop("bad t");
    for (query = 0; query < queries; query++) {
        int b;
        if (scanf("%d", &b) != 1 || b < 1 || b > EIGHT_QUEENS_SOLUTIONS) stop("bad b");
        puts(strings[b - 1]);
    }
}

static long long count_solutions(int size) {
    queens_enumeration walk;
    long long solutions = 0;
    queens_begin(&walk, size, NULL);
    while (queens_next(&walk)) solutions++;
    return solutions;
}

/* Numbers N until a 0 (or, unless zero_required, the end); prints count(N) for each N. */
static void answer_counts_up_to(int max_size, int zero_required, long long (*count)(int)) {
    long long known[COUNT_MAX_N + 1];
    int is_known[COUNT_MAX_N + 1] = {0};
    int size;
    for (;;) {
        if (scanf("%d", &size) != 1) {
            if (zero_required) stop("the input ends before its 0");
            return;
        }
        if (size == 0) return;
        if (size < 1 || size > max_size) stop("N out of range");
        if (!is_known[size]) {
            known[size] = count(size);
            is_known[size] = 1;
        }
        printf("%lld\n", known[size]);
    }
}

/* nqueens-count: N <= 15, a 0 or the end of the input ends it. */
static void answer_counts(void) {
    answer_counts_up_to(COUNT_MAX_N, 0, count_solutions);
}

/* hdu2553: N <= 10, the 0 is required. */
static void answer_counts_until_zero(void) {
    answer_counts_up_to(HDU_COUNT_MAX_N, 1, count_solutions);
}

/* The 8 symmetries of the square are the 8 signed permutation matrices acting on the centred
 * coordinates x = 2r - (size-1), y = 2c - (size-1) of a square (r, c): bit 0 of `symmetry`
 * negates x, bit 1 negates y, bit 2 swaps the two (symmetry 0 is the identity). Writes the
 * image of the board column[] (row r holds its queen in column[r]) to image[]. */
static void board_image(const int *column, int size, int symmetry, int *image) {
    int row;
    for (row = 0; row < size; row++) {
        int x = 2 * row - (size - 1);
        int y = 2 * column[row] - (size - 1);
        int kept;
        if (symmetry & 1) x = -x;
        if (symmetry & 2) y = -y;
        if (symmetry & 4) {
            kept = x;
            x = y;
            y = kept;
        }
        image[(x + size - 1) / 2] = (y + size - 1) / 2;
    }
}

static int compare_boards(const int *a, const int *b, int size) {
    int row;
    for (row = 0; row < size; row++) {
        if (a[row] != b[row]) return a[row] < b[row] ? -1 : 1;
    }
    return 0;
}

static int canonical_size; /* the board size, for compare_canonical (qsort has no context) */

static int compare_canonical(const void *a, const void *b) {
    const unsigned char *x = a;
    const unsigned char *y = b;
    return memcmp(x, y, (size_t)canonical_size);
}

/* The number of classes of solutions under the 8 symmetries: every solution of the brute
 * force is replaced by the smallest of its 8 images (compared row by row), and the distinct
 * ones are counted after sorting. Check on the way: a class met k times is kept by exactly
 * 8 / k of the symmetries (orbit and stabiliser), or the classification stops. */
static long long count_classes(int size) {
    queens_enumeration walk;
    unsigned char *canonical = NULL;
    size_t found = 0;
    size_t capacity = 0;
    size_t first;
    long long classes = 0;
    queens_begin(&walk, size, NULL);
    while (queens_next(&walk)) {
        int smallest[QUEENS_MAX_SIZE];
        int image[QUEENS_MAX_SIZE];
        int symmetry;
        int row;
        memcpy(smallest, walk.column, (size_t)size * sizeof *smallest);
        for (symmetry = 1; symmetry < SYMMETRIES; symmetry++) {
            board_image(walk.column, size, symmetry, image);
            if (compare_boards(image, smallest, size) < 0)
                memcpy(smallest, image, (size_t)size * sizeof *smallest);
        }
        if (found == capacity) {
            capacity = capacity ? 2 * capacity : 1024;
            canonical = realloc(canonical, capacity * (size_t)size);
            if (canonical == NULL) stop("out of memory");
        }
        for (row = 0; row < size; row++)
            canonical[found * (size_t)size + (size_t)row] = (unsigned char)smallest[row];
        found++;
    }
    canonical_size = size;
    if (found > 0) qsort(canonical, found, (size_t)size, compare_canonical);
    for (first = 0; first < found;) {
        int board[QUEENS_MAX_SIZE];
        int image[QUEENS_MAX_SIZE];
        int keeping = 0;
        int symmetry;
        int row;
        size_t next = first + 1;
        while (next < found && memcmp(canonical + next * (size_t)size,
                                      canonical + first * (size_t)size, (size_t)size) == 0)
            next++;
        for (row = 0; row < size; row++) board[row] = canonical[first * (size_t)size + (size_t)row];
        for (symmetry = 0; symmetry < SYMMETRIES; symmetry++) {
            board_image(board, size, symmetry, image);
            keeping += compare_boards(image, board, size) == 0;
        }
        if ((size_t)keeping * (next - first) != SYMMETRIES) stop("a class of the wrong size");
        classes++;
        first = next;
    }
    free(canonical);
    return classes;
}

/* nqueens-unique: N <= 14 here (15 is too slow), a 0 or the end of the input ends it. */
static void answer_unique_counts(void) {
    answer_counts_up_to(UNIQUE_MAX_N, 0, count_classes);
}

/* Fills required[] from the board; 0 when a row holds two queens or two given queens
 * attack each other (then there is no solution). */
static int read_given_queens(int size, int *required) {
    char row_text[ENDGAME_MAX_N + 2];
    int row;
    int other;
    for (row = 0; row < size; row++) {
        int column;
        if (scanf("%13s", row_text) != 1 || strlen(row_text) != (size_t)size) stop("bad row");
        required[row] = QUEENS_FREE;
        for (column = 0; column < size; column++) {
            if (row_text[column] == '.') continue;
            if (row_text[column] != 'Q') stop("bad board character");
            if (required[row] != QUEENS_FREE) return 0;
            required[row] = column;
        }
    }
    for (row = 0; row < size; row++) {
        for (other = 0; other < row && required[row] != QUEENS_FREE; other++) {
            int gap;
            if (required[other] == QUEENS_FREE) continue;
            gap = abs(required[row] - required[other]);
            if (gap == 0 || gap == row - other) return 0;
        }
    }
    return 1;
}

static void print_board(const queens_enumeration *walk) {
    int row;
    for (row = 0; row < walk->size; row++) {
        int column;
        for (column = 0; column < walk->size; column++)
            putchar(walk->column[row] == column ? 'Q' : '.');
        putchar('\n');
    }
}

/* nqueens-endgame: n, then n rows of Q/.; prints every completion or `No solution`. */
static void answer_endgame(void) {
    int required[ENDGAME_MAX_N];
    int size;
    long solutions = 0;
    queens_enumeration walk;
    if (scanf("%d", &size) != 1 || size < 1 || size > ENDGAME_MAX_N) stop("bad n");
    if (read_given_queens(size, required)) {
        queens_begin(&walk, size, required);
        while (queens_next(&walk)) {
            solutions++;
            printf("Solution %ld:\n", solutions);
            print_board(&walk);
            putchar('\n');
        }
    }
    if (solutions == 0) {
        puts("No solution");
    } else {
        printf("Total: %ld\n", solutions);
    }
}

/* ybt1213 and noi1700: no input; all 92 boards, each printed column by column: line i of a
 * board has a 1 at position j when row j holds its queen in column i. */
static void answer_all_boards(void) {
    queens_enumeration walk;
    int found = 0;
    queens_begin(&walk, EIGHT, NULL);
    while (queens_next(&walk)) {
        int column;
        printf("No. %d\n", ++found);
        for (column = 0; column < EIGHT; column++) {
            int row;
            for (row = 0; row < EIGHT; row++) printf("%d ", walk.column[row] == column);
            putchar('\n');
        }
    }
    if (found != EIGHT_QUEENS_SOLUTIONS) stop("not 92 eight-queens solutions");
}

static void print_columns(const int *column, long size) {
    long row;
    for (row = 0; row < size; row++) printf(row == 0 ? "%d" : " %d", column[row] + 1);
    putchar('\n');
}

/* luogu1219: n; the first three solutions as 1-based columns, then the number of solutions. */
static void answer_first_three_and_count(void) {
    queens_enumeration walk;
    long solutions = 0;
    int size;
    if (scanf("%d", &size) != 1 || size < CHECKER_MIN_N || size > CHECKER_MAX_N) stop("bad n");
    queens_begin(&walk, size, NULL);
    while (queens_next(&walk)) {
        if (++solutions <= CHECKER_PRINTED) print_columns(walk.column, size);
    }
    printf("%ld\n", solutions);
}

/* Fails unless column[] is a valid placement: no column twice, no two queens on one
 * diagonal (counted afresh here, whatever method found the placement). */
static void verify_placement(const int *column, long size) {
    char *column_used = calloc((size_t)size, 1);
    char *down_used = calloc((size_t)(2 * size), 1);
    char *up_used = calloc((size_t)(2 * size), 1);
    long row;
    if (column_used == NULL || down_used == NULL || up_used == NULL) stop("out of memory");
    for (row = 0; row < size; row++) {
        long at = column[row];
        if (at < 0 || at >= size || column_used[at]++ || down_used[row - at + size]++ ||
            up_used[row + at]++)
            stop("the placement found is not valid");
    }
    free(column_used);
    free(down_used);
    free(up_used);
}

/* poj3239: numbers n until a 0; one placement each. Up to QUEENS_MAX_SIZE the
 * lexicographically first one by the brute force, above it one found by local repair
 * (queens_repair.h); both are verified before they are printed. */
static void answer_placements(void) {
    long size;
    while (scanf("%ld", &size) == 1 && size != 0) {
        int *column;
        if (size < PLACEMENT_MIN_N || size > PLACEMENT_MAX_N) stop("n out of range");
        column = malloc((size_t)size * sizeof *column);
        if (column == NULL) stop("out of memory");
        if (size <= QUEENS_MAX_SIZE) {
            queens_enumeration walk;
            queens_begin(&walk, (int)size, NULL);
            if (!queens_next(&walk)) stop("no placement");
            memcpy(column, walk.column, (size_t)size * sizeof *column);
        } else if (!repair_placement(size, column)) {
            stop("out of memory");
        }
        verify_placement(column, size);
        print_columns(column, size);
        free(column);
    }
}

/* aoj-alds1-13-a: k, then k lines `r c` (0-based); the board of the only completion. */
static void answer_completed_board(void) {
    int required[EIGHT];
    queens_enumeration walk;
    int queens;
    int i;
    for (i = 0; i < EIGHT; i++) required[i] = QUEENS_FREE;
    if (scanf("%d", &queens) != 1 || queens < 0 || queens > EIGHT) stop("bad k");
    for (i = 0; i < queens; i++) {
        int row;
        int column;
        if (scanf("%d %d", &row, &column) != 2 || row < 0 || row >= EIGHT || column < 0 ||
            column >= EIGHT || required[row] != QUEENS_FREE)
            stop("bad queen");
        required[row] = column;
    }
    queens_begin(&walk, EIGHT, required);
    if (!queens_next(&walk)) stop("no completion");
    print_board(&walk);
    if (queens_next(&walk)) stop("more than one completion");
}

/* uva750: T, then T squares `r c` (1-based); every placement with a queen on (r, c), as the
 * rows of the queens of columns 1..8. The brute force's index is read as the column and its
 * value as the row (a transposed placement is a placement, so the 92 are the same), and its
 * lexicographic order is the order asked for. */
static void answer_fixed_queen(void) {
    long datasets;
    long dataset;
    if (scanf("%ld", &datasets) != 1 || datasets < 1) stop("bad number of datasets");
    for (dataset = 0; dataset < datasets; dataset++) {
        int required[EIGHT];
        queens_enumeration walk;
        int row;
        int column;
        int i;
        int found = 0;
        if (scanf("%d %d", &row, &column) != 2 || row < 1 || row > EIGHT || column < 1 ||
            column > EIGHT)
            stop("bad square");
        for (i = 0; i < EIGHT; i++) required[i] = QUEENS_FREE;
        required[column - 1] = row - 1;
        if (dataset > 0) putchar('\n');
        printf("SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n");
        queens_begin(&walk, EIGHT, required);
        while (queens_next(&walk)) {
            printf("%2d     ", ++found);
            for (i = 0; i < EIGHT; i++) printf(" %d", walk.column[i] + 1);
            putchar('\n');
        }
        if (found == 0) stop("no placement keeps the given queen");
    }
}

/* Reads `size` board rows of exactly `size` characters, each open_mark or closed_mark, into
 * walk (begun for size): every closed_mark square is closed. */
static void read_open_board(queens_enumeration *walk, int size, char open_mark, char closed_mark) {
    char row_text[QUEENS_MAX_SIZE + 2];
    int row;
    for (row = 0; row < size; row++) {
        int column;
        if (scanf("%21s", row_text) != 1 || strlen(row_text) != (size_t)size) stop("bad row");
        for (column = 0; column < size; column++) {
            if (row_text[column] == closed_mark) {
                queens_close_square(walk, row, column);
            } else if (row_text[column] != open_mark) {
                stop("bad board character");
            }
        }
    }
}

static long count_placements(queens_enumeration *walk) {
    long found = 0;
    while (queens_next(walk)) found++;
    return found;
}

/* cses1624: 8 rows of '.' (free) and '*' (reserved); the 8-queens placements on free squares. */
static void answer_free_squares(void) {
    queens_enumeration walk;
    queens_begin(&walk, FREE_SQUARES_N, NULL);
    read_open_board(&walk, FREE_SQUARES_N, '.', '*');
    printf("%ld\n", count_placements(&walk));
}

/* luogu1562: n, then n rows of '*' (a queen may stand there) and '.'; the placements. */
static void answer_open_squares(void) {
    queens_enumeration walk;
    int size;
    if (scanf("%d", &size) != 1 || size < 1 || size > OPEN_SQUARES_MAX_N) stop("bad n");
    queens_begin(&walk, size, NULL);
    read_open_board(&walk, size, '*', '.');
    printf("%ld\n", count_placements(&walk));
}

/* lanqiao-basic27: n, then n rows of n numbers, 1 where a queen may stand and 0 where not.
 * Every placement of n queens on the open squares is listed; the answer is the number of
 * ordered pairs (black, white) of them that share no square, that is no row in which both put
 * their queen in the same column. */
static void answer_two_colours(void) {
    static int placement[EIGHT_QUEENS_SOLUTIONS][TWO_COLOURS_MAX_N];
    queens_enumeration walk;
    int size;
    int found = 0;
    int row;
    int black;
    int white;
    long pairs = 0;
    if (scanf("%d", &size) != 1 || size < 1 || size > TWO_COLOURS_MAX_N) stop("bad n");
    queens_begin(&walk, size, NULL);
    for (row = 0; row < size; row++) {
        int column;
        for (column = 0; column < size; column++) {
            int open;
            if (scanf("%d", &open) != 1 || (open != 0 && open != 1)) stop("bad square");
            if (!open) queens_close_square(&walk, row, column);
        }
    }
    while (queens_next(&walk)) {
        if (found == EIGHT_QUEENS_SOLUTIONS) stop("more placements than 8 queens have");
        memcpy(placement[found], walk.column, (size_t)size * sizeof placement[found][0]);
        found++;
    }
    for (black = 0; black < found; black++) {
        for (white = 0; white < found; white++) {
            int shared = 0;
            for (row = 0; row < size; row++)
                shared |= placement[black][row] == placement[white][row];
            pairs += !shared;
        }
    }
    printf("%ld\n", pairs);
}

typedef struct {
    const char *id;
    void (*answer)(void);
} mode;

static const mode modes[] = {
    {"ybt1214", answer_eight_queens_queries},
    {"noi1756", answer_eight_queens_queries},
    {"nqueens-count", answer_counts},
    {"hdu2553", answer_counts_until_zero}, /* nqueens-count's counts, N <= 10, 0 required */
    {"nqueens-unique", answer_unique_counts},
    {"nqueens-endgame", answer_endgame},
    {"ybt1213", answer_all_boards},
    {"noi1700", answer_all_boards},
    {"luogu1219", answer_first_three_and_count},
    {"poj3239", answer_placements},
    {"aoj-alds1-13-a", answer_completed_board},
    {"poj2676", answer_sudoku_grids},
    {"poj3074", answer_sudoku_lines},
    {"uva750", answer_fixed_queen},
    {"cses1624", answer_free_squares},
    {"luogu1562", answer_open_squares},
    {"lanqiao-basic27", answer_two_colours},
};

int main(int argc, char **argv) {
    static char output_buffer[1 << 16];
    size_t i;
    if (argc != 2) stop("usage: oracle <problem-id> < input > output");
    setvbuf(stdout, output_buffer, _IOFBF, sizeof output_buffer);
    for (i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        if (strcmp(argv[1], modes[i].id) == 0) {
            modes[i].answer();
            if (fflush(stdout) != 0) stop("cannot write the output");
            return 0;
        }
    }
    stop("unknown problem id");
}
