/* Checker of poj3239 (any valid n-queens placement is accepted):
 *     poj3239 <input> <output> <answer>
 * Exit status 0 AC, 1 WA, 2 PE, 3 when the checker itself cannot judge (unreadable file,
 * input outside the contract, or an answer file that is not accepted itself). One line on
 * stderr says why.
 *
 * The input is a list of n (a line 0 or the end of the file ends it). For the q-th n the
 * output must hold n integers, the 1-based columns of the queens of rows 1..n: every one in
 * 1..n, no column twice, no two queens on one diagonal (marks per column and per diagonal,
 * O(n) per answer). Wrong Answer: a token that is not a canonical positive integer (digits
 * only, no leading zero), a number out of range, a repeated column, two queens on one
 * diagonal, too few numbers, anything but white space after the last answer.
 * Presentation Error (only when every number is right): answer q not alone on line q, or
 * tokens not separated by exactly one space, or white space at a line start, or blank lines
 * between answers. As in the judge's own comparison, '\r' before '\n', spaces and tabs at
 * line ends and empty lines after the last answer are accepted.
 * The output is read as a stream: any amount of any bytes is judged without crashing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_N 1000000L
#define TOKEN_KEEP 16 /* longer tokens are counted, not stored: they are out of range anyway */

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

/* ---- buffered byte stream ---- */

typedef struct {
    FILE *file;
    unsigned char buffer[1 << 16];
    size_t length;
    size_t position;
} stream;

static int peek_byte(stream *in) {
    if (in->position == in->length) {
        in->length = fread(in->buffer, 1, sizeof in->buffer, in->file);
        in->position = 0;
        if (in->length == 0) return EOF;
    }
    return in->buffer[in->position];
}

static int take_byte(stream *in) {
    int byte = peek_byte(in);
    if (byte != EOF) in->position++;
    return byte;
}

static stream *open_stream(const char *path) {
    stream *in = malloc(sizeof *in);
    if (in == NULL) give_up(JUDGE_FAILURE, "out of memory");
    in->file = fopen(path, "rb");
    if (in->file == NULL) give_up(JUDGE_FAILURE, "cannot open %s", path);
    in->length = in->position = 0;
    return in;
}

static void close_stream(stream *in) {
    fclose(in->file);
    free(in);
}

/* ---- tokens with the white space before them ---- */

typedef struct {
    char text[TOKEN_KEEP + 1]; /* the first TOKEN_KEEP bytes, NUL-terminated */
    size_t length;             /* full length */
    long line;                 /* 1-based line of the token */
    long breaks;               /* line breaks between the previous token and this one */
    int gap_is_one_space;      /* the blanks before it on its own line are exactly " " */
    int gap_is_empty;          /* nothing before it on its own line */
    long bad_line_end; /* line of a '\r' not before '\n', '\v' or '\f' before the token, else 0 */
} token;

typedef struct {
    stream *in;
    long line;
} tokenizer;

static int is_space_byte(int byte) {
    return byte == ' ' || byte == '\t' || byte == '\r' || byte == '\n' || byte == '\v' ||
           byte == '\f';
}

static void note_bad_byte(token *next, long line) {
    if (next->bad_line_end == 0) next->bad_line_end = line;
}

