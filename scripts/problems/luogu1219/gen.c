/* Test-input generator for luogu1219 (one line n, 6 <= n <= 13). Kinds:
 *   n <n>          that n
 *   random <seed>  an n drawn uniformly from 6..13
 */
#include "tool_common.h"

#define MIN_N 6
#define MAX_N 13

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (strcmp(kind, "n") == 0 && argc == 3) {
        printf("%ld\n", parse_long_arg(argv[2], "n", MIN_N, MAX_N));
    } else if (strcmp(kind, "random") == 0 && argc == 3) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        printf("%ld\n", random_between(&stream, MIN_N, MAX_N));
    } else {
        fail("usage: gen n <n> | gen random <seed>");
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
