/* Test-input generator for poj2676: a line t, then t grids of 9 lines of 9 digits, 0 for an
 * empty cell. Every grid has at least one solution.
 *   unique <seed> <count> <clues>   random grids, clues taken away in a random order while the
 *                                   solution stays unique (by the brute force of
 *                                   scripts/data/sudoku_brute.h), down to <clues> (0: until
 *                                   minimal)
 *   multi <seed> <count> <clues>    a random complete grid with only <clues> random cells kept
 *                                   (<clues> <= 60), redrawn until the brute force finds at
 *                                   least two solutions: the checker has to judge an answer
 *                                   that differs from the expected one
 *   empty <count>                   empty grids (any complete grid is a solution)
 *   full <seed> <count>             complete grids (nothing to fill)
 *   mixed <seed> <count>            each grid one of the kinds above with random parameters;
 *                                   for scripts/stress
 */
#include "sudoku_make.h"

#define MAX_COUNT 1000
#define MAX_MULTI_CLUES 60
#define MAX_DRAWS 1000

static void print_grid(const unsigned char *grid) {
    int row;
    for (row = 0; row < SUDOKU_SIDE; row++) {
        char line[SUDOKU_SIDE + 2];
        int column;
        for (column = 0; column < SUDOKU_SIDE; column++)
            line[column] = (char)('0' + grid[row * SUDOKU_SIDE + column]);
        line[SUDOKU_SIDE] = '\n';
        line[SUDOKU_SIDE + 1] = '\0';
        fputs(line, stdout);
    }
}

static void make_unique(random_stream *stream, int clues, unsigned char *puzzle) {
    unsigned char solution[SUDOKU_CELLS];
    sudoku_unique_puzzle(stream, SUDOKU_RANDOM_ORDER, clues, puzzle, solution);
}

/* Keeps `clues` random cells of random complete grids until two solutions or more. */
static void make_multi(random_stream *stream, int clues, unsigned char *puzzle) {
    int draw;
    for (draw = 0; draw < MAX_DRAWS; draw++) {
        unsigned char grid[SUDOKU_CELLS];
        int order[SUDOKU_CELLS];
        int i;
        sudoku_count count;
        sudoku_random_grid(stream, grid);
        sudoku_removal_order(stream, SUDOKU_RANDOM_ORDER, order);
        memset(puzzle, 0, SUDOKU_CELLS);
        for (i = 0; i < clues; i++) puzzle[order[i]] = grid[order[i]];
        if (sudoku_solve(puzzle, 2, &count) == 2) return;
    }
    fail("no grid with %d clues and two solutions in %d draws", clues, MAX_DRAWS);
}

static void make_full(random_stream *stream, unsigned char *grid) {
    sudoku_random_grid(stream, grid);
}

static void make_mixed(random_stream *stream, unsigned char *puzzle) {
    long kind = random_below(stream, 6);
    if (kind == 0) {
        make_full(stream, puzzle);
    } else if (kind == 1) {
        memset(puzzle, 0, SUDOKU_CELLS);
    } else if (kind == 2) {
        make_multi(stream, (int)random_between(stream, 0, 30), puzzle);
    } else if (kind == 3) {
        make_unique(stream, (int)random_between(stream, 50, 80), puzzle);
    } else {
        make_unique(stream, (int)random_between(stream, 0, 40), puzzle);
    }
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    long count;
    long clues = 0;
    long i;
    if (strcmp(kind, "empty") == 0 && argc == 3) {
        count = parse_long_arg(argv[2], "count", 1, MAX_COUNT);
    } else if (argc >= 4) {
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        count = parse_long_arg(argv[3], "count", 1, MAX_COUNT);
        if (strcmp(kind, "unique") == 0 && argc == 5) {
            clues = parse_long_arg(argv[4], "clues", 0, SUDOKU_CELLS);
        } else if (strcmp(kind, "multi") == 0 && argc == 5) {
            clues = parse_long_arg(argv[4], "clues", 0, MAX_MULTI_CLUES);
        } else if (!((strcmp(kind, "full") == 0 || strcmp(kind, "mixed") == 0) && argc == 4)) {
            fail("unknown kind or wrong arguments; see the header of gen.c");
        }
    } else {
        fail("usage: gen unique|multi|empty|full|mixed ...; see the header of gen.c");
    }
    printf("%ld\n", count);
    for (i = 0; i < count; i++) {
        unsigned char puzzle[SUDOKU_CELLS] = {0};
        if (strcmp(kind, "unique") == 0) {
            make_unique(&stream, (int)clues, puzzle);
        } else if (strcmp(kind, "multi") == 0) {
            make_multi(&stream, (int)clues, puzzle);
        } else if (strcmp(kind, "full") == 0) {
            make_full(&stream, puzzle);
        } else if (strcmp(kind, "mixed") == 0) {
            make_mixed(&stream, puzzle);
        }
        print_grid(puzzle);
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
