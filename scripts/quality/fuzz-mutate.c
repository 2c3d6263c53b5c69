/* Input mutator for scripts/fuzz: `fuzz-mutate <seed> [file...]` writes one input to stdout.
 *
 * The same arguments always give the same bytes. Most inputs are one of the files (committed
 * test inputs) with one to four mutations: a flipped bit, a byte replaced, inserted or
 * deleted, a line duplicated, deleted or spliced in from another file, a number replaced by
 * a huge, negative or boundary value, a '\r' before a line end, blanks at a line end, an
 * empty line, or the end cut off. Without files, and now and then anyway, the input is a
 * short run of random bytes drawn mostly from the characters the formats use.
 */
#include "tool_common.h"

#include <ctype.h>

#define MAX_MUTATIONS 4
#define MAX_RANDOM_BYTES 256
#define MAX_HUGE_DIGITS 40

typedef struct {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
} byte_text;

static const char format_chars[] = "0123456789 \t\r\n-+Q.xe";
static const char *const boundary_numbers[] = {
    "0",
    "-0",
    "-1",
    "1",
    "+1",
    "07",
    "12",
    "13",
    "15",
    "16",
    "18",
    "19",
    "91",
    "92",
    "93",
    "100",
    "2147483647",
    "2147483648",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "1000000000000000000",
    "1000000000000000001",
};

static void reserve(byte_text *text, size_t size) {
    if (size <= text->capacity) return;
    text->capacity = size * 2 + 64;
    text->bytes = realloc(text->bytes, text->capacity);
    if (text->bytes == NULL) fail("out of memory");
}

static void insert_bytes(byte_text *text, size_t at, const void *bytes, size_t count) {
    reserve(text, text->size + count);
    memmove(text->bytes + at + count, text->bytes + at, text->size - at);
    memcpy(text->bytes + at, bytes, count);
    text->size += count;
}

static void delete_bytes(byte_text *text, size_t at, size_t count) {
    if (count > text->size - at) count = text->size - at;
    memmove(text->bytes + at, text->bytes + at + count, text->size - at - count);
    text->size -= count;
}

static byte_text read_file(const char *path) {
    byte_text text = {NULL, 0, 0};
    FILE *file = fopen(path, "rb");
    size_t got;
    if (file == NULL) fail("cannot open %s", path);
    do {
        reserve(&text, text.size + 4096);
        got = fread(text.bytes + text.size, 1, text.capacity - text.size, file);
        text.size += got;
    } while (got > 0);
    if (ferror(file)) fail("cannot read %s", path);
    fclose(file);
    return text;
}

static size_t random_position(random_stream *stream, const byte_text *text) {
    return (size_t)random_below(stream, (long)text->size + 1);
}

static char random_format_char(random_stream *stream) {
    return format_chars[random_below(stream, (long)sizeof format_chars - 1)];
}

/* Start of the line holding position `at`, and the start of the next line (or the end). */
static size_t line_start(const byte_text *text, size_t at) {
    while (at > 0 && text->bytes[at - 1] != '\n') at--;
    return at;
}

static size_t line_end(const byte_text *text, size_t at) {
    while (at < text->size && text->bytes[at] != '\n') at++;
    return at < text->size ? at + 1 : at;
}

static void random_line(random_stream *stream, const byte_text *text, size_t *start, size_t *end) {
    size_t at = (size_t)random_below(stream, (long)(text->size ? text->size : 1));
    *start = line_start(text, at);
    *end = line_end(text, at);
}

static void flip_bit(random_stream *stream, byte_text *text) {
    if (text->size == 0) return;
    text->bytes[random_below(stream, (long)text->size)] ^=
        (unsigned char)(1u << random_below(stream, 8));
}

static void replace_byte(random_stream *stream, byte_text *text) {
    if (text->size == 0) return;
    text->bytes[random_below(stream, (long)text->size)] = (unsigned char)random_format_char(stream);
}

static void insert_byte(random_stream *stream, byte_text *text) {
    unsigned char byte = random_below(stream, 4) == 0 ? (unsigned char)random_below(stream, 256)
                                                      : (unsigned char)random_format_char(stream);
    insert_bytes(text, random_position(stream, text), &byte, 1);
}

static void delete_range(random_stream *stream, byte_text *text) {
    if (text->size == 0) return;
    delete_bytes(text, (size_t)random_below(stream, (long)text->size),
                 (size_t)random_between(stream, 1, 8));
}