/* Next token; 0 at the end of the file (then only `breaks` and `bad_line_end` are set). */
static int next_token(tokenizer *reader, token *next) {
    char gap[3];
    size_t gap_length = 0; /* blanks since the last line break, first three kept */
    int saw_return = 0;    /* the previous byte was '\r' */
    int byte;
    next->breaks = 0;
    next->bad_line_end = 0;
    while ((byte = peek_byte(reader->in)) != EOF && is_space_byte(byte)) {
        take_byte(reader->in);
        if (byte == '\n') {
            reader->line++;
            next->breaks++;
            gap_length = 0;
        } else {
            if (saw_return || byte == '\v' || byte == '\f') note_bad_byte(next, reader->line);
            if (gap_length < sizeof gap) gap[gap_length] = (char)byte;
            gap_length++;
        }
        saw_return = byte == '\r';
    }
    if (byte == EOF) return 0;
    if (saw_return) note_bad_byte(next, reader->line);
    next->gap_is_empty = gap_length == 0;
    next->gap_is_one_space = gap_length == 1 && gap[0] == ' ';
    next->line = reader->line;
    next->length = 0;
    while ((byte = peek_byte(reader->in)) != EOF && !is_space_byte(byte)) {
        take_byte(reader->in);
        if (next->length < TOKEN_KEEP) /* shown in messages: keep them printable */
            next->text[next->length] = byte > 32 && byte < 127 ? (char)byte : '?';
        next->length++;
    }
    next->text[next->length < TOKEN_KEEP ? next->length : TOKEN_KEEP] = '\0';
    return 1;
}

/* The token as a canonical positive integer (at most 7 digits), else -1. */
static long token_value(const token *item) {
    long value = 0;
    size_t i;
    if (item->length == 0 || item->length > 7 || item->text[0] == '0') return -1;
    for (i = 0; i < item->length; i++) {
        if (item->text[i] < '0' || item->text[i] > '9') return -1;
        value = value * 10 + (item->text[i] - '0');
    }
    return value;
}

/* ---- the input: the list of n ---- */

typedef struct {
    long *sizes;
    long count;
    long largest;
} query_list;

static query_list read_queries(const char *path) {
    query_list queries = {NULL, 0, 0};
    long capacity = 0;
    tokenizer reader = {open_stream(path), 1};
    token item;
    while (next_token(&reader, &item)) {
        long n;
        if (strcmp(item.text, "0") == 0) break;
        n = token_value(&item);
        if (n < 1 || n > MAX_N) give_up(JUDGE_FAILURE, "input line %ld: bad n", item.line);
        if (queries.count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            queries.sizes = realloc(queries.sizes, (size_t)capacity * sizeof *queries.sizes);
            if (queries.sizes == NULL) give_up(JUDGE_FAILURE, "out of memory");
        }
        queries.sizes[queries.count++] = n;
        if (n > queries.largest) queries.largest = n;
    }
    close_stream(reader.in);
    return queries;
}

/* ---- judging one file against the queries ---- */

/* Row (1-based) holding each column / diagonal in the current answer, 0 when free. */
typedef struct {
    int *column_row;
    int *down_row; /* diagonal row - column, shifted by n */
    int *up_row;   /* diagonal row + column */
    int *columns;  /* the answer's columns, to clear the marks afterwards */
} marks;

static void *zeroed(long count, size_t size) {
    void *block = calloc((size_t)count, size);
    if (block == NULL) give_up(JUDGE_FAILURE, "out of memory");
    return block;
}

static marks make_marks(long largest) {
    marks board;
    board.column_row = zeroed(largest + 1, sizeof(int));
    board.down_row = zeroed(2 * largest + 1, sizeof(int));
    board.up_row = zeroed(2 * largest + 1, sizeof(int));
    board.columns = zeroed(largest + 1, sizeof(int));
    return board;
}

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

/* Presentation of a token that should be number `row` (1-based) of answer `query`. */
static void check_layout(judgement *result, const token *item, long query, long row) {
    if (item->bad_line_end) {
        note(result, PRESENTATION_ERROR,
             "line %ld: a carriage return, vertical tab or form feed inside a line",
             item->bad_line_end);
    } else if (row == 1) {
        if (item->line != query || !item->gap_is_empty)
            note(result, PRESENTATION_ERROR,
                 "answer %ld must start line %ld, at its first character (found on line %ld)",
                 query, query, item->line);
    } else if (item->breaks != 0) {
        note(result, PRESENTATION_ERROR, "answer %ld is split over several lines (line %ld)", query,
             item->line);
    } else if (!item->gap_is_one_space) {
        note(result, PRESENTATION_ERROR, "line %ld: numbers must be separated by one space",
             item->line);
    }
}

