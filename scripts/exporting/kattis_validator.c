/* A repository validator as a Kattis / ICPC input validator:
 *     validator [flags] < INPUT
 * Exit 42 for a valid input, 43 for an invalid one. The repository's strict validator
 * (scripts/problems/<id>/validator.c: exit 0 valid, 1 with `error: line L: ...` on stderr)
 * runs with its main renamed validator_main and its exit() routed to validator_exit(), which
 * maps the status; the message stays on stderr, where the judge shows it. scripts/export puts
 * the problem's validator in place of the include of "validator.c" and its headers in place
 * of theirs, so that the judge compiles one self-contained file.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Noreturn void validator_exit(int status) {
    exit(status == 0 ? 42 : 43);
}

#define main validator_main
#define exit validator_exit

#include "validator.c"

#undef main
#undef exit

int main(int argc, char **argv) {
    (void)argc; /* the flags of testdata.yaml: the validator takes none */
    (void)argv;
    validator_exit(validator_main());
}
