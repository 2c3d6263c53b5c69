/* The solution-space tree (解空间树) of the plain N-queens search as one SVG:
 *
 *   search-tree N > tree.svg     (N from 1 to 6; `make tree N=4`, through draw-tree)
 *
 * The search is the one of scripts/teaching/plain-search.c and of the articles: row by row,
 * every column of a row tried from left to right, column and diagonal marks, no symmetry.
 * Every node it visits is drawn, the empty board at the top, each a small board: the queens
 * placed so far, and in the row the node tries, each square it tries marked, a ring for a free
 * square (a child below it) and a cross for an attacked one. A dead end (no free square) has a
 * red frame, a solution a green one. Nodes are numbered in the order the search visits them,
 * each edge carries the column of its queen, and the counts stand beside the tree: per depth on
 * the left, in total under the title. The labels are in Chinese and English.
 *
 * The output is deterministic and easy to count with xmllint (scripts/tests/boards.bats): one
 * `<g class="node" data-order=... data-depth=... data-queens=... data-kind=inner|dead-end|
 * solution data-tried=... data-attacked=...>` per node, in the order of the search; its tried
 * squares are `<use class="free">` and `<use class="attacked">`; one `<g class="counts"
 * data-nodes=... data-squares=... data-queens-placed=... data-dead-ends=... data-solutions=...>`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_N = 6, MAX_NODES = 256 }; /* N = 6: 153 nodes */

/* Layout, in SVG user units (pixels). */
enum {
    CELL = 14,
    LEAF_GAP = 40,
    LEVEL_GAP = 46,
    LABEL_WIDTH = 120,
    MARGIN = 20,
    TITLE_HEIGHT = 140,
    MIN_WIDTH = 780,
};

typedef enum { INNER, DEAD_END, SOLUTION } node_kind;

static const char *const kind_names[] = {"inner", "dead-end", "solution"};

typedef struct {
    int depth;           /* the queens placed: rows 0..depth-1 */
    int column[MAX_N];   /* column[r]: the queen of row r, 0-based */
    int attacked[MAX_N]; /* the squares of row depth that the node tries: attacked or free */
    node_kind kind;
    int first_child, last_child; /* indices, -1 for a leaf */
    int solution_number;         /* 1, 2, ... for a solution */
    int x;                       /* the centre of its board */
} tree_node;

typedef struct {
    int n;
    tree_node node[MAX_NODES];
    int count;
    int column_used[MAX_N], sum_used[2 * MAX_N - 1], diff_used[2 * MAX_N - 1];
    int squares_tried, solutions, dead_ends;
} search_tree;

static _Noreturn void stop(const char *message) {
    fprintf(stderr, "error: %s\n", message);
    exit(1);
}

static void set_marks(search_tree *tree, int row, int col, int used) {
    tree->column_used[col] = used;
    tree->sum_used[row + col] = used;
    tree->diff_used[row - col + tree->n - 1] = used;
}

static int is_attacked(const search_tree *tree, int row, int col) {
    return tree->column_used[col] || tree->sum_used[row + col] ||
           tree->diff_used[row - col + tree->n - 1];
}

/* Visits the node of the queens columns[0..row-1] and everything below it; returns its index. */
static int visit(search_tree *tree, int row, const int *columns) {
    if (tree->count == MAX_NODES) stop("too many nodes");
    int id = tree->count++;
    tree_node *node = &tree->node[id];
    node->depth = row;
    memcpy(node->column, columns, sizeof node->column);
    node->first_child = node->last_child = -1;
    if (row == tree->n) {
        node->kind = SOLUTION;
        node->solution_number = ++tree->solutions;
        return id;
    }
    int next[MAX_N];
    memcpy(next, columns, sizeof next);
    for (int col = 0; col < tree->n; col++) {
        tree->squares_tried++;
        node->attacked[col] = is_attacked(tree, row, col);
        if (node->attacked[col]) continue;
        next[row] = col;
        set_marks(tree, row, col, 1);
        int child = visit(tree, row + 1, next);
        set_marks(tree, row, col, 0);
        node = &tree->node[id];
        if (node->first_child < 0) node->first_child = child;
        node->last_child = child;
    }
    node->kind = node->first_child < 0 ? DEAD_END : INNER;
    if (node->kind == DEAD_END) tree->dead_ends++;
    return id;
}

static int board_px(const search_tree *tree) {
    return tree->n * CELL;
}

static int level_pitch(const search_tree *tree) {
    return board_px(tree) + LEVEL_GAP;
}

/* Leaves side by side in the order of the search, each parent centred over its children (the
 * children of a node come after it in the visiting order). Returns the width of the tree. */
