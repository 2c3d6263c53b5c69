/* Test-input generator for poj3239 (lines with one n each, then a line `0`). Every kind
 * ends with the 0 line. n may go up to 10^6, beyond the statement's 300, for the
 * test-time big cases (scripts/problems/poj3239/cases-big; the validator rejects them).
 *   all                                         every n of the statement, 8..300, ascending
 *   single <n>                                  one n
 *   range <from> <to>                           from..to, ascending or descending
 *   random <seed> <count> <low> <high>          count values in low..high, with repeats
 *   residue <seed> <r> <count> <low> <high>     count values in low..high with n mod 6 == r
 * The recipes use `range` nowhere: scripts/stress puts its own seed into the second argument
 * of any recipe line with three or more arguments.
 */
#include "tool_common.h"

#define MIN_N 8
#define MAX_N 1000000L
#define STATEMENT_MAX_N 300
#define MAX_LINES 100000L

static void print_range(long from, long to) {
    long step = from <= to ? 1 : -1;
    long n;
    for (n = from; n != to + step; n += step) printf("%ld\n", n);
}

static void generate_range(char **argv) {
    long from = parse_long_arg(argv[2], "from", MIN_N, MAX_N);
    long to = parse_long_arg(argv[3], "to", MIN_N, MAX_N);
    print_range(from, to);
}

static void generate_random(random_stream *stream, char **argv) {
    long count = parse_long_arg(argv[3], "count", 1, MAX_LINES);
    long low = parse_long_arg(argv[4], "low", MIN_N, MAX_N);
    long high = parse_long_arg(argv[5], "high", low, MAX_N);
    long i;
    for (i = 0; i < count; i++) printf("%ld\n", random_between(stream, low, high));
}

/* Uniform among the values of low..high that are r modulo 6. */
static void generate_residue(random_stream *stream, char **argv) {
    long residue = parse_long_arg(argv[3], "r", 0, 5);
    long count = parse_long_arg(argv[4], "count", 1, MAX_LINES);
    long low = parse_long_arg(argv[5], "low", MIN_N, MAX_N);
    long high = parse_long_arg(argv[6], "high", low, MAX_N);
    long first = low + ((residue - low % 6) + 6) % 6;
    long choices;
    long i;
    if (first > high) fail("no value in %ld..%ld is %ld modulo 6", low, high, residue);
    choices = (high - first) / 6 + 1;
    for (i = 0; i < count; i++) printf("%ld\n", first + 6 * random_below(stream, choices));
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "all") == 0 && argc == 2) {
        print_range(MIN_N, STATEMENT_MAX_N);
    } else if (strcmp(kind, "single") == 0 && argc == 3) {
        printf("%ld\n", parse_long_arg(argv[2], "n", MIN_N, MAX_N));
    } else if (strcmp(kind, "range") == 0 && argc == 4) {
        generate_range(argv);
    } else if (argc >= 3) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        if (strcmp(kind, "random") == 0 && argc == 6) {
            generate_random(&stream, argv);
        } else if (strcmp(kind, "residue") == 0 && argc == 7) {
            generate_residue(&stream, argv);
        } else {
            fail("unknown kind or wrong arguments; see the header of gen.c");
        }
    } else {
        fail("usage: gen all|single|range|random|residue ...; see the header of gen.c");
    }
    puts("0");
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
