/* sandbox: run one untrusted program, or one compiler, in a box under an online judge's
 * limits, and report what it used.
 *
 *   sandbox -d DIR -i IN -o OUT -e ERR [-t CPU_MS] [-w WALL_MS] [-m MEM_KB] [-f FILE_BYTES]
 *           [-l LOG_BYTES] [-s BOX_KB] [-x NAME] [-T THREADS] [-C] [-P] [-W PREFIX] -- PROGRAM
 *           [ARG...]
 *   sandbox -S -d DIR -o OUT -e ERR [-m MEM_KB] [-f LARGEST_BYTES] [-l LOG_BYTES] [-s BOX_KB]
 *           [-T THREADS] -- PROGRAM [ARG...]
 *   sandbox -F [PATH...]
 *   sandbox -V PATH...
 *
 * The box: PROGRAM runs in a working folder that holds copies of DIR's regular files (the
 * judge puts the compiled program there, or the source to compile), with stdin a private
 * sealed copy of IN and stdout and stderr private in-memory files that the sandbox copies
 * to OUT and ERR at the end, so that no descriptor names a path of the host. -x NAME copies
 * the file NAME that the run left in the working folder back to DIR (the compiled program).
 * It starts in a new session and process group, with a minimal environment.
 *
 * Two profiles. A program (the default): RLIMIT_CPU (CPU_MS rounded up to seconds, plus
 * 1 s), RLIMIT_STACK (MEM_KB plus 1 MiB), RLIMIT_FSIZE (FILE_BYTES: stdout, stderr and every
 * file it writes), RLIMIT_NOFILE 64, RLIMIT_NPROC 1 (1 + THREADS with -T, for a judge that allows
 * threads), RLIMIT_CORE 0, RLIMIT_AS (MEM_KB plus 4 GiB: only a backstop, so that a big
 * array that loads is measured instead of crashing), and the system-call allowlist. A program
 * whose file is larger than MEM_KB, or whose loaded segments pass the backstop, is not run:
 * it is reported as having passed the memory limit. A compiler (-C): the driver may start
 * its passes (cc1, as, ld), so there is no allowlist and no process limit; RLIMIT_AS is
 * MEM_KB and RLIMIT_CPU CPU_MS (rounded up) for each process, RLIMIT_FSIZE FILE_BYTES for
 * each file it writes; TMPDIR is the working folder; LOG_BYTES bounds its diagnostics.
 *
 * Memory: as root, each run gets a memory cgroup of its own (scripts/judging/cgroup.h), whose
 * peak is the memory reported: the kernel's count of its pages, the files of its folder, its
 * page tables and other kernel memory, its swap. (What it prints is not counted: the sandbox
 * allocates the output's pages itself.) Without one, the watch reads /proc/PID/status whole:
 * the resident set, page tables and swap, and adds the files of its folder (a Windows run:
 * of every process of its box, below).
 *
 * The watch: every 10 ms the sandbox reads the process's CPU clock, the wall clock and (with
 * -m, programs only) its memory, answers the system calls it waits in (below; between the
 * ticks too, as soon as one waits, where the kernel gives a pidfd), and sends
 * SIGKILL to the whole process group as soon as memory passes MEM_KB, wall time passes
 * WALL_MS (the guard against sleeping or blocked programs: the time the process waited in a
 * busy machine's queue for a CPU, from /proc/PID/schedstat, is not counted, up to 10 x
 * WALL_MS of the wall clock), stdout or stderr pass LOG_BYTES,
 * or CPU time passes CPU_MS plus a 50 ms grace. The CPU limit counts as passed at CPU_MS; the
 * grace only makes sure that the CPU time reported afterwards shows it. The group is killed
 * when the process ends, too. A program is one process (RLIMIT_NPROC, the allowlist), and the
 * watch reads that process alone. A Windows run has several that its first process never
 * reaps (Wine's CreateProcess forks twice, and its wineserver is a daemon), so its CPU time
 * and memory are those of every process of its box. As root the kernel counts both: the
 * memory cgroup, and for CPU time its cpu.stat (cgroup v2) or a cpuacct cgroup of the run's
 * own beside it (v1, cgroup.h). Without a cgroup, each tick the watch lists the box's own
 * /proc (its PID namespace's processes only, handed over by the child as /box is) and sums,
 * over every process, utime + stime + cutime + cstime of /proc/PID/stat (its own CPU time and
 * that of the children it reaped: the namespace's PID 1 reaps the orphans, so that their time
 * lands in its cutime and cstime) and the anonymous and shared-memory pages, page tables and
 * swap of /proc/PID/status (not the pages of files: Wine's DLLs, which each of its processes
 * maps, are held once), to which it adds the files of /box and what /wine holds beyond its
 * start (C:). The time and memory limits hold for those counts. The sums' CPU times come in
 * clock ticks (10 ms), each process's rounded down: they see less than the kernel's count.
 *
 * Containment, layer by layer (-F lists which this machine has):
 * - User: started as root, the process runs as a uid (and gid) of its own, drawn at random
 *   above 2^30 and used by no account and no process, as isolate gives each box one: no other
 *   process of the machine can open its /proc/PID/fd or signal it. Otherwise as the caller.
 * - Namespaces: new PID, network, IPC, UTS (host name "box"), time (its clocks start near
 *   1 s) and cgroup namespaces, the last entered once it is in its cgroup, or where it started
 *   without one; as root directly, otherwise inside a new user namespace where the user stays
 *   itself. It sees no other process, so kill(-1) and the like reach nothing outside, no
 *   network, nothing of the machine's name, uptime or cgroup tree. A tiny PID 1 holds the
 *   namespace and reaps its orphans; the process is PID 2.
 * - Root (scripts/judging/box.h): a root of its own with only the system folders its profile
 *   needs (a program: the shared libraries; a compiler: its tools, headers and libraries), a
 *   /proc of its own processes only, and the working folder, a tmpfs of BOX_KB (default:
 *   MEM_KB plus 8 MB). Nothing else can be opened, listed or stat()ed; writing is bounded.
 *   -V PATH... says which PATHs lie in what a box shows (exit 1), so that the judge refuses
 *   test data a program could read; -F PATH... says it after the layers' line.
 * - Files (Landlock), a second wall behind the root and the only one without it: create,
 *   change or remove files only beneath the working folder; read, list or execute only
 *   beneath it, /usr, /lib, /lib64, /lib32, /bin, /sbin, its own /proc/PID, and the files
 *   /etc/ld.so.cache, /etc/ld.so.preload, /etc/localtime, /dev/null, /dev/zero,
 *   /dev/urandom, /dev/random and /dev/full (those of them that exist; the compiler gets
 *   neither /etc/localtime nor /dev/zero, /dev/random and /dev/full).
 * - System calls (programs; Linux x86_64/aarch64): a seccomp allowlist
 *   (scripts/judging/syscall_policy.h) admits what C and C++ programs make (read and write,
 *   memory, clocks, timers, limits, exit, the loader's and runtime's start-up), a few calls
 *   with checked arguments (the first execve, signals to itself, limits of itself, terminal
 *   queries, naming its thread, mmap without huge pages, madvise without paging out, a thread
 *   with -T, its own priority) and nothing else. A forbidden call waits for the sandbox
 *   (seccomp user notification), which notes its number and kills the program; the call
 *   never runs.
 *   uname, sysinfo and sched_getaffinity wait for the sandbox too, which answers them with
 *   the box's own facts (the host name "box" and no kernel build; the memory limit as the
 *   machine's memory and the run's own uptime; one CPU). Without user notification in the
 *   kernel a forbidden call kills the program at once with SIGSYS, which then cannot be told
 *   from a SIGSYS the program raised itself, and the answered calls fail with ENOSYS.
 * - Keyrings: each run (a program, a compiler, a Windows run) joins a new session keyring of
 *   its own user before exec, so that no key of the caller's session keyring is possessed;
 *   its user keyring is its uid's own (as root) or its user namespace's (otherwise).
 * - Limits: the rlimits and the watch above.
 * -P leaves out the namespaces, the root, the cgroup, seccomp and Landlock (to test the
 * portable layers).
 *
 * -S: one box for all the cases of a judgement (a program, not a compiler or a Windows run;
 * it needs the namespaces and a root of its own). The namespaces, the uid, the memory cgroup
 * and the root are made once; a keeper, PID 1 of the namespaces, stays in the root and (where
 * the kernel can reset a cgroup's peak: cgroup v1, or v2 from Linux 6.12) in the cgroup, and
 * forks each case's process there, so no process has to move into a cgroup (a write to
 * cgroup.procs waits for the kernel's RCU: 10 ms on one kernel, 8 to 16 ms on Linux 6.18 when
 * no move came just before; cgroup.h join_file joins through v1's tasks instead, without
 * that wait). Each request line on stdin,
 *   CPU_MS WALL_MS FILE_BYTES NEXT_BYTES INPUT
 * (INPUT the rest of the line) runs PROGRAM once with those limits, stdin a private copy of
 * INPUT, its stdout and stderr saved to OUT and ERR, and prints one line as below; NEXT_BYTES
 * is the FILE_BYTES of the request the judge will send next (0: none known), whose stdout and
 * stderr are then made while the judge reads the line. -f LARGEST_BYTES, the largest
 * FILE_BYTES a request will carry, has a spare pair of that size made by a process of its own
 * while the first cases run, for the first case that needs more than is made ahead. Before
 * each case but the first, /box is a fresh tmpfs holding copies of DIR's files: what a case
 * wrote is gone, its process group killed and reaped, and its uid (the judgement's) owns
 * nothing else, the root being read-only. Each case's process is PID 2 again (the keeper
 * sets its namespace's ns_last_pid back) and gets a time namespace of its own whose clocks
 * start near 1 s, so that no case learns from its PID or the monotonic and boot clocks what
 * an earlier one did (the real-time clock runs on for all). What differs from a run of its
 * own: the memory reported is the cgroup's peak above what it
 * held before the case (the keeper and the copies of DIR's files: a program's own file is
 * not memory it uses), in the kernel's batches of 256 KB. Where the peak cannot be reset,
 * each case gets a cgroup of its own that its process joins. At the end of stdin the box
 * is taken down and the sandbox exits 0; a wrong request ends it with status 2. Killed, it
 * takes the keeper and the case with it (PR_SET_PDEATHSIG).
 *
 * A Windows run (-W PREFIX, a program under Wine: PROGRAM is Wine's loader, its argument the
 * .exe): the program profile with what Wine needs. The root gets Wine's folders and /wine, a
 * copy of the prefix template PREFIX on a tmpfs of the run's user (box.h add_wine_prefix:
 * drives C: and D: only, no Z: onto /); the environment names it and turns off Wine's boot,
 * crash debugger and messages; RLIMIT_NPROC and RLIMIT_NOFILE leave room for Wine's own
 * threads, its wineserver and descriptors; Landlock also lets it use /wine. The system-call
 * allowlist is Wine's own (syscall_policy.h wine_allowed_syscalls, x86_64), installed before
 * the loader's execve and inherited by the wineserver and every Wine process, since a MinGW
 * program can make Linux calls itself (the syscall instruction, which Wine 8 does not trap):
 * the calls Wine makes pass (threads, fork and execve, wait4, signals to its own processes,
 * Unix sockets, files); the keyrings, tracing and other processes' memory, perf, BPF,
 * userfaultfd, io_uring, mounts, namespaces (unshare, setns, clone with CLONE_NEW*), kexec
 * and modules, and socket or socketpair of any family but AF_UNIX are forbidden calls, named
 * and killed as above; uname, sysinfo and sched_getaffinity are answered as above; any other
 * call fails with ENOSYS, as from a kernel without it (Wine and the C library fall back:
 * clone3 to clone). The namespaces, the root, Landlock, the uid, the memory cgroup (Wine's
 * processes are the run's) and the limits hold too, the time and memory limits over all the
 * processes of the box (the watch, above): the processes the program starts with
 * CreateProcess and Wine's own. Needs the root of its own: without a mount namespace the run
 * fails to start.
 *
 * Output, one line on stdout once the process has ended:
 *   status=exited code=0 signal=0 cpu_ms=12 mem_kb=1532 wall_ms=20 limit=none syscall=none
 *   exec_error=none created=none
 * status is exited, signaled, or not-run (the program was not started: too big to load, with
 * limit=mem, or refused by the kernel's execve, whose errno exec_error names: ENOEXEC for a
 * broken ELF file, say); cpu_ms (user + system, of the process and the processes it waited
 * for) comes from wait4()'s rusage; for a Windows run, the largest of that, the counts of the
 * box's processes the watch made, and one more made when the process has ended, before its
 * group is killed. mem_kb is the peak memory: the cgroup's peak, or rusage's peak resident set
 * (plus the files of /box and, for a Windows run, of /wine) or the larger peak the watch saw
 * (a Windows run: its sums). limit names the limit the process passed first: cpu, wall, mem
 * or fsize (stdout or stderr at LOG_BYTES) as the watch saw them during the run (checked in
 * that order within one tick). When the watch saw none passed, the measures taken at the end
 * decide, in this order: cpu_ms > CPU_MS (cpu), wall_ms less the time waiting for a CPU
 * > WALL_MS (wall), mem_kb > MEM_KB (mem: a program that passes MEM_KB and ends between two
 * ticks),
 * stdout or stderr holding FILE_BYTES or LOG_BYTES of data, or a file of its own folder
 * holding FILE_BYTES of data when SIGXFSZ ended it (fsize: bytes written, never the size of a
 * sparse file); else none. Only these measures decide: a process that raises SIGXCPU or
 * SIGXFSZ itself passed no limit. syscall is the number of the forbidden system call the
 * program was stopped in, or none. created is the name of a file the process left in its
 * working folder (other than DIR's and NAME of -x; bytes outside [A-Za-z0-9._-] as %XX), or
 * none. Exit status 0 when the process ran (or was reported not run), 2 when it could not be
 * started (message on stderr). Killed by SIGINT, SIGTERM or SIGHUP, the sandbox kills the
 * process's group first and then dies of the same signal.
 *
 * sandbox -F prints which layers this machine provides, as key=value words (then, as -V, each
 * PATH given that a box would show):
 *   user=own seccomp=yes landlock=yes reads=contained namespaces=pid,net,ipc,uts,cgroup,time
 *   root=own memory=cgroup
 * user is own when started as root (a uid of its own), else self; seccomp is yes (forbidden
 * calls named), kill (forbidden calls kill at once, unnamed) or no; landlock is yes or no;
 * reads is contained when the root or Landlock confine reading as above, open when the
 * process may read whatever its user may; namespaces is pid,net,ipc,uts with ,cgroup and
 * ,time where the kernel has them, or none; root is own (a root of its own: files written
 * count as memory and are bounded) or shared (the working folder is DIR on disk: files
 * written are bounded only by FILE_BYTES each); memory is cgroup (counted by the kernel) or
 * watch (read from /proc).
 */
#ifdef __linux__
#define _GNU_SOURCE /* for O_PATH */
#endif
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__
#include <elf.h>
#include <poll.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#ifdef __NR_keyctl
#include <linux/keyctl.h>
#endif
#if (defined(__x86_64__) || defined(__aarch64__)) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HAVE_SECCOMP 1
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/ioctl.h>

#include "syscall_policy.h"
#endif
#ifdef __NR_landlock_create_ruleset
#define HAVE_LANDLOCK 1
#include <linux/landlock.h>
#endif
#endif

#include "box.h"
#include "cgroup.h"

enum { EXIT_SETUP_FAILED = 2 };

#define BOX_UID_FIRST 0x40000000u /* the box's own uids: far above the accounts and the */
#define BOX_UID_COUNT 0x10000000u /* ranges /etc/subuid gives user namespaces */
#define AS_BACKSTOP_BYTES (4LL << 30)
#define WATCH_TICK_MS 10
#define STATUS_BYTES 65536 /* /proc/PID/status: 1.5 KB, more with many groups; read whole */
#define CPU_GRACE_MS 50
#define WALL_BACKSTOP_FACTOR 10   /* the wall clock alone stops a run at 10 x WALL_MS */
#define BOX_MARGIN_KB 8192        /* the box's folder beyond the memory limit */
#define BLOCK_ROUNDING_BYTES 4096 /* a file's last block may be partly filled */
#define PROGRAM_DESCRIPTORS 64    /* RLIMIT_NOFILE of a program */
#define MAX_THREADS 64            /* -T: threads a program may start where its judge allows them */
#define WINE_PROCESSES 128   /* RLIMIT_NPROC of a Windows run: Wine's threads, its wineserver */
#define WINE_DESCRIPTORS 256 /* RLIMIT_NOFILE of a Windows run */
#define MAX_DESCRIPTORS_SCANNED 65536
#define CLOSE_RANGE_ON_EXEC (1u << 2) /* CLOSE_RANGE_CLOEXEC of linux/close_range.h */
#define COPY_CHUNK 65536
/* -S: the bytes of the first case's streams, made ahead beside the root: the judge's output
 * limit of an answer up to 64 KB (1 MB and twice the answer); a larger one's are reserved at
 * its request (each later case's are made at the size the request before it announced) */
#define PREPARED_STREAM_BYTES ((1LL << 20) + (128LL << 10))

struct options {
    const char *dir, *input, *output, *errors, *extract, *wine;
    long long cpu_ms, wall_ms, mem_kb, file_bytes, log_bytes, box_kb;
    int portable, compiler, threads, serve;
    char **program;
};

struct identity {
    int drop; /* 1: switch to uid/gid before exec (the sandbox runs as root) */
    uid_t uid;
    gid_t gid;
};

struct descriptors {
    int input, output, errors, dir;
};

/* What the child reports through the close-on-exec pipe when a step before exec fails. */
struct setup_failure {
    int step;
    int error;
};

