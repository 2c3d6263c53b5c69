/* Test-input generator for poj3074: puzzles of 81 characters (digits, '.' for empty), one a
 * line, each with exactly one solution, then the line `end`.
 *   unique <seed> <count> <clues>   random grids, clues taken away in a random order while the
 *                                   solution stays unique, down to <clues> (0: until minimal)
 *   full <seed> <count>             complete grids (their own unique solution)
 *   hard <seed> <count> <pool> [<pick>]
 *                                   the <count> puzzles, of <pool> candidates, that the
 *                                   cell-order search needs the most nodes for (below); with
 *                                   <pick>, only the pick-th of them (the same pool)
 *   mixed <seed> <count>            each puzzle one of the kinds above, with random parameters
 *                                   (a hard one from a pool of 2); for scripts/stress
 * Uniqueness is the brute force's (scripts/data/sudoku_brute.h, through sudoku_make.h): a
 * clue is taken away only while it still finds exactly one solution.
 *
 * Hard for cell-order backtracking (steps 1 and 2 of the ladder fill the empty cells in
 * row-major order, digits ascending; cell_order.h counts their nodes, digits placed):
 * 1. Clues are taken away from the top rows first (row 1 first, each row's cells shuffled)
 *    until the puzzle is minimal: the top band ends up nearly empty (row 1 always empty), the
 *    clues sit low in the grid, so a wrong digit near the top is found wrong only rows later.
 * 2. The digits are renamed so that the solution's digits at the empty cells, in row-major
 *    order, are 9, 8, 7, ... by first appearance: the empty first row's solution becomes
 *    987654321, the last row the search tries, after every smaller one.
 * 3. Each candidate gets the estimate of cell_order.h: a cell-order run capped at
 *    CELL_ORDER_ESTIMATE_CAP (3*10^5) nodes, scaled by the share of the tree it covered and the
 *    share before the solution's path. The <count> largest estimates are kept, printed in the
 *    order they were made. The measure is in nodes: the choice is the same on every machine.
 * What each part is worth (measured while writing this, in cell-order nodes): a minimal puzzle
 * from a random removal order needs 10^3 to 10^6; renamed digits and the best of 50 random
 * symmetries (rows in bands, bands, columns in stacks, stacks, transposition) only reach about
 * 10^6; steps 1 and 2 give 10^5 to 1.5*10^8, a few 10^6 typically, and reordering rows or
 * columns after them changes that by less than 2x. The spread comes from the puzzles
 * themselves, so candidates are ranked rather than transformed further; the estimate is often
 * within 3x of the real count, sometimes 10x off, so ranking picks hard puzzles but not
 * reliably the hardest. `hard 1 10 600` (about 4 ms per candidate, 2 s) gives 10 puzzles of
 * 2*10^7 to 6.5*10^8 nodes, 1.37*10^9 in all; the committed counts are checked by
 * scripts/tests/sudoku.bats with nodes.c.
 */
#include "cell_order.h"
#include "sudoku_make.h"

#define MAX_COUNT 1000
#define MAX_POOL 5000

static void print_puzzle(const unsigned char *puzzle) {
    char line[SUDOKU_CELLS + 2];
    int cell;
    for (cell = 0; cell < SUDOKU_CELLS; cell++)
        line[cell] = puzzle[cell] == 0 ? '.' : (char)('0' + puzzle[cell]);
    line[SUDOKU_CELLS] = '\n';
    line[SUDOKU_CELLS + 1] = '\0';
    fputs(line, stdout);
}

/* Renames the digits of puzzle and solution: the solution's digits at the empty cells get
 * 9, 8, 7, ... in the order of their first appearance in row-major order. */
static void rename_digits(unsigned char *puzzle, unsigned char *solution) {
    int name[SUDOKU_SIDE + 1] = {0};
    int next = SUDOKU_SIDE;
    int cell;
    int digit;
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        if (puzzle[cell] == 0 && name[solution[cell]] == 0) name[solution[cell]] = next--;
    }
    for (digit = 1; digit <= SUDOKU_SIDE; digit++) {
        if (name[digit] == 0) name[digit] = next--;
    }
    for (cell = 0; cell < SUDOKU_CELLS; cell++) {
        solution[cell] = (unsigned char)name[solution[cell]];
        if (puzzle[cell] != 0) puzzle[cell] = solution[cell];
    }
}

