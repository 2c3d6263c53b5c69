/* Test-input generator for hdu2553 (one N per line, 1 <= N <= 10, then always a line `0`).
 * Kinds (every random kind takes its seed first, so scripts/stress can draw a fresh case from
 * any line of the recipe by replacing the seed):
 *   ascending                           1, 2, ..., 10
 *   descending                          10, 9, ..., 1
 *   single <n>                          that n alone
 *   zero                                the 0 line only: nothing to answer
 *   shuffle <seed> <low> <high>         low..high, each once, in random order
 *   random <seed> <count> <low> <high>  count values in low..high, with repeats
 *   blocks <seed> <count>               count values in runs: each run repeats one N 1..10
 *                                       a random 1..20 times (the memo's best case)
 */
#include "tool_common.h"

#define MAX_N 10
#define MAX_LINES 200000L
#define MAX_RUN 20

static void generate_range(int from, int to) {
    int step = from <= to ? 1 : -1;
    int size;
    for (size = from; size != to + step; size += step) printf("%d\n", size);
}

static void generate_shuffle(random_stream *stream, char **argv) {
    int sizes[MAX_N];
    long low = parse_long_arg(argv[3], "low", 1, MAX_N);
    long high = parse_long_arg(argv[4], "high", low, MAX_N);
    int count = (int)(high - low + 1);
    int i;
    for (i = 0; i < count; i++) sizes[i] = (int)low + i;
    shuffle_ints(stream, sizes, count);
    for (i = 0; i < count; i++) printf("%d\n", sizes[i]);
}

static void generate_random(random_stream *stream, char **argv) {
    long count = parse_long_arg(argv[3], "count", 1, MAX_LINES);
    long low = parse_long_arg(argv[4], "low", 1, MAX_N);
    long high = parse_long_arg(argv[5], "high", low, MAX_N);
    long i;
    for (i = 0; i < count; i++) printf("%ld\n", random_between(stream, low, high));
}

static void generate_blocks(random_stream *stream, char **argv) {
    long count = parse_long_arg(argv[3], "count", 1, MAX_LINES);
    long written = 0;
    while (written < count) {
        long size = random_between(stream, 1, MAX_N);
        long run = random_between(stream, 1, MAX_RUN);
        for (; run > 0 && written < count; run--, written++) printf("%ld\n", size);
    }
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "ascending") == 0 && argc == 2) {
        generate_range(1, MAX_N);
    } else if (strcmp(kind, "descending") == 0 && argc == 2) {
        generate_range(MAX_N, 1);
    } else if (strcmp(kind, "single") == 0 && argc == 3) {
        printf("%ld\n", parse_long_arg(argv[2], "n", 1, MAX_N));
    } else if (strcmp(kind, "zero") == 0 && argc == 2) {
        /* only the 0 below */
    } else if (argc >= 3) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        if (strcmp(kind, "shuffle") == 0 && argc == 5) {
            generate_shuffle(&stream, argv);
        } else if (strcmp(kind, "random") == 0 && argc == 6) {
            generate_random(&stream, argv);
        } else if (strcmp(kind, "blocks") == 0 && argc == 4) {
            generate_blocks(&stream, argv);
        } else {
            fail("unknown kind or wrong arguments; see the header of gen.c");
        }
    } else {
        fail("usage: gen ascending|descending|single|zero|shuffle|random|blocks ...; see the "
             "header of gen.c");
    }
    puts("0");
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
