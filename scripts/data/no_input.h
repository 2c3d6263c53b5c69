/* Generator and validator shared by the problems that read nothing (ybt1213 and noi1700
 * print all 92 eight-queens boards): the only input is the empty file.
 * scripts/problems/<id>/gen.c and validator.c call no_input_generate() and no_input_validate().
 */
#ifndef NO_INPUT_H
#define NO_INPUT_H

#include "tool_common.h"

/* `gen empty`: writes nothing, the one input of the problem. */
static inline int no_input_generate(int argc, char **argv) {
    if (argc != 2 || strcmp(argv[1], "empty") != 0) fail("usage: gen empty");
    return 0;
}

/* Canonical input: the empty file (a solution must not wait for input it never gets). */
static inline int no_input_validate(void) {
    int byte = getchar();
    if (byte != EOF) invalid(1, "the problem has no input, but the file is not empty");
    if (ferror(stdin)) fail("cannot read the input");
    return 0;
}

#endif
