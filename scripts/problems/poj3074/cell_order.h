/* The size of the cell-order search, the search of the first steps of the poj3074 ladder
 * (solutions/steps/poj3074.1-*.c and .2-*.c): the empty cells are filled in row-major order,
 * each trying, in ascending order, the digits that no filled cell of its row, column or box
 * holds; the search stops at the first solution. A node is one digit placed (the last one,
 * which completes the grid, included). Mark arrays and bit masks walk the same tree, so every
 * such program places the same number of digits: this, never time, is the measure of hardness
 * of gen.c and nodes.c (neither the oracle nor the solutions use this file).
 *
 * Progress. Give every node of the search tree a share of the whole: the root has 1, and a node
 * with k allowed digits splits its share equally among its k children. The share of the
 * subtrees that lie entirely left of a path (smaller digits at some depth) is the path's
 * position in [0, 1). When the search is stopped at a cap, `progress` is the position of the
 * path it was on; cell_order_position() gives the position of the solution's path. The search
 * ends when it reaches the solution, so if node counts were spread evenly over the shares,
 * nodes / progress * position would be the size of the whole search: gen.c ranks puzzles by
 * this estimate from a run capped at CELL_ORDER_ESTIMATE_CAP nodes (cell_order_estimate). On
 * gen.c's puzzles it is often within a factor 3 of the real count, sometimes 10 times off: good
 * for picking hard candidates out of many, not for finding the single hardest.
 */
#ifndef CELL_ORDER_H
#define CELL_ORDER_H

#define CELL_ORDER_CELLS 81
#define CELL_ORDER_ALL 0x3FEu /* digits 1..9 as bits 1..9 */
#define CELL_ORDER_ESTIMATE_CAP 300000LL

typedef struct {
    long long nodes; /* digits placed, at most the cap */
    int solved;      /* the search reached the first solution within the cap */
    double progress; /* when stopped at the cap: the position of the current path */
} cell_order_result;

typedef struct {
    unsigned row_used[9];
    unsigned column_used[9];
    unsigned box_used[9];
    int row[CELL_ORDER_CELLS]; /* row, column and box of the k-th empty cell */
    int column[CELL_ORDER_CELLS];
    int box[CELL_ORDER_CELLS];
    int empty; /* number of empty cells */
} cell_order_board;

static inline void cell_order_start(const unsigned char *grid, cell_order_board *board) {
    int cell;
    board->empty = 0;
    for (cell = 0; cell < 9; cell++)
        board->row_used[cell] = board->column_used[cell] = board->box_used[cell] = 0;
    for (cell = 0; cell < CELL_ORDER_CELLS; cell++) {
        unsigned bit = 1u << grid[cell];
        int row = cell / 9;
        int column = cell % 9;
        int box = row / 3 * 3 + column / 3;
        if (grid[cell] != 0) {
            board->row_used[row] |= bit;
            board->column_used[column] |= bit;
            board->box_used[box] |= bit;
            continue;
        }
        board->row[board->empty] = row;
        board->column[board->empty] = column;
        board->box[board->empty] = box;
        board->empty++;
    }
}

/* The digits allowed at the k-th empty cell, as bits. */
static inline unsigned cell_order_allowed(const cell_order_board *board, int k) {
    return CELL_ORDER_ALL &
           ~(board->row_used[board->row[k]] | board->column_used[board->column[k]] |
             board->box_used[board->box[k]]);
}

static inline void cell_order_mark(cell_order_board *board, int k, unsigned bit) {
    board->row_used[board->row[k]] ^= bit;
    board->column_used[board->column[k]] ^= bit;
    board->box_used[board->box[k]] ^= bit;
}

static inline int cell_order_bits(unsigned bits) {
    int count = 0;
    for (; bits != 0; bits &= bits - 1) count++;
    return count;
}

/* Runs the cell-order search on `grid` (81 cells, 0 empty, givens not in conflict) until the
 * first solution or until `cap` digits are placed, whichever comes first. */
static inline cell_order_result cell_order_nodes(const unsigned char *grid, long long cap) {
    cell_order_board board;
    unsigned left[CELL_ORDER_CELLS];   /* digits still to try at each depth */
    unsigned placed[CELL_ORDER_CELLS]; /* the digit (as a bit) placed at each depth */
    int choices[CELL_ORDER_CELLS];     /* digits allowed at each depth on the current path */
    int depth = 0;
    cell_order_result result = {0, 0, 0.0};
    cell_order_start(grid, &board);
    if (board.empty == 0) {
        result.solved = 1;
        return result;
    }
    left[0] = cell_order_allowed(&board, 0);
    choices[0] = cell_order_bits(left[0]);
    for (;;) {
        unsigned bit;
        if (left[depth] == 0) { /* every digit of this cell tried: take back the one before */
            if (--depth < 0) return result; /* no solution at all */
            cell_order_mark(&board, depth, placed[depth]);
            continue;
        }
        if (result.nodes == cap) break;
        bit = left[depth] & -left[depth];
        left[depth] &= ~bit;
        placed[depth] = bit;
        cell_order_mark(&board, depth, bit);
        result.nodes++;
        if (++depth == board.empty) {
            result.solved = 1;
            return result;
        }
        left[depth] = cell_order_allowed(&board, depth);
        choices[depth] = cell_order_bits(left[depth]);
    }
    { /* stopped at the cap: the position of the path of digits placed so far */
        double share = 1.0;
        int k;
        for (k = 0; k < depth; k++) {
            int done = choices[k] - cell_order_bits(left[k]) - 1; /* siblings finished */
            result.progress += share * done / choices[k];
            share /= choices[k];
        }
    }
    return result;
}

/* The position (see the header) of the path to `solution`, a solution of `grid`. */
static inline double cell_order_position(const unsigned char *grid, const unsigned char *solution) {
    cell_order_board board;
    double position = 0.0;
    double share = 1.0;
    int cell;
    int k = 0;
    cell_order_start(grid, &board);
    for (cell = 0; cell < CELL_ORDER_CELLS; cell++) {
        unsigned allowed;
        unsigned bit = 1u << solution[cell];
        if (grid[cell] != 0) continue;
        allowed = cell_order_allowed(&board, k);
        position += share * cell_order_bits(allowed & (bit - 1)) / cell_order_bits(allowed);
        share /= cell_order_bits(allowed);
        cell_order_mark(&board, k, bit);
        k++;
    }
    return position;
}

/* The estimated node count of the whole search (see the header) of `grid`, whose solution is
 * `solution`, from a run capped at CELL_ORDER_ESTIMATE_CAP; the exact count when the run
 * reaches the solution. */
static inline double cell_order_estimate(const unsigned char *grid, const unsigned char *solution) {
    cell_order_result run = cell_order_nodes(grid, CELL_ORDER_ESTIMATE_CAP);
    if (run.solved) return (double)run.nodes;
    if (run.progress <= 0.0) return (double)CELL_ORDER_ESTIMATE_CAP * 1e12; /* first branch */
    return (double)run.nodes / run.progress * cell_order_position(grid, solution);
}

#endif
