/* A repository checker as a HUSTOJ special judge (the <spj> of an FPS file):
 *     spj INPUT ANSWER USER_OUTPUT
 * (the answer before the user's output, the other way round from the checker). Exit 0
 * accepted; anything else is a wrong answer there, so a presentation error (2) and a checker
 * failure (3) keep their statuses, which HUSTOJ shows as wrong answers. The message goes to
 * stdout, where HUSTOJ's logs and Hydro's `checker_type: hustoj` read it. scripts/export
 * makes it one file with the problem's checker (see checker_protocol.h).
 */
#include "checker_protocol.h"

static _Noreturn void protocol_report(int status, const char *message) {
    static const char *const words[] = {"ok", "wrong answer", "presentation error", "fail"};
    if (status < CHECKER_ACCEPTED || status > CHECKER_FAILURE) status = CHECKER_FAILURE;
    printf("%s: %s\n", words[status], message);
    exit(status);
}

int main(int argc, char **argv) {
    char *arguments[5];
    if (argc < 4) {
        fprintf(stderr, "usage: %s input answer user_output\n", argv[0]);
        return 3;
    }
    arguments[0] = argv[0];
    arguments[1] = argv[1]; /* input */
    arguments[2] = argv[3]; /* output: the user's */
    arguments[3] = argv[2]; /* answer */
    arguments[4] = NULL;
    protocol_capture();
    checker_exit(checker_main(4, arguments));
}
