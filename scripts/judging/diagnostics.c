/* diagnostics: the compiler's messages as records the judge can trust, one a line.
 *
 *   diagnostics [BYTES] < COMPILER-MESSAGES
 *
 * With BYTES, only the first BYTES bytes of the messages are read (the judge's bound on them).
 * The judge compiles with gcc's -fdiagnostics-format=json: each pass prints its diagnostics
 * as one JSON array (not always followed by a line break), and the driver, the assembler and
 * the linker print lines of text. Every
 * diagnostic becomes a record, its notes after it:
 *   KIND<TAB>DEPTH<TAB>OPTION<TAB>FILE<TAB>LINE<TAB>COLUMN<TAB>MESSAGE
 * KIND is error, fatal error, warning, note, ... as the compiler says; DEPTH 0 for a
 * diagnostic, 1 for its notes; OPTION the warning's option (-Wmain) or -; FILE, LINE and
 * COLUMN its first location, or - - -. A line of text becomes `text 0 - - - - LINE`. No field
 * holds a tab, a line break or any other control character: they are shown as \t, \n, \xNN,
 * so that a file name such as `#line 1 "\nAccepted"` cannot start a line of the judge's
 * report. The judge shows every field through visible.c. Input that is not valid JSON where
 * an array starts is read as text. Exit status 0; 2 when out of memory.
 *
 * The JSON reader knows what gcc writes: objects, arrays, strings (with \", \\, \/, \b, \f,
 * \n, \r, \t and \uXXXX), numbers, true, false and null.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 64

enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT };

struct json {
    enum json_type type;
    char *text;         /* a string (decoded) or a number as written */
    struct json *first; /* an array's items or an object's values */
    struct json *next;  /* the next item or member */
    char *key;          /* a member's key */
};

struct reader {
    const char *at, *end;
};

static _Noreturn void out_of_memory(void) {
    fputs("diagnostics: out of memory\n", stderr);
    exit(2);
}

static void *allocate(size_t size) {
    void *block = calloc(1, size);
    if (!block) out_of_memory();
    return block;
}

static void release(struct json *value) {
    while (value) {
        struct json *next = value->next;
        release(value->first);
        free(value->text);
        free(value->key);
        free(value);
        value = next;
    }
}

static void skip_blanks(struct reader *r) {
    while (r->at < r->end && strchr(" \t\r\n", *r->at)) r->at++;
}

static int take(struct reader *r, char c) {
    skip_blanks(r);
    if (r->at < r->end && *r->at == c) {
        r->at++;
        return 1;
    }
    return 0;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Appends code point code as UTF-8 (a lone surrogate as U+FFFD). */
static size_t put_utf8(char *out, unsigned long code) {
    if (code >= 0xD800 && code <= 0xDFFF) code = 0xFFFD;
    if (code < 0x80) {
        out[0] = (char)code;
        return 1;
    }
    if (code < 0x800) {
        out[0] = (char)(0xC0 | code >> 6);
        out[1] = (char)(0x80 | (code & 0x3F));
        return 2;
    }
    if (code < 0x10000) {
        out[0] = (char)(0xE0 | code >> 12);
        out[1] = (char)(0x80 | (code >> 6 & 0x3F));
        out[2] = (char)(0x80 | (code & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | code >> 18);
    out[1] = (char)(0x80 | (code >> 12 & 0x3F));
    out[2] = (char)(0x80 | (code >> 6 & 0x3F));
    out[3] = (char)(0x80 | (code & 0x3F));
    return 4;
}

/* The four hex digits at r->at as a number, or -1. */
static long read_hex4(struct reader *r) {
    long code = 0;
    if (r->end - r->at < 4) return -1;
    for (int i = 0; i < 4; i++) {
        int digit = hex_digit(r->at[i]);
        if (digit < 0) return -1;
        code = code * 16 + digit;
    }
    r->at += 4;
    return code;
}

/* A JSON string at r->at (after its opening quote), decoded; NULL when malformed. */
static char *read_string(struct reader *r) {
    char *text = allocate((size_t)(r->end - r->at) + 1);
    size_t length = 0;
    while (r->at < r->end && *r->at != '"') {
        char c = *r->at++;
        if (c != '\\') {
            text[length++] = c;
            continue;
        }
        if (r->at == r->end) break;
        c = *r->at++;
        const char *simple = strchr("\"\\/bfnrt", c);
        if (simple) {
            text[length++] = "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"];
            continue;
        }
        long code = c == 'u' ? read_hex4(r) : -1;
        if (code < 0) break;
        if (code >= 0xD800 && code <= 0xDBFF && r->end - r->at >= 6 && r->at[0] == '\\' &&
            r->at[1] == 'u') {
            struct reader low_reader = {r->at + 2, r->end};
            long low = read_hex4(&low_reader);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                r->at = low_reader.at;
            }
        }
        length += put_utf8(text + length, (unsigned long)code);
    }
    if (r->at == r->end || *r->at != '"') {
        free(text);
        return NULL;
    }
    r->at++;
    text[length] = '\0';
    return text;
}

static struct json *read_value(struct reader *r, int depth);

/* The items of an array or the members of an object, after its opening bracket, into
 * *items (NULL when there are none); 0 when malformed. */
static int read_items(struct reader *r, int depth, int object, struct json **items) {
    struct json **tail = items;
    char close = object ? '}' : ']';
    *items = NULL;
    if (take(r, close)) return 1;
    do {
        char *key = NULL;
        if (object && (!take(r, '"') || !(key = read_string(r)) || !take(r, ':'))) {
            free(key);
            return 0;
        }
        struct json *item = read_value(r, depth + 1);
        if (!item) {
            free(key);
            return 0;
        }
        item->key = key;
        *tail = item;
        tail = &item->next;
    } while (take(r, ','));
    return take(r, close);
}

static struct json *read_value(struct reader *r, int depth) {
    struct json *value;
    skip_blanks(r);
    if (depth > MAX_DEPTH || r->at == r->end) return NULL;
    char c = *r->at;
    if (c == '{' || c == '[') {
        r->at++;
        value = allocate(sizeof *value);
        value->type = c == '{' ? JSON_OBJECT : JSON_ARRAY;
        if (!read_items(r, depth, c == '{', &value->first)) {
            release(value);
            return NULL;
        }
        return value;
    }
    if (c == '"') {
        r->at++;
        char *text = read_string(r);
        if (!text) return NULL;
        value = allocate(sizeof *value);
        value->type = JSON_STRING;
        value->text = text;
        return value;
    }
    const char *start = r->at;
    while (r->at < r->end && strchr("+-.0123456789eEtrufalsn", *r->at)) r->at++;
    if (r->at == start) return NULL;
    value = allocate(sizeof *value);
    value->text = allocate((size_t)(r->at - start) + 1);
    memcpy(value->text, start, (size_t)(r->at - start));
    value->type = c == 't' || c == 'f' ? JSON_BOOL : c == 'n' ? JSON_NULL : JSON_NUMBER;
    return value;
}

static const struct json *member(const struct json *object, const char *key) {
    if (!object || object->type != JSON_OBJECT) return NULL;
    for (const struct json *m = object->first; m; m = m->next)
        if (m->key && strcmp(m->key, key) == 0) return m;
    return NULL;
}

static const char *member_text(const struct json *object, const char *key) {
    const struct json *m = member(object, key);
    return m && m->text ? m->text : NULL;
}

/* A field, every control character escaped (a line break as \\n): no field holds one. */
static void put_field(const char *text) {
    if (!text || !*text) {
        putchar('-');
        return;
    }
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '\n')
            fputs("\\n", stdout);
        else if (*c == '\t')
            fputs("\\t", stdout);
        else if (*c == '\r')
            fputs("\\r", stdout);
        else if (*c < 0x20 || *c == 0x7F)
            printf("\\x%02X", *c);
        else
            putchar(*c);
    }
}