enum setup_step {
    STEP_SESSION,
    STEP_REDIRECT,
    STEP_CGROUP,
    STEP_ROOT,
    STEP_CHDIR,
    STEP_IDENTITY,
    STEP_KEYRING,
    STEP_LIMITS,
    STEP_NO_NEW_PRIVS,
    STEP_LANDLOCK,
    STEP_SECCOMP,
    STEP_HANDOFF,
    STEP_EXEC
};

static const char *const step_names[] = {"start a new session",
                                         "redirect stdin/stdout/stderr",
                                         "join the run's memory cgroup",
                                         "build the box's own root",
                                         "enter the working directory",
                                         "switch to the box's user",
                                         "join a session keyring of its own",
                                         "set resource limits",
                                         "set no_new_privs",
                                         "apply the Landlock rules",
                                         "install the seccomp filter",
                                         "hand the process over",
                                         "execute the program"};

/* What the child hands the sandbox over the socket, each tagged by its byte; a Windows run
 * also its /proc (its processes only) and Wine's prefix, for the watch. */
enum handoff {
    HANDOFF_BOX = 'b',
    HANDOFF_LISTENER = 'l',
    HANDOFF_PID = 'p',
    HANDOFF_PROCESSES = 'r',
    HANDOFF_WINE = 'w'
};

enum limit { LIMIT_NONE, LIMIT_CPU, LIMIT_WALL, LIMIT_MEM, LIMIT_FSIZE, LIMIT_MEM_BEFORE_RUN };

static const char *const limit_names[] = {"none", "cpu", "wall", "mem", "fsize", "mem"};

struct outcome {
    int status; /* as from wait4 */
    long long cpu_ms, mem_kb, wall_ms;
    enum limit first_passed; /* by the watch, during the run */
    long forbidden_call;     /* the system call number the program was stopped in, or -1 */
    int output_exceeded;
    int cgroup_full; /* the run's cgroup reached its hard limit */
};

static volatile sig_atomic_t child_group;
static volatile sig_atomic_t first_limit_passed;  /* enum limit; set once, by the watch */
static volatile sig_atomic_t peak_kb_seen;        /* the highest memory the watch measured */
static volatile sig_atomic_t cpu_ms_seen;         /* the most CPU time the watch measured */
static volatile sig_atomic_t queued_ms_seen;      /* the most time waiting for a CPU it measured */
static volatile sig_atomic_t forbidden_call = -1; /* the number of a refused system call */
static volatile sig_atomic_t stop_signal;
static pid_t keeper_pid; /* -S: PID 1 of the box, which holds its namespaces and root */

static volatile sig_atomic_t memory_kb_now; /* the memory the watch measured last */
static struct box_cgroup run_cgroup;        /* the run's memory cgroup, if it has one */

static void kill_child_group(void);

/* What the watch (on_watch_tick) needs; written before the timer starts, then only read. */
static struct {
    long long wall_ms, cpu_ms, mem_kb, log_bytes;
    struct timespec start;
    clockid_t cpu_clock;
    int has_cpu_clock;
    char status_path[32];  /* /proc/PID/status, formatted here as snprintf is not signal-safe */
    char sched_path[32];   /* /proc/PID/schedstat: its time waiting for a CPU */
    int listener;          /* the seccomp listener, or -1 */
    int box;               /* the box's own working folder (a tmpfs), or -1 */
    long box_start_kb;     /* its usage when the process starts: DIR's files */
    int processes;         /* a Windows run: the box's own /proc (its processes), or -1 */
    int wine;              /* a Windows run: Wine's prefix /wine (a tmpfs), or -1 */
    long wine_start_kb;    /* its usage when the process starts: the template's copy */
    long clock_ticks;      /* the unit of /proc/PID/stat's CPU times, per second */
    int output, errors;    /* the process's stdout and stderr */
    int cgroup_usage;      /* the run's memory cgroup: what it holds now, or -1 (no cgroup) */
    int cgroup_cpu;        /* a Windows run's CPU time counted by the kernel, or -1 (cgroup.h) */
    long long baseline_kb; /* -S: what the cgroup held before the case (the box's keeper) */
} watch = {.listener = -1,
           .box = -1,
           .processes = -1,
           .wine = -1,
           .output = -1,
           .errors = -1,
           .cgroup_usage = -1,
           .cgroup_cpu = -1};

static long long timespec_ms(const struct timespec *t) {
    return (long long)t->tv_sec * 1000 + t->tv_nsec / 1000000;
}

static long long timespec_ms_between(const struct timespec *from, const struct timespec *to) {
    return (long long)(to->tv_sec - from->tv_sec) * 1000 + (to->tv_nsec - from->tv_nsec) / 1000000;
}

static _Noreturn void fail(const char *what, int error) {
    if (error)
        fprintf(stderr, "sandbox: %s: %s\n", what, strerror(error));
    else
        fprintf(stderr, "sandbox: %s\n", what);
    exit(EXIT_SETUP_FAILED);
}

static _Noreturn void usage(void) {
    fail("usage: sandbox -d DIR -i IN -o OUT -e ERR [-t CPU_MS] [-w WALL_MS] [-m MEM_KB] "
         "[-f FILE_BYTES] [-l LOG_BYTES] [-s BOX_KB] [-x NAME] [-T THREADS] [-C] [-P] [-W PREFIX] "
         "-- PROGRAM [ARG...]  |  sandbox -S -d DIR -o OUT -e ERR [-m MEM_KB] [-f LARGEST_BYTES] "
         "[-l LOG_BYTES] [-s BOX_KB] [-T THREADS] -- PROGRAM [ARG...]  |  sandbox -F [PATH...]  |  "
         "sandbox -V PATH...",
         0);
}

static long long parse_amount(const char *text) {
    char *end;
    errno = 0;
    long long value = strtoll(text, &end, 10);
    if (errno || end == text || *end || value < 0 || value > (1LL << 40)) usage();
    return value;
}

/* ---- Linux-only containment layers ---- */

#ifdef HAVE_SECCOMP
#ifndef SECCOMP_RET_KILL_PROCESS
#define SECCOMP_RET_KILL_PROCESS SECCOMP_RET_KILL
#endif
#ifdef __x86_64__
#define FILTER_ARCH AUDIT_ARCH_X86_64
#else
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif
#define X32_SYSCALL_BIT 0x40000000u
#define TERMINAL_GET_ATTRIBUTES 0x5401u /* TCGETS: is this descriptor a terminal? */
#define TERMINAL_GET_SIZE 0x5413u       /* TIOCGWINSZ */
#ifndef MADV_COLD
#define MADV_COLD 20
#endif
#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif

/* The calls allowed only with some arguments: each gets a block of checks after the list. */
enum checked_call {
    CHECKED_EXECVE,
    CHECKED_SIGNAL,
    CHECKED_PRLIMIT,
    CHECKED_IOCTL,
    CHECKED_NAME,
    CHECKED_HANDOFF,
    CHECKED_MMAP,
    CHECKED_MADVISE,
    CHECKED_CLONE,
    CHECKED_CLONE3,
    CHECKED_PRIORITY,
    CHECKED_UNIX_SOCKET,
    CHECKED_NEW_PROCESS
};

static const unsigned checked_numbers[] = {
    __NR_execve,  __NR_kill, __NR_tkill,   __NR_tgkill, __NR_prlimit64, __NR_ioctl,      __NR_prctl,
    __NR_sendmsg, __NR_mmap, __NR_madvise, __NR_clone,  __NR_clone3,    __NR_setpriority};
static const enum checked_call checked_kinds[] = {
    CHECKED_EXECVE, CHECKED_SIGNAL, CHECKED_SIGNAL,  CHECKED_SIGNAL, CHECKED_PRLIMIT,
    CHECKED_IOCTL,  CHECKED_NAME,   CHECKED_HANDOFF, CHECKED_MMAP,   CHECKED_MADVISE,
    CHECKED_CLONE,  CHECKED_CLONE3, CHECKED_PRIORITY};

enum { CHECKED_COUNT = sizeof checked_numbers / sizeof checked_numbers[0] };
enum { FILTER_CAPACITY = ALLOWED_COUNT + EMULATED_COUNT + CHECKED_COUNT + 60 };
_Static_assert(FILTER_CAPACITY < 250, "BPF jumps reach at most 255 instructions ahead");

#ifdef HAVE_WINE_POLICY
/* Under Wine (syscall_policy.h): the calls checked by their arguments. */
static const unsigned wine_checked_numbers[] = {__NR_socket, __NR_socketpair, __NR_clone, __NR_mmap,
                                                __NR_madvise};
static const enum checked_call wine_checked_kinds[] = {
    CHECKED_UNIX_SOCKET, CHECKED_UNIX_SOCKET, CHECKED_NEW_PROCESS, CHECKED_MMAP, CHECKED_MADVISE};

enum { WINE_CHECKED_COUNT = sizeof wine_checked_numbers / sizeof wine_checked_numbers[0] };
/* Its lists are compared in runs of at most MATCH_RUN numbers, each run followed by its own
 * return, so that no jump reaches further than BPF allows however long the lists grow. */
enum { MATCH_RUN = 200 };
enum {
    WINE_FILTER_CAPACITY =
        WINE_ALLOWED_COUNT + EMULATED_COUNT + WINE_FORBIDDEN_COUNT + 3 * WINE_CHECKED_COUNT + 80
};
enum { FILTER_SPACE = WINE_FILTER_CAPACITY + FILTER_CAPACITY }; /* room for either */
#else
enum { FILTER_SPACE = FILTER_CAPACITY };
#endif
/* No namespace of its own for a process that Wine starts (clone's CLONE_NEW* flags). */
#define NEW_NAMESPACE_FLAGS                                                                        \
    (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |  \
     CLONE_NEWNET | NEW_TIME_NAMESPACE)
#define NEW_TIME_NAMESPACE 0x80u /* CLONE_NEWTIME, missing from older headers */

struct filter {
    struct sock_filter code[FILTER_SPACE];
    unsigned short length;
};

/* What the filter compares the checked calls' arguments with. */
struct filter_facts {
    uint64_t exec_path;  /* the pointer the sandbox's own execve passes */
    unsigned own_pid;    /* signals only to itself (raise, abort) */
    unsigned handoff_fd; /* sendmsg only on it: the listener handed to the sandbox */
    unsigned deny;       /* SECCOMP_RET_USER_NOTIF (named in the report) or KILL_PROCESS */
    unsigned emulate;    /* SECCOMP_RET_USER_NOTIF (the sandbox answers), or an error */
    int threads;         /* 1: clone of a thread allowed (clone3 then says ENOSYS) */
};

/* Where the checks jump: the filter's final returns. */
struct filter_exits {
    unsigned allow, deny, kill, emulate, invalid, no_memory, no_such_call;
};

static void emit_load(struct filter *f, unsigned offset) {
    f->code[f->length++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offset);
}

/* A conditional jump to absolute instruction indexes (BPF jumps only forward). */
static void emit_jump(struct filter *f, unsigned test, unsigned value, unsigned if_true,
                      unsigned if_false) {
    unsigned next = f->length + 1u;
    f->code[f->length++] =
        (struct sock_filter)BPF_JUMP(BPF_JMP | test | BPF_K, value, (unsigned char)(if_true - next),
                                     (unsigned char)(if_false - next));
}

static void emit_return(struct filter *f, unsigned action) {
    f->code[f->length++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action);
}

static unsigned argument_low(int index) {
    return (unsigned)(offsetof(struct seccomp_data, args) + 8u * (unsigned)index);
}

/* Jump to allow when 64-bit argument index equals value, else to deny. */
static void emit_argument_equals(struct filter *f, int index, uint64_t value, unsigned allow,
                                 unsigned deny) {
    emit_load(f, argument_low(index));
    emit_jump(f, BPF_JEQ, (unsigned)(value & 0xffffffffu), f->length + 1u, deny);
    emit_load(f, argument_low(index) + 4u);
    emit_jump(f, BPF_JEQ, (unsigned)(value >> 32), allow, deny);
}

static void emit_checks(struct filter *f, enum checked_call kind, const struct filter_facts *facts,
                        const struct filter_exits *to) {
    switch (kind) {
    case CHECKED_EXECVE: /* the first execve only: after it the address space is the program's */
        emit_argument_equals(f, 0, facts->exec_path, to->allow, to->deny);
        break;
    case CHECKED_SIGNAL: /* kill, tkill, tgkill: the first argument is the target */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, facts->own_pid, to->allow, to->deny);
        break;
    case CHECKED_PRLIMIT: /* its own limits (pid 0 or itself); the kernel lets it raise a
                           * soft limit up to the hard one, never the hard one */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, 0, to->allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, facts->own_pid, to->allow, to->deny);
        break;
    case CHECKED_IOCTL: /* the two questions stdio asks about a terminal */
        emit_load(f, argument_low(1));
        emit_jump(f, BPF_JEQ, TERMINAL_GET_ATTRIBUTES, to->allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, TERMINAL_GET_SIZE, to->allow, to->deny);
        break;
    case CHECKED_NAME: /* prctl: naming its own thread, nothing else */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, PR_SET_NAME, to->allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, PR_GET_NAME, to->allow, to->deny);
        break;
    case CHECKED_HANDOFF: /* sendmsg: the sandbox's own, handing it the listener */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, facts->handoff_fd, to->allow, to->deny);
        break;
    case CHECKED_MMAP: /* no huge pages of the hugetlb pool, which no memory count sees */
        emit_load(f, argument_low(3));
        emit_jump(f, BPF_JSET, MAP_HUGETLB, to->no_memory, to->allow);
        break;
    case CHECKED_MADVISE: /* no paging out of its own memory, which would hide it from the
                           * resident set (the cgroup counts swap; the watch may not) */
        emit_load(f, argument_low(2));
        emit_jump(f, BPF_JEQ, MADV_PAGEOUT, to->invalid, f->length + 1u);
        emit_jump(f, BPF_JEQ, MADV_COLD, to->invalid, to->allow);
        break;
    case CHECKED_CLONE: /* a thread where the judge allows them (-T), never a process */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JSET, CLONE_THREAD, facts->threads ? to->allow : to->deny, to->deny);
        break;
    case CHECKED_CLONE3: /* its flags lie in memory the filter cannot read: with threads
                          * allowed, ENOSYS makes the C library fall back to clone */
        emit_jump(f, BPF_JEQ, __NR_clone3, facts->threads ? to->no_such_call : to->deny,
                  to->deny); /* always equal: the accumulator holds the call's number */
        break;
    case CHECKED_PRIORITY: /* setpriority of itself (glibc's nice()): PRIO_PROCESS, who 0
                            * or its pid */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, PRIO_PROCESS, f->length + 1u, to->deny);
        emit_load(f, argument_low(1));
        emit_jump(f, BPF_JEQ, 0, to->allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, facts->own_pid, to->allow, to->deny);
        break;
    case CHECKED_UNIX_SOCKET: /* socket, socketpair under Wine: Unix sockets, no other family */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, AF_UNIX, to->allow, to->deny);
        break;
    case CHECKED_NEW_PROCESS: /* clone under Wine: threads and processes, no new namespace */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JSET, NEW_NAMESPACE_FLAGS, to->deny, to->allow);
        break;
    }
}

/* Lays the checked calls' blocks out once in a scratch filter to learn where each starts
 * (block_start) and how long they are together (returned). */
static unsigned lay_out_blocks(const enum checked_call *kinds, unsigned count,
                               const struct filter_facts *facts, unsigned *block_start) {
    struct filter blocks = {.length = 0};
    struct filter_exits zero = {0, 0, 0, 0, 0, 0, 0};
    for (unsigned i = 0; i < count; i++) {
        block_start[i] = blocks.length;
        emit_checks(&blocks, kinds[i], facts, &zero);
    }
    return blocks.length;
}

/* Where the filter's final returns lie when the first is at index first (emit_exits). */
static struct filter_exits exits_from(unsigned first) {
    struct filter_exits to = {.allow = first,
                              .deny = first + 1u,
                              .kill = first + 2u,
                              .emulate = first + 3u,
                              .invalid = first + 4u,
                              .no_memory = first + 5u,
                              .no_such_call = first + 6u};
    return to;
}

/* The filter's final returns, in the order exits_from places them. */
static void emit_exits(struct filter *f, const struct filter_facts *facts) {
    emit_return(f, SECCOMP_RET_ALLOW);
    emit_return(f, facts->deny);
    emit_return(f, SECCOMP_RET_KILL_PROCESS);
    emit_return(f, facts->emulate);
    emit_return(f, SECCOMP_RET_ERRNO | EINVAL);
    emit_return(f, SECCOMP_RET_ERRNO | ENOMEM);
    emit_return(f, SECCOMP_RET_ERRNO | ENOSYS);
}

/* The allowlist: a foreign ABI kills; the calls of syscall_policy.h pass; the emulated ones
 * get facts->emulate; the checked calls pass when their arguments do; anything else gets
 * facts->deny. Layout: header, one jump per allowed and emulated call, one per checked call
 * to its block, the deny return, the blocks, then the returns the jumps aim at (BPF jumps
 * only forward). */
static void build_filter(struct filter *f, const struct filter_facts *facts) {
    unsigned block_start[CHECKED_COUNT], i;
    unsigned blocks_length = lay_out_blocks(checked_kinds, CHECKED_COUNT, facts, block_start);
    unsigned first_block = 4u + ALLOWED_COUNT + EMULATED_COUNT + CHECKED_COUNT + 1u;
    struct filter_exits to = exits_from(first_block + blocks_length);

    f->length = 0;
    emit_load(f, offsetof(struct seccomp_data, arch));
    emit_jump(f, BPF_JEQ, FILTER_ARCH, f->length + 1u, to.kill);
    emit_load(f, offsetof(struct seccomp_data, nr));
    emit_jump(f, BPF_JGE, X32_SYSCALL_BIT, to.kill, f->length + 1u);
    for (i = 0; i < ALLOWED_COUNT; i++)
        emit_jump(f, BPF_JEQ, allowed_syscalls[i], to.allow, f->length + 1u);
    for (i = 0; i < EMULATED_COUNT; i++)
        emit_jump(f, BPF_JEQ, emulated_syscalls[i], to.emulate, f->length + 1u);
    for (i = 0; i < CHECKED_COUNT; i++)
        emit_jump(f, BPF_JEQ, checked_numbers[i], first_block + block_start[i], f->length + 1u);
    emit_return(f, facts->deny);
    for (i = 0; i < CHECKED_COUNT; i++) emit_checks(f, checked_kinds[i], facts, &to);
    emit_exits(f, facts);
}

