/* The 92 solutions of 8 queens as one picture: `boards > boards-8.svg` (run by `make boards`),
 * and as text for the terminal: `boards --text`.
 *
 * A board is written as its queen string b1..b8, as in ybt1214: bi is the 1-based column of
 * the queen in row i (row 1 at the top). The program finds the boards itself, by row-by-row
 * backtracking with column and diagonal marks, which meets them in increasing order of their
 * strings. It then sorts them into classes under the 8 symmetries of the square and writes
 * one SVG to stdout: one row per class, the class's boards in increasing order of their
 * strings, the classes in the order of their first (smallest) board.
 *
 * Symmetry classes. Turning the board by a quarter turn or mirroring it maps rows and columns
 * to rows and columns and diagonals to diagonals, so it maps every solution to a solution.
 * The square has 8 such symmetries: the 4 rotations (0, 90, 180, 270 degrees) and the 4
 * mirrors (left-right, top-bottom, the two diagonals); each mirror is a rotation followed by
 * the left-right mirror, which is how symmetry_image() below builds them. The solutions that
 * the symmetries map onto each other form one class; a class is one "fundamental solution"
 * (OEIS A002562: 12 for 8 queens). The 8 images of a board need not all differ: when k of the
 * symmetries leave the board unchanged (the identity among them), every image appears exactly
 * k times, so the class has 8 / k boards. The program assumes nothing about which boards are
 * symmetric: it counts the distinct images and names the symmetries that leave a class's first
 * board unchanged.
 *
 * The output is deterministic (integers only; no time, locale or randomness) and easy to count
 * with grep and awk (scripts/tests/boards.bats): one line `<g class="group" data-size="S"
 * data-first="STRING" ...>` per class, its labels, then one line `<g class="board"
 * data-queens="STRING" ...>` per board, then `</g>`. Squares and queens are drawn once in
 * <defs> and placed with <use>, which keeps the file small.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 8
#define MAX_BOARDS 92 /* the known count: finding more stops the program */
#define SYMMETRIES 8
#define DIAGONALS (2 * SIZE - 1)

#define TEXT_BAND 4 /* boards side by side in the terminal: 4 x 15 columns and 3 gaps of 3 */

/* Layout, in SVG user units (pixels). */
#define CELL 10
#define BOARD_PX (SIZE * CELL)
#define BOARD_GAP 12
#define LABEL_WIDTH 110
#define MARGIN 20
#define TITLE_HEIGHT 66
#define STRING_HEIGHT 14
#define ROW_GAP 14
#define ROW_PITCH (BOARD_PX + STRING_HEIGHT + ROW_GAP)
#define WIDTH (2 * MARGIN + LABEL_WIDTH + SYMMETRIES * BOARD_PX + (SYMMETRIES - 1) * BOARD_GAP)

/* column[r]: the 0-based column of the queen in row r (row 0 at the top). */
typedef struct {
    int column[SIZE];
} board;

/* One class: its boards (indices into the sorted list, increasing) and the symmetries that
 * leave its first board unchanged (the identity always does). */
typedef struct {
    int member[SYMMETRIES];
    int size;
    int fixing[SYMMETRIES];
    int fixing_count;
} symmetry_class;

typedef struct {
    board found[MAX_BOARDS];
    int count;
    symmetry_class classes[MAX_BOARDS];
    int class_count;
    int class_of[MAX_BOARDS];
} board_set;

/* How the class labels name each symmetry: "unchanged by <name>". */
static const char *const symmetry_names[SYMMETRIES] = {
    "nothing",              /* identity */
    "a quarter turn",       /* clockwise */
    "a half turn",          /* 180 degrees */
    "a three-quarter turn", /* clockwise, = a quarter turn anticlockwise */
    "the left-right mirror",
    "the main-diagonal mirror", /* quarter turn, then left-right: row <-> column */
    "the top-bottom mirror",    /* half turn, then left-right */
    "the anti-diagonal mirror", /* three-quarter turn, then left-right */
};