static int lay_out(search_tree *tree) {
    int pitch = board_px(tree) + LEAF_GAP;
    int leaves = 0;
    for (int i = 0; i < tree->count; i++)
        if (tree->node[i].first_child < 0) tree->node[i].x = pitch / 2 + pitch * leaves++;
    for (int i = tree->count - 1; i >= 0; i--) {
        tree_node *node = &tree->node[i];
        if (node->first_child >= 0)
            node->x = (tree->node[node->first_child].x + tree->node[node->last_child].x) / 2;
    }
    return pitch * leaves;
}

static int node_top(const search_tree *tree, int depth) {
    return MARGIN + TITLE_HEIGHT + depth * level_pitch(tree);
}

/* The title, the legend and the counts, each line in Chinese, then in English. */
static void write_header(const search_tree *tree, int width, int height) {
    printf("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
           " width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\""
           " font-size=\"12\">\n",
           width, height, width, height);
    printf("<title>%d 皇后的解空间树 / The search tree of %d queens</title>\n", tree->n, tree->n);
    printf("<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height);
    printf("<text x=\"%d\" y=\"%d\" font-size=\"16\">%d 皇后的解空间树：逐行回溯 / The search "
           "tree of %d queens: the plain search, row by row</text>\n",
           MARGIN, MARGIN + 12, tree->n, tree->n);
    static const char *const legend[] = {
        "每个结点是一个部分棋盘，按搜索访问的顺序编号；边上的数是新皇后所在的列。",
        "Each node is a partial board, numbered in the order of the search; an edge: its "
        "queen's column.",
        "结点试的那一行：○ 空格（下面有子结点），× 被攻击的格子；红框是死路，绿框是解。",
        "In the row a node tries: ○ a free square (a child below), × an attacked one. Red: a "
        "dead end; green: a solution.",
    };
    for (int line = 0; line < 4; line++)
        printf("<text x=\"%d\" y=\"%d\" fill=\"#555555\">%s</text>\n", MARGIN,
               MARGIN + 36 + 16 * line, legend[line]);
    int nodes = tree->count, squares = tree->squares_tried, placed = tree->count - 1;
    printf("<g class=\"counts\" data-nodes=\"%d\" data-squares=\"%d\" data-queens-placed=\"%d\" "
           "data-dead-ends=\"%d\" data-solutions=\"%d\" font-weight=\"bold\">\n",
           nodes, squares, placed, tree->dead_ends, tree->solutions);
    printf("<text x=\"%d\" y=\"%d\">%d 个结点（含空棋盘），试了 %d 个格子，放了 %d 次皇后，"
           "%d 个死路，%d 个解</text>\n",
           MARGIN, MARGIN + 104, nodes, squares, placed, tree->dead_ends, tree->solutions);
    printf("<text x=\"%d\" y=\"%d\">%d nodes (the empty board included), %d squares tried, %d "
           "queens placed, %d dead ends, %d solutions</text>\n</g>\n",
           MARGIN, MARGIN + 120, nodes, squares, placed, tree->dead_ends, tree->solutions);
}

/* The checkerboard, the queen, the ring of a free square and the cross of an attacked one. */
static void write_defs(const search_tree *tree) {
    int px = board_px(tree);
    printf("<defs>\n<g id=\"board\"><rect width=\"%d\" height=\"%d\" fill=\"#f0d9b5\"/>"
           "<path fill=\"#b58863\" d=\"",
           px, px);
    for (int row = 0; row < tree->n; row++)
        for (int col = 0; col < tree->n; col++)
            if ((row + col) % 2 == 1)
                printf("M%d %dh%dv%dh-%dz", col * CELL, row * CELL, CELL, CELL, CELL);
    printf("\"/></g>\n");
    printf("<circle id=\"queen\" cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"#1a1a1a\" stroke=\"white\"/>\n",
           CELL / 2, CELL / 2);
    printf("<circle id=\"ring\" cx=\"%d\" cy=\"%d\" r=\"4.5\" fill=\"none\" stroke=\"#1b7f3a\" "
           "stroke-width=\"2\"/>\n",
           CELL / 2, CELL / 2);
    printf("<path id=\"cross\" d=\"M3 3L%d %dM%d 3L3 %d\" stroke=\"#c62828\" "
           "stroke-width=\"2\"/>\n",
           CELL - 3, CELL - 3, CELL - 3, CELL - 3);
    printf("</defs>\n");
}

/* Left of each depth, in four short lines: the queens placed there and its number of nodes. */
static void write_level_labels(const search_tree *tree) {
    for (int depth = 0; depth <= tree->n; depth++) {
        int nodes = 0;
        for (int i = 0; i < tree->count; i++) nodes += tree->node[i].depth == depth;
        printf("<g class=\"level\" data-depth=\"%d\" data-nodes=\"%d\" fill=\"#555555\" "
               "transform=\"translate(%d,%d)\"><text y=\"11\">已放 %d 个皇后</text><text "
               "y=\"25\">queens: %d</text><text y=\"39\">结点 %d 个</text><text y=\"53\">nodes: "
               "%d</text></g>\n",
               depth, nodes, MARGIN, node_top(tree, depth), depth, depth, nodes, nodes);
    }
}

static void write_edges(const search_tree *tree, int tree_left) {
    int px = board_px(tree);
    for (int i = 1; i < tree->count; i++) {
        const tree_node *child = &tree->node[i];
        int parent = i - 1;
        while (tree->node[parent].depth != child->depth - 1) parent--;
        int x1 = tree_left + tree->node[parent].x, y1 = node_top(tree, child->depth - 1) + px;
        int x2 = tree_left + child->x, y2 = node_top(tree, child->depth) - 14;
        printf("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888888\"/>"
               "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\" "
               "fill=\"#1b7f3a\">%d</text>\n",
               x1, y1, x2, y2, x2, y2 + 11, child->column[child->depth - 1] + 1);
    }
}

static void queen_string(const tree_node *node, char text[MAX_N + 1]) {
    for (int r = 0; r < node->depth; r++) text[r] = (char)('1' + node->column[r]);
    text[node->depth] = '\0';
}

/* Under a leaf: dead end, or the solution's number and queen string. */
static void write_caption(const search_tree *tree, const tree_node *node, const char *queens) {
    int middle = board_px(tree) / 2, below = board_px(tree) + 14;
    if (node->kind == DEAD_END)
        printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#c62828\">死路</text>"
               "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#c62828\">dead end</text>",
               middle, below, middle, below + 14);
    if (node->kind == SOLUTION)
        printf("<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#1b7f3a\">解 %d</text>"
               "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#1b7f3a\">solution %d</text>"
               "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-family=\"monospace\" "
               "fill=\"#1b7f3a\">%s</text>",
               middle, below, node->solution_number, middle, below + 14, node->solution_number,
               middle, below + 28, queens);
}

