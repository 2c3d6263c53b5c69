/* compare: an output against the answer, as a given judge compares them (scripts/judge).
 *
 *   compare RULES ANSWER OUTPUT
 *   compare -S RULES       (serve: pairs of lines ANSWER, OUTPUT on stdin, one verdict line
 *                           each on stdout, flushed; until the end of stdin)
 *
 * RULES is five letters, one for each way in which an output may differ from the answer
 * without a wrong token (scripts/judging/judges.txt, `compare` rows):
 *   1 spaces or tabs at line ends   2 no newline at the end   3 empty lines at the end
 *   4 \r\n line ends                 5 any other white space (inside a line, a line break moved)
 * each A (the judge ignores it: AC), P (Presentation Error) or W (Wrong Answer: a judge
 * without PE). Prints one line, `VERDICT LINE REASON`: VERDICT is AC, PE or WA; LINE the
 * number of the first line that differs (0 for AC); REASON what differs there:
 * line-end-spaces, final-newline, blank-lines-at-end, crlf, whitespace (the same tokens,
 * other white space) or tokens (a wrong answer), or none. Exit status 0, or 2 on bad usage
 * or an unreadable file. Any bytes at all are compared; nothing is printed from the files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum aspect { LINE_END_SPACES, FINAL_NEWLINE, BLANK_LINES_AT_END, CRLF, OTHER_WHITESPACE, ASPECTS };

static const char *const aspect_names[] = {"line-end-spaces", "final-newline", "blank-lines-at-end",
                                           "crlf", "whitespace"};

struct text {
    char *bytes;
    size_t size;
};

static void fail(const char *message, const char *path) {
    fprintf(stderr, "compare: %s%s%s\n", message, path ? ": " : "", path ? path : "");
    exit(2);
}

static struct text read_file(const char *path) {
    struct text t = {NULL, 0};
    size_t capacity = 1 << 16, got;
    FILE *file = fopen(path, "rb");
    if (!file) fail("cannot open", path);
    t.bytes = malloc(capacity);
    while (t.bytes && (got = fread(t.bytes + t.size, 1, capacity - t.size, file)) > 0) {
        t.size += got;
        if (t.size < capacity) continue;
        char *grown = realloc(t.bytes, capacity *= 2);
        if (!grown) free(t.bytes);
        t.bytes = grown;
    }
    if (!t.bytes || ferror(file)) fail("cannot read", path);
    fclose(file);
    return t;
}

/* Whether the files at paths a and b hold the same bytes, read side by side in chunks: the
 * usual case, answered without a copy of either (0 too when one cannot be read: read_file
 * then says so). */
static int identical_files(const char *a, const char *b) {
    static char chunk_a[1 << 16], chunk_b[1 << 16];
    FILE *file_a = fopen(a, "rb"), *file_b = fopen(b, "rb");
    int identical = file_a && file_b;
    while (identical) {
        size_t got_a = fread(chunk_a, 1, sizeof chunk_a, file_a);
        size_t got_b = fread(chunk_b, 1, sizeof chunk_b, file_b);
        identical = got_a == got_b && memcmp(chunk_a, chunk_b, got_a) == 0 && !ferror(file_a) &&
                    !ferror(file_b);
        if (got_a < sizeof chunk_a) break;
    }
    if (file_a) fclose(file_a);
    if (file_b) fclose(file_b);
    return identical;
}

static int is_blank(char c) {
    return c == ' ' || c == '\t';
}

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* t with the differences ignored[] stripped, into a new text. */
static struct text normalize(struct text t, const int *ignored) {
    struct text n = {malloc(t.size + 1), 0};
    if (!n.bytes) fail("out of memory", NULL);
    for (size_t i = 0; i < t.size; i++) {
        char c = t.bytes[i];
        if (c == '\r' && ignored[CRLF] && i + 1 < t.size && t.bytes[i + 1] == '\n') continue;
        if (c == '\n' && ignored[LINE_END_SPACES])
            while (n.size > 0 && is_blank(n.bytes[n.size - 1])) n.size--;
        n.bytes[n.size++] = c;
    }
    if (ignored[LINE_END_SPACES]) /* on a last line without a newline */
        while (n.size > 0 && is_blank(n.bytes[n.size - 1])) n.size--;
    if (ignored[BLANK_LINES_AT_END])
        while (n.size >= 2 && n.bytes[n.size - 1] == '\n' && n.bytes[n.size - 2] == '\n') n.size--;
    if (ignored[FINAL_NEWLINE] && n.size > 0 && n.bytes[n.size - 1] != '\n')
        n.bytes[n.size++] = '\n';
    if (ignored[BLANK_LINES_AT_END] && n.size == 1 && n.bytes[0] == '\n') n.size = 0;
    return n;
}