#ifdef HAVE_WINE_POLICY
/* Compares the call's number with each of count numbers: a match returns action. The numbers
 * go in runs of MATCH_RUN, each followed by a jump over its return and the return itself. */
static void emit_matches(struct filter *f, const unsigned *numbers, unsigned count,
                         unsigned action) {
    for (unsigned first = 0; first < count; first += MATCH_RUN) {
        unsigned run = count - first < MATCH_RUN ? count - first : MATCH_RUN;
        unsigned run_return = f->length + run + 1u;
        for (unsigned i = first; i < first + run; i++)
            emit_jump(f, BPF_JEQ, numbers[i], run_return, f->length + 1u);
        f->code[f->length++] = (struct sock_filter)BPF_STMT(BPF_JMP | BPF_JA, 1);
        emit_return(f, action);
    }
}

/* The filter of a Windows run: a foreign ABI kills; Wine's calls pass; the emulated ones get
 * facts->emulate; the forbidden ones facts->deny; the checked ones pass when their arguments
 * do; any other call fails with ENOSYS. Layout: header, the three lists (each with its own
 * returns), one jump per checked call to its block, the ENOSYS return, the blocks, then the
 * returns they aim at. */
static void build_wine_filter(struct filter *f, const struct filter_facts *facts) {
    unsigned block_start[WINE_CHECKED_COUNT], i;
    unsigned blocks_length =
        lay_out_blocks(wine_checked_kinds, WINE_CHECKED_COUNT, facts, block_start);

    f->length = 0;
    emit_load(f, offsetof(struct seccomp_data, arch));
    emit_jump(f, BPF_JEQ, FILTER_ARCH, f->length + 2u, f->length + 1u);
    emit_return(f, SECCOMP_RET_KILL_PROCESS);
    emit_load(f, offsetof(struct seccomp_data, nr));
    emit_jump(f, BPF_JGE, X32_SYSCALL_BIT, f->length + 1u, f->length + 2u);
    emit_return(f, SECCOMP_RET_KILL_PROCESS);
    emit_matches(f, wine_allowed_syscalls, WINE_ALLOWED_COUNT, SECCOMP_RET_ALLOW);
    emit_matches(f, emulated_syscalls, EMULATED_COUNT, facts->emulate);
    emit_matches(f, wine_forbidden_syscalls, WINE_FORBIDDEN_COUNT, facts->deny);
    unsigned first_block = f->length + WINE_CHECKED_COUNT + 1u;
    struct filter_exits to = exits_from(first_block + blocks_length);
    for (i = 0; i < WINE_CHECKED_COUNT; i++)
        emit_jump(f, BPF_JEQ, wine_checked_numbers[i], first_block + block_start[i],
                  f->length + 1u);
    emit_return(f, SECCOMP_RET_ERRNO | ENOSYS);
    for (i = 0; i < WINE_CHECKED_COUNT; i++) emit_checks(f, wine_checked_kinds[i], facts, &to);
    emit_exits(f, facts);
}
#endif

/* The filter of a program, or (wine) of a Windows run. */
static void build_profile_filter(struct filter *f, const struct filter_facts *facts, int wine) {
#ifdef HAVE_WINE_POLICY
    if (wine) {
        build_wine_filter(f, facts);
        return;
    }
#else
    (void)wine;
#endif
    build_filter(f, facts);
}

static int seccomp_available(void) {
    return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

/* Whether this machine has a filter for Windows runs (Wine runs on x86_64 only). */
static int wine_filter_available(void) {
#ifdef HAVE_WINE_POLICY
    return seccomp_available();
#else
    return 0;
#endif
}

/* Installs the allowlist. With the kernel's user notification (Linux 5.0), a forbidden call
 * waits for the sandbox, which reads its number, names it and kills the program, and an
 * emulated call waits for the sandbox's answer: returns the listener descriptor. Without it,
 * a forbidden call kills at once (SIGSYS) and an emulated one fails (ENOSYS): returns -2.
 * -1 on failure. */
static int install_syscall_filter(const char *exec_path, int handoff_fd, int threads, int wine) {
    struct filter f;
    struct filter_facts facts = {.exec_path = (uint64_t)(uintptr_t)exec_path,
                                 .own_pid = (unsigned)getpid(),
                                 .handoff_fd = (unsigned)handoff_fd,
                                 .deny = SECCOMP_RET_KILL_PROCESS,
                                 .emulate = SECCOMP_RET_ERRNO | ENOSYS,
                                 .threads = threads};
    struct sock_fprog program = {.filter = f.code};
#ifdef SECCOMP_FILTER_FLAG_NEW_LISTENER
    facts.deny = facts.emulate = SECCOMP_RET_USER_NOTIF;
    build_profile_filter(&f, &facts, wine);
    program.len = f.length;
    long listener =
        syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &program);
    if (listener >= 0) return (int)listener;
    facts.deny = SECCOMP_RET_KILL_PROCESS;
    facts.emulate = SECCOMP_RET_ERRNO | ENOSYS;
#endif
    build_profile_filter(&f, &facts, wine);
    program.len = f.length;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0 ? -2 : -1;
}

static int is_emulated(long number) {
    for (size_t i = 0; i < EMULATED_COUNT; i++)
        if ((long)emulated_syscalls[i] == number) return 1;
    return 0;
}

#ifdef SECCOMP_FILTER_FLAG_NEW_LISTENER
/* Writes the answer of an emulated call into the program's memory at address; 0 when done. */
static int write_answer(pid_t pid, uint64_t address, const void *answer, size_t size) {
    struct iovec local = {.iov_base = (void *)answer, .iov_len = size};
    struct iovec remote = {.iov_base = (void *)(uintptr_t)address, .iov_len = size};
    return process_vm_writev(pid, &local, 1, &remote, 1, 0) == (ssize_t)size ? 0 : -1;
}

/* The box's own uname: its host name, the kernel's name and architecture, no build. */
static void box_uname(struct utsname *box) {
    struct utsname machine;
    memset(box, 0, sizeof *box);
    if (uname(&machine) == 0) memcpy(box->machine, machine.machine, sizeof box->machine);
    memcpy(box->sysname, "Linux", 6);
    memcpy(box->nodename, "box", 4);
    memcpy(box->release, "6.0.0", 6);
    memcpy(box->version, "#1", 3);
    memcpy(box->domainname, "(none)", 7);
}

/* The box's own sysinfo: its memory limit as the machine's memory, the run's time as the
 * uptime, one process, no swap. */
static void box_sysinfo(struct sysinfo *box) {
    struct timespec now;
    long long total = (watch.mem_kb > 0 ? watch.mem_kb : 262144) * 1024;
    long long used = (long long)memory_kb_now * 1024;
    clock_gettime(CLOCK_MONOTONIC, &now);
    memset(box, 0, sizeof *box);
    box->uptime = (long)(timespec_ms_between(&watch.start, &now) / 1000);
    box->totalram = (unsigned long)total;
    box->freeram = (unsigned long)(used < total ? total - used : 0);
    box->procs = 1;
    box->mem_unit = 1;
}

/* Answers the emulated call of a notification: the box's facts written where the program
 * asked for them, then the call's result. -1 when the program's memory could not be written
 * (it gets EFAULT, as from the kernel). */
static void answer_emulated(int listener, const struct seccomp_notif *call) {
    struct seccomp_notif_resp response = {.id = call->id};
    union {
        struct utsname name;
        struct sysinfo info;
        unsigned char cpus[128];
    } answer;
    uint64_t address = call->data.args[0];
    size_t size = 0;
    memset(&answer, 0, sizeof answer);
    if (call->data.nr == __NR_uname) {
        box_uname(&answer.name);
        size = sizeof answer.name;
    } else if (call->data.nr == __NR_sysinfo) {
        box_sysinfo(&answer.info);
        size = sizeof answer.info;
    } else { /* sched_getaffinity(pid, size, mask): CPU 0 only, in a mask of 8 bytes */
        address = call->data.args[2];
        size = sizeof(unsigned long);
        answer.cpus[0] = 1;
        if (call->data.args[1] < size) {
            response.error = -EINVAL;
            size = 0;
        } else {
            response.val = (long long)size;
        }
    }
    if (size && ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &call->id) == 0 &&
        write_answer((pid_t)call->pid, address, &answer, size))
        response.error = -EFAULT;
    ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &response);
}

/* Every call the program is waiting in now: an emulated one answered, a forbidden one noted
 * (its number) and the program killed. Signal-safe: poll, ioctl, process_vm_writev and the
 * clock only. */
static void answer_calls(int listener) {
    struct pollfd ready = {.fd = listener, .events = POLLIN};
    struct seccomp_notif call;
    while (listener >= 0 && poll(&ready, 1, 0) == 1 && (ready.revents & POLLIN)) {
        memset(&call, 0, sizeof call);
        if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &call)) return;
        if (is_emulated(call.data.nr)) {
            answer_emulated(listener, &call);
            continue;
        }
        if (forbidden_call < 0) forbidden_call = (sig_atomic_t)call.data.nr;
        kill_child_group();
        return;
    }
}
#else
static void answer_calls(int listener) {
    (void)listener;
}
#endif
#else
static int install_syscall_filter(const char *exec_path, int handoff_fd, int threads, int wine) {
    (void)exec_path;
    (void)handoff_fd;
    (void)threads;
    (void)wine;
    return -2;
}

static int seccomp_available(void) {
    return 0;
}

static int wine_filter_available(void) {
    return 0;
}

static void answer_calls(int listener) {
    (void)listener;
}
#endif
/* yes: a forbidden call waits for the sandbox, which names it; kill: it kills the program
 * at once (SIGSYS, unnamed); no: no seccomp. */
static const char *seccomp_mode(void) {
    if (!seccomp_available()) return "no";
#if defined(HAVE_SECCOMP) && defined(SECCOMP_GET_ACTION_AVAIL) && defined(SECCOMP_RET_USER_NOTIF)
    unsigned action = SECCOMP_RET_USER_NOTIF;
    if (syscall(__NR_seccomp, SECCOMP_GET_ACTION_AVAIL, 0, &action) == 0) return "yes";
#endif
    return "kill";
}

#ifdef HAVE_LANDLOCK
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif
#define READ_RIGHTS                                                                                \
    (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_EXECUTE)

/* What a compiled C or C++ program reads besides its folder (strace of the judge's solutions
 * and of C++ iostream programs): the loader's cache and preload list, the runtime libraries
 * (merged /usr: /lib, /lib64, /bin and /sbin may be links into /usr), harmless devices, and
 * its own /proc entry (glibc's pthread_getattr_np reads /proc/self/maps). /proc/self is
 * opened in the child, so it is the process's /proc/PID: execve keeps the pid. A compiler
 * reads the same (its passes, headers and libraries are beneath /usr). */
static const char *const readable_paths[] = {
    "/usr",      "/lib",         "/lib64",           "/lib32",
    "/bin",      "/sbin",        "/etc/ld.so.cache", "/etc/ld.so.preload",
    "/dev/null", "/dev/urandom", "/proc/self"};

/* A program may also read the time zone for localtime() and the other harmless devices; a
 * compiler gets none of them (#include "/dev/zero" would never end). */
static const char *const program_readable_paths[] = {"/etc/localtime", "/dev/zero", "/dev/random",
                                                     "/dev/full"};

enum {
    READABLE_COUNT = sizeof readable_paths / sizeof readable_paths[0],
    PROGRAM_READABLE_COUNT = sizeof program_readable_paths / sizeof program_readable_paths[0]
};

static int landlock_abi(void) {
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? (int)abi : 0;
}

static uint64_t landlock_write_rights(int abi) {
    uint64_t rights = LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR |
                      LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
                      LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |
                      LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO |
                      LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
    return rights;
}

static int allow_beneath(int ruleset_fd, int parent_fd, uint64_t rights) {
    struct landlock_path_beneath_attr beneath = {.allowed_access = rights, .parent_fd = parent_fd};
    return (int)syscall(__NR_landlock_add_rule, ruleset_fd, LANDLOCK_RULE_PATH_BENEATH, &beneath,
                        0);
}

/* Allow reading beneath path if it is a directory, else reading path itself (Landlock refuses
 * directory rights on a file), and writing it too for /dev/null (the compiler's -fsyntax-only
 * writes there, and so may a program). O_PATH follows symbolic links, so the rule lands on
 * their target; a path that cannot be opened (missing on this system) is skipped. */
