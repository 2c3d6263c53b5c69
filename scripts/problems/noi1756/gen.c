/* Test-input generator for noi1756: `gen all`, `gen random <seed> <t>`, `gen perm <seed>`.
 * The input form is shared with the other eight-queens query problem: see queries92.h. */
#include "queries92.h"

int main(int argc, char **argv) {
    return queries92_generate(argc, argv);
}
