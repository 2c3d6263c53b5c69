/* Test-input generator for ybt1214: `gen all`, `gen random <seed> <t>`, `gen perm <seed>`.
 * The input form is shared with the other eight-queens query problem: see queries92.h. */
#include "queries92.h"

int main(int argc, char **argv) {
    return queries92_generate(argc, argv);
}
