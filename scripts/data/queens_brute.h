/* Brute-force N-queens enumeration for the oracle and the generators.
 *
 * Deliberately a different method from the solutions: the placements are the permutations
 * of the columns (row r holds its queen in column[r]), visited in lexicographic order by the
 * next-permutation step. A permutation whose row k attacks an earlier row (or misses the
 * column required for row k, or puts its queen on a closed square) is invalid together with
 * every permutation sharing its first
 * k+1 entries: the rest of row k's prefix is sorted descending (the last permutation with
 * that prefix) and one next-permutation step then leaves the whole block. Attacks are
 * checked pair by pair with |column[i] - column[j]| == |i - j| (columns never repeat in a
 * permutation). No recursion, no bitmasks, no mark arrays.
 *
 * Solutions come out in increasing lexicographic order of the column sequence.
 */
#ifndef QUEENS_BRUTE_H
#define QUEENS_BRUTE_H

#define QUEENS_MAX_SIZE 20
#define QUEENS_FREE (-1)

typedef struct {
    int size;
    int column[QUEENS_MAX_SIZE];   /* 0-based column of the queen in each row */
    int required[QUEENS_MAX_SIZE]; /* column a row must use, or QUEENS_FREE */
    unsigned char closed[QUEENS_MAX_SIZE][QUEENS_MAX_SIZE]; /* squares no queen may take */
    int started;
    int finished;
} queens_enumeration;

/* required may be NULL (no constraint); 1 <= size <= QUEENS_MAX_SIZE. */
static inline void queens_begin(queens_enumeration *walk, int size, const int *required) {
    int row;
    walk->size = size;
    for (row = 0; row < size; row++) {
        int column;
        walk->column[row] = row;
        walk->required[row] = required ? required[row] : QUEENS_FREE;
        for (column = 0; column < size; column++) walk->closed[row][column] = 0;
    }
    walk->started = 0;
    walk->finished = 0;
}

/* After queens_begin, before the first queens_next: no placement puts a queen on the square
 * (row, column) (0-based). */
static inline void queens_close_square(queens_enumeration *walk, int row, int column) {
    walk->closed[row][column] = 1;
}

static inline int queens_row_is_valid(const queens_enumeration *walk, int row) {
    int earlier;
    if (walk->required[row] != QUEENS_FREE && walk->column[row] != walk->required[row]) return 0;
    if (walk->closed[row][walk->column[row]]) return 0;
    for (earlier = 0; earlier < row; earlier++) {
        int column_gap = walk->column[row] - walk->column[earlier];
        if (column_gap < 0) column_gap = -column_gap;
        if (column_gap == row - earlier) return 0;
    }
    return 1;
}

/* First row from `from` on that is invalid, or size when rows from..size-1 are all valid. */
static inline int queens_first_invalid_row(const queens_enumeration *walk, int from) {
    int row;
    for (row = from; row < walk->size; row++) {
        if (!queens_row_is_valid(walk, row)) return row;
    }
    return walk->size;
}

/* Lexicographic successor in place; returns the leftmost changed index, or -1 after the
 * last permutation. Entries left of the returned index are unchanged. */
static inline int queens_next_permutation(int *items, int count) {
    int pivot = count - 2;
    int successor = count - 1;
    int left;
    int right;
    int kept;
    while (pivot >= 0 && items[pivot] > items[pivot + 1]) pivot--;
    if (pivot < 0) return -1;
    while (items[successor] < items[pivot]) successor--;
    kept = items[pivot];
    items[pivot] = items[successor];
    items[successor] = kept;
    for (left = pivot + 1, right = count - 1; left < right; left++, right--) {
        kept = items[left];
        items[left] = items[right];
        items[right] = kept;
    }
    return pivot;
}

static inline void queens_sort_descending(int *items, int count) {
    int i;
    for (i = 1; i < count; i++) {
        int moving = items[i];
        int j = i;
        while (j > 0 && items[j - 1] < moving) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = moving;
    }
}

/* Advances to the next valid placement (the first one on the first call); 1 when found
 * (walk->column holds it), 0 when there is none left. */
static inline int queens_next(queens_enumeration *walk) {
    int from;
    if (walk->finished) return 0;
    if (!walk->started) {
        walk->started = 1;
        from = 0;
    } else {
        from = queens_next_permutation(walk->column, walk->size);
    }
    while (from >= 0) {
        int bad_row = queens_first_invalid_row(walk, from);
        if (bad_row == walk->size) return 1;
        queens_sort_descending(walk->column + bad_row + 1, walk->size - bad_row - 1);
        from = queens_next_permutation(walk->column, walk->size);
    }
    walk->finished = 1;
    return 0;
}

#endif