static _Noreturn void stop(const char *message) {
    fprintf(stderr, "error: %s\n", message);
    exit(1);
}

/* ---- the search: row by row, one queen per row, marks for columns and diagonals ---- */

typedef struct {
    int column[SIZE];
    int column_used[SIZE];
    int down_used[DIAGONALS]; /* row - column constant: top-left to bottom-right */
    int up_used[DIAGONALS];   /* row + column constant: bottom-left to top-right */
} search_state;

static void record_board(board_set *set, const int column[SIZE]) {
    if (set->count == MAX_BOARDS) stop("more than 92 eight-queens solutions");
    memcpy(set->found[set->count].column, column, sizeof set->found[0].column);
    set->count++;
}

static void set_marks(search_state *state, int row, int col, int used) {
    state->column_used[col] = used;
    state->down_used[row - col + SIZE - 1] = used;
    state->up_used[row + col] = used;
}

/* Columns are tried from left to right, so boards are found in increasing string order. */
static void place_row(search_state *state, int row, board_set *set) {
    int col;
    if (row == SIZE) {
        record_board(set, state->column);
        return;
    }
    for (col = 0; col < SIZE; col++) {
        if (state->column_used[col] || state->down_used[row - col + SIZE - 1] ||
            state->up_used[row + col])
            continue;
        state->column[row] = col;
        set_marks(state, row, col, 1);
        place_row(state, row + 1, set);
        set_marks(state, row, col, 0);
    }
}

static void find_boards(board_set *set) {
    search_state state;
    memset(&state, 0, sizeof state);
    set->count = 0;
    place_row(&state, 0, set);
}

/* ---- the 8 symmetries of the square ---- */

/* Symmetry s maps the square (row, col): s % 4 clockwise quarter turns, each taking
 * (row, col) to (col, SIZE - 1 - row), then for s >= 4 the left-right mirror, taking
 * (row, col) to (row, SIZE - 1 - col). */
static void map_square(int symmetry, int *row, int *col) {
    int turn;
    for (turn = 0; turn < symmetry % 4; turn++) {
        int old_row = *row;
        *row = *col;
        *col = SIZE - 1 - old_row;
    }
    if (symmetry >= 4) *col = SIZE - 1 - *col;
}

/* The image of a board: every queen moved by the symmetry. The image has again one queen
 * per row, because a symmetry maps the 8 rows (or the 8 columns) onto the 8 rows. */
static board symmetry_image(const board *from, int symmetry) {
    board image;
    int row;
    for (row = 0; row < SIZE; row++) {
        int to_row = row;
        int to_col = from->column[row];
        map_square(symmetry, &to_row, &to_col);
        image.column[to_row] = to_col;
    }
    return image;
}

static int same_board(const board *a, const board *b) {
    return memcmp(a->column, b->column, sizeof a->column) == 0;
}

/* Index of a board in the list, or -1. The list is short; a linear scan is enough. */
static int index_of(const board_set *set, const board *wanted) {
    int i;
    for (i = 0; i < set->count; i++)
        if (same_board(&set->found[i], wanted)) return i;
    return -1;
}

static void sort_ints(int *values, int count) {
    int i;
    for (i = 1; i < count; i++) {
        int value = values[i];
        int j = i;
        while (j > 0 && values[j - 1] > value) {
            values[j] = values[j - 1];
            j--;
        }
        values[j] = value;
    }
}

/* A new class from its first board: all 8 images, each distinct one a member. Every image
 * must be a board of the list (a symmetry maps solutions to solutions) and not yet in an
 * earlier class (classes do not overlap: a board and its images have the same images). */
