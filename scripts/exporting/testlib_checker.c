/* A repository checker as a testlib checker (Hydro's `checker_type: testlib`):
 *     checker INPUT OUTPUT ANSWER
 * the repository's own argument order and exit statuses (0 OK, 1 WA, 2 PE, 3 FAIL, as
 * testlib), with the message in testlib's words: "ok ...", "wrong answer ...",
 * "wrong output format ..." or "FAIL ..." on stderr. Hydro reads the verdict from those
 * words and accepts only a line that starts with "ok " (the checker's own "ok: " would be a
 * wrong answer there). scripts/export makes it one file with the problem's checker (see
 * checker_protocol.h).
 */
#include "checker_protocol.h"

static _Noreturn void protocol_report(int status, const char *message) {
    static const char *const words[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    if (status < CHECKER_ACCEPTED || status > CHECKER_FAILURE) status = CHECKER_FAILURE;
    fprintf(stderr, "%s %s\n", words[status], *message ? message : "(no message)");
    exit(status);
}

int main(int argc, char **argv) {
    protocol_capture();
    checker_exit(checker_main(argc, argv));
}