static int allow_reading(int ruleset_fd, const char *path) {
    struct stat info;
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return 0;
    int result = fstat(fd, &info);
    uint64_t file_rights = LANDLOCK_ACCESS_FS_READ_FILE;
    if (strcmp(path, "/dev/null") == 0) file_rights |= LANDLOCK_ACCESS_FS_WRITE_FILE;
    if (result == 0)
        result = allow_beneath(ruleset_fd, fd, S_ISDIR(info.st_mode) ? READ_RIGHTS : file_rights);
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

/* A Windows run: every file access beneath /wine, Wine's prefix (its registry, the
 * wineserver's socket and files). */
static int allow_wine_prefix(int ruleset_fd, uint64_t rights) {
    int fd = open("/wine", O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return -1;
    int result = allow_beneath(ruleset_fd, fd, rights);
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

/* Allow every file access beneath folder_fd (and /wine for a Windows run), reading beneath
 * readable_paths (and for a program program_readable_paths), and nothing else: no changes
 * elsewhere, and no reading of the judge's data, the repository or /tmp. Needs no_new_privs.
 * Without Landlock in the kernel: nothing to do. */
static int confine_files_to(int folder_fd, int for_compiler, int wine) {
    int abi = landlock_abi();
    if (abi == 0) return 0;
    struct landlock_ruleset_attr ruleset = {.handled_access_fs =
                                                landlock_write_rights(abi) | READ_RIGHTS};
    int ruleset_fd = (int)syscall(__NR_landlock_create_ruleset, &ruleset, sizeof ruleset, 0);
    if (ruleset_fd < 0) return -1;
    int result = allow_beneath(ruleset_fd, folder_fd, ruleset.handled_access_fs);
    if (result == 0 && wine) result = allow_wine_prefix(ruleset_fd, ruleset.handled_access_fs);
    for (size_t i = 0; result == 0 && i < READABLE_COUNT; i++)
        result = allow_reading(ruleset_fd, readable_paths[i]);
    for (size_t i = 0; result == 0 && !for_compiler && i < PROGRAM_READABLE_COUNT; i++)
        result = allow_reading(ruleset_fd, program_readable_paths[i]);
    if (result == 0) result = (int)syscall(__NR_landlock_restrict_self, ruleset_fd, 0);
    int saved = errno;
    close(ruleset_fd);
    errno = saved;
    return result;
}
#else
static int landlock_abi(void) {
    return 0;
}

static int confine_files_to(int folder_fd, int for_compiler, int wine) {
    (void)folder_fd;
    (void)for_compiler;
    (void)wine;
    return 0;
}
#endif

/* ---- namespaces ---- */

/* Nanoseconds that the time namespace of the processes forked from here on adds to the
 * machine's monotonic and boot clocks, and that of this process's own (the sandbox's is the
 * machine's; the -S keeper lives in the one the sandbox made, and makes one for each case). */
struct clock_offsets {
    long long monotonic, boot;
};
static struct clock_offsets own_clocks, children_clocks;

#if defined(__linux__) && defined(CLONE_NEWPID) && defined(CLONE_NEWNET) && defined(CLONE_NEWIPC)
#define NAMESPACE_FLAGS (CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS)
#define BOX_HOST_NAME "box"

static void write_text(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    size_t length = strlen(text);
    if (fd < 0 || write(fd, text, length) != (ssize_t)length) fail(path, errno);
    close(fd);
}

/* Map id to itself in the new user namespace (MAP is uid_map or gid_map). */
static void map_to_itself(const char *map, long id) {
    char path[32], line[48];
    snprintf(path, sizeof path, "/proc/self/%s", map);
    snprintf(line, sizeof line, "%ld %ld 1\n", id, id);
    write_text(path, line);
}

/* New PID, network, IPC and UTS namespaces for the processes forked from here on: the
 * program sees no other process (kill(-1) reaches only itself), no network but a loopback
 * that is down, and the host name "box". As root directly; otherwise inside a new user
 * namespace in which the user stays itself (as unshare -U -n -p does without root). 0 when
 * entered, -1 when the kernel refuses (the layer is missing: -F says so). */
static int enter_namespaces(void) {
    if (geteuid() == 0) {
        if (unshare(NAMESPACE_FLAGS)) return -1;
    } else {
        long uid = (long)geteuid(), gid = (long)getegid();
        if (unshare(CLONE_NEWUSER | NAMESPACE_FLAGS)) return -1;
        map_to_itself("uid_map", uid);
        write_text("/proc/self/setgroups", "deny\n"); /* required before gid_map without root */
        map_to_itself("gid_map", gid);
    }
    return sethostname(BOX_HOST_NAME, strlen(BOX_HOST_NAME));
}

/* A time namespace for the processes forked from here on (Linux 5.6), whose monotonic and
 * boot clocks start near 1 s: the program cannot read the machine's uptime from them, nor
 * how long an earlier case of its judgement ran. offsets_fd is /proc/self/timens_offsets
 * open for writing (offsets count from the machine's clocks, whatever this process's own).
 * 0 when entered, -1 when the kernel has none. */
static long long timespec_ns(const struct timespec *t) {
    return (long long)t->tv_sec * 1000000000 + t->tv_nsec;
}

/* "NAME SECONDS NANOSECONDS" of timens_offsets for an offset in ns (nanoseconds 0 to 1e9). */
static int format_offset(char *text, size_t size, const char *name, long long ns) {
    long long seconds = ns >= 0 ? ns / 1000000000 : -((-ns + 999999999) / 1000000000);
    return snprintf(text, size, "%s %lld %lld\n", name, seconds, ns - seconds * 1000000000);
}

static int enter_time_namespace_with(int offsets_fd) {
#ifdef CLONE_NEWTIME
    struct timespec monotonic, boot;
    char text[96];
    if (offsets_fd < 0 || clock_gettime(CLOCK_MONOTONIC, &monotonic) ||
        clock_gettime(CLOCK_BOOTTIME, &boot) || unshare(CLONE_NEWTIME))
        return -1;
    children_clocks.monotonic = 1000000000 - (timespec_ns(&monotonic) - own_clocks.monotonic);
    children_clocks.boot = 1000000000 - (timespec_ns(&boot) - own_clocks.boot);
    int length = format_offset(text, sizeof text, "monotonic", children_clocks.monotonic);
    length += format_offset(text + length, sizeof text - (size_t)length, "boottime",
                            children_clocks.boot);
    return write(offsets_fd, text, (size_t)length) == length ? 0 : -1; /* the file cannot seek */
#else
    (void)offsets_fd;
    errno = ENOSYS;
    return -1;
#endif
}

static int enter_time_namespace(void) {
    int fd = open("/proc/self/timens_offsets", O_WRONLY | O_CLOEXEC);
    int entered = enter_time_namespace_with(fd);
    if (fd >= 0) close(fd);
    return entered;
}

/* The child's own cgroup namespace, entered once it is in its cgroup: /proc/self/cgroup then
 * shows "/" and nothing of the machine's cgroup tree (a container's id, say). */
static int enter_cgroup_namespace(void) {
#ifdef CLONE_NEWCGROUP
    return unshare(CLONE_NEWCGROUP);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#else
static int enter_namespaces(void) {
    errno = ENOSYS;
    return -1;
}

static int enter_time_namespace_with(int offsets_fd) {
    (void)offsets_fd;
    errno = ENOSYS;
    return -1;
}

static int enter_time_namespace(void) {
    errno = ENOSYS;
    return -1;
}

static int enter_cgroup_namespace(void) {
    errno = ENOSYS;
    return -1;
}
#endif

/* Close every descriptor from first on. */
static void close_descriptors_from(int first) {
#ifdef __NR_close_range
    if (syscall(__NR_close_range, (unsigned)first, ~0u, 0) == 0) return;
#endif
    long open_max = sysconf(_SC_OPEN_MAX);
    if (open_max < 0 || open_max > MAX_DESCRIPTORS_SCANNED) open_max = MAX_DESCRIPTORS_SCANNED;
    for (int fd = first; fd < open_max; fd++) close(fd);
}

static void on_child_ended(int signal_number) {
    (void)signal_number;
}

/* PID 1's life: reap every orphan of the namespace (a process whose parent ended: Wine's
 * CreateProcess forks twice, so the processes a Windows program starts are all orphans), so
 * that their CPU time is added to PID 1's own count of its children (cutime and cstime of
 * /proc/1/stat, which the watch sums); until the lifeline's other end closes. SIGCHLD is
 * blocked but inside ppoll, so that no orphan's end is missed between the two; a handler,
 * not SIG_IGN, which would reap them with their CPU time uncounted. */
static _Noreturn void reap_until_closed(int lifeline) {
#ifdef __linux__
    struct pollfd end = {.fd = lifeline, .events = POLLIN};
    sigset_t child_ended, while_waiting;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_child_ended;
    sigemptyset(&action.sa_mask);
    sigemptyset(&child_ended);
    sigaddset(&child_ended, SIGCHLD);
    if (sigaction(SIGCHLD, &action, NULL) || sigprocmask(SIG_BLOCK, &child_ended, &while_waiting))
        _exit(1);
    sigdelset(&while_waiting, SIGCHLD);
    for (;;) {
        while (waitpid(-1, NULL, WNOHANG) > 0) continue;
        if (ppoll(&end, 1, NULL, &while_waiting) > 0 || (errno != EINTR && errno != EAGAIN))
            _exit(0);
    }
#else
    char byte;
    while (read(lifeline, &byte, 1) < 0 && errno == EINTR) continue;
    _exit(0);
#endif
}

/* PID 1 of the new PID namespace, forked first: it reaps orphans (reap_until_closed), and
 * when it dies the kernel kills everything in the namespace. The program runs as PID 2 rather
 * than PID 1, since PID 1 ignores the signals it has no handler for, and abort() would then
 * end another way. It holds no descriptor of the judge's (a pipe of the caller's kept open
 * would make the caller wait for it), only the read end of a pipe whose write end the sandbox
 * keeps: when the sandbox ends, however early, that end reads as closed and PID 1 ends too. */
static pid_t start_namespace_init(void) {
    int lifeline[2];
    if (pipe(lifeline)) fail("pipe", errno);
    pid_t pid = fork();
    if (pid < 0) fail("fork", errno);
    if (pid > 0) {
        close(lifeline[0]);
        if (fcntl(lifeline[1], F_SETFD, FD_CLOEXEC)) fail("fcntl", errno);
        return pid;
    }
    if (dup2(lifeline[0], STDIN_FILENO) < 0) _exit(1);
    close_descriptors_from(1);
    reap_until_closed(STDIN_FILENO);
}

static void stop_namespace_init(pid_t pid) {
    if (pid <= 0) return;
    kill(pid, SIGKILL);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) continue;
}

static int set_no_new_privs(void) {
#ifdef __linux__
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
#else
    return 0;
#endif
}

/* ---- the child, between fork and exec ---- */

static _Noreturn void child_failed(int report_fd, enum setup_step step) {
    struct setup_failure failure = {.step = step, .error = errno};
    ssize_t written = write(report_fd, &failure, sizeof failure);
    (void)written;
    _exit(127);
}

static int set_limit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit limit = {.rlim_cur = soft, .rlim_max = hard};
    return setrlimit(resource, &limit);
}

/* The stack may grow a little past the memory limit (it counts as memory), or to the hard
 * limit the sandbox was given when that is lower: a recursion without end then always passes
 * the memory limit (MLE) before it meets the stack's own (SIGSEGV), however the kernel's
 * per-CPU batches of charges fall between the baseline and the peak of a case. */
#define STACK_PAST_LIMIT_BYTES (1LL << 20)
static int limit_stack(long long bytes) {
    struct rlimit stack;
    if (getrlimit(RLIMIT_STACK, &stack)) return -1;
    rlim_t wanted = (rlim_t)(bytes + STACK_PAST_LIMIT_BYTES);
    if (stack.rlim_max != RLIM_INFINITY && stack.rlim_max < wanted) wanted = stack.rlim_max;
    return set_limit(RLIMIT_STACK, wanted, wanted);
}

/* A program: one process, 64 descriptors, CPU time a second above the watch's limit (a
 * backstop), an address space 4 GiB above the memory limit (the watch measures memory), the
 * stack inside the memory limit. A compiler: each of its processes gets the CPU time and the
 * address space themselves, as nothing watches the passes the driver starts. */
static int apply_limits(const struct options *o) {
    if (set_limit(RLIMIT_CORE, 0, 0)) return -1;
    rlim_t tasks = o->wine ? WINE_PROCESSES : (rlim_t)(1 + o->threads);
    rlim_t descriptors = o->wine ? WINE_DESCRIPTORS : PROGRAM_DESCRIPTORS;
    if (!o->compiler && (set_limit(RLIMIT_NPROC, tasks, tasks) ||
                         set_limit(RLIMIT_NOFILE, descriptors, descriptors)))
        return -1;
    if (o->cpu_ms > 0) {
        rlim_t seconds = (rlim_t)((o->cpu_ms + 999) / 1000 + (o->compiler ? 0 : 1));
        if (set_limit(RLIMIT_CPU, seconds, seconds + 1)) return -1;
    }
    if (o->mem_kb > 0) {
        long long bytes = o->mem_kb * 1024;
        rlim_t address_space = (rlim_t)(o->compiler ? bytes : bytes + AS_BACKSTOP_BYTES);
        if (set_limit(RLIMIT_AS, address_space, address_space)) return -1;
        if (!o->compiler && limit_stack(bytes)) return -1;
    }
    if (o->file_bytes > 0 && set_limit(RLIMIT_FSIZE, (rlim_t)o->file_bytes, (rlim_t)o->file_bytes))
        return -1;
    return 0;
}

static int become(const struct identity *who) {
    if (!who->drop) return 0;
    if (setgroups(0, NULL) || setgid(who->gid) || setuid(who->uid)) return -1;
    if (getuid() != who->uid || geteuid() != who->uid || getegid() != who->gid) {
        errno = EPERM;
        return -1;
    }
    return 0;
}

/* A new anonymous session keyring, the box user's own: no key of the caller's session keyring
 * is possessed after it. A kernel without keyrings (ENOSYS) has none to reach. */
static int join_own_keyring(void) {
#if defined(__NR_keyctl) && defined(KEYCTL_JOIN_SESSION_KEYRING)
    if (syscall(__NR_keyctl, KEYCTL_JOIN_SESSION_KEYRING, NULL) < 0 && errno != ENOSYS) return -1;
#endif
    return 0;
}

static int reset_signals(void) {
    static const int signals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGPIPE, SIGALRM,
                                  SIGTERM, SIGXCPU, SIGXFSZ, SIGCHLD};
    sigset_t none;
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (signal(signals[i], SIG_DFL) == SIG_ERR) return -1;
    sigemptyset(&none);
    return sigprocmask(SIG_SETMASK, &none, NULL);
}

/* Let no descriptor but 0-2 reach the process (the judge's own pipes and files, say). */
static void close_inherited_descriptors(void) {
#ifdef __NR_close_range
    if (syscall(__NR_close_range, 3u, ~0u, CLOSE_RANGE_ON_EXEC) == 0) return;
#endif
    long open_max = sysconf(_SC_OPEN_MAX);
    if (open_max < 0 || open_max > MAX_DESCRIPTORS_SCANNED) open_max = MAX_DESCRIPTORS_SCANNED;
    for (int fd = 3; fd < open_max; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
}

static int redirect(const struct descriptors *fds) {
    if (dup2(fds->input, STDIN_FILENO) < 0 || dup2(fds->output, STDOUT_FILENO) < 0 ||
        dup2(fds->errors, STDERR_FILENO) < 0)
        return -1;
    return 0;
}

#if defined(__linux__) && defined(SCM_CREDENTIALS)
#define HAVE_CREDENTIALS 1
#define CREDENTIALS_SPACE CMSG_SPACE(sizeof(struct ucred))
#else
#define CREDENTIALS_SPACE 0
#endif

/* A one-byte message with room for one descriptor (SCM_RIGHTS) and, received on a socket
 * with SO_PASSCRED, the sender's credentials (SCM_CREDENTIALS), for the handoffs. */
struct descriptor_message {
    char byte;
    struct iovec data;
    _Alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int)) + CREDENTIALS_SPACE];
    struct msghdr message;
};

static void prepare_message(struct descriptor_message *m) {
    memset(m, 0, sizeof *m);
    m->data.iov_base = &m->byte;
    m->data.iov_len = 1;
    m->message.msg_iov = &m->data;
    m->message.msg_iovlen = 1;
    m->message.msg_control = m->control;
    m->message.msg_controllen = sizeof m->control;
}

/* Hands descriptor fd to the sandbox over the socket, tagged with what it is; with fd -1,
 * the tag alone (HANDOFF_PID: the kernel adds who sends it). */
static int send_descriptor(int socket_fd, enum handoff tag, int fd) {
    struct descriptor_message m;
    prepare_message(&m);
    m.byte = (char)tag;
    if (fd < 0) {
        m.message.msg_control = NULL;
        m.message.msg_controllen = 0;
    } else {
        m.message.msg_controllen = CMSG_SPACE(sizeof(int));
        struct cmsghdr *header = CMSG_FIRSTHDR(&m.message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(header), &fd, sizeof fd);
    }
    return sendmsg(socket_fd, &m.message, 0) == 1 ? 0 : -1;
}

/* The next handoff of the child: its tag, the descriptor it carries (-1: none) and, on a
 * socket with SO_PASSCRED, the sender's pid as this process sees it (its own namespace).
 * 0 once the child has closed the socket (it started the process, or failed). */
static int receive_handoff(int socket_fd, enum handoff *tag, int *fd, pid_t *sender) {
    struct descriptor_message m;
    ssize_t got;
    prepare_message(&m);
    do got = recvmsg(socket_fd, &m.message, MSG_CMSG_CLOEXEC);
    while (got < 0 && errno == EINTR);
    if (got != 1) return 0;
    *fd = -1;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&m.message); header;
         header = CMSG_NXTHDR(&m.message, header)) {
        if (header->cmsg_level != SOL_SOCKET) continue;
        if (header->cmsg_type == SCM_RIGHTS) memcpy(fd, CMSG_DATA(header), sizeof *fd);
#ifdef HAVE_CREDENTIALS
        if (header->cmsg_type == SCM_CREDENTIALS) {
            struct ucred credentials;
            memcpy(&credentials, CMSG_DATA(header), sizeof credentials);
            *sender = credentials.pid;
        }
#else
        (void)sender;
#endif
    }
    *tag = (enum handoff)m.byte;
    return 1;
}

/* The Linux layers, last before exec: no_new_privs, Landlock, then (for a program) the
 * system call allowlist, whose listener (when the kernel has one) goes to the sandbox. */
static void confine(const struct options *o, int folder_fd, int handoff_fd, int report_fd) {
    if (set_no_new_privs()) child_failed(report_fd, STEP_NO_NEW_PRIVS);
    if (confine_files_to(folder_fd, o->compiler, o->wine != NULL))
        child_failed(report_fd, STEP_LANDLOCK);
    if (o->compiler || !(o->wine ? wine_filter_available() : seccomp_available())) return;
    int listener =
        install_syscall_filter(o->program[0], handoff_fd, o->threads > 0, o->wine != NULL);
    if (listener == -1) child_failed(report_fd, STEP_SECCOMP);
    if (listener >= 0 &&
        (send_descriptor(handoff_fd, HANDOFF_LISTENER, listener) || close(listener)))
        child_failed(report_fd, STEP_SECCOMP);
}

/* The size of the box's folder: BOX_KB, else a little more than the memory limit, so that a
 * program that fills it with files passes that limit (MLE) before its writes fail. */
static long long box_kb(const struct options *o) {
    return o->box_kb > 0 ? o->box_kb : o->mem_kb > 0 ? o->mem_kb + BOX_MARGIN_KB : 65536;
}

/* The memory of the run's cgroup: a program's memory limit; for a compiler, whose limit is
 * per process, that and its box's files together (its passes run one after the other). */
static long long cgroup_limit_kb(const struct options *o) {
    return o->compiler ? o->mem_kb + box_kb(o) : o->mem_kb;
}

#ifdef __linux__
/* The KB an ELF executable's loaded segments span (0 for another file). */
static long long loaded_kb(int fd) {
    Elf64_Ehdr header;
    Elf64_Phdr segment;
    long long bytes = 0;
    if (pread(fd, &header, sizeof header, 0) != (ssize_t)sizeof header ||
        memcmp(header.e_ident, ELFMAG, SELFMAG) || header.e_ident[EI_CLASS] != ELFCLASS64 ||
        header.e_phentsize != sizeof segment)
        return 0;
    for (int i = 0; i < header.e_phnum; i++) {
        off_t at = (off_t)(header.e_phoff + (Elf64_Off)i * sizeof segment);
        if (pread(fd, &segment, sizeof segment, at) != (ssize_t)sizeof segment) return 0;
        if (segment.p_type == PT_LOAD) bytes += (long long)segment.p_memsz;
    }
    return (bytes + 1023) / 1024;
}
#else
static long long loaded_kb(int fd) {
    (void)fd;
    return 0;
}
#endif

/* The KB a program needs before it runs when that alone passes its limits, else 0: its file
 * larger than the memory limit (the box holds a copy of it: an initialised table of 40 MB
 * under 32 MB),
 * or segments too large to be loaded at all (a static array of 5 GB). It is then MLE without
 * being run, never a truncated copy or a crash at load. */
static long long oversized_program_kb(const struct options *o, int dir_fd) {
    const char *name =
        strrchr(o->program[0], '/') ? strrchr(o->program[0], '/') + 1 : o->program[0];
    struct stat info;
    long long size_kb = 0, segments_kb;
    if (o->compiler || o->mem_kb <= 0) return 0;
    int fd = openat(dir_fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return 0;
    if (fstat(fd, &info) == 0) size_kb = ((long long)info.st_size + 1023) / 1024;
    segments_kb = loaded_kb(fd);
    close(fd);
    if (size_kb > o->mem_kb) return size_kb;
    return segments_kb > o->mem_kb + AS_BACKSTOP_BYTES / 1024 ? segments_kb : 0;
}

/* Hands the sandbox the folder path of the box's root, tagged. */
static int hand_over_folder(int handoff_fd, enum handoff tag, const char *path) {
    int folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0) return -1;
    int result = send_descriptor(handoff_fd, tag, folder);
    close(folder);
    return result;
}

/* Enter the working folder: /box of the box's own root where the kernel gives a mount
 * namespace (its descriptor handed to the sandbox, which counts and reads what is written
 * there; for a Windows run, /proc and /wine too, whose processes and files the watch counts),
 * else DIR itself. Returns the folder's descriptor, for Landlock. */