static void put_record(const char *kind, int depth, const char *option, const char *file,
                       const char *line, const char *column, const char *message) {
    put_field(kind);
    printf("\t%d\t", depth);
    put_field(option);
    putchar('\t');
    put_field(file);
    putchar('\t');
    put_field(line);
    putchar('\t');
    put_field(column);
    putchar('\t');
    put_field(message);
    putchar('\n');
}

static void put_diagnostic(const struct json *d, int depth) {
    const struct json *locations = member(d, "locations");
    const struct json *first = locations && locations->type == JSON_ARRAY ? locations->first : NULL;
    const struct json *caret = member(first, "caret");
    put_record(member_text(d, "kind"), depth, member_text(d, "option"), member_text(caret, "file"),
               member_text(caret, "line"), member_text(caret, "column"), member_text(d, "message"));
    const struct json *children = member(d, "children");
    for (const struct json *c = children ? children->first : NULL; c; c = c->next)
        put_diagnostic(c, depth + 1);
}

/* The diagnostics of the JSON array at r->at, each as a record, r->at moved past it; 0 (r->at
 * unmoved) when no valid array starts there. */
static int put_array(struct reader *r) {
    struct reader attempt = *r;
    struct json *all = read_value(&attempt, 0);
    int valid = all && all->type == JSON_ARRAY;
    if (valid) {
        for (const struct json *d = all->first; d; d = d->next)
            if (d->type == JSON_OBJECT) put_diagnostic(d, 0);
        *r = attempt;
    }
    release(all);
    return valid;
}

static void put_text(const char *text, size_t length) {
    char *line = allocate(length + 1);
    memcpy(line, text, length);
    put_record("text", 0, NULL, NULL, NULL, NULL, line);
    free(line);
}

/* The input: JSON arrays of diagnostics (gcc ends one without a line break, and another
 * line may follow on the same line), and lines of text around them. */
static void put_all(const char *text, size_t size) {
    struct reader r = {text, text + size};
    while (r.at < r.end) {
        if (*r.at == '\n') {
            r.at++;
            continue;
        }
        if (*r.at == '[' && put_array(&r)) continue;
        const char *newline = memchr(r.at, '\n', (size_t)(r.end - r.at));
        const char *line_end = newline ? newline : r.end;
        put_text(r.at, (size_t)(line_end - r.at));
        r.at = line_end;
    }
}

int main(int argc, char **argv) {
    size_t size = 0, capacity = 1 << 16, got, bound = SIZE_MAX;
    char *text = malloc(capacity), *grown;
    if (argc > 1) bound = (size_t)strtoull(argv[1], NULL, 10);
    while (text && size < bound) {
        size_t wanted = capacity - size < bound - size ? capacity - size : bound - size;
        if ((got = fread(text + size, 1, wanted, stdin)) == 0) break;
        size += got;
        if (size < capacity) continue;
        grown = realloc(text, capacity *= 2);
        if (!grown) free(text);
        text = grown;
    }
    if (!text) out_of_memory();
    put_all(text, size);
    free(text);
    return ferror(stdout) ? 2 : 0;
}