static int same(struct text a, struct text b) {
    return a.size == b.size && memcmp(a.bytes, b.bytes, a.size) == 0;
}

/* Whether a and b are the same once the differences ignored[] are stripped from both. */
static int same_normalized(struct text a, struct text b, const int *ignored) {
    struct text na = normalize(a, ignored), nb = normalize(b, ignored);
    int result = same(na, nb);
    free(na.bytes);
    free(nb.bytes);
    return result;
}

/* Whether a and b hold the same white-space separated tokens. */
static int same_tokens(struct text a, struct text b) {
    size_t i = 0, j = 0;
    for (;;) {
        while (i < a.size && is_space(a.bytes[i])) i++;
        while (j < b.size && is_space(b.bytes[j])) j++;
        if (i == a.size || j == b.size) return i == a.size && j == b.size;
        while (i < a.size && j < b.size && !is_space(a.bytes[i]) && a.bytes[i] == b.bytes[j]) {
            i++;
            j++;
        }
        if ((i < a.size && !is_space(a.bytes[i])) || (j < b.size && !is_space(b.bytes[j])))
            return 0;
    }
}

/* The number of the first line where a and b differ (1-based), or 0. */
static size_t first_different_line(struct text a, struct text b) {
    size_t line = 1, i = 0;
    for (; i < a.size && i < b.size && a.bytes[i] == b.bytes[i]; i++)
        if (a.bytes[i] == '\n') line++;
    return i == a.size && i == b.size ? 0 : line;
}

/* The one way, other than other white space, in which the output differs where the judge
 * does not ignore it: the first aspect that, ignored too, makes the texts equal. */
static enum aspect strict_difference(struct text answer, struct text output, const int *ignored) {
    for (int aspect = 0; aspect < OTHER_WHITESPACE; aspect++) {
        int more[ASPECTS];
        if (ignored[aspect]) continue;
        memcpy(more, ignored, sizeof more);
        more[aspect] = 1;
        if (same_normalized(answer, output, more)) return (enum aspect)aspect;
    }
    return OTHER_WHITESPACE;
}

/* Prints the verdict line for output against answer under rules (five of A, P, W). */
static void judge_output(const char *rules, struct text answer, struct text output) {
    int ignored[ASPECTS];
    if (same(answer, output)) { /* the usual case: no copies */
        puts("AC 0 none");
        return;
    }
    for (int i = 0; i < ASPECTS; i++) ignored[i] = rules[i] == 'A';
    struct text a = normalize(answer, ignored), o = normalize(output, ignored);
    size_t line = first_different_line(a, o);
    free(a.bytes);
    free(o.bytes);
    if (line == 0) {
        puts("AC 0 none");
        return;
    }
    if (!same_tokens(answer, output)) {
        printf("WA %zu tokens\n", line);
        return;
    }
    enum aspect why = strict_difference(answer, output, ignored);
    char verdict = rules[why];
    if (verdict == 'A') verdict = rules[OTHER_WHITESPACE]; /* several ways at once */
    printf("%s %zu %s\n",
           verdict == 'W'   ? "WA"
           : verdict == 'P' ? "PE"
                            : "AC",
           line, aspect_names[why]);
}

/* Prints the verdict line for the files at answer_path and output_path. */
static void compare_files(const char *rules, const char *answer_path, const char *output_path) {
    if (identical_files(answer_path, output_path)) {
        puts("AC 0 none");
        return;
    }
    struct text answer = read_file(answer_path), output = read_file(output_path);
    judge_output(rules, answer, output);
    free(answer.bytes);
    free(output.bytes);
}

/* One path a line from stdin, without its newline; 0 at the end of stdin. */
static int read_path(char *path, size_t size) {
    if (!fgets(path, (int)size, stdin)) return 0;
    size_t length = strcspn(path, "\n");
    if (path[length] != '\n') fail("a path on stdin is too long or does not end its line", NULL);
    path[length] = '\0';
    return 1;
}

/* -S: the judge's cases one after another, without a process for each. */
static void serve(const char *rules) {
    static char answer_path[4096 + 2], output_path[4096 + 2];
    while (read_path(answer_path, sizeof answer_path)) {
        if (!read_path(output_path, sizeof output_path))
            fail("an answer path with no output path", NULL);
        compare_files(rules, answer_path, output_path);
        fflush(stdout);
    }
}

static int valid_rules(const char *rules) {
    return strlen(rules) == ASPECTS && strspn(rules, "APW") == ASPECTS;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "-S") == 0 && valid_rules(argv[2])) {
        serve(argv[2]);
        return 0;
    }
    if (argc != 4 || !valid_rules(argv[1]))
        fail("usage: compare RULES ANSWER OUTPUT, or compare -S RULES (RULES: five of A, P, W)",
             NULL);
    compare_files(argv[1], argv[2], argv[3]);
    return 0;
}