static void write_node(const search_tree *tree, int id, int tree_left) {
    static const char *const frame_colours[] = {"#6b4f35", "#c62828", "#1b7f3a"};
    const tree_node *node = &tree->node[id];
    int px = board_px(tree);
    char queens[MAX_N + 1];
    int tried = node->kind == SOLUTION ? 0 : tree->n, attacked = 0;
    for (int col = 0; col < tried; col++) attacked += node->attacked[col];
    queen_string(node, queens);
    printf("<g class=\"node\" data-order=\"%d\" data-depth=\"%d\" data-queens=\"%s\" "
           "data-kind=\"%s\" data-tried=\"%d\" data-attacked=\"%d\" "
           "transform=\"translate(%d,%d)\">",
           id + 1, node->depth, queens, kind_names[node->kind], tried, attacked,
           tree_left + node->x - px / 2, node_top(tree, node->depth));
    printf("<use xlink:href=\"#board\"/><rect width=\"%d\" height=\"%d\" fill=\"none\" "
           "stroke=\"%s\" stroke-width=\"%d\"/>",
           px, px, frame_colours[node->kind], node->kind == INNER ? 1 : 3);
    printf(
        "<text x=\"-3\" y=\"-3\" text-anchor=\"end\" font-size=\"10\" fill=\"#555555\">%d</text>",
        id + 1);
    for (int r = 0; r < node->depth; r++)
        printf("<use xlink:href=\"#queen\" x=\"%d\" y=\"%d\"/>", node->column[r] * CELL, r * CELL);
    for (int col = 0; col < tried; col++)
        printf("<use class=\"%s\" xlink:href=\"#%s\" x=\"%d\" y=\"%d\"/>",
               node->attacked[col] ? "attacked" : "free", node->attacked[col] ? "cross" : "ring",
               col * CELL, node->depth * CELL);
    write_caption(tree, node, queens);
    printf("</g>\n");
}

static void write_svg(search_tree *tree) {
    int tree_left = MARGIN + LABEL_WIDTH;
    int width = tree_left + lay_out(tree) + MARGIN;
    if (width < MIN_WIDTH) width = MIN_WIDTH;
    int height = node_top(tree, tree->n) + board_px(tree) + 48 + MARGIN;
    write_header(tree, width, height);
    write_defs(tree);
    write_level_labels(tree);
    write_edges(tree, tree_left);
    for (int id = 0; id < tree->count; id++) write_node(tree, id, tree_left);
    printf("</svg>\n");
}

int main(int argc, char **argv) {
    static search_tree tree;
    char *end = NULL;
    long n = argc == 2 ? strtol(argv[1], &end, 10) : 0;
    if (argc != 2 || *end != '\0' || n < 1 || n > MAX_N)
        stop("usage: search-tree N > tree.svg (N from 1 to 6)");
    tree.n = (int)n;
    int none[MAX_N] = {0};
    visit(&tree, 0, none);
    write_svg(&tree);
    if (fflush(stdout) != 0 || ferror(stdout)) stop("cannot write the SVG");
    return 0;
}
