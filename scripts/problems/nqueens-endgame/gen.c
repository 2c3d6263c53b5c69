/* Test-input generator for nqueens-endgame (n, then n rows of `Q`/`.`). Kinds:
 *   empty <n>                    no queen given
 *   full <seed> <n>              a complete solution (a random one of all of them)
 *   solvable <seed> <n> <k>      k queens kept from a random solution
 *   random <seed> <n> <k>        k queens in distinct rows, no two attacking each other
 *                                (often without any completion)
 *   conflict-row|conflict-col|conflict-diag|conflict-anti <seed> <n>
 *                                a few non-attacking queens plus one queen that shares the
 *                                row / column / diagonal / anti-diagonal of exactly one of
 *                                them and attacks no other
 * Solutions are found with queens_brute.h.
 */
#include "queens_brute.h"
#include "tool_common.h"

#define MAX_SIZE 12
#define EMPTY (-1)
#define PLACEMENT_ATTEMPTS 100000

/* A board: column of the queen in each row or EMPTY, plus one optional extra queen that
 * shares a row with another (for conflict-row). */
typedef struct {
    int size;
    int column[MAX_SIZE];
    int extra_row;
    int extra_column;
} board;

static void clear_board(board *target, int size) {
    int row;
    target->size = size;
    for (row = 0; row < size; row++) target->column[row] = EMPTY;
    target->extra_row = EMPTY;
    target->extra_column = EMPTY;
}

static void print_board(const board *target) {
    int row;
    printf("%d\n", target->size);
    for (row = 0; row < target->size; row++) {
        int column;
        for (column = 0; column < target->size; column++) {
            int is_queen = target->column[row] == column ||
                           (row == target->extra_row && column == target->extra_column);
            putchar(is_queen ? 'Q' : '.');
        }
        putchar('\n');
    }
}

static int attack(int row, int column, int other_row, int other_column) {
    int gap = abs(column - other_column);
    return row == other_row || gap == 0 || gap == abs(row - other_row);
}

/* Number of queens on the board that the square (row, column) attacks. */
static int attackers(const board *target, int row, int column) {
    int other;
    int count = 0;
    for (other = 0; other < target->size; other++) {
        if (target->column[other] != EMPTY && other != row &&
            attack(row, column, other, target->column[other]))
            count++;
    }
    return count;
}

static void random_solution(random_stream *stream, int size, board *result) {
    queens_enumeration walk;
    long total = 0;
    long chosen;
    int row;
    queens_begin(&walk, size, NULL);
    while (queens_next(&walk)) total++;
    if (total == 0) fail("no %d-queens solution exists", size);
    chosen = random_below(stream, total);
    queens_begin(&walk, size, NULL);
    while (chosen-- >= 0) queens_next(&walk);
    clear_board(result, size);
    for (row = 0; row < size; row++) result->column[row] = walk.column[row];
}

static void keep_random_rows(random_stream *stream, board *target, int kept) {
    int rows[MAX_SIZE];
    int i;
    for (i = 0; i < target->size; i++) rows[i] = i;
    shuffle_ints(stream, rows, target->size);
    for (i = kept; i < target->size; i++) target->column[rows[i]] = EMPTY;
}

/* k queens in random distinct rows, each on a square no earlier one attacks; 0 when a
 * row had no free square (the caller tries again). */
static int try_random_placement(random_stream *stream, board *target, int size, int queens) {
    int rows[MAX_SIZE];
    int i;
    clear_board(target, size);
    for (i = 0; i < size; i++) rows[i] = i;
    shuffle_ints(stream, rows, size);
    for (i = 0; i < queens; i++) {
        int free_columns[MAX_SIZE];
        int free_count = 0;
        int column;
        for (column = 0; column < size; column++) {
            if (attackers(target, rows[i], column) == 0) free_columns[free_count++] = column;
        }
        if (free_count == 0) return 0;
        target->column[rows[i]] = free_columns[random_below(stream, free_count)];
    }
    return 1;
}

