/* Generator and validator shared by ybt1214 and noi1756, whose inputs have the same form:
 * t, then t lines with one b (1 <= b <= 92). scripts/problems/<id>/gen.c and validator.c
 * call queries92_generate() and queries92_validate().
 */
#ifndef QUERIES92_H
#define QUERIES92_H

#include "tool_common.h"

#define QUERIES92_SOLUTIONS 92
#define QUERIES92_MAX_T 100000000L
#define QUERIES92_MAX_JUDGED_T 3000000L /* the statements' bound on t (the judges state none) */

static inline void queries92_usage(void) {
    fail("usage: gen all | gen random <seed> <t> | gen perm <seed>");
}

static inline void queries92_print_all(void) {
    int b;
    printf("%d\n", QUERIES92_SOLUTIONS);
    for (b = 1; b <= QUERIES92_SOLUTIONS; b++) printf("%d\n", b);
}

static inline void queries92_print_random(random_stream *stream, long queries) {
    long i;
    printf("%ld\n", queries);
    for (i = 0; i < queries; i++) printf("%ld\n", random_between(stream, 1, QUERIES92_SOLUTIONS));
}

static inline void queries92_print_permutation(random_stream *stream) {
    int order[QUERIES92_SOLUTIONS];
    int i;
    for (i = 0; i < QUERIES92_SOLUTIONS; i++) order[i] = i + 1;
    shuffle_ints(stream, order, QUERIES92_SOLUTIONS);
    printf("%d\n", QUERIES92_SOLUTIONS);
    for (i = 0; i < QUERIES92_SOLUTIONS; i++) printf("%d\n", order[i]);
}

/* Kinds: `all` (b = 1..92 in order), `random <seed> <t>` (uniform b, repeats),
 * `perm <seed>` (1..92 shuffled). */
static inline int queries92_generate(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    if (argc == 2 && strcmp(argv[1], "all") == 0) {
        queries92_print_all();
    } else if (argc == 4 && strcmp(argv[1], "random") == 0) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        queries92_print_random(&stream, parse_long_arg(argv[3], "t", 1, QUERIES92_MAX_T));
    } else if (argc == 3 && strcmp(argv[1], "perm") == 0) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        queries92_print_permutation(&stream);
    } else {
        queries92_usage();
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}

/* t >= 1 (no upper bound in the statement beyond what the validator can represent), then
 * exactly t lines with 1 <= b <= 92, nothing after. */
static inline int queries92_validate(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    long queries;
    long seen;
    next_line(&text, &start, &length);
    queries = line_integer(&text, start, length, "t", 1, QUERIES92_MAX_JUDGED_T);
    for (seen = 0; seen < queries; seen++) {
        if (!next_line(&text, &start, &length))
            invalid(text.line + 1, "missing query: t = %ld but only %ld queries", queries, seen);
        line_integer(&text, start, length, "b", 1, QUERIES92_SOLUTIONS);
    }
    expect_end(&text, "the t queries");
    return 0;
}

#endif
