/* Strict validator for ybt1213 inputs: `validator < file.in`; only the empty file is valid. */
#include "no_input.h"

int main(void) {
    return no_input_validate();
}
