/* visible: text from a judged program, its checker or its compiler, made safe to print on a
 * terminal (scripts/judge shows nothing else of theirs).
 *
 *   visible [-w WIDTH] [-n LINES] [-m] [-p PREFIX] < TEXT
 *
 * Every byte a terminal would act on is shown instead: control characters as \t, \r, \e,
 * \0 or \xNN (so no escape sequence can move the cursor, recolour, retitle or set the
 * clipboard), invalid UTF-8 as \xNN, and as \u{XXXX} the C1 controls (U+0080-U+009F) and
 * every character of the Unicode categories Cf, Zl and Zp (format_characters below: the
 * bidirectional marks and overrides, the zero-width characters, the soft hyphen, U+061C, the
 * line and paragraph separators U+2028 and U+2029, which editors and log viewers take as line
 * breaks). A backslash
 * stays as it is (C source is full of them), so the text "\e" and an escaped ESC look the
 * same: what matters is that no byte reaches the terminal raw. Printable ASCII and valid UTF-8 (Chinese text, say) stay as they
 * are. Each line of the input is a line of the output; a line longer than WIDTH characters
 * (default 200) is cut, with the number of characters left out; after LINES lines (default:
 * all) one line says how many more there were. -m marks white space, for comparing lines:
 * a space is shown as a middle dot, a tab as an arrow, and the end of each line as a pilcrow
 * (a line the input does not end with a newline gets no pilcrow). -p PREFIX starts every line
 * of the output with PREFIX, marking the text as the program's, the checker's or the
 * compiler's in the judge's report.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_WIDTH 200

struct settings {
    long width, lines;
    int marks;
    const char *prefix;
};

struct line_state {
    long characters, cut, number;
};

static long parse_count(const char *text) {
    char *end;
    long value = strtol(text, &end, 10);
    if (end == text || *end || value < 1) {
        fprintf(stderr, "visible: '%s' is not a positive number\n", text);
        exit(2);
    }
    return value;
}

/* The length of the valid UTF-8 sequence at s (at most left bytes), or 0. */
static int utf8_length(const unsigned char *s, size_t left, unsigned long *code) {
    int length = s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (s[0] >= 0xF5 || length == 0 || (size_t)length > left) return 0;
    *code = s[0] & (0x7F >> length);
    for (int i = 1; i < length; i++) {
        if ((s[i] & 0xC0) != 0x80) return 0;
        *code = *code << 6 | (s[i] & 0x3F);
    }
    if ((length == 3 && *code < 0x800) || (length == 4 && (*code < 0x10000 || *code > 0x10FFFF)) ||
        (*code >= 0xD800 && *code <= 0xDFFF))
        return 0;
    return length;
}

/* The characters of the Unicode categories Cf (format), Zl and Zp (Unicode 15.0,
 * UnicodeData.txt; judge.bats checks this table against the unicode-data package). */
static const unsigned long format_characters[][2] = {
    {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},
    {0x070F, 0x070F},   {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x180E, 0x180E},
    {0x200B, 0x200F},   {0x2028, 0x202E},   {0x2060, 0x2064},   {0x2066, 0x206F},
    {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
    {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
    {0xE0020, 0xE007F}};

static int is_invisible_control(unsigned long code) {
    if (code >= 0x80 && code <= 0x9F) return 1;
    for (size_t i = 0; i < sizeof format_characters / sizeof format_characters[0]; i++)
        if (code >= format_characters[i][0] && code <= format_characters[i][1]) return 1;
    return 0;
}

/* One character shown: counted against the width, dropped (and counted as cut) beyond it. */
static void show(struct line_state *line, const struct settings *s, const char *text,
                 size_t length) {
    if (line->characters++ >= s->width) {
        line->cut++;
        return;
    }
    fwrite(text, 1, length, stdout);
}

static void show_byte(struct line_state *line, const struct settings *s, unsigned char c) {
    char text[8];
    switch (c) {
    case '\t':
        show(line, s, s->marks ? "\xe2\x86\x92" : "\\t", s->marks ? 3 : 2);
        return;
    case ' ':
        show(line, s, s->marks ? "\xc2\xb7" : " ", s->marks ? 2 : 1);
        return;
    case '\r':
        show(line, s, "\\r", 2);
        return;
    case 0x1B:
        show(line, s, "\\e", 2);
        return;
    case '\0':
        show(line, s, "\\0", 2);
        return;
    default:
        if (c >= 0x20 && c < 0x7F) {
            text[0] = (char)c;
            show(line, s, text, 1);
        } else {
            snprintf(text, sizeof text, "\\x%02X", c);
            show(line, s, text, 4);
        }
    }
}

/* The end of one line: the note on what was cut, the mark, the newline. */
static void end_line(struct line_state *line, const struct settings *s, int had_newline) {
    if (line->cut > 0) printf(" ... (%ld more characters)", line->cut);
    if (s->marks && had_newline) fputs("\xc2\xb6", stdout);
    putchar('\n');
    line->characters = line->cut = 0;
    line->number++;
}

static void show_text(const unsigned char *text, size_t size, const struct settings *s) {
    struct line_state line = {0, 0, 0};
    size_t i = 0, lines_left = 0;
    unsigned long code;
    char escaped[16];
    while (i < size) {
        if (line.number == s->lines) {
            for (size_t j = i; j < size; j++) lines_left += text[j] == '\n';
            if (text[size - 1] != '\n') lines_left++;
            printf("%s... (%zu more lines)\n", s->prefix, lines_left);
            return;
        }
        if (line.characters == 0 && line.cut == 0) fputs(s->prefix, stdout);
        if (text[i] == '\n') {
            end_line(&line, s, 1);
            i++;
            continue;
        }
        int length = text[i] >= 0x80 ? utf8_length(text + i, size - i, &code) : 0;
        if (length > 0 && is_invisible_control(code)) {
            snprintf(escaped, sizeof escaped, "\\u{%04lX}", code);
            show(&line, s, escaped, strlen(escaped));
        } else if (length > 0) {
            show(&line, s, (const char *)text + i, (size_t)length);
        } else {
            show_byte(&line, s, text[i]);
            length = 1;
        }
        i += (size_t)length;
    }
    if (size > 0 && text[size - 1] != '\n') end_line(&line, s, 0);
}

int main(int argc, char **argv) {
    struct settings s = {DEFAULT_WIDTH, -1, 0, ""};
    int option;
    while ((option = getopt(argc, argv, "w:n:mp:")) != -1) {
        if (option == 'w')
            s.width = parse_count(optarg);
        else if (option == 'n')
            s.lines = parse_count(optarg);
        else if (option == 'm')
            s.marks = 1;
        else if (option == 'p')
            s.prefix = optarg;
        else {
            fputs("usage: visible [-w WIDTH] [-n LINES] [-m] [-p PREFIX] < TEXT\n", stderr);
            return 2;
        }
    }
    size_t size = 0, capacity = 1 << 16, got;
    unsigned char *text = malloc(capacity), *grown;
    while (text && (got = fread(text + size, 1, capacity - size, stdin)) > 0) {
        size += got;
        if (size < capacity) continue;
        grown = realloc(text, capacity *= 2);
        if (!grown) free(text);
        text = grown;
    }
    if (!text) {
        fputs("visible: out of memory\n", stderr);
        return 2;
    }
    show_text(text, size, &s);
    free(text);
    return ferror(stdout) ? 2 : 0;
}
