/* Checker of poj2676 (any solution of each grid is accepted):
 *     poj2676 <input> <output> <answer>
 * Exit status 0 AC, 1 WA, 2 PE, 3 when the checker itself cannot judge (unreadable file, input
 * outside the contract, or an answer file that is not accepted itself). One line on stderr
 * says why, naming the grid, the row and the column.
 *
 * The input is t and t grids of 9 rows of 9 digits (0 empty), read as whitespace-separated
 * tokens. The output is read byte by byte: every byte that is not white space is a cell, in
 * row-major order, grid after grid. Wrong Answer: a cell that is not a digit 1-9, a given
 * digit changed, a digit that repeats in a row, a column or a box (reported at its second
 * cell in row-major order), fewer than t grids, anything but white space after the last grid.
 * Presentation Error (only when every grid is right): row r of grid g (the k-th row overall)
 * not alone on line k (its 9 digits together, from the line's first character), blank lines
 * between grids, a carriage return that does not end a line, a vertical tab or form feed.
 * As in the judge's own comparison, '\r' before '\n', spaces and tabs at line ends and empty
 * lines after the last grid are accepted.
 * The output is read as a stream: any amount of any bytes is judged without crashing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIDE 9
#define CELLS 81
#define MAX_GRIDS 1000000L

enum { ACCEPTED = 0, WRONG_ANSWER = 1, PRESENTATION_ERROR = 2, JUDGE_FAILURE = 3 };

static void give_up(int status, const char *format, ...) {
    static const char *const prefix[] = {"ok", "wrong answer", "presentation error", "fail"};
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s: ", prefix[status]);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(status);
}

static FILE *open_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) give_up(JUDGE_FAILURE, "cannot open %s", path);
    return file;
}

/* ---- the input: the givens of every grid ---- */

typedef struct {
    unsigned char *givens; /* CELLS per grid, 0 for an empty cell */
    long grids;
} puzzle_list;

static puzzle_list read_puzzles(const char *path) {
    FILE *file = open_file(path);
    puzzle_list list = {NULL, 0};
    long grid;
    if (fscanf(file, "%ld", &list.grids) != 1 || list.grids < 1 || list.grids > MAX_GRIDS)
        give_up(JUDGE_FAILURE, "input: bad number of grids");
    list.givens = malloc((size_t)list.grids * CELLS);
    if (list.givens == NULL) give_up(JUDGE_FAILURE, "out of memory");
    for (grid = 0; grid < list.grids; grid++) {
        int row;
        for (row = 0; row < SIDE; row++) {
            char text[SIDE + 2];
            int column;
            if (fscanf(file, "%10s", text) != 1 || strlen(text) != SIDE)
                give_up(JUDGE_FAILURE, "input: grid %ld, row %d is not 9 digits", grid + 1,
                        row + 1);
            for (column = 0; column < SIDE; column++) {
                if (text[column] < '0' || text[column] > '9')
                    give_up(JUDGE_FAILURE, "input: grid %ld, row %d is not 9 digits", grid + 1,
                            row + 1);
                list.givens[grid * CELLS + row * SIDE + column] =
                    (unsigned char)(text[column] - '0');
            }
        }
    }
    fclose(file);
    return list;
}

/* ---- judging one file ---- */

typedef struct {
    int status;        /* ACCEPTED, WRONG_ANSWER or PRESENTATION_ERROR */
    char message[300]; /* why, for the first problem found */
} judgement;

static void note(judgement *result, int status, const char *format, ...) {
    va_list args;
    if (result->status == WRONG_ANSWER) return;
    if (result->status == PRESENTATION_ERROR && status == PRESENTATION_ERROR) return;
    result->status = status;
    va_start(args, format);
    vsnprintf(result->message, sizeof result->message, format, args);
    va_end(args);
}

/* Wrong Answer unless `cells` (one complete grid, digits 1-9) keeps every given and repeats no
 * digit in a row, column or box; the first fault in row-major order is reported. */
static void judge_grid(judgement *result, long grid, const unsigned char *givens,
                       const unsigned char *cells) {
    int cell;
    for (cell = 0; cell < CELLS; cell++) {
        if (givens[cell] != 0 && cells[cell] != givens[cell]) {
            note(result, WRONG_ANSWER, "grid %ld, row %d, column %d: the given %d became %d", grid,
                 cell / SIDE + 1, cell % SIDE + 1, givens[cell], cells[cell]);
            return;
        }
    }
    for (cell = 0; cell < CELLS; cell++) {
        int row = cell / SIDE;
        int column = cell % SIDE;
        int other;
        for (other = 0; other < cell; other++) {
            int other_row = other / SIDE;
            int other_column = other % SIDE;
            const char *unit;
            if (cells[other] != cells[cell]) continue;
            if (other_row == row) {
                unit = "row";
            } else if (other_column == column) {
                unit = "column";
            } else if (other_row / 3 == row / 3 && other_column / 3 == column / 3) {
                unit = "box";
            } else {
                continue;
            }
            note(result, WRONG_ANSWER,
                 "grid %ld, row %d, column %d: %d is already in its %s (row %d, column %d)", grid,
                 row + 1, column + 1, cells[cell], unit, other_row + 1, other_column + 1);
            return;
        }
    }
}