static void random_placement(random_stream *stream, board *target, int size, int queens) {
    int attempt;
    for (attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt++) {
        if (try_random_placement(stream, target, size, queens)) return;
    }
    fail("cannot place %d non-attacking queens on a %dx%d board", queens, size, size);
}

/* Square (row, column) relative to the queen (queen_row, queen_column) for a kind. */
static int conflict_square(const char *kind, int queen_row, int queen_column, int row,
                           int *column) {
    if (strcmp(kind, "conflict-col") == 0) {
        *column = queen_column;
    } else if (strcmp(kind, "conflict-diag") == 0) {
        *column = queen_column + (row - queen_row);
    } else if (strcmp(kind, "conflict-anti") == 0) {
        *column = queen_column - (row - queen_row);
    } else {
        fail("unknown conflict kind '%s'", kind);
    }
    return row != queen_row;
}

/* Adds to a random non-attacking placement one queen that attacks exactly one given queen,
 * in the way the kind names; 0 when this attempt found no such square. */
static int try_conflict(random_stream *stream, const char *kind, board *target, int size) {
    int queens = (int)random_between(stream, 1, size / 2 > 1 ? size / 2 : 1);
    int row;
    int victim;
    int column;
    if (!try_random_placement(stream, target, size, queens)) return 0;
    do victim = (int)random_below(stream, size);
    while (target->column[victim] == EMPTY);
    if (strcmp(kind, "conflict-row") == 0) {
        column = (int)random_below(stream, size);
        if (column == target->column[victim] || attackers(target, victim, column) != 0) return 0;
        target->extra_row = victim;
        target->extra_column = column;
        return 1;
    }
    row = (int)random_below(stream, size);
    if (target->column[row] != EMPTY) return 0;
    if (!conflict_square(kind, victim, target->column[victim], row, &column)) return 0;
    if (column < 0 || column >= size || attackers(target, row, column) != 1) return 0;
    target->column[row] = column;
    return 1;
}

static void generate_conflict(random_stream *stream, const char *kind, int size) {
    board target;
    int attempt;
    if (size < 2) fail("a conflict needs n >= 2");
    for (attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt++) {
        if (try_conflict(stream, kind, &target, size)) {
            print_board(&target);
            return;
        }
    }
    fail("no %s placement found for n = %d", kind, size);
}

int main(int argc, char **argv) {
    random_stream stream = random_from_arguments(argc, argv);
    const char *kind = argc > 1 ? argv[1] : "";
    board target;
    if (strcmp(kind, "empty") == 0 && argc == 3) {
        clear_board(&target, (int)parse_long_arg(argv[2], "n", 1, MAX_SIZE));
        print_board(&target);
    } else if (argc >= 4) {
        int size = (int)parse_long_arg(argv[3], "n", 1, MAX_SIZE);
        parse_long_arg(argv[2], "seed", 0, 2000000000L);
        if (strcmp(kind, "full") == 0 && argc == 4) {
            random_solution(&stream, size, &target);
            print_board(&target);
        } else if (strcmp(kind, "solvable") == 0 && argc == 5) {
            random_solution(&stream, size, &target);
            keep_random_rows(&stream, &target, (int)parse_long_arg(argv[4], "k", 0, size));
            print_board(&target);
        } else if (strcmp(kind, "random") == 0 && argc == 5) {
            random_placement(&stream, &target, size, (int)parse_long_arg(argv[4], "k", 0, size));
            print_board(&target);
        } else if (strncmp(kind, "conflict-", 9) == 0 && argc == 4) {
            generate_conflict(&stream, kind, size);
        } else {
            fail("unknown kind or wrong arguments; see the header of gen.c");
        }
    } else {
        fail("usage: gen empty|full|solvable|random|conflict-... ; see the header of gen.c");
    }
    if (fflush(stdout) != 0) fail("cannot write the output");
    return 0;
}
