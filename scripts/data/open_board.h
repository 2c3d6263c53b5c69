/* Generator and validator shared by the problems whose input is a board of open and closed
 * squares: cses1624 (8 rows of `.` free and `*` reserved, no size line), luogu1562 (n, then n
 * rows of `*` open and `.` closed) and lanqiao-basic27 (n, then n rows of n numbers one space
 * apart, 1 open and 0 closed). scripts/problems/<id>/gen.c and validator.c describe the format
 * in an open_board_format and call open_board_generate() and open_board_validate().
 *
 * Generator kinds; N is left out when the format has one size only (cses1624):
 *   open [N]                          every square open
 *   closed [N]                        every square closed
 *   random <seed> [N] <closed>        exactly `closed` squares closed, chosen uniformly
 *   solutions <seed> [N] <k> <extra>  open only the squares of k placements of N queens (each
 *                                     found by a search that tries the columns of every row
 *                                     in a random order; they may coincide) and `extra` other
 *                                     squares chosen uniformly
 *   wall [N] <row> <column>           every square open but those of row `row` (from 0), where
 *                                     only the square in column `column` (from 0) stays open
 */
#ifndef OPEN_BOARD_H
#define OPEN_BOARD_H

#include "tool_common.h"

#define OPEN_BOARD_MAX_N 16

typedef struct {
    long min_size; /* the bounds of N; equal when the input has no size line */
    long max_size;
    char open_mark; /* the character of an open square ('1' in number rows) */
    char closed_mark;
    int numbers; /* rows are numbers one space apart instead of characters */
} open_board_format;

typedef struct {
    int size;
    unsigned char open[OPEN_BOARD_MAX_N][OPEN_BOARD_MAX_N];
} open_board;

static inline void open_board_print(const open_board_format *format, const open_board *board) {
    int row;
    if (format->min_size != format->max_size) printf("%d\n", board->size);
    for (row = 0; row < board->size; row++) {
        int column;
        for (column = 0; column < board->size; column++) {
            if (format->numbers && column > 0) putchar(' ');
            putchar(board->open[row][column] ? format->open_mark : format->closed_mark);
        }
        putchar('\n');
    }
}

static inline void open_board_fill(open_board *board, int open) {
    int row;
    int column;
    for (row = 0; row < board->size; row++)
        for (column = 0; column < board->size; column++)
            board->open[row][column] = (unsigned char)open;
}

/* Sets `count` squares not yet `value` to `value`, chosen uniformly (a partial shuffle of the
 * squares that are not). */
static inline void open_board_set_random(random_stream *stream, open_board *board, long count,
                                         int value) {
    int squares[OPEN_BOARD_MAX_N * OPEN_BOARD_MAX_N];
    int left = 0;
    int square;
    for (square = 0; square < board->size * board->size; square++)
        if (board->open[square / board->size][square % board->size] != value)
            squares[left++] = square;
    if (count > left) fail("only %d squares can change, not %ld", left, count);
    while (count-- > 0) {
        int pick = (int)random_below(stream, left);
        square = squares[pick];
        squares[pick] = squares[--left];
        board->open[square / board->size][square % board->size] = (unsigned char)value;
    }
}

/* One placement of size queens, the columns of each row tried in a random order (marks for
 * the columns and both diagonals); 0 when there is none. */
static inline int open_board_search(random_stream *stream, int size, int row, int *column,
                                    unsigned char *used_column, unsigned char *used_down,
                                    unsigned char *used_up) {
    int order[OPEN_BOARD_MAX_N];
    int i;
    if (row == size) return 1;
    for (i = 0; i < size; i++) order[i] = i;
    shuffle_ints(stream, order, size);
    for (i = 0; i < size; i++) {
        int at = order[i];
        int down = row - at + size - 1;
        int up = row + at;
        if (used_column[at] || used_down[down] || used_up[up]) continue;
        used_column[at] = used_down[down] = used_up[up] = 1;
        column[row] = at;
        if (open_board_search(stream, size, row + 1, column, used_column, used_down, used_up))
            return 1;
        used_column[at] = used_down[down] = used_up[up] = 0;
    }
    return 0;
}

static inline void open_board_open_placements(random_stream *stream, open_board *board,
                                              long count) {
    while (count-- > 0) {
        int column[OPEN_BOARD_MAX_N];
        unsigned char used_column[OPEN_BOARD_MAX_N] = {0};
        unsigned char used_down[2 * OPEN_BOARD_MAX_N] = {0};
        unsigned char used_up[2 * OPEN_BOARD_MAX_N] = {0};
        int row;
        if (!open_board_search(stream, board->size, 0, column, used_column, used_down, used_up))
            fail("no placement of %d queens exists", board->size);
        for (row = 0; row < board->size; row++) board->open[row][column[row]] = 1;
    }
}