static void build_class(board_set *set, int first) {
    int id = set->class_count++;
    symmetry_class *group = &set->classes[id];
    int symmetry;
    memset(group, 0, sizeof *group);
    for (symmetry = 0; symmetry < SYMMETRIES; symmetry++) {
        board image = symmetry_image(&set->found[first], symmetry);
        int at = index_of(set, &image);
        if (at < 0) stop("a symmetry image is not a solution");
        if (at == first) group->fixing[group->fixing_count++] = symmetry;
        if (set->class_of[at] == id) continue;
        if (set->class_of[at] != -1) stop("two classes overlap");
        set->class_of[at] = id;
        group->member[group->size++] = at;
    }
    sort_ints(group->member, group->size);
    if (group->size * group->fixing_count != SYMMETRIES) stop("class size is not 8 / fixing");
}

/* Classes in the order of their first board: walk the sorted list, and every board that no
 * earlier class holds starts a new one. */
static void classify(board_set *set) {
    int i;
    set->class_count = 0;
    for (i = 0; i < set->count; i++) set->class_of[i] = -1;
    for (i = 0; i < set->count; i++)
        if (set->class_of[i] == -1) build_class(set, i);
}

/* ---- the SVG ---- */

static void queen_string(const board *b, char text[SIZE + 1]) {
    int row;
    for (row = 0; row < SIZE; row++) text[row] = (char)('1' + b->column[row]);
    text[SIZE] = '\0';
}

static void write_header(const board_set *set, int height) {
    printf("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
           " width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\""
           " font-size=\"12\">\n",
           WIDTH, height, WIDTH, height);
    printf("<title>The %d solutions of %d queens in %d classes under the %d symmetries of the "
           "square</title>\n",
           set->count, SIZE, set->class_count, SYMMETRIES);
    printf("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", WIDTH, height);
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"16\">The %d solutions of %d "
           "queens: %d classes under the %d symmetries of the square</text>\n",
           WIDTH / 2, MARGIN + 12, set->count, SIZE, set->class_count, SYMMETRIES);
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#555555\">One row per class: "
           "a board and the boards that rotations and mirrors turn it into.</text>\n",
           WIDTH / 2, MARGIN + 34);
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#555555\">Under each board "
           "its queen string: digit i is the column of the queen in row i.</text>\n",
           WIDTH / 2, MARGIN + 50);
}

/* The checkerboard (light top-left square, as on a chess board) and the queen, drawn once. */
static void write_defs(void) {
    int row;
    int col;
    printf("<defs>\n");
    printf(
        "<g id=\"board\"><rect width=\"%d\" height=\"%d\" fill=\"#f0d9b5\"/><path fill=\"#b58863\""
        " d=\"",
        BOARD_PX, BOARD_PX);
    for (row = 0; row < SIZE; row++)
        for (col = 0; col < SIZE; col++)
            if ((row + col) % 2 == 1)
                printf("M%d %dh%dv%dh-%dz", col * CELL, row * CELL, CELL, CELL, CELL);
    printf("\"/><rect width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#6b4f35\"/></g>\n",
           BOARD_PX, BOARD_PX);
    printf("<circle id=\"queen\" cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#1a1a1a\" stroke=\"white\""
           " stroke-width=\"0.8\"/>\n",
           CELL / 2, CELL / 2);
    printf("</defs>\n");
}

static void write_board(const board *b, int x) {
    char text[SIZE + 1];
    int row;
    queen_string(b, text);
    printf("<g class=\"board\" data-queens=\"%s\" transform=\"translate(%d,0)\"><use "
           "xlink:href=\"#board\"/>",
           text, x);
    for (row = 0; row < SIZE; row++)
        printf("<use xlink:href=\"#queen\" x=\"%d\" y=\"%d\"/>", b->column[row] * CELL, row * CELL);
    printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-family=\"monospace\" "
           "font-size=\"10\">%s</text></g>\n",
           BOARD_PX / 2, BOARD_PX + 11, text);
}

/* The label left of a class's boards: its number, its size and, when some symmetry other than
 * the identity leaves the first board unchanged, that symmetry (the reason for fewer than 8). */