static int enter_working_folder(const struct options *o, const struct identity *who,
                                const struct descriptors *fds, int handoff_fd, int report_fd) {
    if (!o->portable) {
        struct box_plan plan = {.dir = o->dir,
                                .kb = box_kb(o),
                                .for_compiler = o->compiler,
                                .wine_fd = -1,
                                .owner = who->drop ? who->uid : geteuid(),
                                .group = who->drop ? who->gid : getegid()};
        if (plan_box_files(&plan, fds->dir)) child_failed(report_fd, STEP_ROOT);
        if (o->wine && plan_wine_prefix(&plan, o->wine)) child_failed(report_fd, STEP_ROOT);
        int entered = enter_own_root(&plan);
        if (entered > 0 && o->wine) errno = ENOTSUP; /* Wine's prefix needs the root */
        if (entered < 0 || (entered > 0 && o->wine)) child_failed(report_fd, STEP_ROOT);
        if (entered == 0) {
            int box = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (box < 0 || send_descriptor(handoff_fd, HANDOFF_BOX, box))
                child_failed(report_fd, STEP_ROOT);
            if (o->wine && (hand_over_folder(handoff_fd, HANDOFF_PROCESSES, "/proc") ||
                            hand_over_folder(handoff_fd, HANDOFF_WINE, "/wine")))
                child_failed(report_fd, STEP_ROOT);
            return box;
        }
        for (int i = 0; i < plan.file_count; i++) close(plan.fds[i]);
    }
    if (fchdir(fds->dir)) child_failed(report_fd, STEP_CHDIR);
    return fds->dir;
}

/* A program's environment (a compiler's gets TMPDIR too). */
#define PROGRAM_PATH "PATH=/usr/local/bin:/usr/bin:/bin"
#define PROGRAM_LOCALE "LC_ALL=C"

/* A Windows run's environment: the prefix, the user named as when the template was made
 * (its C:\\users folder), the wineserver itself rather than its shell wrapper, and Wine with
 * no boot (services, explorer: 150 MB and a second), no crash debugger (the exception ends
 * the program, Wine prints one line), no cmd.exe (system("pause") starts nothing: system()
 * fails and the program goes on) and no debug messages. */
static char *const wine_environment[] = {"PATH=/usr/bin:/bin",
                                         "LC_ALL=C",
                                         "WINEPREFIX=/wine",
                                         "WINESERVER=/usr/lib/wine/wineserver64",
                                         "WINEDEBUG=-all",
                                         "WINEDLLOVERRIDES=wineboot.exe,winedbg.exe,cmd.exe=d",
                                         "USER=judge",
                                         "HOME=/wine",
                                         NULL};

static _Noreturn void run_child(const struct options *o, const struct identity *who,
                                const struct descriptors *fds, int report_fd, int handoff_fd) {
    char temporary[PATH_MAX + 8], folder_path[PATH_MAX];
    char *environment[] = {PROGRAM_PATH, PROGRAM_LOCALE, NULL, NULL};
    if (setsid() < 0) child_failed(report_fd, STEP_SESSION);
    if (reset_signals() || redirect(fds)) child_failed(report_fd, STEP_REDIRECT);
    close_inherited_descriptors();
    if (join_cgroup(&run_cgroup)) child_failed(report_fd, STEP_CGROUP);
    if (!o->portable) enter_cgroup_namespace(); /* rooted at the run's cgroup, or the caller's */
    int folder = enter_working_folder(o, who, fds, handoff_fd, report_fd);
    if (o->compiler) { /* the compiler's temporary files go to its folder */
        if (!getcwd(folder_path, sizeof folder_path)) child_failed(report_fd, STEP_CHDIR);
        snprintf(temporary, sizeof temporary, "TMPDIR=%s", folder_path);
        environment[2] = temporary;
    }
    if (become(who)) child_failed(report_fd, STEP_IDENTITY);
    if (join_own_keyring()) child_failed(report_fd, STEP_KEYRING);
    if (apply_limits(o)) child_failed(report_fd, STEP_LIMITS);
    if (!o->portable) confine(o, folder, handoff_fd, report_fd);
    execve(o->program[0], o->program, o->wine ? wine_environment : environment);
    child_failed(report_fd, STEP_EXEC);
}

/* ---- the parent ---- */

static void kill_child_group(void) {
    pid_t group = (pid_t)child_group;
    if (group > 0) {
        kill(-group, SIGKILL);
        kill(group, SIGKILL);
    }
}

/* The number at the start of text (after blanks), or -1. By hand: the watch runs in a
 * signal handler, where strtol is not safe. */
static long parse_number(const char *text) {
    long value = 0;
    while (*text == ' ' || *text == '\t') text++;
    if (*text < '0' || *text > '9') return -1;
    while (*text >= '0' && *text <= '9') value = value * 10 + (*text++ - '0');
    return value;
}

/* The number on the line of text that starts with key, or -1. */
static long field_value(const char *text, const char *key) {
    while (*text) {
        size_t i = 0;
        while (key[i] && text[i] == key[i]) i++;
        if (!key[i]) return parse_number(text + i);
        while (*text && *text != '\n') text++;
        if (*text) text++;
    }
    return -1;
}

/* KB used in the tmpfs open as folder (0 without one). Signal-safe: fstatfs. */
static long used_kb(int folder) {
#ifdef __linux__
    struct statfs info;
    if (folder < 0 || fstatfs(folder, &info)) return 0;
    return (long)((info.f_blocks - info.f_bfree) * (unsigned long long)info.f_bsize / 1024);
#else
    (void)folder;
    return 0;
#endif
}

/* KB the process keeps in files it wrote: the box's usage beyond the copies of DIR's files
 * it started with (a program's own binary is not memory it uses) and, for a Windows run, what
 * Wine's prefix holds beyond the copy of the template it started with (C:). */
static long files_kb(void) {
    long written = used_kb(watch.box) - watch.box_start_kb;
    long in_prefix = used_kb(watch.wine) - watch.wine_start_kb;
    return (written > 0 ? written : 0) + (in_prefix > 0 ? in_prefix : 0);
}

/* The file open as fd read whole into text, and closed; its length, or -1. */
static ssize_t read_whole(int fd, char *text, size_t size) {
    ssize_t got, total = 0;
    if (fd < 0) return -1;
    while ((size_t)total < size - 1 && (got = read(fd, text + total, size - 1 - (size_t)total)) > 0)
        total += got;
    close(fd);
    text[total] = '\0';
    return total;
}

/* /proc/PID/status read whole into text (its size grows with the supplementary groups). */
static ssize_t read_status(char *text, size_t size) {
    return read_whole(open(watch.status_path, O_RDONLY | O_CLOEXEC), text, size);
}

/* The memory a /proc/PID/status gives: its resident set, page tables and swap in KB (0 for a
 * zombie, which has none); its peak resident set in *peak. only_own: of the resident set
 * only its anonymous and shared-memory pages (tmpfs files mapped), not the pages of files
 * (a Windows run's processes each map the same DLLs of Wine's under /usr: counted once for
 * each, four of them would make 20 MB that the machine holds once). */
static long held_kb(const char *status, int only_own, long *peak) {
    long resident = field_value(status, "VmRSS:"), tables = field_value(status, "VmPTE:");
    long swapped = field_value(status, "VmSwap:"), anonymous = field_value(status, "RssAnon:");
    long shared = field_value(status, "RssShmem:");
    *peak = field_value(status, "VmHWM:");
    if (only_own && anonymous >= 0) resident = anonymous + (shared > 0 ? shared : 0);
    return (resident > 0 ? resident : 0) + (tables > 0 ? tables : 0) + (swapped > 0 ? swapped : 0);
}

/* The program's memory now in KB; -1 once it has ended. With a memory cgroup: what the
 * kernel charges the run (its pages, files, page tables and other kernel memory, swap).
 * Without: the larger of its peak resident set and its resident set plus its page tables,
 * its swap and its files (a zombie has no VmRSS). Only async-signal-safe calls: pread of the
 * cgroup's file, or open, read and close of a path formatted beforehand, and fstatfs. */
static long read_memory_kb(void) {
    static char text[STATUS_BYTES];
    long peak;
    if (watch.cgroup_usage >= 0) {
        long long now = cgroup_kb(watch.cgroup_usage);
        if (now < 0) return -1;
        return now > watch.baseline_kb ? (long)(now - watch.baseline_kb) : 0;
    }
    if (read_status(text, sizeof text) <= 0 || field_value(text, "VmRSS:") < 0) return -1;
    long held = held_kb(text, 0, &peak) + files_kb();
    if (peak < 0) return -1;
    return held > peak ? held : peak;
}

/* What the processes of a Windows run's box use together, as the watch reads them from the
 * box's own /proc: CPU time in ms, and memory in KB (-1 when not read). */
struct box_usage {
    long long cpu_ms;
    long memory_kb;
};

#ifdef __linux__
/* One entry of getdents64's listing. */
struct listed_entry {
    uint64_t inode;
    int64_t next;
    unsigned short length;
    unsigned char type;
    char name[];
};

/* utime + stime + cutime + cstime of a /proc/PID/stat line (its fields 14 to 17, after the
 * name in parentheses, which may hold any byte), in clock ticks: the process's own CPU time
 * and that of the children it reaped. -1 when malformed. */
static long long stat_cpu_ticks(const char *stat) {
    const char *c = NULL;
    long long ticks = 0;
    for (const char *at = stat; *at; at++)
        if (*at == ')') c = at + 1;
    for (int field = 3; c && field <= 17; field++) {
        while (*c == ' ') c++;
        if (field >= 14) {
            long value = parse_number(c);
            if (value < 0) return -1;
            ticks += value;
        }
        while (*c && *c != ' ') c++;
    }
    return c ? ticks : -1;
}

/* The file what of the process named pid in the box's /proc, read whole into text. */
static ssize_t read_process_file(const char *pid, const char *what, char *text, size_t size) {
    char path[48];
    size_t length = 0;
    while (*pid && length < 24) path[length++] = *pid++;
    path[length++] = '/';
    while (*what && length < sizeof path - 1) path[length++] = *what++;
    path[length] = '\0';
    return read_whole(openat(watch.processes, path, O_RDONLY | O_CLOEXEC), text, size);
}

/* Every process of the box, listed from its own /proc (only its processes: its PID
 * namespace), summed: the CPU time of each and of the children it reaped (PID 1 reaps the
 * orphans: Wine's processes), and, with_memory, the anonymous and shared-memory pages, page
 * tables and swap of each (held_kb) plus the files kept in /box and /wine, or the largest
 * peak resident set of one process when larger. Signal-safe: lseek, getdents64, openat, read,
 * close and fstatfs. */
static struct box_usage measure_box(int with_memory) {
    static uint64_t listing[1024];
    static char text[STATUS_BYTES];
    struct box_usage usage = {-1, -1};
    long long ticks = 0;
    long held = 0, largest_peak = 0, got, peak;
    if (lseek(watch.processes, 0, SEEK_SET) < 0) return usage;
    while ((got = syscall(SYS_getdents64, watch.processes, listing, sizeof listing)) > 0) {
        const struct listed_entry *entry;
        for (long at = 0; at < got; at += entry->length) {
            entry = (const struct listed_entry *)((const char *)listing + at);
            if (entry->name[0] < '1' || entry->name[0] > '9') continue; /* self, thread-self */
            if (read_process_file(entry->name, "stat", text, sizeof text) > 0) {
                long long process_ticks = stat_cpu_ticks(text);
                if (process_ticks > 0) ticks += process_ticks;
            }
            if (with_memory && read_process_file(entry->name, "status", text, sizeof text) > 0) {
                held += held_kb(text, 1, &peak);
                if (peak > largest_peak) largest_peak = peak;
            }
        }
    }
    usage.cpu_ms = watch.clock_ticks > 0 ? ticks * 1000 / watch.clock_ticks : -1;
    if (with_memory) {
        held += files_kb();
        usage.memory_kb = held > largest_peak ? held : largest_peak;
    }
    return usage;
}
#else
static struct box_usage measure_box(int with_memory) {
    struct box_usage usage = {-1, -1};
    (void)with_memory;
    return usage;
}
#endif

/* Whether the file open as fd holds bytes of data (its allocated blocks: a hole made by a
 * seek or a truncate holds nothing). */
static int reached(int fd, long long bytes) {
    struct stat info;
    return bytes > 0 && fstat(fd, &info) == 0 &&
           (long long)info.st_blocks * 512 + BLOCK_ROUNDING_BYTES >= bytes &&
           (long long)info.st_size >= bytes;
}

/* Keep the first limit passed: that is the verdict, whatever the process does until it dies. */
static void note_passed(enum limit passed) {
    if (first_limit_passed == LIMIT_NONE) first_limit_passed = passed;
}

/* The process's CPU time in ms from its CPU clock, or -1. */
static long long process_cpu_ms(void) {
    struct timespec now;
    if (!watch.has_cpu_clock || clock_gettime(watch.cpu_clock, &now)) return -1;
    return timespec_ms(&now);
}

/* A Windows run: the CPU time and memory of the box's processes, the most seen kept. With a
 * cgroup, the kernel counts both (its CPU time read here, its memory by read_memory_kb);
 * without, the box's processes are read (measure_box). */
static struct box_usage watch_box(void) {
    struct box_usage usage = {-1, -1};
    if (watch.cgroup_cpu >= 0)
        usage.cpu_ms = cgroup_cpu_ms(watch.cgroup_cpu, run_cgroup.version);
    else
        usage = measure_box(watch.mem_kb > 0 && watch.cgroup_usage < 0);
    if (usage.cpu_ms > cpu_ms_seen) cpu_ms_seen = (sig_atomic_t)usage.cpu_ms;
    if (usage.memory_kb > peak_kb_seen) peak_kb_seen = (sig_atomic_t)usage.memory_kb;
    return usage;
}

/* The time in ms the process has waited for a CPU while ready to run (the second field of
 * /proc/PID/schedstat, in ns), kept in queued_ms_seen; 0 where the kernel keeps none. */
static long long queued_ms(void) {
    char text[96];
    long long queued_ns = 0;
    const char *c = text;
    if (read_whole(open(watch.sched_path, O_RDONLY | O_CLOEXEC), text, sizeof text) <= 0)
        return queued_ms_seen;
    while (*c >= '0' && *c <= '9') c++; /* its time on a CPU; parsed by hand: signal-safe */
    if (*c++ != ' ') return queued_ms_seen;
    for (; *c >= '0' && *c <= '9'; c++) queued_ns = queued_ns * 10 + (*c - '0');
    if (queued_ns / 1000000 > queued_ms_seen) queued_ms_seen = (sig_atomic_t)(queued_ns / 1000000);
    return queued_ms_seen;
}

/* The wall-clock guard stops a process that sleeps or blocks: it counts the time the process
 * was neither running nor waiting for a CPU (a busy machine's queue), so that a computing
 * process on a loaded machine meets its CPU limit instead, as it would on an idle one. A
 * backstop of WALL_BACKSTOP_FACTOR x WALL_MS of the wall clock alone holds still. */
static int wall_guard_passed(long long wall_ms) {
    return wall_ms - queued_ms() > watch.wall_ms || wall_ms > WALL_BACKSTOP_FACTOR * watch.wall_ms;
}

/* CPU time, wall time, memory and the diagnostics, in that order when several are passed
 * within one tick. CPU time counts as passed at watch.cpu_ms, but the group is killed only
 * after a grace, so that the CPU time reported afterwards is over the limit too; RLIMIT_CPU
 * alone would only stop it at whole seconds. A program's CPU time and memory are its
 * process's; a Windows run's, those of every process of its box (watch_box). */
static void check_limits(void) {
    struct timespec now;
    struct box_usage box = {-1, -1};
    if (watch.processes >= 0) box = watch_box();
    long long cpu_ms = watch.processes >= 0 ? box.cpu_ms : process_cpu_ms();
    if (watch.cpu_ms > 0 && cpu_ms > watch.cpu_ms) note_passed(LIMIT_CPU);
    if (watch.cpu_ms > 0 && cpu_ms > watch.cpu_ms + CPU_GRACE_MS) kill_child_group();
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (watch.wall_ms > 0 && wall_guard_passed(timespec_ms_between(&watch.start, &now))) {
        note_passed(LIMIT_WALL);
        kill_child_group();
    }
    if (watch.mem_kb > 0) {
        long memory_kb =
            watch.processes >= 0 && watch.cgroup_usage < 0 ? box.memory_kb : read_memory_kb();
        if (memory_kb >= 0) memory_kb_now = (sig_atomic_t)memory_kb;
        if (memory_kb > peak_kb_seen) peak_kb_seen = (sig_atomic_t)memory_kb;
        if (memory_kb > watch.mem_kb) {
            note_passed(LIMIT_MEM);
            kill_child_group();
        }
    }
    if (watch.log_bytes > 0 &&
        (reached(watch.output, watch.log_bytes) || reached(watch.errors, watch.log_bytes))) {
        note_passed(LIMIT_FSIZE);
        kill_child_group();
    }
}

/* The watch: every WATCH_TICK_MS, check the running process against its limits and answer the
 * system calls it waits in (an emulated call answered, a forbidden one ending it). */
static void on_watch_tick(int signal_number) {
    int saved = errno; /* the handler may interrupt waitid, which then reports EINTR */
    (void)signal_number;
    if (child_group > 0) {
        check_limits();
        answer_calls(watch.listener);
    }
    errno = saved;
}

static void on_stop_request(int signal_number) {
    stop_signal = signal_number;
    kill_child_group();
    if (keeper_pid > 0) kill(keeper_pid, SIGKILL); /* -S: the whole box's namespace with it */
}

static void install_handler(int signal_number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal_number, &action, NULL)) fail("sigaction", errno);
}

/* The limits the watch enforces: a compiler's memory is bounded per process (RLIMIT_AS), as
 * the watch sees only the driver. */
