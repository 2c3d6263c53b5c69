/* A repository checker as a Kattis / ICPC output validator (DOMjudge runs the same):
 *     validator INPUT ANSWER FEEDBACK_DIR [flags] < TEAM_OUTPUT
 * Exit 42 accepted, 43 wrong answer (a presentation error too: the format has no other
 * rejection), 3 when the checker cannot judge (any exit status but 42 and 43 is a judge error
 * there). The team output is kept in FEEDBACK_DIR/team_output for the checker, which reads
 * files; the checker's message goes to FEEDBACK_DIR/judgemessage.txt, for the jury only.
 * scripts/export makes it one file with the problem's checker (see checker_protocol.h).
 */
#include "checker_protocol.h"

static const char *feedback_dir = ".";

static _Noreturn void protocol_report(int status, const char *message) {
    char path[4096];
    FILE *file;
    snprintf(path, sizeof path, "%s/judgemessage.txt", feedback_dir);
    file = fopen(path, "w");
    if (file != NULL) {
        fprintf(file, "%s\n", message);
        fclose(file);
    }
    if (status == CHECKER_ACCEPTED) exit(42);
    if (status == CHECKER_WRONG_ANSWER || status == CHECKER_PRESENTATION_ERROR) exit(43);
    fprintf(stderr, "checker failure: %s\n", message);
    exit(3);
}

/* Copies standard input to PATH; 0 on failure. */
static int keep_team_output(const char *path) {
    char buffer[1 << 16];
    size_t length;
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 0;
    while ((length = fread(buffer, 1, sizeof buffer, stdin)) > 0) {
        if (fwrite(buffer, 1, length, file) != length) {
            fclose(file);
            return 0;
        }
    }
    return !ferror(stdin) && fclose(file) == 0;
}

int main(int argc, char **argv) {
    static char output_path[4096];
    char *arguments[5];
    if (argc < 4) {
        fprintf(stderr, "usage: %s input answer feedback_dir < team_output\n", argv[0]);
        return 3;
    }
    feedback_dir = argv[3];
    snprintf(output_path, sizeof output_path, "%s/team_output", feedback_dir);
    if (!keep_team_output(output_path)) {
        fprintf(stderr, "cannot keep the team output in %s\n", output_path);
        return 3;
    }
    arguments[0] = argv[0];
    arguments[1] = argv[1];     /* input */
    arguments[2] = output_path; /* output */
    arguments[3] = argv[2];     /* answer */
    arguments[4] = NULL;
    protocol_capture();
    checker_exit(checker_main(4, arguments));
}
