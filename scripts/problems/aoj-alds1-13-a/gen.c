/* Test-input generator for aoj-alds1-13-a (k, then k lines `r c` of given queens, 0-based;
 * the given queens have exactly one completion to eight non-attacking queens). Kinds:
 *   unique <seed> <k>   k queens (2 <= k <= 8) of a random solution, in random order,
 *                       drawn again until their completion is unique
 *   minimal <seed>      queens of a random solution added in random order until the
 *                       completion is unique (usually 3 to 5 queens)
 * The 92 solutions come from queens_brute.h.
 */
#include "queens_brute.h"
#include "tool_common.h"

#define N 8
#define SOLUTIONS 92
#define ATTEMPTS 100000

static int solutions[SOLUTIONS][N];

static void list_solutions(void) {
    queens_enumeration walk;
    int found = 0;
    queens_begin(&walk, N, NULL);
    while (queens_next(&walk)) {
        if (found == SOLUTIONS) fail("more than 92 solutions");
        memcpy(solutions[found++], walk.column, sizeof solutions[0]);
    }
    if (found != SOLUTIONS) fail("fewer than 92 solutions");
}

/* Number of solutions that hold a queen in (row[i], column[i]) for every i < count. */
static int completions(const int *row, const int *column, int count) {
    int total = 0;
    int s;
    for (s = 0; s < SOLUTIONS; s++) {
        int i = 0;
        while (i < count && solutions[s][row[i]] == column[i]) i++;
        if (i == count) total++;
    }
    return total;
}

/* A random solution's rows in random order: row[i] and the column of its queen. */
static void draw(random_stream *stream, int *row, int *column) {
    int chosen = (int)random_below(stream, SOLUTIONS);
    int i;
    for (i = 0; i < N; i++) row[i] = i;
    shuffle_ints(stream, row, N);
    for (i = 0; i < N; i++) column[i] = solutions[chosen][row[i]];
}

static void print_queens(const int *row, const int *column, int count) {
    int i;
    printf("%d\n", count);
    for (i = 0; i < count; i++) printf("%d %d\n", row[i], column[i]);
}

static void generate_unique(random_stream *stream, int count) {
    int row[N];
    int column[N];
    int attempt;
    for (attempt = 0; attempt < ATTEMPTS; attempt++) {
        draw(stream, row, column);
        if (completions(row, column, count) == 1) {
            print_queens(row, column, count);
            return;
        }
    }
    fail("no %d queens with a unique completion found in %d draws", count, ATTEMPTS);
}

static void generate_minimal(random_stream *stream) {
    int row[N];
    int column[N];
    int count = 1;
    draw(stream, row, column);
    while (completions(row, column, count) > 1) count++;
    print_queens(row, column, count);
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    if (argc < 3) fail("usage: gen unique <seed> <k> | gen minimal <seed>");
    parse_long_arg(argv[2], "seed", 0, 2000000000L);
    list_solutions();
    if (strcmp(kind, "unique") == 0 && argc == 4) {
        generate_unique(&stream, (int)parse_long_arg(argv[3], "k", 2, N));
    } else if (strcmp(kind, "minimal") == 0 && argc == 3) {
        generate_minimal(&stream);
    } else {
        fail("usage: gen unique <seed> <k> | gen minimal <seed>");
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