static void arm_watch(pid_t pid, const struct options *o, const struct descriptors *fds) {
    struct itimerval timer = {.it_interval = {0, WATCH_TICK_MS * 1000},
                              .it_value = {0, WATCH_TICK_MS * 1000}};
    watch.wall_ms = o->wall_ms;
    watch.cpu_ms = o->cpu_ms;
    watch.mem_kb = o->compiler ? 0 : o->mem_kb;
    watch.log_bytes = o->log_bytes;
    watch.output = fds->output;
    watch.errors = fds->errors;
    watch.has_cpu_clock = clock_getcpuclockid(pid, &watch.cpu_clock) == 0;
    watch.clock_ticks = sysconf(_SC_CLK_TCK);
    snprintf(watch.status_path, sizeof watch.status_path, "/proc/%ld/status", (long)pid);
    snprintf(watch.sched_path, sizeof watch.sched_path, "/proc/%ld/schedstat", (long)pid);
    queued_ms_seen = 0;
    clock_gettime(CLOCK_MONOTONIC, &watch.start);
    if ((o->wall_ms > 0 || o->cpu_ms > 0 || o->mem_kb > 0 || o->log_bytes > 0 ||
         watch.listener >= 0) &&
        setitimer(ITIMER_REAL, &timer, NULL))
        fail("setitimer", errno);
}

static void disarm_watch(void) {
    struct itimerval off;
    memset(&off, 0, sizeof off);
    setitimer(ITIMER_REAL, &off, NULL);
}

/* Keep descriptors 0-2 open so that the files opened below never land on them. */
static void ensure_standard_descriptors(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1) continue;
        if (open("/dev/null", O_RDWR) != fd) fail("cannot open /dev/null", errno);
    }
}

static int open_or_fail(const char *path, int flags) {
    int fd = open(path, flags | O_CLOEXEC, 0644);
    if (fd < 0) {
        fprintf(stderr, "sandbox: %s: %s\n", path, strerror(errno));
        exit(EXIT_SETUP_FAILED);
    }
    return fd;
}

/* Copy from's content (from its current offset) to the end of to. */
static void copy_content(int from, int to, const char *what) {
    char chunk[COPY_CHUNK];
    ssize_t got;
    while ((got = read(from, chunk, sizeof chunk)) != 0) {
        if (got < 0 && errno == EINTR) continue;
        for (ssize_t done = 0, put; got > 0 && done < got; done += put) {
            put = write(to, chunk + done, (size_t)(got - done));
            if (put < 0 && errno == EINTR)
                put = 0;
            else if (put < 0)
                fail(what, errno);
        }
        if (got < 0) fail(what, errno);
    }
}

/* A private in-memory file (memfd), or -1 where the kernel has none. */
static int private_file(const char *name) {
#if defined(__linux__) && defined(MFD_ALLOW_SEALING)
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
#else
    (void)name;
    return -1;
#endif
}

/* stdin: a sealed private copy of path, so that its name (in /proc/self/fd/0 or
 * /proc/self/maps) tells nothing and it can be neither changed nor grown; path itself where
 * the kernel has no private files. */
static int open_input(const char *path) {
    int file = open_or_fail(path, O_RDONLY);
    int copy = private_file("stdin");
    if (copy < 0) return file;
    copy_content(file, copy, "cannot copy the input");
    close(file);
#ifdef F_SEAL_SEAL
    if (fcntl(copy, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL))
        fail("cannot seal the input", errno);
#endif
    if (lseek(copy, 0, SEEK_SET)) fail("cannot rewind the input", errno);
    return copy;
}

/* The pages of the in-memory file fd up to limit bytes, allocated by the sandbox, so that
 * what the program prints is not counted as the program's memory (its cgroup would otherwise
 * be charged for each page it writes). */
static void reserve_pages(int fd, long long limit) {
#if defined(__linux__) && defined(FALLOC_FL_KEEP_SIZE)
    if (limit > 0) fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, (off_t)limit);
#else
    (void)fd;
    (void)limit;
#endif
}

/* stdout or stderr: a private in-memory file, copied to path at the end (save_stream), its
 * pages up to limit bytes reserved; path itself where the kernel has none. */
static int open_stream(const char *path, const char *name, long long limit) {
    int fd = private_file(name);
    if (fd < 0) return open_or_fail(path, O_WRONLY | O_CREAT | O_TRUNC);
    reserve_pages(fd, limit);
    return fd;
}

static void save_stream(int fd, const char *path) {
    struct stat info;
    if (fstat(fd, &info) || info.st_nlink != 0) return; /* a file of the host: already there */
    int file = open_or_fail(path, O_WRONLY | O_CREAT | O_TRUNC);
    if (lseek(fd, 0, SEEK_SET)) fail(path, errno);
    copy_content(fd, file, path);
    if (close(file)) fail(path, errno);
}

/* Whether some process of the machine runs with uid (real, effective, saved or file-system
 * uid, as /proc/PID/status gives them): each status read at once, without stdio. */
static int uid_in_use(uid_t uid) {
    DIR *processes = opendir("/proc");
    struct dirent *entry;
    char path[64], status[2048];
    int used = 0;
    if (!processes) return 1;
    while (!used && (entry = readdir(processes))) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%.20s/status", entry->d_name);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        ssize_t got = read_whole(fd, status, sizeof status); /* closes fd */
        const char *line = got > 0 ? strstr(status, "\nUid:") : NULL;
        unsigned long ids[4];
        if (!line ||
            sscanf(line, "\nUid: %lu %lu %lu %lu", &ids[0], &ids[1], &ids[2], &ids[3]) != 4)
            continue;
        for (int i = 0; i < 4; i++) used |= ids[i] == (unsigned long)uid;
    }
    closedir(processes);
    return used;
}

/* As root, a uid (and gid) of the run's own, as isolate gives each box one: drawn at random
 * from [BOX_UID_FIRST, BOX_UID_FIRST + BOX_UID_COUNT), named by no account, used by no
 * process, so that no other process of the machine shares it (none can open the program's
 * /proc/PID/fd, signal it or count against its process limit). Without root, the caller's own
 * uid (-F says user=self). */
static struct identity choose_identity(void) {
    struct identity who = {.drop = geteuid() == 0, .uid = geteuid(), .gid = getegid()};
    uint32_t draw;
    if (!who.drop) return who;
    int random = open_or_fail("/dev/urandom", O_RDONLY);
    for (int attempt = 0; attempt < 64; attempt++) {
        if (read(random, &draw, sizeof draw) != (ssize_t)sizeof draw) fail("/dev/urandom", errno);
        uid_t uid = (uid_t)(BOX_UID_FIRST + draw % BOX_UID_COUNT);
        if (getpwuid(uid) || getgrgid((gid_t)uid) || uid_in_use(uid)) continue;
        who.uid = uid;
        who.gid = (gid_t)uid;
        close(random);
        return who;
    }
    fail("no free uid for the box", 0);
}

/* A run's bound on stdout and on stderr. */
static long long stream_limit(const struct options *o) {
    return o->log_bytes > 0 ? o->log_bytes : o->file_bytes;
}

static struct descriptors open_descriptors(const struct options *o, const struct identity *who) {
    struct descriptors fds;
    fds.input = open_input(o->input);
    /* A compiler's messages need no pages reserved: its memory is bounded per process
     * (RLIMIT_AS), and its cgroup's limit is far above what it may print. */
    long long reserved = o->compiler ? 0 : stream_limit(o);
    fds.output = open_stream(o->output, "stdout", reserved);
    fds.errors = open_stream(o->errors, "stderr", reserved);
    fds.dir = open_or_fail(o->dir, O_RDONLY | O_DIRECTORY);
    if (who->drop && (fchown(fds.dir, who->uid, who->gid) || fchmod(fds.dir, 0700)))
        fail("cannot hand the working directory to the box's user", errno);
    return fds;
}

static long long elapsed_ms(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return timespec_ms_between(start, &now);
}

static long long timeval_ms(struct timeval t) {
    return (long long)t.tv_sec * 1000 + t.tv_usec / 1000;
}

/* What the child reported through the close-on-exec pipe: 0 bytes when it started the
 * process. */
static ssize_t read_setup_failure(int report_fd, struct setup_failure *failure) {
    ssize_t got;
    do got = read(report_fd, failure, sizeof *failure);
    while (got < 0 && errno == EINTR);
    close(report_fd);
    return got;
}

/* A failure before exec, once the child has ended: the errno of an execve that the kernel
 * refused for the program's own file; any other failure is the sandbox's: report and stop. */
static int exec_error_of(ssize_t got, const struct setup_failure *failure,
                         const struct options *o) {
    if (got != (ssize_t)sizeof *failure || failure->step < 0 || failure->step > STEP_EXEC)
        fail("the child failed before exec", 0);
    if (failure->step == STEP_EXEC && !o->compiler && failure->error != EACCES &&
        failure->error != ENOENT)
        return failure->error;
    fprintf(stderr, "sandbox: cannot %s: %s\n", step_names[failure->step],
            strerror(failure->error));
    exit(EXIT_SETUP_FAILED);
}

/* Wait until the child has started the process or failed to. A program that the kernel
 * refuses to execute (its own file: a bad ELF interpreter, say) is the program's doing:
 * returns the errno of its execve. Any other failure is the sandbox's: report and stop. */
static int await_exec(pid_t pid, int report_fd, const struct options *o) {
    struct setup_failure failure;
    ssize_t got = read_setup_failure(report_fd, &failure);
    if (got == 0) return 0;
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) continue;
    return exec_error_of(got, &failure, o);
}

/* What the child hands over before it starts the process: the box's working folder and the
 * seccomp listener, each when there is one, a Windows run's /proc and /wine, and (-S) itself.
 * Returns the pid of the child that said HANDOFF_PID, as this process sees it, else 0. */
static pid_t receive_handoffs(int socket_fd) {
    enum handoff tag;
    int fd;
    pid_t sender = 0, child = 0;
    while (receive_handoff(socket_fd, &tag, &fd, &sender)) {
        if (tag == HANDOFF_PID && fd < 0 && sender > 0 && child == 0) {
            child = sender;
            child_group = (sig_atomic_t)child;
            if (stop_signal) kill_child_group(); /* a stop request that came before */
        } else if (tag == HANDOFF_BOX && fd >= 0 && watch.box < 0) {
            watch.box = fd;
            watch.box_start_kb = used_kb(watch.box);
        } else if (tag == HANDOFF_PROCESSES && fd >= 0 && watch.processes < 0) {
            watch.processes = fd;
        } else if (tag == HANDOFF_WINE && fd >= 0 && watch.wine < 0) {
            watch.wine = fd;
            watch.wine_start_kb = used_kb(watch.wine);
        } else if (tag == HANDOFF_LISTENER && fd >= 0 && watch.listener < 0) {
            watch.listener = fd;
        } else if (fd >= 0) {
            close(fd);
        }
    }
    return child;
}

/* Whether a file of the box's working folder holds bytes of data: the kernel's SIGXFSZ for a
 * file the process wrote, as opposed to one it raised itself (a sparse file of that size
 * holds none). */
static int folder_holds_file_of(int folder_fd, long long bytes) {
    int scan_fd = folder_fd >= 0 ? dup(folder_fd) : -1;
    DIR *listing = scan_fd >= 0 ? fdopendir(scan_fd) : NULL;
    struct dirent *entry;
    struct stat info;
    int found = 0;
    if (!listing || bytes <= 0) {
        if (listing) closedir(listing);
        return 0;
    }
    rewinddir(listing);
    while (!found && (entry = readdir(listing)))
        found = fstatat(folder_fd, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 &&
                S_ISREG(info.st_mode) && info.st_size >= bytes &&
                (long long)info.st_blocks * 512 + BLOCK_ROUNDING_BYTES >= bytes;
    closedir(listing);
    return found;
}

/* CPU time, user and system, of a reaped process. */
static long long usage_ms(const struct rusage *usage) {
    return timeval_ms(usage->ru_utime) + timeval_ms(usage->ru_stime);
}

/* The outcome of a process that ended with status after cpu_ms of CPU time, a peak
 * resident set of maxrss_kb (kilobytes on Linux) and wall_ms, with what the watch saw. */
static struct outcome measured_outcome(const struct options *o, const struct descriptors *fds,
                                       int status, long long cpu_ms, long long maxrss_kb,
                                       long long wall_ms) {
    struct outcome result;
    memset(&result, 0, sizeof result);
    result.status = status;
    result.wall_ms = wall_ms;
    result.cpu_ms = cpu_ms > cpu_ms_seen ? cpu_ms : cpu_ms_seen; /* a Windows run's box */
    result.mem_kb = maxrss_kb;
    /* Files left at the end were kept beside the peak resident set (a program that writes
     * them between two ticks of the watch, too). */
    if (!o->compiler && files_kb() > 0) result.mem_kb = maxrss_kb + files_kb();
    if (run_cgroup.path[0]) { /* the kernel's count of everything, instead */
        long long peak_kb = cgroup_kb(run_cgroup.peak);
        result.mem_kb = peak_kb > watch.baseline_kb ? peak_kb - watch.baseline_kb : 0;
        result.cgroup_full = result.mem_kb > cgroup_limit_kb(o);
    }
    if (peak_kb_seen > result.mem_kb) result.mem_kb = peak_kb_seen;
    result.first_passed = (enum limit)first_limit_passed;
    result.forbidden_call = forbidden_call;
    result.output_exceeded = reached(fds->output, stream_limit(o)) ||
                             reached(fds->errors, stream_limit(o)) ||
                             (WIFSIGNALED(result.status) && WTERMSIG(result.status) == SIGXFSZ &&
                              folder_holds_file_of(watch.box, o->file_bytes));
    return result;
}

/* Until the process ends, answer its system calls as soon as one waits, not only at the
 * watch's next tick: a Windows run's start-up makes five calls that wait for the sandbox
 * (uname, sysinfo, sched_getaffinity), up to 10 ms each at the tick. Needs a pidfd (Linux
 * 5.3) to see the end; without one, or without a listener, the ticks alone answer. The
 * watch's signal is held while this answers, so that the two never take the same
 * notification. */
static void answer_until_end(pid_t pid) {
#if defined(HAVE_SECCOMP) && defined(__NR_pidfd_open)
    int process = watch.listener >= 0 ? (int)syscall(__NR_pidfd_open, pid, 0) : -1;
    struct pollfd ready[2] = {{.fd = process, .events = POLLIN},
                              {.fd = watch.listener, .events = POLLIN}};
    sigset_t tick, saved;
    if (process < 0) return;
    sigemptyset(&tick);
    sigaddset(&tick, SIGALRM);
    while (!(ready[0].revents & (POLLIN | POLLHUP | POLLERR))) {
        if (poll(ready, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (ready[1].revents & POLLIN) {
            sigprocmask(SIG_BLOCK, &tick, &saved);
            answer_calls(watch.listener);
            sigprocmask(SIG_SETMASK, &saved, NULL);
        } else if (ready[1].revents) {
            ready[1].fd = -1; /* no process left under the filter */
        }
    }
    close(process);
#else
    (void)pid;
#endif
}

/* Wait for the process's end, read a Windows run's box once more, kill what is left of its
 * group while the zombie still holds the group id, then reap it with its resource usage. */
static struct outcome await_end(pid_t pid, const struct options *o, const struct descriptors *fds) {
    struct timespec start;
    siginfo_t info;
    struct rusage usage;
    int status;

    clock_gettime(CLOCK_MONOTONIC, &start);
    arm_watch(pid, o, fds);
    answer_until_end(pid);
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0)
        if (errno != EINTR) fail("waitid", errno);
    long long wall_ms = elapsed_ms(&start);
    disarm_watch();
    if (watch.processes >= 0) watch_box(); /* once more: the program's zombie, the others alive */
    kill(-pid, SIGKILL);
    while (wait4(pid, &status, 0, &usage) < 0)
        if (errno != EINTR) fail("wait4", errno);
    child_group = 0;
    return measured_outcome(o, fds, status, usage_ms(&usage), usage.ru_maxrss, wall_ms);
}

/* The limit the watch saw passed first; when it saw none (the process ended between two
 * ticks, or passed no limit), the usage measured at the end. */
static enum limit limit_passed(const struct options *o, const struct outcome *r) {
    if (r->first_passed != LIMIT_NONE) return r->first_passed;
    if (o->cpu_ms > 0 && r->cpu_ms > o->cpu_ms) return LIMIT_CPU;
    if (o->wall_ms > 0 && r->wall_ms - queued_ms_seen > o->wall_ms) return LIMIT_WALL;
    if (!o->compiler && o->mem_kb > 0 && r->mem_kb > o->mem_kb) return LIMIT_MEM;
    if (r->cgroup_full) return LIMIT_MEM;
    if (r->output_exceeded) return LIMIT_FSIZE;
    return LIMIT_NONE;
}

/* The names of DIR's files before the run: they are not what the process created. */
struct originals {
    char names[BOX_MAX_FILES][NAME_MAX + 1];
    int count;
};

static struct originals list_originals(int dir_fd) {
    struct originals list = {.count = 0};
    int scan_fd = dup(dir_fd);
    DIR *listing = scan_fd >= 0 ? fdopendir(scan_fd) : NULL;
    struct dirent *entry;
    if (!listing) fail("cannot list the working directory", errno);
    while ((entry = readdir(listing)) && list.count < BOX_MAX_FILES)
        if (entry->d_name[0] != '.')
            snprintf(list.names[list.count++], NAME_MAX + 1, "%s", entry->d_name);
    closedir(listing);
    return list;
}

static int is_original(const struct originals *list, const char *name) {
    for (int i = 0; i < list->count; i++)
        if (strcmp(list->names[i], name) == 0) return 1;
    return 0;
}

/* -x NAME: copy the regular file NAME of the box's working folder to DIR (in DIR itself
 * without a box of its own, it is already there). */
static void extract(const char *name, int box_fd, int dir_fd) {
    struct stat info;
    if (!name || box_fd < 0) return;
    int from = openat(box_fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (from < 0) return; /* not made: the caller sees no file */
    if (fstat(from, &info) == 0 && S_ISREG(info.st_mode)) {
        int to = openat(dir_fd, name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0755);
        if (to < 0) fail(name, errno);
        copy_content(from, to, name);
        if (close(to)) fail(name, errno);
    }
    close(from);
}

/* created=NAME: a file the process left in its working folder, bytes outside
 * [A-Za-z0-9._-] as %XX; created=none. */
static void print_created(int folder_fd, const struct originals *originals, const char *extracted) {
    int scan_fd = dup(folder_fd);
    DIR *listing = scan_fd >= 0 ? fdopendir(scan_fd) : NULL;
    struct dirent *entry;
    const char *found = NULL;
    if (listing) {
        rewinddir(listing);
        while (!found && (entry = readdir(listing)))
            if (strcmp(entry->d_name, ".") && strcmp(entry->d_name, "..") &&
                !is_original(originals, entry->d_name) &&
                !(extracted && strcmp(entry->d_name, extracted) == 0))
                found = entry->d_name;
    }
    fputs(" created=", stdout);
    if (!found) fputs("none", stdout);
    for (const unsigned char *c = (const unsigned char *)found; c && *c; c++)
        if (strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-", *c))
            putchar(*c);
        else
            printf("%%%02X", *c);
    if (listing) closedir(listing);
}

/* The errno's symbolic name (ENOEXEC), or its number where the C library has no names. */
static const char *errno_name(int error) {
    static char number[16];
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32))
    const char *name = strerrorname_np(error);
    if (name) return name;
#endif
    snprintf(number, sizeof number, "%d", error);
    return number;
}

/* The report's first words: how the process ended (status=not-run when it was not started:
 * exec_error= names the errno of an execve the kernel refused, or limit=mem a program too big
 * to be loaded). */
static void print_outcome(const struct options *o, const struct outcome *r, int exec_error) {
    int signaled = WIFSIGNALED(r->status);
    const char *status = exec_error || r->first_passed == LIMIT_MEM_BEFORE_RUN ? "not-run"
                         : signaled                                            ? "signaled"
                                                                               : "exited";
    enum limit passed = r->first_passed == LIMIT_MEM_BEFORE_RUN ? LIMIT_MEM : limit_passed(o, r);
    printf("status=%s code=%d signal=%d cpu_ms=%lld mem_kb=%lld wall_ms=%lld limit=%s", status,
           signaled || exec_error ? 0 : WEXITSTATUS(r->status), signaled ? WTERMSIG(r->status) : 0,
           r->cpu_ms, r->mem_kb, r->wall_ms, limit_names[passed]);
    if (r->forbidden_call >= 0)
        printf(" syscall=%ld", r->forbidden_call);
    else
        fputs(" syscall=none", stdout);
    if (!exec_error)
        fputs(" exec_error=none", stdout);
    else
        printf(" exec_error=%s", errno_name(exec_error));
}

static void die_of_stop_signal(void) {
    int number = stop_signal;
    if (!number) return;
    signal(number, SIG_DFL);
    raise(number);
    exit(128 + number);
}

/* A program too big to run (oversized_program_kb): reported as MLE without being started,
 * its output and errors empty. */
static int report_oversized(long long kb, const struct options *o, const struct descriptors *fds) {
    struct outcome result;
    save_stream(fds->output, o->output);
    save_stream(fds->errors, o->errors);
    memset(&result, 0, sizeof result);
    result.mem_kb = kb;
    result.first_passed = LIMIT_MEM_BEFORE_RUN;
    result.forbidden_call = -1;
    print_outcome(NULL, &result, 0);
    puts(" created=none");
    return fflush(stdout) == 0 ? 0 : EXIT_SETUP_FAILED;
}

static int run(const struct options *o) {
    pid_t namespace_init = 0;
    if (!o->portable && enter_namespaces() == 0) {
        enter_time_namespace();
        namespace_init = start_namespace_init();
    }
    struct identity who = choose_identity();
    struct descriptors fds = open_descriptors(o, &who);
    struct originals originals = list_originals(fds.dir);
    long long oversized_kb = oversized_program_kb(o, fds.dir);
    int report[2], handoff[2];

    if (oversized_kb > 0) {
        stop_namespace_init(namespace_init);
        return report_oversized(oversized_kb, o, &fds);
    }
    if (!o->portable) {
        remove_stale_cgroups();
        if (make_cgroup(&run_cgroup, cgroup_limit_kb(o)) == 0)
            watch.cgroup_usage = run_cgroup.usage;
        if (o->wine && add_cpu_accounting(&run_cgroup) == 0)
            watch.cgroup_cpu = run_cgroup.cpu_usage;
    }
    if (pipe(report)) fail("pipe", errno);
    if (fcntl(report[0], F_SETFD, FD_CLOEXEC) || fcntl(report[1], F_SETFD, FD_CLOEXEC))
        fail("fcntl", errno);
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, handoff)) fail("socketpair", errno);
    if (fcntl(handoff[0], F_SETFD, FD_CLOEXEC) || fcntl(handoff[1], F_SETFD, FD_CLOEXEC))
        fail("fcntl", errno);
    install_handler(SIGALRM, on_watch_tick);
    install_handler(SIGINT, on_stop_request);
    install_handler(SIGTERM, on_stop_request);
    install_handler(SIGHUP, on_stop_request);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) fail("fork", errno);
    if (pid == 0) {
        close(report[0]);
        close(handoff[0]);
        run_child(o, &who, &fds, report[1], handoff[1]);
    }
    child_group = (sig_atomic_t)pid;
    if (stop_signal) kill_child_group(); /* a stop request that came before the line above */
    close(report[1]);
    close(handoff[1]);
    receive_handoffs(handoff[0]);
    close(handoff[0]);
    int exec_error = await_exec(pid, report[0], o);
    struct outcome result;
    if (exec_error) {
        memset(&result, 0, sizeof result);
        result.forbidden_call = -1;
        child_group = 0;
    } else {
        result = await_end(pid, o, &fds);
    }
    stop_namespace_init(namespace_init);
    remove_cgroup(&run_cgroup);
    die_of_stop_signal();
    save_stream(fds.output, o->output);
    save_stream(fds.errors, o->errors);
    extract(o->extract, watch.box, fds.dir);
    print_outcome(o, &result, exec_error);
    print_created(watch.box >= 0 ? watch.box : fds.dir, &originals, o->extract);
    putchar('\n');
    return fflush(stdout) == 0 ? 0 : EXIT_SETUP_FAILED;
}