/* A candidate of the hard kind (steps 1 and 2 of the header) and its estimated node count. */
static double hard_candidate(random_stream *stream, unsigned char *puzzle) {
    unsigned char solution[SUDOKU_CELLS];
    sudoku_unique_puzzle(stream, SUDOKU_TOP_ROWS_FIRST, 0, puzzle, solution);
    rename_digits(puzzle, solution);
    return cell_order_estimate(puzzle, solution);
}

/* The `count` candidates of `pool` with the largest estimates, in the order they were made;
 * only the pick-th of them (1-based) when pick > 0. */
static void generate_hard(random_stream *stream, long count, long pool, long pick) {
    unsigned char(*puzzles)[SUDOKU_CELLS] = malloc((size_t)pool * sizeof *puzzles);
    double *estimates = malloc((size_t)pool * sizeof *estimates);
    char *chosen = calloc((size_t)pool, 1);
    long i;
    long k;
    if (puzzles == NULL || estimates == NULL || chosen == NULL) fail("out of memory");
    for (i = 0; i < pool; i++) estimates[i] = hard_candidate(stream, puzzles[i]);
    for (k = 0; k < count; k++) { /* the largest estimate not chosen yet, the first of ties */
        long best = 0;
        while (chosen[best]) best++; /* count <= pool: one is left */
        for (i = best + 1; i < pool; i++) {
            if (!chosen[i] && estimates[i] > estimates[best]) best = i;
        }
        chosen[best] = 1;
    }
    for (i = 0, k = 0; i < pool; i++) {
        if (chosen[i] && (++k == pick || pick == 0)) print_puzzle(puzzles[i]);
    }
    free(puzzles);
    free(estimates);
    free(chosen);
}

static void generate_unique(random_stream *stream, long count, long clues) {
    long i;
    for (i = 0; i < count; i++) {
        unsigned char puzzle[SUDOKU_CELLS];
        unsigned char solution[SUDOKU_CELLS];
        sudoku_unique_puzzle(stream, SUDOKU_RANDOM_ORDER, (int)clues, puzzle, solution);
        print_puzzle(puzzle);
    }
}

static void generate_full(random_stream *stream, long count) {
    long i;
    for (i = 0; i < count; i++) {
        unsigned char grid[SUDOKU_CELLS];
        sudoku_random_grid(stream, grid);
        print_puzzle(grid);
    }
}

static void generate_mixed(random_stream *stream, long count) {
    long i;
    for (i = 0; i < count; i++) {
        long kind = random_below(stream, 8);
        if (kind == 0) {
            generate_full(stream, 1);
        } else if (kind == 1) {
            generate_hard(stream, 1, 2, 0);
        } else if (kind == 2) {
            generate_unique(stream, 1, random_between(stream, 60, 80));
        } else {
            generate_unique(stream, 1, random_between(stream, 0, 40));
        }
    }
}

int main(int argc, char **argv) {
    /* the pick of `hard` (argument 5) leaves the stream, hence the pool, as it is */
    random_stream stream = random_from_arguments(argc > 5 ? 5 : argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    long count;
    if (argc < 4) fail("usage: gen unique|full|hard|mixed <seed> <count> ...; see gen.c");
    parse_long_arg(argv[2], "seed", 0, 2000000000L);
    count = parse_long_arg(argv[3], "count", 1, MAX_COUNT);
    if (strcmp(kind, "unique") == 0 && argc == 5) {
        generate_unique(&stream, count, parse_long_arg(argv[4], "clues", 0, SUDOKU_CELLS));
    } else if (strcmp(kind, "full") == 0 && argc == 4) {
        generate_full(&stream, count);
    } else if (strcmp(kind, "hard") == 0 && (argc == 5 || argc == 6)) {
        generate_hard(&stream, count, parse_long_arg(argv[4], "pool", count, MAX_POOL),
                      argc == 6 ? parse_long_arg(argv[5], "pick", 1, count) : 0);
    } else if (strcmp(kind, "mixed") == 0 && argc == 4) {
        generate_mixed(&stream, count);
    } else {
        fail("unknown kind or wrong arguments; see the header of gen.c");
    }
    puts("end");
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