/* Marks the queen of `row` in `column`; 0 and a note when it meets an earlier queen. */
static int place_queen(judgement *result, marks *board, long n, long query, long row, long column) {
    long down = row - column + n;
    long up = row + column;
    if (board->column_row[column] != 0) {
        note(result, WRONG_ANSWER, "answer %ld (n = %ld): rows %d and %ld both use column %ld",
             query, n, board->column_row[column], row, column);
        return 0;
    }
    if (board->down_row[down] != 0 || board->up_row[up] != 0) {
        int other = board->down_row[down] != 0 ? board->down_row[down] : board->up_row[up];
        note(result, WRONG_ANSWER,
             "answer %ld (n = %ld): the queens of rows %d and %ld share a diagonal", query, n,
             other, row);
        return 0;
    }
    board->column_row[column] = board->down_row[down] = board->up_row[up] = (int)row;
    board->columns[row] = (int)column;
    return 1;
}

static void clear_marks(marks *board, long n, long rows) {
    long row;
    for (row = 1; row <= rows; row++) {
        long column = board->columns[row];
        board->column_row[column] = board->down_row[row - column + n] =
            board->up_row[row + column] = 0;
    }
}

/* Reads and judges answer `query`; 0 when judging must stop (a wrong answer). */
static int judge_answer(judgement *result, tokenizer *reader, marks *board, long query, long n) {
    token item;
    long placed = 0;
    int valid = 1;
    while (valid && placed < n) {
        long row = placed + 1;
        long column;
        if (!next_token(reader, &item)) {
            if (placed == 0)
                note(result, WRONG_ANSWER, "answer %ld (n = %ld) is missing", query, n);
            else
                note(result, WRONG_ANSWER, "answer %ld (n = %ld) ends after %ld numbers", query, n,
                     placed);
            valid = 0;
            continue;
        }
        check_layout(result, &item, query, row);
        column = token_value(&item);
        if (column < 0) {
            note(result, WRONG_ANSWER, "answer %ld, line %ld: '%s%s' is not a positive integer",
                 query, item.line, item.text, item.length > TOKEN_KEEP ? "..." : "");
            valid = 0;
        } else if (column > n) {
            note(result, WRONG_ANSWER, "answer %ld (n = %ld), row %ld: column %ld out of range",
                 query, n, row, column);
            valid = 0;
        } else if (place_queen(result, board, n, query, row, column)) {
            placed++;
        } else {
            valid = 0;
        }
    }
    clear_marks(board, n, placed);
    return valid;
}

static judgement judge_file(const char *path, const query_list *queries, marks *board) {
    judgement result = {ACCEPTED, ""};
    tokenizer reader = {open_stream(path), 1};
    token item;
    long query;
    for (query = 1; query <= queries->count; query++) {
        if (!judge_answer(&result, &reader, board, query, queries->sizes[query - 1])) break;
    }
    if (result.status != WRONG_ANSWER) {
        if (next_token(&reader, &item)) {
            note(&result, WRONG_ANSWER, "line %ld: output '%s%s' after the last answer", item.line,
                 item.text, item.length > TOKEN_KEEP ? "..." : "");
        } else if (item.bad_line_end) {
            note(&result, PRESENTATION_ERROR,
                 "line %ld: a vertical tab or form feed after the last answer", item.bad_line_end);
        }
    }
    close_stream(reader.in);
    return result;
}

int main(int argc, char **argv) {
    query_list queries;
    marks board;
    judgement answer;
    judgement output;
    if (argc != 4) give_up(JUDGE_FAILURE, "usage: poj3239 <input> <output> <answer>");
    queries = read_queries(argv[1]);
    board = make_marks(queries.largest);
    answer = judge_file(argv[3], &queries, &board);
    if (answer.status != ACCEPTED)
        give_up(JUDGE_FAILURE, "the answer file is not accepted: %s", answer.message);
    output = judge_file(argv[2], &queries, &board);
    if (output.status != ACCEPTED) give_up(output.status, "%s", output.message);
    give_up(ACCEPTED, "%ld valid placements", queries.count);
    return 0;
}