/* ---- -S: one box for all the cases of a judgement ---- */

/* The keeper: PID 1 of the box's namespaces, in the root it built once and (where the kernel
 * can reset a cgroup's peak) in the judgement's memory cgroup, so that each case's process is
 * born inside both: no namespace, root or cgroup is made again and no process moves into a
 * cgroup (a write to cgroup.procs waits for the kernel's RCU). Before each case it mounts a
 * fresh /box with copies of DIR's files, sets the PID numbering back and makes a new time
 * namespace; a case cannot leave anything for the next: its process group is killed, the uid
 * owns nothing elsewhere (the root is read-only), its /box is gone, and the next is PID 2
 * with clocks from 1 s again. */

/* What the sandbox sends the keeper for a case (with the case's descriptors: stdin, stdout,
 * stderr, the report pipe, the handoff socket and, without a shared cgroup, the case's own
 * cgroup.procs). */
struct case_order {
    long long cpu_ms, wall_ms, file_bytes;
};

enum {
    ORDER_INPUT,
    ORDER_OUTPUT,
    ORDER_ERRORS,
    ORDER_REPORT,
    ORDER_HANDOFF,
    ORDER_CGROUP,
    ORDER_FDS
};

/* What the keeper answers: 'r' the box is built, 's' the case's process is started (the
 * cgroup's usage before it), 'e' it has ended and been reaped, 'f' a step failed (errno). */
struct keeper_message {
    char kind;
    int error, status;
    long long cpu_ms, maxrss_kb, baseline_kb;
};

static int send_message(int socket_fd, const struct keeper_message *m) {
    return send(socket_fd, m, sizeof *m, MSG_NOSIGNAL) == (ssize_t)sizeof *m ? 0 : -1;
}

/* The keeper's next message, of kind; a missing or failed one ends the sandbox. */
static struct keeper_message receive_message(int socket_fd, char kind, const char *what) {
    struct keeper_message m;
    ssize_t got;
    do got = recv(socket_fd, &m, sizeof m, 0);
    while (got < 0 && errno == EINTR && !stop_signal);
    if (got < 0 && stop_signal) die_of_stop_signal();
    if (got != (ssize_t)sizeof m) fail(what, got < 0 ? errno : 0);
    if (m.kind == 'f') fail(what, m.error);
    if (m.kind != kind) fail(what, 0);
    return m;
}

static int send_order(int socket_fd, const struct case_order *order, const int *fds, int count) {
    struct iovec data = {.iov_base = (void *)order, .iov_len = sizeof *order};
    _Alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int) * ORDER_FDS)];
    struct msghdr message = {.msg_iov = &data,
                             .msg_iovlen = 1,
                             .msg_control = control,
                             .msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)count)};
    memset(control, 0, sizeof control);
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)count);
    memcpy(CMSG_DATA(header), fds, sizeof(int) * (size_t)count);
    return sendmsg(socket_fd, &message, MSG_NOSIGNAL) == (ssize_t)sizeof *order ? 0 : -1;
}

/* The next order, its descriptors in fds (-1 where none); 0 once the sandbox has closed
 * the socket (no more cases). */
static int receive_order(int socket_fd, struct case_order *order, int *fds) {
    struct iovec data = {.iov_base = order, .iov_len = sizeof *order};
    _Alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int) * ORDER_FDS)];
    struct msghdr message = {.msg_iov = &data,
                             .msg_iovlen = 1,
                             .msg_control = control,
                             .msg_controllen = sizeof control};
    ssize_t got;
    do got = recvmsg(socket_fd, &message, MSG_CMSG_CLOEXEC);
    while (got < 0 && errno == EINTR);
    for (int i = 0; i < ORDER_FDS; i++) fds[i] = -1;
    if (got != (ssize_t)sizeof *order) return 0;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (header && header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
        size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        memcpy(fds, CMSG_DATA(header), sizeof(int) * (count < ORDER_FDS ? count : ORDER_FDS));
    }
    return fds[ORDER_HANDOFF] >= 0;
}

static void close_all(int *fds, int count) {
    for (int i = 0; i < count; i++)
        if (fds[i] >= 0) close(fds[i]);
}

/* A case's process, forked by the keeper in the box's root: what run_child does, less the
 * namespaces and the root, which it is born in. It hands itself over first (the sandbox,
 * outside the PID namespace, learns its pid from the kernel's credentials). */
static _Noreturn void serve_child(const struct options *o, const struct identity *who,
                                  const int *fds) {
    char *environment[] = {PROGRAM_PATH, PROGRAM_LOCALE, NULL};
    struct descriptors streams = {.input = fds[ORDER_INPUT],
                                  .output = fds[ORDER_OUTPUT],
                                  .errors = fds[ORDER_ERRORS],
                                  .dir = -1};
    int report = fds[ORDER_REPORT], handoff = fds[ORDER_HANDOFF];
    if (setsid() < 0) child_failed(report, STEP_SESSION);
    if (reset_signals() || redirect(&streams)) child_failed(report, STEP_REDIRECT);
    close_inherited_descriptors();
    if (fds[ORDER_CGROUP] >= 0 && write(fds[ORDER_CGROUP], "0", 1) != 1)
        child_failed(report, STEP_CGROUP);
    enter_cgroup_namespace(); /* rooted at the case's cgroup, or the caller's */
    if (send_descriptor(handoff, HANDOFF_PID, -1)) child_failed(report, STEP_HANDOFF);
    int box = chdir("/box") ? -1 : open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (box < 0) child_failed(report, STEP_CHDIR);
    if (send_descriptor(handoff, HANDOFF_BOX, box)) child_failed(report, STEP_HANDOFF);
    if (become(who)) child_failed(report, STEP_IDENTITY);
    if (join_own_keyring()) child_failed(report, STEP_KEYRING);
    if (apply_limits(o)) child_failed(report, STEP_LIMITS);
    confine(o, box, handoff, report);
    execve(o->program[0], o->program, environment);
    child_failed(report, STEP_EXEC);
}

/* A shared cgroup before a case: its peak reset and the hard limit moved above what it holds
 * now (the keeper and the copies in /box), which is the case's baseline. */
static long long prepare_shared_cgroup(const struct options *o) {
    if (reset_cgroup_peak(&run_cgroup)) return -1;
    long long baseline_kb = cgroup_kb(run_cgroup.usage);
    if (baseline_kb < 0 || set_cgroup_limit(&run_cgroup, (cgroup_limit_kb(o) + baseline_kb) * 1024 +
                                                             CGROUP_SLACK_BYTES))
        return -1;
    return baseline_kb;
}

/* What the keeper renews before each case but the first, so that no case can tell another
 * anything by its PID or the clocks: /proc/sys/kernel/ns_last_pid (of the keeper's PID
 * namespace, whoever opened it) and /proc/self/timens_offsets, both open for writing from
 * before the keeper entered the box's root, whose /proc shows neither; -1 where the kernel
 * has none. */
struct case_renewal {
    int last_pid, clock_offsets;
};

/* The next case's process is PID 2 again, whatever PIDs the cases before took (the threads
 * of a case take PIDs too), and its clocks start near 1 s again. */
static int renew_pid_and_clocks(const struct case_renewal *renewal) {
    if (renewal->last_pid >= 0 && pwrite(renewal->last_pid, "1", 1, 0) != 1) /* at 0: a sysctl */
        return -1; /* ignores a write past its start */
    if (renewal->clock_offsets >= 0 && enter_time_namespace_with(renewal->clock_offsets)) return -1;
    return 0;
}

/* One case in the keeper: a fresh /box, PID and clocks (but for the first), the process
 * forked and reaped, each step said to the sandbox. */
static void keep_case(const struct options *base, const struct identity *who,
                      const struct box_plan *plan, const struct case_renewal *renewal, int control,
                      int shared, int first) {
    struct case_order order;
    struct keeper_message m = {.kind = 's'};
    int fds[ORDER_FDS];
    if (!receive_order(control, &order, fds)) _exit(0);
    struct options o = *base;
    o.cpu_ms = order.cpu_ms;
    o.wall_ms = order.wall_ms;
    o.file_bytes = order.file_bytes;
    if (!first && (renew_box(plan) || renew_pid_and_clocks(renewal))) m.kind = 'f';
    if (m.kind == 's' && shared && (m.baseline_kb = prepare_shared_cgroup(&o)) < 0) m.kind = 'f';
    pid_t pid = m.kind == 's' ? fork() : -1;
    if (pid == 0) serve_child(&o, who, fds);
    if (m.kind == 's' && pid < 0) m.kind = 'f';
    m.error = errno;
    close_all(fds, ORDER_FDS);
    if (send_message(control, &m) || m.kind == 'f') _exit(1);
    siginfo_t info;
    struct rusage usage;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) continue;
    kill(-pid, SIGKILL); /* what is left of its group, while the zombie holds the group id */
    while (wait4(pid, &m.status, 0, &usage) < 0 && errno == EINTR) continue;
    while (waitpid(-1, NULL, WNOHANG) > 0) continue; /* PID 1 reaps any orphan too */
    m.kind = 'e';
    m.cpu_ms = usage_ms(&usage);
    m.maxrss_kb = usage.ru_maxrss;
    if (send_message(control, &m)) _exit(1);
}

/* The keeper's life: the root built once (in the shared cgroup, if any), then the cases in
 * the order the sandbox sends them. It ends when the sandbox closes the socket, and dies
 * with the sandbox (PR_SET_PDEATHSIG), taking the namespace's processes with it. */
