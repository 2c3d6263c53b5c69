/* Generator and validator shared by nqueens-count and nqueens-unique, whose inputs have the
 * same form: lines with one board size N (1 <= N <= 15); a line `0` or the end of the input
 * ends it, and nothing may follow the 0. scripts/problems/<id>/gen.c and validator.c call
 * board_sizes_generate() and board_sizes_validate().
 *
 * Generator kinds; END is `0` (default: a final 0 line) or `eof` (no 0 line):
 *   range <from> <to> [END]            from..to, ascending or descending
 *   shuffle <seed> <low> <high> [END]  low..high, each once, in random order
 *   random <seed> <count> <low> <high> [END]  count values in low..high, with repeats
 *   zero-middle <seed> <before> <after>  `before` values in 1..15, a 0, then `after`
 *                                        values in 0..15 that a solution must ignore. The
 *                                        validator refuses anything after the 0, so this kind
 *                                        is for scripts/stress only, never committed data.
 */
#ifndef BOARD_SIZES_H
#define BOARD_SIZES_H

#include "tool_common.h"

#define BOARD_SIZES_MAX_N 15
#define BOARD_SIZES_MAX_LINES 100000L

static inline int board_sizes_end_with_zero(int argc, char **argv, int end_index) {
    if (argc == end_index) return 1;
    if (argc == end_index + 1 && strcmp(argv[end_index], "0") == 0) return 1;
    if (argc == end_index + 1 && strcmp(argv[end_index], "eof") == 0) return 0;
    fail("the last argument must be 0 or eof");
}

static inline void board_sizes_print_end(int with_zero) {
    if (with_zero) puts("0");
}

static inline void board_sizes_range(int argc, char **argv) {
    long from = parse_long_arg(argv[2], "from", 1, BOARD_SIZES_MAX_N);
    long to = parse_long_arg(argv[3], "to", 1, BOARD_SIZES_MAX_N);
    long step = from <= to ? 1 : -1;
    long size;
    int with_zero = board_sizes_end_with_zero(argc, argv, 4);
    for (size = from; size != to + step; size += step) printf("%ld\n", size);
    board_sizes_print_end(with_zero);
}

static inline void board_sizes_shuffle(random_stream *stream, int argc, char **argv) {
    int sizes[BOARD_SIZES_MAX_N];
    long low = parse_long_arg(argv[3], "low", 1, BOARD_SIZES_MAX_N);
    long high = parse_long_arg(argv[4], "high", low, BOARD_SIZES_MAX_N);
    int count = (int)(high - low + 1);
    int with_zero = board_sizes_end_with_zero(argc, argv, 5);
    int i;
    for (i = 0; i < count; i++) sizes[i] = (int)low + i;
    shuffle_ints(stream, sizes, count);
    for (i = 0; i < count; i++) printf("%d\n", sizes[i]);
    board_sizes_print_end(with_zero);
}

static inline void board_sizes_random(random_stream *stream, int argc, char **argv) {
    long count = parse_long_arg(argv[3], "count", 1, BOARD_SIZES_MAX_LINES);
    long low = parse_long_arg(argv[4], "low", 1, BOARD_SIZES_MAX_N);
    long high = parse_long_arg(argv[5], "high", low, BOARD_SIZES_MAX_N);
    int with_zero = board_sizes_end_with_zero(argc, argv, 6);
    long i;
    for (i = 0; i < count; i++) printf("%ld\n", random_between(stream, low, high));
    board_sizes_print_end(with_zero);
}

static inline void board_sizes_zero_middle(random_stream *stream, char **argv) {
    long before = parse_long_arg(argv[3], "before", 0, BOARD_SIZES_MAX_LINES);
    long after = parse_long_arg(argv[4], "after", 1, BOARD_SIZES_MAX_LINES);
    long i;
    for (i = 0; i < before; i++) printf("%ld\n", random_between(stream, 1, BOARD_SIZES_MAX_N));
    puts("0");
    for (i = 0; i < after; i++) printf("%ld\n", random_between(stream, 0, BOARD_SIZES_MAX_N));
}

/* The generator's main: writes the input of the kind the arguments name (see above). */
static inline int board_sizes_generate(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "range") == 0 && (argc == 4 || argc == 5)) {
        board_sizes_range(argc, argv);
    } else if (argc >= 3) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        if (strcmp(kind, "shuffle") == 0 && (argc == 5 || argc == 6)) {
            board_sizes_shuffle(&stream, argc, argv);
        } else if (strcmp(kind, "random") == 0 && (argc == 6 || argc == 7)) {
            board_sizes_random(&stream, argc, argv);
        } else if (strcmp(kind, "zero-middle") == 0 && argc == 5) {
            board_sizes_zero_middle(&stream, argv);
        } else {
            fail("unknown kind or wrong arguments; see scripts/data/board_sizes.h");
        }
    } else {
        fail("usage: gen range|shuffle|random|zero-middle ...; see scripts/data/board_sizes.h");
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}

/* The validator's main. Canonical form: one or more lines, each one integer N with
 * 1 <= N <= 15 (no sign, no leading zero, no spaces), every line ended by a single '\n'. A
 * line `0` may end the input (the end of the input also ends it); nothing may follow it. */
static inline int board_sizes_validate(void) {
    input_text text = read_input(stdin);
    const char *start;
    size_t length;
    while (next_line(&text, &start, &length)) {
        if (line_integer(&text, start, length, "N", 0, BOARD_SIZES_MAX_N) == 0) break;
    }
    expect_end(&text, "the terminating 0");
    return 0;
}

#endif
