/* Shared helpers of the test-data tools (generators and validators under scripts/problems/).
 *
 * Generators: fail(), parse_long_arg(), a splitmix64 random stream seeded from every
 * command-line argument (same arguments -> same bytes on every machine), random_below(),
 * shuffle_ints().
 * Validators: the whole input is read at once and walked line by line; every problem is
 * reported as one line `error: line L: ...` on stderr with exit status 1.
 */
#ifndef TOOL_COMMON_H
#define TOOL_COMMON_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- errors ---- */

static inline _Noreturn void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("error: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

/* ---- command-line arguments ---- */

static inline long parse_long_arg(const char *text, const char *what, long min, long max) {
    char *end = NULL;
    long value = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0') fail("%s must be an integer, got '%s'", what, text);
    if (value < min || value > max) fail("%s must be in %ld..%ld, got %ld", what, min, max, value);
    return value;
}

/* ---- deterministic random stream ---- */

typedef struct {
    uint64_t state;
} random_stream;

static inline uint64_t random_next(random_stream *stream) {
    uint64_t mixed;
    stream->state += 0x9E3779B97F4A7C15u;
    mixed = stream->state;
    mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9u;
    mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBu;
    return mixed ^ (mixed >> 31);
}

/* The stream starts from an FNV-1a hash of all the arguments, so every distinct
 * command line (kind, seed and parameters) gets its own sequence. */
static inline random_stream random_from_arguments(int argc, char **argv) {
    random_stream stream = {0xCBF29CE484222325u};
    int i;
    for (i = 1; i < argc; i++) {
        const unsigned char *byte = (const unsigned char *)argv[i];
        for (; *byte != '\0'; byte++) stream.state = (stream.state ^ *byte) * 0x100000001B3u;
        stream.state = (stream.state ^ 0xFFu) * 0x100000001B3u;
    }
    return stream;
}

/* Uniform in 0..bound-1 (bound >= 1), by rejection: no modulo bias. */
static inline long random_below(random_stream *stream, long bound) {
    uint64_t range = (uint64_t)bound;
    uint64_t limit = UINT64_MAX - UINT64_MAX % range;
    uint64_t value;
    do value = random_next(stream);
    while (value >= limit);
    return (long)(value % range);
}

static inline long random_between(random_stream *stream, long low, long high) {
    return low + random_below(stream, high - low + 1);
}

static inline void shuffle_ints(random_stream *stream, int *items, int count) {
    int i;
    for (i = count - 1; i > 0; i--) {
        int j = (int)random_below(stream, i + 1);
        int kept = items[i];
        items[i] = items[j];
        items[j] = kept;
    }
}

/* ---- validators: strict line reader ---- */

typedef struct {
    char *data;
    size_t size;
    size_t position;
    long line; /* number of the line last returned by next_line (1-based) */
} input_text;

static inline _Noreturn void invalid(long line, const char *format, ...) {
    va_list args;
    va_start(args, format);
    fprintf(stderr, "error: line %ld: ", line);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static inline input_text read_input(FILE *stream) {
    input_text text = {NULL, 0, 0, 0};
    size_t capacity = 0;
    for (;;) {
        size_t got;
        if (text.size == capacity) {
            capacity = capacity ? capacity * 2 : 1 << 16;
            text.data = realloc(text.data, capacity);
            if (text.data == NULL) fail("out of memory");
        }
        got = fread(text.data + text.size, 1, capacity - text.size, stream);
        if (got == 0) break;
        text.size += got;
    }
    if (ferror(stream)) fail("cannot read the input");
    if (text.size == 0) invalid(1, "empty input");
    return text;
}

/* Next line without its '\n'; 0 at the end of the input. A line must end with '\n' and
 * hold no '\r'. */
static inline int next_line(input_text *text, const char **start, size_t *length) {
    const char *line_start;
    const char *line_end;
    if (text->position >= text->size) return 0;
    text->line++;
    line_start = text->data + text->position;
    line_end = memchr(line_start, '\n', text->size - text->position);
    if (line_end == NULL) invalid(text->line, "missing final newline");
    if (memchr(line_start, '\r', (size_t)(line_end - line_start)) != NULL)
        invalid(text->line, "carriage return (line ends must be a single \\n)");
    *start = line_start;
    *length = (size_t)(line_end - line_start);
    text->position = (size_t)(line_end - text->data) + 1;
    return 1;
}

static inline int is_blank_char(char c) {
    return c == ' ' || c == '\t';
}

/* The line as a canonical decimal integer in min..max (no sign, no leading zero, no
 * spaces), `what` names the value in the messages. */
static inline long line_integer(const input_text *text, const char *start, size_t length,
                                const char *what, long min, long max) {
    long value = 0;
    size_t i;
    if (length == 0) invalid(text->line, "blank line, expected %s", what);
    if (is_blank_char(start[0]) || is_blank_char(start[length - 1]))
        invalid(text->line, "stray space or tab around %s", what);
    for (i = 0; i < length; i++) {
        if (start[i] < '0' || start[i] > '9')
            invalid(text->line, "%s is not a non-negative integer: '%.*s'", what,
                    (int)(length > 20 ? 20 : length), start);
    }
    if (length > 1 && start[0] == '0') invalid(text->line, "leading zero in %s", what);
    if (length > 18) invalid(text->line, "%s has too many digits", what);
    for (i = 0; i < length; i++) value = value * 10 + (start[i] - '0');
    if (value < min || value > max)
        invalid(text->line, "%s %ld out of range %ld..%ld", what, value, min, max);
    return value;
}

/* Ends the reading: fails unless the input has no line left, then releases the text. */
static inline void expect_end(input_text *text, const char *after) {
    const char *start;
    size_t length;
    if (next_line(text, &start, &length)) invalid(text->line, "extra line after %s", after);
    free(text->data);
    text->data = NULL;
    text->size = 0;
    text->position = 0;
}

#endif
