/* Test-input generator for ybt1213: `gen empty` (the problem has no input); see no_input.h. */
#include "no_input.h"

int main(int argc, char **argv) {
    return no_input_generate(argc, argv);
}