/* The generator's main: writes the board of the kind the arguments name (see above). */
static inline int open_board_generate(const open_board_format *format, int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    int seeded = strcmp(kind, "random") == 0 || strcmp(kind, "solutions") == 0;
    int at = 2 + seeded; /* the next argument: N, or what follows it */
    int parameters;      /* the arguments after N */
    open_board board;
    if (strcmp(kind, "open") == 0 || strcmp(kind, "closed") == 0) {
        parameters = 0;
    } else if (strcmp(kind, "random") == 0) {
        parameters = 1;
    } else if (strcmp(kind, "solutions") == 0 || strcmp(kind, "wall") == 0) {
        parameters = 2;
    } else {
        fail("usage: gen open|closed|random|solutions|wall ...; see scripts/data/open_board.h");
    }
    board.size = (int)format->min_size;
    if (format->min_size != format->max_size) {
        if (argc > at)
            board.size = (int)parse_long_arg(argv[at], "N", format->min_size, format->max_size);
        at++;
    }
    if (argc != at + parameters) fail("wrong number of arguments; see scripts/data/open_board.h");
    if (seeded) parse_long_arg(argv[2], "seed", 0, 2000000000L);
    if (parameters == 0) {
        open_board_fill(&board, strcmp(kind, "open") == 0);
    } else if (strcmp(kind, "random") == 0) {
        long squares = (long)board.size * board.size;
        open_board_fill(&board, 1);
        open_board_set_random(&stream, &board, parse_long_arg(argv[at], "closed", 0, squares), 0);
    } else if (strcmp(kind, "solutions") == 0) {
        long squares = (long)board.size * board.size;
        open_board_fill(&board, 0);
        open_board_open_placements(&stream, &board, parse_long_arg(argv[at], "k", 1, 100));
        open_board_set_random(&stream, &board, parse_long_arg(argv[at + 1], "extra", 0, squares),
                              1);
    } else {
        long row = parse_long_arg(argv[at], "row", 0, board.size - 1);
        long column = parse_long_arg(argv[at + 1], "column", 0, board.size - 1);
        long other;
        open_board_fill(&board, 1);
        for (other = 0; other < board.size; other++) board.open[row][other] = other == column;
    }
    open_board_print(format, &board);
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}

/* One board row of the text (without its '\n'): exactly size characters, or size numbers one
 * space apart, each an open or a closed mark. */
static inline void open_board_check_row(const open_board_format *format, const input_text *text,
                                        const char *start, size_t length, long size, long row) {
    size_t i;
    size_t width = format->numbers ? (size_t)(2 * size - 1) : (size_t)size;
    if (length == 0) invalid(text->line, "blank line, expected board row %ld", row);
    if (is_blank_char(start[0]) || is_blank_char(start[length - 1]))
        invalid(text->line, "stray space or tab around board row %ld", row);
    for (i = 0; i < length; i++) {
        int separator = format->numbers && i % 2 == 1;
        if (separator && start[i] == ' ') continue;
        if (is_blank_char(start[i]))
            invalid(text->line, "stray space or tab in board row %ld", row);
        if (separator || (start[i] != format->open_mark && start[i] != format->closed_mark))
            invalid(text->line, "bad character 0x%02X in board row %ld (only %c and %c%s)",
                    (unsigned)(unsigned char)start[i], row, format->open_mark, format->closed_mark,
                    format->numbers ? ", one space apart" : "");
    }
    if (length != width)
        invalid(text->line, "board row %ld has %zu characters, expected %zu", row, length, width);
}

/* The validator's main. Canonical form: a line N (only when the format has more than one size:
 * no sign, no leading zero, no spaces), then exactly N lines, each a board row (see
 * open_board_check_row), every line ended by a single '\n', nothing after. */
static inline int open_board_validate(const open_board_format *format) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long size = format->min_size;
    long row;
    if (format->min_size != format->max_size) {
        next_line(&text, &start, &length);
        size = line_integer(&text, start, length, "n", format->min_size, format->max_size);
    }
    for (row = 1; row <= size; row++) {
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing board row %ld of %ld", row, size);
        open_board_check_row(format, &text, start, length, size, row);
    }
    expect_end(&text, "the board rows");
    return 0;
}

#endif
