/* What the checker wrappers of scripts/export share: one repository checker run inside the
 * protocol of another judge.
 *
 * A repository checker (the file that `checker:` in problems/<id>.md names) is called
 * `checker INPUT OUTPUT ANSWER`, exits 0 AC, 1 WA, 2 PE or 3 when it cannot judge, and says
 * why in one line on stderr: "ok: ...", "wrong answer: ...", "presentation error: ..." or
 * "fail: ...". A wrapper (kattis_checker.c, testlib_checker.c, hustoj_spj.c) includes this
 * header, which includes the checker with
 *   - its main renamed checker_main, for the wrapper's main to call with the arguments in the
 *     checker's order;
 *   - its exit() routed to checker_exit(), which hands the status and the message to the
 *     wrapper's protocol_report();
 *   - its stderr kept in memory (or in a temporary file), so that the message reaches the
 *     judge in the judge's own words.
 * scripts/export puts the problem's checker in place of the include of "checker.c" below and
 * every other local include in place, so that a judge compiles one self-contained file.
 */
#ifndef CHECKER_PROTOCOL_H
#define CHECKER_PROTOCOL_H

/* fmemopen (POSIX 2008) under -std=c99 too, the standard Hydro compiles a checker with. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CHECKER_ACCEPTED, CHECKER_WRONG_ANSWER, CHECKER_PRESENTATION_ERROR, CHECKER_FAILURE };

/* Given by the wrapper: tells the judge the verdict (STATUS as the checker's exit status,
 * MESSAGE its line without the "ok: " kind of prefix) and ends the process. */
static _Noreturn void protocol_report(int status, const char *message);

static char protocol_message[4096];
static FILE *protocol_stream;  /* what the checker takes for stderr */
static int protocol_from_file; /* protocol_stream is a temporary file, read back at the end */

/* Call first: from now on the checker's messages are kept. */
static void protocol_capture(void) {
    protocol_stream = fmemopen(protocol_message, sizeof protocol_message - 1, "w");
    if (protocol_stream == NULL) {
        protocol_stream = tmpfile();
        protocol_from_file = protocol_stream != NULL;
    }
    if (protocol_stream == NULL) protocol_stream = stderr; /* the message goes out as it is */
}

/* The first line the checker wrote, without its "ok: " kind of prefix. */
static const char *protocol_checker_message(int status) {
    static const char *const prefix[] = {"ok", "wrong answer", "presentation error", "fail"};
    char *text = protocol_message;
    char *end;
    if (protocol_stream != NULL && protocol_stream != stderr) {
        fflush(protocol_stream);
        if (protocol_from_file) {
            size_t length;
            rewind(protocol_stream);
            length = fread(protocol_message, 1, sizeof protocol_message - 1, protocol_stream);
            protocol_message[length] = '\0';
        }
    }
    end = strchr(text, '\n');
    if (end != NULL) *end = '\0';
    if (status >= CHECKER_ACCEPTED && status <= CHECKER_FAILURE) {
        size_t length = strlen(prefix[status]);
        if (strncmp(text, prefix[status], length) == 0 && text[length] == ':') {
            text += length + 1;
            while (*text == ' ') text++;
        }
    }
    return text;
}

static _Noreturn void checker_exit(int status) {
    protocol_report(status, protocol_checker_message(status));
}

#define main checker_main
#define exit checker_exit
#undef stderr
#define stderr protocol_stream

#include "checker.c"

#undef main
#undef exit
#undef stderr

#endif
