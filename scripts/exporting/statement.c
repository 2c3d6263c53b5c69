/* The statement problems/<id>.md as another judge shows it, for scripts/export:
 *     statement [options] problems/<id>.md
 *   --to md|tex|html     Markdown (Hydro), LaTeX (Kattis' problem_statement/), HTML (FPS fields,
 *                        DOMjudge's problem.html); default md
 *   --lang zh|en|both    one language, or the bilingual text as written; default both
 *   --role statement|hint  the sections of that role (the table below); default statement
 *   --only KEYS, --skip KEYS  only these sections / not these (comma-separated keys)
 *   --bare KEYS          these sections without their heading
 *   --hydro-samples      sample blocks as Hydro's ```input1 / ```output1, their headings dropped
 *   --document           a whole document: \problemname first (tex), a page with <h1> (html)
 *   --title              print only the title (of --lang) from the front matter
 *   --list               print every section as `key<TAB>role<TAB>heading`
 *
 * The statements are bilingual: front matter, `# title`, a few lines about the original, then
 * sections `## 中文 / English`, each a Chinese paragraph (or list item) and its English one,
 * some items holding both (`... 。 English ...`). One language is taken block by block: in a
 * block that holds both, the text up to its last Chinese character is Chinese and the rest
 * English; a Chinese block followed by an English one are a pair; a block in neither language
 * (`0 ≤ k ≤ 8`) belongs to both, and one in a single language without its pair stops the
 * program (the other statement would show it untranslated). Headings, the title and a note
 * `（中文 / English）` split at their last "/ ".
 *
 * Text between `<!-- repo -->` and `<!-- /repo -->` is about this repository and is left out of
 * every output (strip_repository_text below).
 *
 * The Markdown read is the subset the statements use: headings ##, ###; paragraphs; list items
 * `- ` with two-space continuation lines and a code block indented by six spaces inside an
 * item; fenced code blocks; `code`, **bold** and *emphasis* inside text.
 */
#include <ctype.h>

#include "tool_common.h"

/* ---- the decision rule: where each section of a statement goes ---- */

enum role { ROLE_STATEMENT, ROLE_HINT, ROLE_OMIT };

static const char *const role_names[] = {"statement", "hint", "omit"};

/* Matched by the English part of a `## ` heading (its start). statement: the problem as a
 * contestant reads it. hint: advice that gives the method away (the pitfalls): never in the
 * statement, only where a format has a hint or a solution (FPS <hint>, Hydro solution/).
 * omit: notes about this repository (the lines about the original before the first section,
 * how a problem differs from another of ours), which mean nothing on another judge. A section
 * not in this table stops the export, so that every new kind of section is decided here. */
typedef struct {
    const char *english;
    const char *key;
    enum role role;
} section_rule;

static const section_rule section_rules[] = {
    {"Description", "description", ROLE_STATEMENT},
    {"Input", "input", ROLE_STATEMENT},
    {"Output", "output", ROLE_STATEMENT},
    {"Constraints", "constraints", ROLE_STATEMENT},
    {"Samples", "samples", ROLE_STATEMENT},
    {"Notes", "notes", ROLE_STATEMENT},
    {"Pitfalls", "pitfalls", ROLE_HINT},
    {"How it differs", "differs", ROLE_OMIT},
};

static const section_rule intro_rule = {"", "intro", ROLE_OMIT};

/* ---- text helpers ---- */

static char *copy_text(const char *start, size_t length) {
    char *text = malloc(length + 1);
    if (text == NULL) fail("out of memory");
    memcpy(text, start, length);
    text[length] = '\0';
    return text;
}

static char *join(const char *first, const char *separator, const char *second) {
    size_t a = strlen(first), b = strlen(separator), c = strlen(second);
    char *text = malloc(a + b + c + 1);
    if (text == NULL) fail("out of memory");
    memcpy(text, first, a);
    memcpy(text + a, separator, b);
    memcpy(text + a + b, second, c + 1);
    return text;
}

