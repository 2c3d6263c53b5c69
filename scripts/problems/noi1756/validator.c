/* Strict validator for noi1756 inputs: `validator < file.in`; see queries92.h. */
#include "queries92.h"

int main(void) {
    return queries92_validate();
}
