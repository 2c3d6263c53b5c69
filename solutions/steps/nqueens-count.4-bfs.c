/*
 * nqueens-count 第 4 步：广度优先，内存不够 / step 4: breadth-first search runs out of memory
 * 方法：一层一层地搜：第 k 层是摆好前 k 行的所有局面（三个位掩码），展开每个局面的每个空列得到
 *       下一层，第 N 层的局面数就是答案。第一行左半边乘 2，中间一列一次；记忆表照旧。
 * Method: level by level: level k holds every placement of the first k rows (three bit masks),
 *         each grown by every free column; the size of level N is the count. Mirror and memo.
 * 时间 Time: 同深搜 / as depth-first; 空间 Memory: 最宽的两层 / the widest two levels: 426 MB at 15
 * Maximum N: 15 (题目的上限 / the statement's bound)
 * Verdict: MLE (N = 14、15 的层超过 64 MB / the levels of N = 14 and 15 pass 64 MB)
 */
#include <stdio.h>

#define MAX_N 15
#define MAX_STATES 18220529 /* N = 15 最宽的一层 / the widest level at N = 15 */
#ifndef COUNT               /* 数结点的开关 / the node counter: scripts/bench/count_nodes.h */
#define COUNT(nodes, squares) ((void)0)
#endif

/* 两层轮流用：列，两条对角线 / two levels in turn: columns and both diagonals */
static int cols[2][MAX_STATES], left[2][MAX_STATES], right[2][MAX_STATES];
/* -1：还没算过 / -1: not counted yet */
static long memo[MAX_N + 1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};

/* 第一行只放 first 里的列，第 n 层的局面数 / the size of level n, first row in first's columns */
static long bfs(int n, int first) {
    int row, s = 0, avail, bit, size = 1, next, k;
    cols[0][0] = left[0][0] = right[0][0] = 0; /* 第 0 层：空棋盘 / level 0: the empty board */
    for (row = 0; row < n; row++, s = !s) {
        for (next = 0, k = 0; k < size; k++) {
            avail = (row == 0 ? first : (1 << n) - 1) & ~(cols[s][k] | left[s][k] | right[s][k]);
            for (; avail != 0; avail ^= bit) {
                bit = avail & -avail;
                COUNT(1, 1);
                cols[!s][next] = cols[s][k] | bit;
                left[!s][next] = (left[s][k] | bit) << 1;
                right[!s][next++] = (right[s][k] | bit) >> 1;
            }
        }
        size = next;
    }
    return size;
}

static long count_queens(int n) {
    COUNT(1, 0);
    /* 左半边乘 2，中间一列一次 / the left half doubled, the middle column once */
    return 2 * bfs(n, (1 << n / 2) - 1) + (n % 2 == 1 ? bfs(n, 1 << n / 2) : 0);
}

int main(void) {
    int n, got;
    while ((got = scanf("%d", &n)) == 1 && n >= 1 && n <= MAX_N) {
        if (memo[n] < 0) memo[n] = count_queens(n); /* 每个 N 只算一次 / each N once */
        printf("%ld\n", memo[n]);
    }
    if (got == EOF || (got == 1 && n == 0)) return 0; /* 0 或文件结束 / a 0 or the end */
    fprintf(stderr, "error: 读不到 1 到 15 的 N / cannot read an N from 1 to 15\n");
    return 1;
}
