/* Strict validator for noi1700 inputs: `validator < file.in`; only the empty file is valid. */
#include "no_input.h"

int main(void) {
    return no_input_validate();
}
