/* Strict validator for ybt1214 inputs: `validator < file.in`; see queries92.h. */
#include "queries92.h"

int main(void) {
    return queries92_validate();
}
