/* measure: run one program once and report the CPU time and peak memory the kernel measured.
 *
 *   measure -i IN -o OUT [-b BUDGET_MS] -- PROGRAM [ARG...]
 *
 * PROGRAM reads IN and writes OUT (stderr is kept). One line on stdout once it has ended:
 *   status=exited code=0 cpu_ms=123.4 mem_kb=4567 user_ms=120.1
 * cpu_ms is user + system time (to 0.1 ms), mem_kb the peak resident set and user_ms the
 * user time alone, all from wait4()'s rusage.
 * With a budget, a program still running after BUDGET_MS of CPU time (RLIMIT_CPU, whole
 * seconds) or after 2 x BUDGET_MS + 1 s of wall-clock time (a loaded machine) is killed and
 * reported as status=budget. A program killed by a signal is status=signaled code=SIGNAL.
 * Exit status 0 when the program could be run, 2 otherwise (message on stderr).
 * Used by scripts/bench/run; built by scripts/lib.sh build_tool.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void usage(void) {
    fprintf(stderr, "usage: measure -i IN -o OUT [-b BUDGET_MS] -- PROGRAM [ARG...]\n");
    exit(2);
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static double timeval_ms(struct timeval t) {
    return t.tv_sec * 1000.0 + t.tv_usec / 1000.0;
}

/* in the child: stdin from in, stdout to out, the CPU budget, then PROGRAM */
static void start_program(const char *in, const char *out, long budget_ms, char **argv) {
    int input = open(in, O_RDONLY);
    int output = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (input < 0 || output < 0 || dup2(input, 0) < 0 || dup2(output, 1) < 0) {
        fprintf(stderr, "measure: cannot open %s or %s: %s\n", in, out, strerror(errno));
        _exit(127);
    }
    close(input);
    close(output);
    if (budget_ms > 0) {
        rlim_t seconds = (rlim_t)(budget_ms + 999) / 1000;
        struct rlimit cpu = {.rlim_cur = seconds, .rlim_max = seconds + 1};
        setrlimit(RLIMIT_CPU, &cpu);
    }
    execvp(argv[0], argv);
    fprintf(stderr, "measure: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

int main(int argc, char **argv) {
    const char *in = NULL, *out = NULL;
    long budget_ms = 0;
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
        if (i + 1 >= argc) usage();
        if (strcmp(argv[i], "-i") == 0) {
            in = argv[i + 1];
        } else if (strcmp(argv[i], "-o") == 0) {
            out = argv[i + 1];
        } else if (strcmp(argv[i], "-b") == 0) {
            char *end;
            budget_ms = strtol(argv[i + 1], &end, 10);
            if (*end != '\0' || budget_ms < 0) usage();
        } else {
            usage();
        }
    }
    if (in == NULL || out == NULL || i + 1 >= argc) usage();

    const double start = now_ms();
    pid_t child = fork();
    if (child < 0) {
        fprintf(stderr, "measure: fork: %s\n", strerror(errno));
        return 2;
    }
    if (child == 0) start_program(in, out, budget_ms, argv + i + 1);

    int status = 0;
    struct rusage used = {0};
    int over_budget = 0;
    long pause_ns = 100000; /* poll often at first, then every 20 ms */
    for (;;) {
        pid_t done = wait4(child, &status, WNOHANG, &used);
        if (done == child) break;
        if (done < 0 && errno != EINTR) {
            fprintf(stderr, "measure: wait4: %s\n", strerror(errno));
            return 2;
        }
        if (budget_ms > 0 && now_ms() - start > 2.0 * budget_ms + 1000 && !over_budget) {
            over_budget = 1;
            kill(child, SIGKILL);
        }
        nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = pause_ns}, NULL);
        if (pause_ns < 20000000) pause_ns *= 2;
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return 2; /* message already given */

    const double cpu_ms = timeval_ms(used.ru_utime) + timeval_ms(used.ru_stime);
    if (budget_ms > 0 && cpu_ms > budget_ms) over_budget = 1;
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) over_budget = 1;
    const char *state = over_budget ? "budget" : WIFSIGNALED(status) ? "signaled" : "exited";
    const int code = WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status);
    printf("status=%s code=%d cpu_ms=%.1f mem_kb=%ld user_ms=%.1f\n", state, code, cpu_ms,
           used.ru_maxrss, timeval_ms(used.ru_utime));
    return 0;
}