static int starts_with(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

static int is_blank_line(const char *line) {
    while (*line == ' ' || *line == '\t') line++;
    return *line == '\0';
}

static int leading_spaces(const char *line) {
    int count = 0;
    while (line[count] == ' ') count++;
    return count;
}

/* Trims white space at both ends; returns a new string. */
static char *trimmed(const char *start, size_t length) {
    while (length > 0 && (*start == ' ' || *start == '\n')) start++, length--;
    while (length > 0 && (start[length - 1] == ' ' || start[length - 1] == '\n')) length--;
    return copy_text(start, length);
}

/* The code point at text (UTF-8) and its length in bytes (1 for a stray byte). */
static unsigned long code_point(const char *text, int *length) {
    const unsigned char *byte = (const unsigned char *)text;
    if (byte[0] < 0x80) {
        *length = 1;
        return byte[0];
    }
    if ((byte[0] & 0xE0) == 0xC0 && (byte[1] & 0xC0) == 0x80) {
        *length = 2;
        return ((unsigned long)(byte[0] & 0x1F) << 6) | (byte[1] & 0x3F);
    }
    if ((byte[0] & 0xF0) == 0xE0 && (byte[1] & 0xC0) == 0x80 && (byte[2] & 0xC0) == 0x80) {
        *length = 3;
        return ((unsigned long)(byte[0] & 0x0F) << 12) | ((unsigned long)(byte[1] & 0x3F) << 6) |
               (byte[2] & 0x3F);
    }
    if ((byte[0] & 0xF8) == 0xF0 && (byte[1] & 0xC0) == 0x80 && (byte[2] & 0xC0) == 0x80 &&
        (byte[3] & 0xC0) == 0x80) {
        *length = 4;
        return ((unsigned long)(byte[0] & 0x07) << 18) | ((unsigned long)(byte[1] & 0x3F) << 12) |
               ((unsigned long)(byte[2] & 0x3F) << 6) | (byte[3] & 0x3F);
    }
    *length = 1;
    return byte[0];
}

/* Chinese characters and their punctuation: CJK blocks, fullwidth forms. */
static int is_chinese(unsigned long point) {
    return (point >= 0x2E80 && point <= 0x9FFF) || (point >= 0xF900 && point <= 0xFAFF) ||
           (point >= 0xFE30 && point <= 0xFE4F) || (point >= 0xFF00 && point <= 0xFFEF) ||
           point >= 0x20000;
}

/* Splits a bilingual text: *chinese and *english get new strings, either of them empty. */
static void split_languages(const char *text, char **chinese, char **english) {
    size_t end = 0, position = 0, length = strlen(text), i;
    int step, latin = 0;
    while (position < length) {
        if (is_chinese(code_point(text + position, &step))) end = position + (size_t)step;
        position += (size_t)step;
    }
    if (end == 0) { /* no Chinese: the block belongs to both languages */
        *chinese = trimmed(text, length);
        *english = trimmed(text, length);
        return;
    }
    for (i = end; i < length; i++) {
        if ((text[i] >= 'A' && text[i] <= 'Z') || (text[i] >= 'a' && text[i] <= 'z')) latin = 1;
    }
    if (!latin) end = length;
    *chinese = trimmed(text, end);
    *english = trimmed(text + end, length - end);
}

/* A heading or a title `中文 / English`: split at the last "/ ". */
static void split_heading(const char *text, char **chinese, char **english) {
    const char *slash = NULL, *at;
    for (at = text; (at = strstr(at, "/ ")) != NULL; at++) slash = at;
    if (slash == NULL) {
        *chinese = trimmed(text, strlen(text));
        *english = trimmed(text, strlen(text));
        return;
    }
    *chinese = trimmed(text, (size_t)(slash - text));
    *english = trimmed(slash + 1, strlen(slash + 1));
}

/* ---- the parsed statement ---- */

enum block_kind { PARAGRAPH, ITEM, CODE, SUBHEADING };

typedef struct {
    enum block_kind kind;
    char *text; /* PARAGRAPH, ITEM: lines joined by '\n'; SUBHEADING: its text; CODE: its lines */
    char *info; /* CODE: the fence's info string */
    char *code; /* ITEM: a code block inside the item (indented six spaces), or NULL */
} block;

typedef struct {
    char *heading; /* NULL for the lines before the first `## ` */
    const section_rule *rule;
    block *blocks;
    size_t count, capacity;
} section;

typedef struct {
    char *title; /* front matter */
    section *sections;
    size_t count, capacity;
} statement;

static const section_rule *rule_of(const char *heading, const char *path) {
    char *chinese, *english;
    size_t i;
    split_heading(heading, &chinese, &english);
    for (i = 0; i < sizeof section_rules / sizeof section_rules[0]; i++) {
        size_t length = strlen(section_rules[i].english);
        if (strncmp(english, section_rules[i].english, length) == 0 &&
            !(english[length] >= 'a' && english[length] <= 'z')) {
            free(chinese);
            free(english);
            return &section_rules[i];
        }
    }
    fail("%s: section '%s' is in no rule of scripts/exporting/statement.c (statement, hint or "
         "omit): add it there",
         path, heading);
}

static section *add_section(statement *doc, char *heading, const section_rule *rule) {
    section *part;
    if (doc->count == doc->capacity) {
        doc->capacity = doc->capacity ? doc->capacity * 2 : 16;
        doc->sections = realloc(doc->sections, doc->capacity * sizeof *doc->sections);
        if (doc->sections == NULL) fail("out of memory");
    }
    part = &doc->sections[doc->count++];
    part->heading = heading;
    part->rule = rule;
    part->blocks = NULL;
    part->count = part->capacity = 0;
    return part;
}

static block *add_block(section *part, enum block_kind kind, char *text) {
    block *item;
    if (part->count == part->capacity) {
        part->capacity = part->capacity ? part->capacity * 2 : 16;
        part->blocks = realloc(part->blocks, part->capacity * sizeof *part->blocks);
        if (part->blocks == NULL) fail("out of memory");
    }
    item = &part->blocks[part->count++];
    item->kind = kind;
    item->text = text;
    item->info = NULL;
    item->code = NULL;
    return item;
}

typedef struct {
    char **lines;
    size_t count;
} line_list;

/* Repository text: what lies between REPO_START and REPO_END (one sentence, a paragraph, list
 * items, a whole section) speaks of this repository (its paths, its commands, its other
 * problems) and means nothing on another judge. It stays in problems/<id>.md, where GitHub
 * shows the text and hides the markers, and is cut out here, before the statement is read,
 * so that no format shows it. Removes every marked span of data (NUL-terminated) in place;
 * returns the new length. An unclosed or nested marker stops the export. */
#define REPO_START "<!-- repo -->"
#define REPO_END "<!-- /repo -->"

static size_t strip_repository_text(char *data, const char *path) {
    char *read = data, *write = data, *start, *end;
    while ((start = strstr(read, REPO_START)) != NULL) {
        end = strstr(start + strlen(REPO_START), REPO_END);
        if (end == NULL) fail("%s: %s without its %s", path, REPO_START, REPO_END);
        {
            char *inner = strstr(start + strlen(REPO_START), REPO_START);
            if (inner != NULL && inner < end) fail("%s: %s inside another one", path, REPO_START);
        }
        memmove(write, read, (size_t)(start - read));
        write += start - read;
        read = end + strlen(REPO_END);
    }
    if (strstr(read, REPO_END) != NULL) fail("%s: %s without its %s", path, REPO_END, REPO_START);
    memmove(write, read, strlen(read) + 1);
    write += strlen(write);
    return (size_t)(write - data);
}

static line_list read_lines(const char *path) {
    FILE *file = fopen(path, "rb");
    line_list list = {NULL, 0};
    size_t capacity = 0, size = 0, length = 0, start = 0, i;
    char *data = NULL;
    size_t got;
    if (file == NULL) fail("cannot open %s", path);
    for (;;) {
        if (size == capacity) {
            capacity = capacity ? capacity * 2 : 1 << 16;
            data = realloc(data, capacity + 1);
            if (data == NULL) fail("out of memory");
        }
        got = fread(data + size, 1, capacity - size, file);
        if (got == 0) break;
        size += got;
    }
    fclose(file);
    data[size] = '\0';
    size = strip_repository_text(data, path);
    capacity = 0;
    for (i = 0; i <= size; i++) {
        if (i < size && data[i] != '\n') continue;
        length = i - start;
        if (length > 0 && data[start + length - 1] == '\r') length--;
        if (i == size && length == 0) break;
        if (list.count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            list.lines = realloc(list.lines, capacity * sizeof *list.lines);
            if (list.lines == NULL) fail("out of memory");
        }
        list.lines[list.count++] = copy_text(data + start, length);
        start = i + 1;
    }
    free(data);
    return list;
}

static statement parse(const char *path) {
    line_list input = read_lines(path);
    statement doc = {NULL, NULL, 0, 0};
    section *part;
    size_t i = 0;
    if (input.count > 0 && strcmp(input.lines[0], "---") == 0) {
        for (i = 1; i < input.count && strcmp(input.lines[i], "---") != 0; i++) {
            if (starts_with(input.lines[i], "title:"))
                doc.title = trimmed(input.lines[i] + 6, strlen(input.lines[i] + 6));
        }
        i++;
    }
    if (doc.title == NULL) fail("%s: no title in the front matter", path);
    part = add_section(&doc, NULL, &intro_rule);
    while (i < input.count) {
        const char *line = input.lines[i];
        if (is_blank_line(line) || starts_with(line, "# ")) {
            i++;
        } else if (starts_with(line, "## ")) {
            part =
                add_section(&doc, copy_text(line + 3, strlen(line + 3)), rule_of(line + 3, path));
            i++;
        } else if (starts_with(line, "### ")) {
            add_block(part, SUBHEADING, copy_text(line + 4, strlen(line + 4)));
            i++;
        } else if (starts_with(line, "```")) {
            char *text = copy_text("", 0);
            block *code;
            for (i++; i < input.count && !starts_with(input.lines[i], "```"); i++) {
                char *longer = join(text, input.lines[i], "\n");
                free(text);
                text = longer;
            }
            if (i == input.count) fail("%s: a code block is not closed", path);
            code = add_block(part, CODE, text);
            code->info = copy_text(line + 3, strlen(line + 3));
            i++;
        } else if (starts_with(line, "- ")) {
            block *item = add_block(part, ITEM, copy_text(line + 2, strlen(line + 2)));
            for (i++; i < input.count; i++) {
                const char *next = input.lines[i];
                if (is_blank_line(next)) {
                    /* a blank line, then a block indented six spaces: code inside the item */
                    if (i + 1 < input.count && leading_spaces(input.lines[i + 1]) >= 6 &&
                        item->code == NULL) {
                        char *code = copy_text("", 0);
                        size_t last = i + 1;
                        for (last = i + 1; last < input.count; last++) {
                            const char *code_line = input.lines[last];
                            char *longer;
                            if (!is_blank_line(code_line) && leading_spaces(code_line) < 6) break;
                            longer =
                                join(code, is_blank_line(code_line) ? "" : code_line + 6, "\n");
                            free(code);
                            code = longer;
                        }
                        while (strlen(code) >= 2 && strcmp(code + strlen(code) - 2, "\n\n") == 0)
                            code[strlen(code) - 1] = '\0';
                        item->code = code;
                        i = last - 1;
                        continue;
                    }
                    break;
                }
                if (leading_spaces(next) < 2) break;
                {
                    char *longer = join(item->text, "\n", next + leading_spaces(next));
                    free(item->text);
                    item->text = longer;
                }
            }
        } else {
            block *paragraph = add_block(part, PARAGRAPH, copy_text(line, strlen(line)));
            for (i++; i < input.count; i++) {
                const char *next = input.lines[i];
                char *longer;
                if (is_blank_line(next) || starts_with(next, "#") || starts_with(next, "- ") ||
                    starts_with(next, "```"))
                    break;
                longer = join(paragraph->text, "\n", next);
                free(paragraph->text);
                paragraph->text = longer;
            }
        }
    }
    return doc;
}

/* ---- options ---- */

enum format { MARKDOWN, LATEX, HTML };
enum language { CHINESE, ENGLISH, BOTH };

typedef struct {
    enum format to;
    enum language lang;
    enum role role;
    const char *only, *skip, *bare;
    int hydro_samples, document;
} options;

static int in_list(const char *list, const char *key) {
    size_t length = strlen(key);
    const char *at = list;
    if (list == NULL) return 0;
    while ((at = strstr(at, key)) != NULL) {
        if ((at == list || at[-1] == ',') && (at[length] == ',' || at[length] == '\0')) return 1;
        at += length;
    }
    return 0;
}

/* What a paragraph or a list item holds. */
enum text_class { NEUTRAL, CHINESE_ONLY, ENGLISH_ONLY, MIXED };

static int has_word(const char *text) {
    int run = 0, in_code = 0;
    for (; *text; text++) {
        if (*text == '`') in_code = !in_code;
        if (!in_code && ((*text >= 'A' && *text <= 'Z') || (*text >= 'a' && *text <= 'z'))) {
            if (++run >= 3) return 1;
        } else {
            run = 0;
        }
    }
    return 0;
}

static enum text_class class_of(const block *item) {
    char *chinese, *english;
    enum text_class result;
    if (item->kind != PARAGRAPH && item->kind != ITEM) return NEUTRAL;
    split_languages(item->text, &chinese, &english);
    if (strcmp(chinese, english) == 0) { /* no Chinese character */
        result = has_word(item->text) ? ENGLISH_ONLY : NEUTRAL;
    } else {
        result = *english ? MIXED : CHINESE_ONLY;
    }
    free(chinese);
    free(english);
    return result;
}

/* The text of a heading in the chosen language. */
static char *heading_in_language(const char *text, enum language lang) {
    char *chinese, *english;
    if (lang == BOTH) return copy_text(text, strlen(text));
    split_heading(text, &chinese, &english);
    if (lang == CHINESE) {
        free(english);
        return chinese;
    }
    free(chinese);
    return english;
}

#define FULLWIDTH_OPEN "\xEF\xBC\x88"  /* （ */
#define FULLWIDTH_CLOSE "\xEF\xBC\x89" /* ） */

/* A note `（中文 / English）` (the empty sample's `（空 / empty）`) in one language: `（中文）`
 * or `(English)`; NULL when the block is no such note. */
static char *note_in_language(const char *text, enum language lang) {
    size_t length = strlen(text), open = strlen(FULLWIDTH_OPEN), close = strlen(FULLWIDTH_CLOSE);
    char *inner, *chinese, *english, *half, *note;
    if (length < open + close || strncmp(text, FULLWIDTH_OPEN, open) != 0 ||
        strcmp(text + length - close, FULLWIDTH_CLOSE) != 0 || strstr(text, " / ") == NULL)
        return NULL;
    inner = copy_text(text + open, length - open - close);
    split_heading(inner, &chinese, &english);
    if (lang == CHINESE) {
        half = join(FULLWIDTH_OPEN, "", chinese);
        note = join(half, "", FULLWIDTH_CLOSE);
    } else {
        half = join("(", "", english);
        note = join(half, "", ")");
    }
    free(inner);
    free(chinese);
    free(english);
    free(half);
    return note;
}

/* The statement read, for the message of a block in one language only. */
static const char *statement_path = "";

static _Noreturn void one_language_only(const section *part, const block *item, const char *in,
                                        const char *shown_in) {
    fail("%s: section '%s': this block is in %s only, so the %s statement would show it as it "
         "is; write it in both languages: %s",
         statement_path, part->heading ? part->heading : "", in, shown_in, item->text);
}

/* The text of paragraph or item `index` of a section in the chosen language, or NULL when it
 * has none there. A Chinese block followed by an English one are a pair, each in its own
 * language; a block in neither language (`0 ≤ k ≤ 8`) is in both; a note `（中文 / English）`
 * is split as a heading is. A block in one language without its pair stops the program: the
 * other language's statement would show it untranslated. */
static char *block_in_language(const section *part, size_t index, enum language lang) {
    const block *item = &part->blocks[index];
    enum text_class class = class_of(item);
    char *chinese, *english, *note;
    if (lang == BOTH) return copy_text(item->text, strlen(item->text));
    switch (class) {
    case NEUTRAL:
        return copy_text(item->text, strlen(item->text));
    case ENGLISH_ONLY:
        if (lang == ENGLISH) return copy_text(item->text, strlen(item->text));
        if (index > 0 && class_of(&part->blocks[index - 1]) == CHINESE_ONLY) return NULL;
        one_language_only(part, item, "English", "Chinese");
    case CHINESE_ONLY:
        note = note_in_language(item->text, lang);
        if (note != NULL) return note;
        if (lang == CHINESE) return copy_text(item->text, strlen(item->text));
        if (index + 1 < part->count && class_of(&part->blocks[index + 1]) == ENGLISH_ONLY)
            return NULL;
        one_language_only(part, item, "Chinese", "English");
    case MIXED:
        break;
    }
    split_languages(item->text, &chinese, &english);
    if (lang == CHINESE) {
        free(english);
        return chinese;
    }
    free(chinese);
    return english;
}

/* ---- writing ---- */

/* LaTeX for the characters outside ASCII that the English text uses (pdflatex reads ASCII). */
static const struct {
    unsigned long point;
    const char *latex;
} latex_characters[] = {
    {0x00D7, "$\\times$"}, {0x2264, "$\\le$"},    {0x2265, "$\\ge$"},    {0x2212, "$-$"},
    {0x2026, "\\ldots{}"}, {0x00B0, "$^\\circ$"}, {0x2260, "$\\ne$"},    {0x00F7, "$\\div$"},
    {0x00B7, "$\\cdot$"},  {0x2192, "$\\to$"},    {0x201C, "``"},        {0x201D, "''"},
    {0x2018, "`"},         {0x2019, "'"},         {0x2013, "--"},        {0x2014, "---"},
    {0x00B2, "$^2$"},      {0x2070, "$^0$"},      {0x00D0, "\\DH{}"},    {0x2248, "$\\approx$"},
    {0x221A, "$\\surd$"},  {0x2308, "$\\lceil$"}, {0x2309, "$\\rceil$"},
};

static void put_latex_character(const char *text, int *length) {
    unsigned long point = code_point(text, length);
    size_t i;
    if (point < 0x80) {
        switch (point) {
        case '\\':
            fputs("\\textbackslash{}", stdout);
            return;
        case '{':
            fputs("\\{", stdout);
            return;
        case '}':
            fputs("\\}", stdout);
            return;
        case '$':
            fputs("\\$", stdout);
            return;
        case '&':
            fputs("\\&", stdout);
            return;
        case '#':
            fputs("\\#", stdout);
            return;
        case '^':
            fputs("\\^{}", stdout);
            return;
        case '_':
            fputs("\\_", stdout);
            return;
        case '%':
            fputs("\\%", stdout);
            return;
        case '~':
            fputs("\\~{}", stdout);
            return;
        case '<':
            fputs("\\textless{}", stdout);
            return;
        case '>':
            fputs("\\textgreater{}", stdout);
            return;
        case '|':
            fputs("\\textbar{}", stdout);
            return;
        default:
            putchar((int)point);
            return;
        }
    }
    for (i = 0; i < sizeof latex_characters / sizeof latex_characters[0]; i++) {
        if (latex_characters[i].point == point) {
            fputs(latex_characters[i].latex, stdout);
            return;
        }
    }
    fail("cannot write U+%04lX in LaTeX: add it to latex_characters in "
         "scripts/exporting/statement.c",
         point);
}

static void put_html_character(char character) {
    switch (character) {
    case '&':
        fputs("&amp;", stdout);
        break;
    case '<':
        fputs("&lt;", stdout);
        break;
    case '>':
        fputs("&gt;", stdout);
        break;
    case '"':
        fputs("&quot;", stdout);
        break;
    default:
        putchar(character);
    }
}

static void put_html_text(const char *text) {
    for (; *text; text++) put_html_character(*text);
}

/* `code` as \verb with a delimiter the code does not hold. */
static void put_latex_code(const char *code, size_t length) {
    static const char delimiters[] = "|!+=@;:/";
    const char *delimiter;
    size_t i;
    for (i = 0; i < length; i++) {
        if ((unsigned char)code[i] >= 0x80)
            fail("cannot write the code span `%.*s` in LaTeX (not ASCII)", (int)length, code);
    }
    for (delimiter = delimiters; *delimiter; delimiter++) {
        if (memchr(code, *delimiter, length) == NULL) break;
    }
    if (*delimiter == '\0') fail("no \\verb delimiter for `%.*s`", (int)length, code);
    printf("\\verb%c%.*s%c", *delimiter, (int)length, code, *delimiter);
}

/* The `*` that closes an emphasis opening at the `*` text points to (start: the text it is in),
 * or NULL when that `*` opens none. An emphasis is *words*, on one line, without a code span:
 * it opens after no letter or digit and before no space, and closes after no space and before
 * no letter or digit; a `*` without such a pair (2 * 3, 2*3*4) is a `*`. */
static const char *emphasis_end(const char *start, const char *text) {
    const char *at;
    if (text > start && isalnum((unsigned char)text[-1])) return NULL;
    if (text[1] == '\0' || text[1] == ' ' || text[1] == '\n' || text[1] == '*') return NULL;
    for (at = text + 2; *at != '\0' && *at != '\n' && *at != '`'; at++) {
        if (*at == '*' && at[-1] != ' ' && at[-1] != '*' && at[1] != '*' &&
            !isalnum((unsigned char)at[1]))
            return at;
    }
    return NULL;
}

/* Text with `code`, **bold** and *emphasis*. */
static void put_inline(const char *text, enum format to) {
    const char *start = text, *emphasis = NULL; /* the `*` that closes the open emphasis */
    int bold = 0;
    while (*text) {
        const char *close;
        int length;
        if (to == MARKDOWN) {
            fputs(text, stdout);
            return;
        }
        if (text == emphasis) {
            fputs(to == LATEX ? "}" : "</em>", stdout);
            emphasis = NULL;
            text++;
        } else if (*text == '`' && (close = strchr(text + 1, '`')) != NULL) {
            if (to == LATEX) {
                put_latex_code(text + 1, (size_t)(close - text - 1));
            } else {
                const char *at;
                fputs("<code>", stdout);
                for (at = text + 1; at < close; at++) {
                    if (*at == ' ') { /* runs of spaces matter in code: keep them */
                        fputs("&#160;", stdout);
                    } else {
                        put_html_character(*at);
                    }
                }
                fputs("</code>", stdout);
            }
            text = close + 1;
        } else if (starts_with(text, "**")) {
            bold = !bold;
            if (to == LATEX) {
                fputs(bold ? "\\textbf{" : "}", stdout);
            } else {
                fputs(bold ? "<strong>" : "</strong>", stdout);
            }
            text += 2;
        } else if (*text == '*' && emphasis == NULL &&
                   (emphasis = emphasis_end(start, text)) != NULL) {
            fputs(to == LATEX ? "\\emph{" : "<em>", stdout);
            text++;
        } else if (to == LATEX) {
            put_latex_character(text, &length);
            text += length;
        } else {
            put_html_character(*text);
            text++;
        }
    }
    if (bold) fail("unclosed ** in '%s'", start);
}

static void put_code_block(const char *code, const char *info, enum format to) {
    if (to == MARKDOWN) {
        printf("```%s\n%s```\n\n", info, code);
    } else if (to == LATEX) {
        const char *at;
        for (at = code; *at; at++) {
            if ((unsigned char)*at >= 0x80) fail("cannot write a code block in LaTeX (not ASCII)");
        }
        printf("\\begin{verbatim}\n%s\\end{verbatim}\n\n", code);
    } else {
        fputs("<pre>", stdout);
        put_html_text(code);
        fputs("</pre>\n", stdout);
    }
}

static void put_heading(const char *text, int level, enum format to) {
    if (to == MARKDOWN) {
        printf("%s %s\n\n", level == 2 ? "##" : "###", text);
    } else if (to == LATEX) {
        printf("\\%s{", level == 2 ? "section*" : "subsection*");
        put_inline(text, to);
        fputs("}\n\n", stdout);
    } else {
        printf("<h%d>", level);
        put_inline(text, to);
        printf("</h%d>\n", level);
    }
}

/* The number K of a sample heading `... / Sample input K` (or output), 0 for another one. */
static int sample_number(const char *heading, const char *kind) {
    char *chinese, *english;
    int number = 0;
    split_heading(heading, &chinese, &english);
    if (starts_with(english, kind)) number = atoi(english + strlen(kind));
    free(chinese);
    free(english);
    return number;
}

static void write_section(const section *part, const options *how) {
    enum format to = how->to;
    const char *pending_sample = NULL; /* Hydro: the name of the next code block */
    char sample_name[32];
    int in_list_now = 0;
    size_t i;
    if (part->heading != NULL && !in_list(how->bare, part->rule->key)) {
        char *heading = heading_in_language(part->heading, how->lang);
        put_heading(heading, 2, to);
        free(heading);
    }
    for (i = 0; i < part->count; i++) {
        const block *item = &part->blocks[i];
        char *text;
        if (item->kind != ITEM && in_list_now) {
            fputs(to == LATEX ? "\\end{itemize}\n\n" : to == HTML ? "</ul>\n" : "\n", stdout);
            in_list_now = 0;
        }
        switch (item->kind) {
        case SUBHEADING:
            if (how->hydro_samples && (sample_number(item->text, "Sample input") > 0 ||
                                       sample_number(item->text, "Sample output") > 0)) {
                int input = sample_number(item->text, "Sample input");
                snprintf(sample_name, sizeof sample_name, "%s%d", input > 0 ? "input" : "output",
                         input > 0 ? input : sample_number(item->text, "Sample output"));
                pending_sample = sample_name;
                break;
            }
            text = heading_in_language(item->text, how->lang);
            put_heading(text, 3, to);
            free(text);
            break;
        case CODE:
            put_code_block(item->text, pending_sample != NULL ? pending_sample : item->info, to);
            pending_sample = NULL;
            break;
        case PARAGRAPH:
            text = block_in_language(part, i, how->lang);
            if (text == NULL) break;
            if (to == HTML) fputs("<p>", stdout);
            put_inline(text, to);
            fputs(to == HTML ? "</p>\n" : "\n\n", stdout);
            free(text);
            break;
        case ITEM:
            text = block_in_language(part, i, how->lang);
            if (text == NULL) break;
            if (!in_list_now) {
                if (to == LATEX) fputs("\\begin{itemize}\n", stdout);
                if (to == HTML) fputs("<ul>\n", stdout);
                in_list_now = 1;
            }
            if (to == MARKDOWN) {
                const char *at;
                fputs("- ", stdout);
                for (at = text; *at; at++) {
                    putchar(*at);
                    if (*at == '\n') fputs("  ", stdout);
                }
                putchar('\n');
                if (item->code != NULL) {
                    const char *line = item->code;
                    putchar('\n');
                    while (*line) {
                        const char *end = strchr(line, '\n');
                        size_t length = end ? (size_t)(end - line) : strlen(line);
                        printf("%s%.*s\n", length ? "      " : "", (int)length, line);
                        line += length + (end != NULL);
                    }
                    putchar('\n');
                }
            } else {
                fputs(to == LATEX ? "\\item " : "<li>", stdout);
                put_inline(text, to);
                if (item->code != NULL) {
                    if (to == LATEX) fputs("\n", stdout);
                    put_code_block(item->code, "", to);
                }
                fputs(to == LATEX ? "\n" : "</li>\n", stdout);
            }
            free(text);
            break;
        }
    }
    if (in_list_now)
        fputs(to == LATEX ? "\\end{itemize}\n\n" : to == HTML ? "</ul>\n" : "\n", stdout);
}

static int wanted(const section *part, const options *how) {
    if (how->only != NULL) return in_list(how->only, part->rule->key);
    if (in_list(how->skip, part->rule->key)) return 0;
    return part->rule->role == how->role;
}

int main(int argc, char **argv) {
    options how = {MARKDOWN, BOTH, ROLE_STATEMENT, NULL, NULL, NULL, 0, 0};
    int title_only = 0, list = 0, i;
    const char *path = NULL;
    statement doc;
    size_t s;
    char *title;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        int takes_value = 1;
        if (strcmp(arg, "--to") == 0 && value) {
            if (strcmp(value, "md") == 0)
                how.to = MARKDOWN;
            else if (strcmp(value, "tex") == 0)
                how.to = LATEX;
            else if (strcmp(value, "html") == 0)
                how.to = HTML;
            else
                fail("--to md, tex or html, not '%s'", value);
        } else if (strcmp(arg, "--lang") == 0 && value) {
            if (strcmp(value, "zh") == 0)
                how.lang = CHINESE;
            else if (strcmp(value, "en") == 0)
                how.lang = ENGLISH;
            else if (strcmp(value, "both") == 0)
                how.lang = BOTH;
            else
                fail("--lang zh, en or both, not '%s'", value);
        } else if (strcmp(arg, "--role") == 0 && value) {
            if (strcmp(value, "statement") == 0)
                how.role = ROLE_STATEMENT;
            else if (strcmp(value, "hint") == 0)
                how.role = ROLE_HINT;
            else
                fail("--role statement or hint, not '%s'", value);
        } else if (strcmp(arg, "--only") == 0 && value) {
            how.only = value;
        } else if (strcmp(arg, "--skip") == 0 && value) {
            how.skip = value;
        } else if (strcmp(arg, "--bare") == 0 && value) {
            how.bare = value;
        } else {
            takes_value = 0;
            if (strcmp(arg, "--hydro-samples") == 0)
                how.hydro_samples = 1;
            else if (strcmp(arg, "--document") == 0)
                how.document = 1;
            else if (strcmp(arg, "--title") == 0)
                title_only = 1;
            else if (strcmp(arg, "--list") == 0)
                list = 1;
            else if (arg[0] != '-' && path == NULL)
                path = arg;
            else
                fail("usage: statement [--to md|tex|html] [--lang zh|en|both] [--role "
                     "statement|hint] [--only|--skip|--bare KEYS] [--hydro-samples] [--document] "
                     "[--title] [--list] problems/<id>.md");
        }
        i += takes_value;
    }
    if (path == NULL) fail("usage: statement [options] problems/<id>.md");
    statement_path = path;
    doc = parse(path);
    title = heading_in_language(doc.title, how.lang);
    if (title_only) {
        printf("%s\n", title);
        return 0;
    }
    if (list) {
        for (s = 0; s < doc.count; s++)
            printf("%s\t%s\t%s\n", doc.sections[s].rule->key,
                   role_names[doc.sections[s].rule->role],
                   doc.sections[s].heading ? doc.sections[s].heading : "");
        return 0;
    }
    if (how.document && how.to == LATEX) {
        fputs("\\problemname{", stdout);
        put_inline(title, LATEX);
        fputs("}\n\n", stdout);
    } else if (how.document && how.to == HTML) {
        fputs("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>", stdout);
        put_html_text(title);
        fputs("</title>\n<style>code, pre { white-space: pre; }</style>\n</head>\n<body>\n<h1>",
              stdout);
        put_html_text(title);
        fputs("</h1>\n", stdout);
    }
    for (s = 0; s < doc.count; s++) {
        if (wanted(&doc.sections[s], &how)) write_section(&doc.sections[s], &how);
    }
    if (how.document && how.to == HTML) fputs("</body>\n</html>\n", stdout);
    if (fflush(stdout) != 0 || ferror(stdout)) fail("cannot write the output");
    return 0;
}
