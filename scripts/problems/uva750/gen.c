/* Test-input generator for uva750 (T, then T datasets, each an empty line and `row column`,
 * 1-based). Kinds:
 *   every                     the 64 squares once each, row by row (1 1, 1 2, ..., 8 8)
 *   shuffled <seed>           the 64 squares once each, in random order
 *   random <seed> <T>         T squares drawn at random (repeats allowed)
 *   repeat <seed> <T>         one random square, T times
 *   square <row> <column> [T] the given square, T times (default once)
 * 1 <= T <= 10000, the statement's bound.
 */
#include "tool_common.h"

#define N 8
#define SQUARES (N * N)
#define MAX_DATASETS 10000
#define USAGE                                                                                      \
    "usage: gen every | gen shuffled <seed> | gen random <seed> <T> | gen repeat <seed> <T> | "    \
    "gen square <row> <column> [T]"

static void print_count(long datasets) {
    printf("%ld\n", datasets);
}

/* Square number s (0..63) as `row column`, after the empty line that comes before it. */
static void print_square(int s) {
    printf("\n%d %d\n", s / N + 1, s % N + 1);
}

static void generate_all(random_stream *stream) {
    int order[SQUARES];
    int s;
    for (s = 0; s < SQUARES; s++) order[s] = s;
    if (stream != NULL) shuffle_ints(stream, order, SQUARES);
    print_count(SQUARES);
    for (s = 0; s < SQUARES; s++) print_square(order[s]);
}

static void generate_random(random_stream *stream, long datasets) {
    long i;
    print_count(datasets);
    for (i = 0; i < datasets; i++) print_square((int)random_below(stream, SQUARES));
}

static void generate_repeat(int square, long datasets) {
    long i;
    print_count(datasets);
    for (i = 0; i < datasets; i++) print_square(square);
}

static long seed_arg(const char *text) {
    return parse_long_arg(text, "seed", 0, 2000000000L);
}

static long count_arg(const char *text) {
    return parse_long_arg(text, "T", 1, MAX_DATASETS);
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "every") == 0 && argc == 2) {
        generate_all(NULL);
    } else if (strcmp(kind, "shuffled") == 0 && argc == 3) {
        seed_arg(argv[2]);
        generate_all(&stream);
    } else if (strcmp(kind, "random") == 0 && argc == 4) {
        seed_arg(argv[2]);
        generate_random(&stream, count_arg(argv[3]));
    } else if (strcmp(kind, "repeat") == 0 && argc == 4) {
        seed_arg(argv[2]);
        long datasets = count_arg(argv[3]);
        generate_repeat((int)random_below(&stream, SQUARES), datasets);
    } else if (strcmp(kind, "square") == 0 && (argc == 4 || argc == 5)) {
        long row = parse_long_arg(argv[2], "row", 1, N);
        long column = parse_long_arg(argv[3], "column", 1, N);
        generate_repeat((int)((row - 1) * N + column - 1), argc == 5 ? count_arg(argv[4]) : 1);
    } else {
        fail(USAGE);
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
