/* plain-search: the N-queens search of the articles, as plain as it gets.
 *
 *   plain-search [--first] [--board] < input
 *
 * input: one N (1 <= N <= 18); prints the number of solutions found: all of them, or only the
 * first with --first (the search stops there, as when one placement is asked for); the trace
 * build says in words what it counted.
 * Row by row, every column of a row tried, three mark arrays, no symmetry: the search whose
 * size the articles quote ("15,720 squares tried for 8 queens"). Two compile-time switches
 * show it at work, and change nothing when they are off:
 * - -DTRACE (make trace N=4): every queen placed, every dead end, every queen taken back and
 *   every solution, one line each, indented two spaces per row, in the user's language
 *   (GNU gettext: the catalog scripts/po/zh_CN.po, which scripts/teaching/trace points the
 *   build at); with --board (make trace BOARD=1) the board under each dead end and each
 *   solution, as the articles draw it: Q a queen, x a square a queen attacks, . a free square
 *   (--board needs -DTRACE);
 * - -include scripts/bench/count_nodes.h (make bench, count.bats): the nodes visited (the
 *   empty board included) and the squares tried, on stderr at the end.
 * A teaching tool, not a judged solution (the steps in solutions/steps/ are those).
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#ifndef COUNT
#define COUNT(nodes, squares) ((void)0)
#endif
#ifdef TRACE
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>
#define WORD(text) gettext(text)
#define SHOW(depth, ...) (printf("%*s", 2 * (depth), ""), printf(__VA_ARGS__), putchar('\n'))
#define DRAW(depth) (draw_boards ? draw_board(depth) : (void)0)
enum { TRACING = 1 };
#else
#define SHOW(depth, ...) ((void)0)
#define DRAW(depth) ((void)0)
enum { TRACING = 0 };
#endif

enum { MAX_N = 18 };

static int n;
static int queen_col[MAX_N]; /* queen_col[r]: the column of the queen in row r */
static bool col_used[MAX_N], sum_used[2 * MAX_N - 1], diff_used[2 * MAX_N - 1];
static long solutions;
static bool stop_at_first, draw_boards; /* --first, --board */
static bool stopped;                    /* --first: the first solution is found */

/* Row + col is constant along an anti-diagonal, row - col along a diagonal (shifted by n - 1
 * so that the index is never negative). */
static void set_marks(int row, int col, bool value) {
    col_used[col] = value;
    sum_used[row + col] = value;
    diff_used[row - col + n - 1] = value;
}

static bool is_free(int row, int col) {
    return !col_used[col] && !sum_used[row + col] && !diff_used[row - col + n - 1];
}

#ifdef TRACE
/* The columns of rows 1..n, 1-based, as one string: "2413" for a solution of 4 queens. */
static const char *queen_string(void) {
    static char text[MAX_N + 1];
    for (int r = 0; r < n; r++) text[r] = (char)('1' + queen_col[r]); /* make trace: N <= 8 */
    text[n] = '\0';
    return text;
}

/* The board of rows 0..depth-1's queens, one row a line at the trace's indent: Q a queen,
 * x a square some queen attacks (its row, its column or one of its diagonals: the rows above
 * depth are full, the rows below are what the mark arrays say), . a free square. */
static void draw_board(int depth) {
    for (int r = 0; r < n; r++) {
        printf("%*s", 2 * depth, "");
        for (int c = 0; c < n; c++) {
            char square = r < depth || !is_free(r, c) ? 'x' : '.';
            if (r < depth && queen_col[r] == c) square = 'Q';
            printf(c > 0 ? " %c" : "%c", square);
        }
        putchar('\n');
    }
}
#endif

/* Fills rows row..n-1 in every possible way. */
static void place_row(int row) {
    COUNT(1, row < n ? n : 0); /* one node; an inner node tries the n squares of its row */
    if (row == n) {
        solutions++;
        SHOW(row, WORD("solution %ld: %s"), solutions, queen_string());
        DRAW(row);
        if (stop_at_first) {
            stopped = true;
            SHOW(row, "%s", WORD("stop: the first solution is enough"));
        }
        return;
    }
    bool any_free = false;
    for (int col = 0; col < n; col++) {
        if (!is_free(row, col)) continue;
        any_free = true;
        queen_col[row] = col;
        SHOW(row, WORD("place row %d col %d"), row + 1, col + 1);
        set_marks(row, col, true);
        place_row(row + 1);
        if (stopped) return;        /* --first: no take-backs, no other column */
        set_marks(row, col, false); /* undo on backtrack: the next column starts clean */
        SHOW(row, WORD("take back row %d col %d"), row + 1, col + 1);
    }
    if (!any_free) {
        SHOW(row, WORD("dead end: no free square in row %d"), row + 1);
        DRAW(row);
    }
}

/* The trace's last line: what its count counts (the untraced build prints the bare number). */
static void report_count(void) {
#ifdef TRACE
    if (stop_at_first && solutions > 0) {
        printf(WORD("stopped at the first solution of %d queens on a %dx%d board\n"), n, n, n);
    } else {
        printf(WORD("%ld solutions of %d queens on a %dx%d board\n"), solutions, n, n, n);
    }
#endif
}

/* The trace's words in the user's language: its catalog where TEXTDOMAINDIR says. */
static void choose_words(void) {
#ifdef TRACE
    setlocale(LC_ALL, "");
    if (getenv("TEXTDOMAINDIR")) bindtextdomain("nqueens", getenv("TEXTDOMAINDIR"));
    textdomain("nqueens");
#endif
}

int main(int argc, char **argv) {
    choose_words();
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--first") == 0) {
            stop_at_first = true;
        } else if (strcmp(argv[i], "--board") == 0 && TRACING) {
            draw_boards = true;
        } else {
            fprintf(stderr, "usage: plain-search [--first] [--board] < input (--board: -DTRACE)\n");
            return 2;
        }
    }
    if (scanf("%d", &n) != 1 || n < 1 || n > MAX_N) {
        fprintf(stderr, "error: expected one N from 1 to %d\n", MAX_N);
        return 1;
    }
    place_row(0);
    if (TRACING) {
        report_count();
    } else {
        printf("%ld\n", solutions);
    }
    return 0;
}