static void write_label(const symmetry_class *group, int number) {
    int y = 46;
    int named = 0;
    int i;
    printf("<text y=\"28\" font-size=\"16\" font-weight=\"bold\">%d.</text>\n", number);
    printf("<text y=\"%d\">%d boards</text>\n", y, group->size);
    for (i = 0; i < group->fixing_count; i++) {
        if (group->fixing[i] == 0) continue; /* the identity fixes every board */
        if (!named) {
            y += 14;
            printf("<text y=\"%d\" fill=\"#555555\">unchanged by</text>\n", y);
            named = 1;
        }
        y += 14;
        printf("<text y=\"%d\" fill=\"#555555\">%s</text>\n", y, symmetry_names[group->fixing[i]]);
    }
}

static void write_class(const board_set *set, int id) {
    const symmetry_class *group = &set->classes[id];
    char first[SIZE + 1];
    int i;
    queen_string(&set->found[group->member[0]], first);
    printf(
        "<g class=\"group\" data-size=\"%d\" data-first=\"%s\" transform=\"translate(%d,%d)\">\n",
        group->size, first, MARGIN, MARGIN + TITLE_HEIGHT + id * ROW_PITCH);
    write_label(group, id + 1);
    for (i = 0; i < group->size; i++)
        write_board(&set->found[group->member[i]], LABEL_WIDTH + i * (BOARD_PX + BOARD_GAP));
    printf("</g>\n");
}

static void write_svg(const board_set *set) {
    int height = 2 * MARGIN + TITLE_HEIGHT + set->class_count * ROW_PITCH - ROW_GAP;
    int id;
    write_header(set, height);
    write_defs();
    for (id = 0; id < set->class_count; id++) write_class(set, id);
    printf("</svg>\n");
}

/* ---- the terminal's picture (--text) ---- */

/* One class for the terminal: the line `class NUMBER SIZE FIRST FIXING...` (FIXING: the
 * symmetries other than the identity that leave the first board unchanged, numbered as
 * symmetry_names orders them; draw-boards puts the line into the user's words), then its
 * boards TEXT_BAND at a time side by side, each as the trace draws one (Q a queen, . a square),
 * their queen strings under them. */
static void print_class_text(const board_set *set, int id) {
    const symmetry_class *group = &set->classes[id];
    char text[SIZE + 1];
    int start, i, row, col;
    queen_string(&set->found[group->member[0]], text);
    printf("class %d %d %s", id + 1, group->size, text);
    for (i = 0; i < group->fixing_count; i++)
        if (group->fixing[i] != 0) printf(" %d", group->fixing[i]);
    printf("\n");
    for (start = 0; start < group->size; start += TEXT_BAND) {
        int end = start + TEXT_BAND < group->size ? start + TEXT_BAND : group->size;
        for (row = 0; row < SIZE; row++) {
            for (i = start; i < end; i++) {
                const board *b = &set->found[group->member[i]];
                printf(i > start ? "   " : "");
                for (col = 0; col < SIZE; col++)
                    printf(col > 0 ? " %c" : "%c", b->column[row] == col ? 'Q' : '.');
            }
            printf("\n");
        }
        for (i = start; i < end; i++) {
            queen_string(&set->found[group->member[i]], text);
            printf("%s%s", text, i + 1 < end ? "          " : ""); /* under the next board */
        }
        printf("\n\n");
    }
}

int main(int argc, char **argv) {
    static board_set set;
    int text_mode = argc == 2 && strcmp(argv[1], "--text") == 0;
    int id;
    if (argc != 1 && !text_mode) stop("usage: boards [--text] (the SVG, or the terminal's boards)");
    find_boards(&set);
    if (set.count != MAX_BOARDS) stop("fewer than 92 eight-queens solutions");
    classify(&set);
    if (text_mode)
        for (id = 0; id < set.class_count; id++) print_class_text(&set, id);
    else
        write_svg(&set);
    if (fflush(stdout) != 0 || ferror(stdout)) stop("cannot write the SVG");
    return 0;
}