static const char *shown(int byte) {
    static char text[8];
    if (byte > 32 && byte < 127) {
        snprintf(text, sizeof text, "'%c'", byte);
    } else {
        snprintf(text, sizeof text, "byte %d", byte);
    }
    return text;
}

/* The layout of the cell with 0-based index `index` (over all grids) met at `line`. */
static void check_layout(judgement *result, long index, long line, int at_line_start,
                         int after_cell) {
    long row = index / SIDE + 1; /* row over all grids, = its line */
    long grid = index / CELLS + 1;
    int row_in_grid = (int)(index % CELLS / SIDE + 1);
    if (line != row) {
        note(result, PRESENTATION_ERROR, "grid %ld, row %d must be line %ld, found on line %ld",
             grid, row_in_grid, row, line);
    } else if (index % SIDE == 0 && !at_line_start) {
        note(result, PRESENTATION_ERROR,
             "line %ld: the row must start at the line's first character", line);
    } else if (index % SIDE != 0 && !after_cell) {
        note(result, PRESENTATION_ERROR, "line %ld: the 9 digits of a row must not be separated",
             line);
    }
}

static judgement judge_file(const char *path, const puzzle_list *list) {
    judgement result = {ACCEPTED, ""};
    FILE *file = open_file(path);
    unsigned char cells[CELLS];
    long total = list->grids * CELLS;
    long index = 0; /* cells read */
    long line = 1;  /* current line */
    int at_line_start = 1;
    int after_cell = 0;   /* the byte before was a cell */
    int after_return = 0; /* the byte before was '\r' */
    int byte;
    while (result.status != WRONG_ANSWER && (byte = getc(file)) != EOF) {
        if (after_return && byte != '\n')
            note(&result, PRESENTATION_ERROR, "line %ld: a carriage return inside a line", line);
        after_return = byte == '\r';
        if (byte == '\n') {
            line++;
            at_line_start = 1;
            after_cell = 0;
            continue;
        }
        if (byte == ' ' || byte == '\t' || byte == '\r' || byte == '\v' || byte == '\f') {
            if (byte == '\v' || byte == '\f')
                note(&result, PRESENTATION_ERROR, "line %ld: a vertical tab or form feed", line);
            at_line_start = 0;
            after_cell = 0;
            continue;
        }
        if (index == total) {
            note(&result, WRONG_ANSWER, "line %ld: %s after the last grid", line, shown(byte));
            continue;
        }
        if (byte < '1' || byte > '9') {
            note(&result, WRONG_ANSWER,
                 "grid %ld, row %ld, column %ld (line %ld): %s is not a digit 1-9",
                 index / CELLS + 1, index % CELLS / SIDE + 1, index % SIDE + 1, line, shown(byte));
            continue;
        }
        check_layout(&result, index, line, at_line_start, after_cell);
        cells[index % CELLS] = (unsigned char)(byte - '0');
        index++;
        if (index % CELLS == 0)
            judge_grid(&result, index / CELLS, list->givens + (index / CELLS - 1) * CELLS, cells);
        at_line_start = 0;
        after_cell = 1;
    }
    if (result.status != WRONG_ANSWER && index < total) {
        if (index % CELLS == 0) {
            note(&result, WRONG_ANSWER, "grid %ld is missing", index / CELLS + 1);
        } else {
            note(&result, WRONG_ANSWER, "grid %ld ends after %ld cells", index / CELLS + 1,
                 index % CELLS);
        }
    }
    fclose(file);
    return result;
}

int main(int argc, char **argv) {
    puzzle_list list;
    judgement answer;
    judgement output;
    if (argc != 4) give_up(JUDGE_FAILURE, "usage: poj2676 <input> <output> <answer>");
    list = read_puzzles(argv[1]);
    answer = judge_file(argv[3], &list);
    if (answer.status != ACCEPTED)
        give_up(JUDGE_FAILURE, "the answer file is not accepted: %s", answer.message);
    output = judge_file(argv[2], &list);
    if (output.status != ACCEPTED) give_up(output.status, "%s", output.message);
    give_up(ACCEPTED, "%ld valid grids", list.grids);
    return 0;
}