static void duplicate_line(random_stream *stream, byte_text *text) {
    size_t start, end, copy_size;
    unsigned char *copy;
    random_line(stream, text, &start, &end);
    copy_size = end - start;
    if (copy_size == 0) return;
    copy = malloc(copy_size);
    if (copy == NULL) fail("out of memory");
    memcpy(copy, text->bytes + start, copy_size);
    insert_bytes(text, line_start(text, random_position(stream, text)), copy, copy_size);
    free(copy);
}

static void delete_line(random_stream *stream, byte_text *text) {
    size_t start, end;
    random_line(stream, text, &start, &end);
    delete_bytes(text, start, end - start);
}

static void splice_line(random_stream *stream, byte_text *text, const byte_text *donor) {
    size_t start, end;
    if (donor->size == 0) return;
    random_line(stream, donor, &start, &end);
    insert_bytes(text, line_start(text, random_position(stream, text)), donor->bytes + start,
                 end - start);
}

/* Replaces the digit run at or after a random position by a huge or boundary number. */
static void replace_number(random_stream *stream, byte_text *text) {
    char digits[MAX_HUGE_DIGITS + 1];
    const char *number = digits;
    size_t at = random_position(stream, text), end;
    while (at < text->size && !isdigit(text->bytes[at])) at++;
    for (end = at; end < text->size && isdigit(text->bytes[end]);) end++;
    if (random_below(stream, 2) == 0) {
        number = boundary_numbers[random_below(
            stream, (long)(sizeof boundary_numbers / sizeof boundary_numbers[0]))];
    } else {
        long length = random_between(stream, 1, MAX_HUGE_DIGITS), i;
        for (i = 0; i < length; i++) digits[i] = (char)('0' + random_below(stream, 10));
        digits[length] = '\0';
    }
    delete_bytes(text, at, end - at);
    insert_bytes(text, at, number, strlen(number));
}

static void insert_carriage_return(random_stream *stream, byte_text *text) {
    size_t at = line_end(text, random_position(stream, text));
    if (at > 0 && text->bytes[at - 1] == '\n') at--;
    insert_bytes(text, at, "\r", 1);
}

static void insert_blanks(random_stream *stream, byte_text *text) {
    static const char *const blanks[] = {" ", "\t", "  \t ", "\n", "\r\n", " \n\n"};
    const char *chosen = blanks[random_below(stream, (long)(sizeof blanks / sizeof blanks[0]))];
    size_t at = line_end(text, random_position(stream, text));
    if (at > 0 && text->bytes[at - 1] == '\n') at--;
    insert_bytes(text, at, chosen, strlen(chosen));
}

static void truncate_text(random_stream *stream, byte_text *text) {
    text->size = random_position(stream, text);
}

static void mutate(random_stream *stream, byte_text *text, const byte_text *donor) {
    switch (random_below(stream, 11)) {
    case 0:
        flip_bit(stream, text);
        break;
    case 1:
        replace_byte(stream, text);
        break;
    case 2:
        insert_byte(stream, text);
        break;
    case 3:
        delete_range(stream, text);
        break;
    case 4:
        duplicate_line(stream, text);
        break;
    case 5:
        delete_line(stream, text);
        break;
    case 6:
        splice_line(stream, text, donor);
        break;
    case 7:
        replace_number(stream, text);
        break;
    case 8:
        insert_carriage_return(stream, text);
        break;
    case 9:
        insert_blanks(stream, text);
        break;
    default:
        truncate_text(stream, text);
        break;
    }
}

static byte_text random_bytes(random_stream *stream) {
    byte_text text = {NULL, 0, 0};
    long count = random_below(stream, MAX_RANDOM_BYTES + 1), i;
    int any_byte = random_below(stream, 4) == 0;
    reserve(&text, (size_t)count);
    for (i = 0; i < count; i++) {
        text.bytes[i] = any_byte ? (unsigned char)random_below(stream, 256)
                                 : (unsigned char)random_format_char(stream);
    }
    text.size = (size_t)count;
    return text;
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    int files = argc - 2;
    byte_text text, donor = {NULL, 0, 0};
    if (argc < 2) fail("usage: fuzz-mutate <seed> [file...]");
    if (files == 0 || random_below(&stream, 10) == 0) {
        text = random_bytes(&stream);
    } else {
        long mutations = random_between(&stream, 1, MAX_MUTATIONS), i;
        text = read_file(argv[2 + random_below(&stream, files)]);
        donor = read_file(argv[2 + random_below(&stream, files)]);
        for (i = 0; i < mutations; i++) mutate(&stream, &text, &donor);
    }
    if (text.size > 0 && fwrite(text.bytes, 1, text.size, stdout) != text.size)
        fail("cannot write the output");
    if (fflush(stdout) != 0) fail("cannot write the output");
    free(text.bytes);
    free(donor.bytes);
    return 0;
}