static _Noreturn void keep_box(const struct options *o, const struct identity *who, int control,
                               int dir_fd, int shared) {
    struct keeper_message m = {.kind = 'r'};
    struct box_plan plan = {.dir = o->dir,
                            .kb = box_kb(o),
                            .wine_fd = -1,
                            .owner = who->drop ? who->uid : geteuid(),
                            .group = who->drop ? who->gid : getegid()};
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    struct case_renewal renewal = {
        .last_pid = open("/proc/sys/kernel/ns_last_pid", O_WRONLY | O_CLOEXEC),
        .clock_offsets = open("/proc/self/timens_offsets", O_WRONLY | O_CLOEXEC)};
    own_clocks = children_clocks; /* it was forked into the time namespace the sandbox made */
#ifdef __linux__
    /* Had the sandbox died before this line, the first order reads the socket's end. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL)) _exit(1);
#endif
    if (null < 0 || dup2(null, STDIN_FILENO) < 0 || dup2(null, STDOUT_FILENO) < 0) _exit(1);
    if (shared && join_cgroup(&run_cgroup)) m.kind = 'f';
    if (m.kind == 'r' && shared) enter_cgroup_namespace();
    if (m.kind == 'r' && (plan_box_files(&plan, dir_fd) || enter_own_root(&plan) || chdir("/")))
        m.kind = 'f';
    m.error = errno;
    if (send_message(control, &m) || m.kind == 'f') _exit(1);
    for (int first = 1;; first = 0) keep_case(o, who, &plan, &renewal, control, shared, first);
}

/* -S: what the sandbox keeps for the judgement. */
struct served {
    int control, dir, shared;
    long long oversized_kb;
    struct originals originals;
    int next_output, next_errors;   /* the next case's stdout and stderr, or -1 */
    long long next_reserved;        /* the bytes of their pages reserved */
    int spare_output, spare_errors; /* -f's spare stdout and stderr, or -1 */
    long long spare_reserved;       /* the bytes their maker reserves */
    pid_t spare_maker;              /* the process reserving them, until reaped; or 0 */
};

/* -f LARGEST_BYTES of -S: a spare stdout and stderr whose pages a process of its own reserves
 * up to limit bytes while the first cases run (on another CPU, where there is one), for the
 * first case whose streams must be larger than those made ahead (a stress case's 2 x 10 MB
 * took 4.7 ms to reserve on the way to it). Its pages are the sandbox's, as those made ahead:
 * the maker is forked from it, outside the box. Nothing when limit is no more than what is
 * made ahead anyway. */
static void start_spare_streams(struct served *box, long long limit) {
    if (limit <= PREPARED_STREAM_BYTES) return;
    int output = private_file("stdout"), errors = output < 0 ? -1 : private_file("stderr");
    pid_t maker = errors < 0 ? -1 : fork();
    if (maker == 0) {
#ifdef __linux__
        prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
        close(box->control); /* the keeper sees the sandbox's end at once */
        reserve_pages(output, limit);
        reserve_pages(errors, limit);
        _exit(0);
    }
    if (maker < 0) {
        if (output >= 0) close(output);
        if (errors >= 0) close(errors);
        return;
    }
    box->spare_output = output;
    box->spare_errors = errors;
    box->spare_reserved = limit;
    box->spare_maker = maker;
}

/* The spare's maker waited for: 1 when it ended well (the pages reserved), 0 when not. */
static int await_spare_maker(struct served *box) {
    int status = 0;
    if (box->spare_maker <= 0) return 1;
    while (waitpid(box->spare_maker, &status, 0) < 0 && errno == EINTR) continue;
    box->spare_maker = 0;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* The spare streams as the next case's, when they hold at least limit bytes (their pages
 * reserved here when the maker did not end well); 0 when not. */
static int take_spare_streams(struct served *box, long long limit) {
    if (box->spare_output < 0 || box->spare_reserved < limit) return 0;
    if (!await_spare_maker(box)) {
        reserve_pages(box->spare_output, box->spare_reserved);
        reserve_pages(box->spare_errors, box->spare_reserved);
    }
    box->next_output = box->spare_output;
    box->next_errors = box->spare_errors;
    box->next_reserved = box->spare_reserved;
    box->spare_output = box->spare_errors = -1;
    return 1;
}

/* At the end: the spare's maker stopped and its streams closed, if unused (nothing reserved
 * for them then). */
static void drop_spare_streams(struct served *box) {
    if (box->spare_maker > 0) kill(box->spare_maker, SIGKILL);
    (void)await_spare_maker(box);
    if (box->spare_output >= 0) close(box->spare_output);
    if (box->spare_errors >= 0) close(box->spare_errors);
    box->spare_output = box->spare_errors = -1;
}

/* stdin, stdout and stderr of a case, as open_descriptors makes them: stdout and stderr the
 * files prepare_next_streams made (their pages reserved up to this case's limit at least),
 * if any. */
static struct descriptors open_case_streams(const struct options *o, struct served *box) {
    struct descriptors fds;
    fds.input = open_input(o->input);
    if (box->next_output >= 0 && stream_limit(o) > box->next_reserved) {
        int output = box->next_output, errors = box->next_errors; /* too small */
        if (take_spare_streams(box, stream_limit(o))) {
            close(output);
            close(errors);
        }
    }
    if (box->next_output >= 0) {
        fds.output = box->next_output;
        fds.errors = box->next_errors;
        if (stream_limit(o) > box->next_reserved) {
            reserve_pages(fds.output, stream_limit(o));
            reserve_pages(fds.errors, stream_limit(o));
        }
        box->next_output = box->next_errors = -1;
    } else {
        fds.output = open_stream(o->output, "stdout", stream_limit(o));
        fds.errors = open_stream(o->errors, "stderr", stream_limit(o));
    }
    fds.dir = box->dir;
    return fds;
}

/* A case's stderr, open as fd, opened anew for the next case (a fresh open file description:
 * offset 0, no flag or lock of the program's) when the program left it as it was made: empty,
 * unsealed, its pages still reserved up to limit bytes. Most programs write nothing there, and
 * its pages then need not be freed and reserved again. -1 when it cannot serve. */
static int untouched_errors(int fd, long long limit) {
#if defined(__linux__) && defined(F_GET_SEALS)
    struct stat info;
    char path[64];
    if (fstat(fd, &info) || info.st_size != 0 || (long long)info.st_blocks * 512 < limit ||
        fcntl(fd, F_GET_SEALS) != 0)
        return -1;
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    return open(path, O_RDWR | O_CLOEXEC);
#else
    (void)fd;
    (void)limit;
    return -1;
#endif
}

/* The next case's stdout and stderr made ahead, their pages reserved up to limit bytes (stderr
 * the last case's, when untouched_errors gives it; both the spare's when they must be larger
 * than made ahead and it holds enough): the first case's while the keeper builds the root,
 * each next one's after a case's line, at the size its request announced, while the judge
 * reads the line, not after the next request. In-memory files only (a file of the host would
 * be the output the judge is reading). */
static void prepare_next_streams(struct served *box, long long limit, int errors) {
    if (limit > PREPARED_STREAM_BYTES && take_spare_streams(box, limit)) {
        if (errors >= 0) close(errors);
        return;
    }
    int output = private_file("stdout");
    if (output >= 0 && errors < 0) {
        errors = private_file("stderr");
        reserve_pages(errors, limit);
    }
    if (output < 0 || errors < 0) {
        if (output >= 0) close(output);
        if (errors >= 0) close(errors);
        return;
    }
    reserve_pages(output, limit);
    box->next_output = output;
    box->next_errors = errors;
    box->next_reserved = limit;
}

static void close_streams(const struct descriptors *fds) {
    close(fds->input);
    close(fds->output);
    close(fds->errors);
}

/* The watch's state back to that of no process, for the next case. */
static void forget_case(void) {
    if (watch.box >= 0) close(watch.box);
    if (watch.listener >= 0) close(watch.listener);
    watch.box = watch.listener = -1;
    watch.box_start_kb = 0;
    watch.baseline_kb = 0;
    child_group = 0;
    first_limit_passed = LIMIT_NONE;
    peak_kb_seen = 0;
    memory_kb_now = 0;
    forbidden_call = -1;
}

/* One case: its streams made here (outside the cgroup, as for one run), handed to the keeper
 * with the case's limits, the process watched as run() watches its own, its line printed;
 * then the streams of the next case, of next_bytes (none when 0). */
static void serve_case(const struct options *o, struct served *box, long long next_bytes) {
    struct descriptors fds = open_case_streams(o, box);
    struct outcome result;
    int exec_error = 0, report[2], handoff[2], one = 1;
    if (box->oversized_kb > 0) {
        report_oversized(box->oversized_kb, o, &fds);
        close_streams(&fds);
        return;
    }
    if (!box->shared && make_cgroup(&run_cgroup, cgroup_limit_kb(o)) == 0)
        watch.cgroup_usage = run_cgroup.usage;
    if (pipe(report) || fcntl(report[0], F_SETFD, FD_CLOEXEC) ||
        socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, handoff) ||
        setsockopt(handoff[0], SOL_SOCKET, SO_PASSCRED, &one, sizeof one))
        fail("cannot prepare the case", errno);
    struct case_order order = {
        .cpu_ms = o->cpu_ms, .wall_ms = o->wall_ms, .file_bytes = o->file_bytes};
    int sent[ORDER_FDS] = {fds.input, fds.output, fds.errors,
                           report[1], handoff[1], run_cgroup.procs};
    if (send_order(box->control, &order, sent, run_cgroup.path[0] && !box->shared ? 6 : 5))
        fail("the box's keeper is gone", errno);
    close(report[1]);
    close(handoff[1]);
    pid_t pid = receive_handoffs(handoff[0]);
    close(handoff[0]);
    watch.baseline_kb = receive_message(box->control, 's', "cannot start the case").baseline_kb;
    struct setup_failure failure;
    ssize_t got = read_setup_failure(report[0], &failure);
    if (got != 0 || pid <= 0) {
        receive_message(box->control, 'e', "the case's process");
        exec_error = exec_error_of(got, &failure, o);
        memset(&result, 0, sizeof result);
        result.forbidden_call = -1;
    } else {
        struct timespec start;
        clock_gettime(CLOCK_MONOTONIC, &start);
        arm_watch(pid, o, &fds);
        struct keeper_message end = receive_message(box->control, 'e', "the case's process");
        long long wall_ms = elapsed_ms(&start);
        disarm_watch();
        result = measured_outcome(o, &fds, end.status, end.cpu_ms, end.maxrss_kb, wall_ms);
    }
    child_group = 0;
    if (!box->shared) {
        remove_cgroup(&run_cgroup);
        watch.cgroup_usage = -1;
    }
    die_of_stop_signal();
    save_stream(fds.output, o->output);
    save_stream(fds.errors, o->errors);
    print_outcome(o, &result, exec_error);
    print_created(watch.box >= 0 ? watch.box : box->dir, &box->originals, NULL);
    putchar('\n');
    if (fflush(stdout)) exit(EXIT_SETUP_FAILED);
    struct options next = *o;
    next.file_bytes = next_bytes;
    long long next_limit = stream_limit(&next);
    int errors = next_bytes > 0 ? untouched_errors(fds.errors, next_limit) : -1;
    close_streams(&fds);
    forget_case();
    if (next_bytes > 0) prepare_next_streams(box, next_limit, errors);
}

/* A request line of -S: CPU_MS WALL_MS FILE_BYTES NEXT_BYTES INPUT, INPUT the rest of the
 * line; NEXT_BYTES into next_bytes. 0 at the end of the requests. */
static int read_request(struct options *o, long long *next_bytes, char *line, size_t size) {
    long long numbers[4];
    int start = 0;
    errno = 0;
    if (!fgets(line, (int)size, stdin)) {
        if (stop_signal) die_of_stop_signal();
        return 0;
    }
    size_t length = strlen(line);
    if (length == 0 || line[length - 1] != '\n') fail("-S: a request without its line end", 0);
    line[length - 1] = '\0';
    if (sscanf(line, "%lld %lld %lld %lld %n", &numbers[0], &numbers[1], &numbers[2], &numbers[3],
               &start) != 4 ||
        start == 0 || line[start] == '\0' || numbers[0] < 0 || numbers[1] < 0 || numbers[2] < 0 ||
        numbers[3] < 0)
        fail("-S: a request is CPU_MS WALL_MS FILE_BYTES NEXT_BYTES INPUT", 0);
    o->cpu_ms = numbers[0];
    o->wall_ms = numbers[1];
    o->file_bytes = numbers[2];
    *next_bytes = numbers[3];
    o->input = line + start;
    return 1;
}

/* -S: the namespaces, the uid, the cgroup and the keeper (with its root) made once, then one
 * line of report per request line, as run() prints it. */
static int serve(const struct options *base) {
    struct served box = {
        .shared = 0, .next_output = -1, .next_errors = -1, .spare_output = -1, .spare_errors = -1};
    struct options o = *base;
    char line[PATH_MAX + 96];
    long long next_bytes = 0;
    int control[2];
    if (enter_namespaces()) fail("-S needs the box's namespaces (sandbox -F)", errno);
    enter_time_namespace();
    struct identity who = choose_identity();
    box.dir = open_or_fail(o.dir, O_RDONLY | O_DIRECTORY);
    if (who.drop && (fchown(box.dir, who.uid, who.gid) || fchmod(box.dir, 0700)))
        fail("cannot hand the working directory to the box's user", errno);
    box.originals = list_originals(box.dir);
    box.oversized_kb = oversized_program_kb(&o, box.dir);
    if (box.oversized_kb > 0) { /* never run: no root to build (its copy would not fit) */
        while (read_request(&o, &next_bytes, line, sizeof line)) serve_case(&o, &box, 0);
        return 0;
    }
    remove_stale_cgroups();
    if (make_cgroup(&run_cgroup, cgroup_limit_kb(&o)) == 0) {
        box.shared = run_cgroup.limit >= 0 && reset_cgroup_peak(&run_cgroup) == 0;
        if (box.shared)
            watch.cgroup_usage = run_cgroup.usage;
        else
            remove_cgroup(&run_cgroup);
    }
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, control)) fail("socketpair", errno);
    fflush(NULL);
    keeper_pid = fork();
    if (keeper_pid < 0) fail("fork", errno);
    if (keeper_pid == 0) {
        close(control[0]);
        keep_box(&o, &who, control[1], box.dir, box.shared);
    }
    close(control[1]);
    box.control = control[0];
    install_handler(SIGALRM, on_watch_tick);
    install_handler(SIGINT, on_stop_request);
    install_handler(SIGTERM, on_stop_request);
    install_handler(SIGHUP, on_stop_request);
    prepare_next_streams(&box, PREPARED_STREAM_BYTES, -1); /* the first case's, beside the root */
    start_spare_streams(&box, stream_limit(&o));           /* -f's, while the first cases run */
    receive_message(box.control, 'r', "cannot build the box's own root");
    while (read_request(&o, &next_bytes, line, sizeof line)) serve_case(&o, &box, next_bytes);
    drop_spare_streams(&box);
    close(box.control);
    while (waitpid(keeper_pid, NULL, 0) < 0 && errno == EINTR) continue;
    remove_cgroup(&run_cgroup);
    return 0;
}

/* What the probe of -F entered, as bits of its exit status. */
enum probed {
    PROBED_NAMESPACES = 1,
    PROBED_ROOT = 2,
    PROBED_CGROUP_NAMESPACE = 4,
    PROBED_TIME = 8
};

/* In the probe, in the namespaces: whether a child (PID 1 of the new namespace, as the
 * program's parent is) can build a root of its own on folder. */
static int can_enter_own_root(const char *folder) {
    int status;
    pid_t inner = fork();
    if (inner == 0) {
        struct box_plan plan = {.dir = folder, .kb = 64, .owner = geteuid(), .group = getegid()};
        _exit(enter_own_root(&plan) == 0 ? 0 : 1);
    }
    while (inner > 0 && waitpid(inner, &status, 0) < 0)
        if (errno != EINTR) return 0;
    return inner > 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* The probe of -F, in one child (entering them here would change this process): whether it
 * can enter the namespaces and, in them, build a root of its own (on a folder made for the
 * probe), enter a cgroup namespace and a time namespace, as bits of enum probed. */
static int probe_layers(void) {
    char folder[] = "/tmp/sandbox-probe.XXXXXX";
    int status, has_folder = mkdtemp(folder) != NULL, probed = 0;
    pid_t pid = fork();
    if (pid == 0) {
        if (enter_namespaces()) _exit(0);
        probed = PROBED_NAMESPACES;
        if (has_folder && can_enter_own_root(folder)) probed |= PROBED_ROOT;
        if (enter_cgroup_namespace() == 0) probed |= PROBED_CGROUP_NAMESPACE;
        if (enter_time_namespace() == 0) probed |= PROBED_TIME;
        _exit(probed);
    }
    if (pid > 0) {
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) continue;
        probed = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    }
    if (has_folder) rmdir(folder);
    return probed;
}

/* memory=cgroup when a memory cgroup of the run's own can be made here, else watch. */
static const char *memory_accounting(void) {
    struct box_cgroup cg;
    if (make_cgroup(&cg, 1024)) return "watch";
    remove_cgroup(&cg);
    return "cgroup";
}

static int print_features(void) {
    int probed = probe_layers(), landlock = landlock_abi() > 0;
    int namespaces = probed & PROBED_NAMESPACES, own_root = probed & PROBED_ROOT;
    printf("user=%s seccomp=%s landlock=%s reads=%s namespaces=%s%s%s root=%s memory=%s\n",
           geteuid() == 0 ? "own" : "self", seccomp_mode(), landlock ? "yes" : "no",
           landlock || own_root ? "contained" : "open", namespaces ? "pid,net,ipc,uts" : "none",
           probed & PROBED_CGROUP_NAMESPACE ? ",cgroup" : "", probed & PROBED_TIME ? ",time" : "",
           own_root ? "own" : "shared", memory_accounting());
    return 0;
}

/* -V PATH... (and -F PATH...): exit 1 naming each PATH that a box would show (it lies in a
 * system folder the box binds), 0 when none does; the judge refuses to judge test data a
 * program could read. */
static int print_visible(char **paths) {
    char real[PATH_MAX];
    int shown = 0;
    for (; *paths; paths++)
        if (realpath(*paths, real) && box_shows(real)) {
            printf("%s\n", real);
            shown = 1;
        }
    return shown;
}

static struct options parse_options(int argc, char **argv) {
    struct options o;
    int option;
    memset(&o, 0, sizeof o);
    while ((option = getopt(argc, argv, "d:i:o:e:t:w:m:f:l:s:x:T:W:CPSFV")) != -1) {
        switch (option) {
        case 'd':
            o.dir = optarg;
            break;
        case 'i':
            o.input = optarg;
            break;
        case 'o':
            o.output = optarg;
            break;
        case 'e':
            o.errors = optarg;
            break;
        case 't':
            o.cpu_ms = parse_amount(optarg);
            break;
        case 'w':
            o.wall_ms = parse_amount(optarg);
            break;
        case 'm':
            o.mem_kb = parse_amount(optarg);
            break;
        case 'f':
            o.file_bytes = parse_amount(optarg);
            break;
        case 'l':
            o.log_bytes = parse_amount(optarg);
            break;
        case 's':
            o.box_kb = parse_amount(optarg);
            break;
        case 'x':
            o.extract = optarg;
            break;
        case 'W':
            o.wine = optarg;
            break;
        case 'T':
            o.threads = (int)parse_amount(optarg);
            if (o.threads > MAX_THREADS) usage();
            break;
        case 'C':
            o.compiler = 1;
            break;
        case 'P':
            o.portable = 1;
            break;
        case 'S':
            o.serve = 1;
            break;
        case 'F':
            exit(print_features() | print_visible(argv + optind));
        case 'V':
            if (optind >= argc) usage();
            exit(print_visible(argv + optind));
        default:
            usage();
        }
    }
    if (!o.dir || (!o.input && !o.serve) || !o.output || !o.errors || optind >= argc) usage();
    if (o.serve && (o.input || o.extract || o.wine || o.compiler || o.portable)) usage();
    if (o.extract && (strchr(o.extract, '/') || o.extract[0] == '.')) usage();
    if (o.wine && (o.compiler || o.portable)) usage();
    o.program = argv + optind;
    return o;
}

int main(int argc, char **argv) {
    ensure_standard_descriptors();
    struct options options = parse_options(argc, argv);
    return options.serve ? serve(&options) : run(&options);
}
