/* sandbox: run one untrusted program under an online judge's limits and report what it used.
 *
 *   sandbox -d DIR -i IN -o OUT -e ERR [-t CPU_MS] [-w WALL_MS] [-m MEM_KB] [-f OUT_BYTES]
 *           [-P] -- PROGRAM [ARG...]
 *   sandbox -F
 *
 * The program runs in DIR (a fresh directory; PROGRAM is resolved from there) with stdin
 * from IN and stdout/stderr to OUT/ERR, in a new session and process group, with a minimal
 * environment, RLIMIT_CPU (CPU_MS rounded up to seconds, plus 1 s), RLIMIT_STACK (MEM_KB),
 * RLIMIT_FSIZE (OUT_BYTES, applies to OUT and ERR), RLIMIT_NPROC 1, RLIMIT_CORE 0 and
 * RLIMIT_AS (MEM_KB plus 4 GiB: only a backstop, high enough that even a 1.5 GB static array
 * loads, so that the watch measures an oversized program instead of a failed mapping making
 * it crash).
 *
 * The watch: every 10 ms the sandbox reads the program's CPU clock, the wall clock and
 * (with -m) the program's peak resident set (VmHWM in /proc/PID/status), and sends SIGKILL
 * to the whole process group as soon as the peak passes MEM_KB, wall time passes WALL_MS
 * (the guard against sleeping or blocked programs) or CPU time passes CPU_MS plus a 50 ms
 * grace. The CPU limit counts as passed at CPU_MS; the grace only makes sure that the CPU
 * time reported afterwards shows it. The group is killed when the program ends, too.
 *
 * Containment, layer by layer (-F lists which this machine has):
 * - User: started as root, the program runs as nobody (DIR is handed to nobody).
 * - Namespaces: new PID, network and IPC namespaces (as root directly, otherwise inside a
 *   new user namespace where the user stays itself): the program sees no other process,
 *   so kill(-1) and the like reach nothing outside, and no network. A tiny PID 1 holds the
 *   namespace; the program is PID 2.
 * - System calls (Linux x86_64/aarch64): a seccomp allowlist (scripts/judging/syscall_policy.h)
 *   admits what C and C++ programs make (read and write, memory, clocks, exit, the loader's
 *   and runtime's start-up), a few calls with checked arguments (the first execve, signals to
 *   itself, reading limits, terminal queries, naming its thread) and nothing else. A
 *   forbidden call waits for the sandbox (seccomp user notification), which notes its name
 *   and kills the program; the call never runs. Without user notification in the kernel the
 *   call kills the program at once (SIGSYS).
 * - Files (Landlock): the program may create, change or remove files only beneath DIR, and
 *   read, list or execute files only beneath DIR, /usr, /lib, /lib64, /lib32, /bin and
 *   /sbin, its own /proc/PID, and the files /etc/ld.so.cache, /etc/ld.so.preload,
 *   /etc/localtime, /dev/null, /dev/zero, /dev/urandom, /dev/random and /dev/full (those of
 *   them that exist; symbolic links are followed). Opening anything else fails with EACCES;
 *   stdin is open before the rules apply, so IN needs none.
 * - Limits: RLIMIT_NPROC 1, RLIMIT_FSIZE, the CPU and memory watch above.
 * -P leaves out the namespaces, seccomp and Landlock (to test the portable layers).
 *
 * Output, one line on stdout once the program has ended:
 *   status=exited code=0 signal=0 cpu_ms=12 mem_kb=1532 wall_ms=20 limit=none syscall=none
 * status is exited or signaled; cpu_ms (user + system) comes from wait4()'s rusage; mem_kb
 * is the peak resident set, the larger of rusage's and the watch's last reading. limit names
 * the limit the program passed first: cpu, wall or mem as the watch saw them during the run
 * (checked in that order within one tick). When the watch saw none passed, the checks after
 * the end decide, in this order: cpu_ms > CPU_MS (cpu), wall_ms > WALL_MS (wall),
 * mem_kb > MEM_KB (mem: a program that passes MEM_KB and ends between two ticks), OUT or ERR
 * reached OUT_BYTES (fsize); else none. Exit status 0 when the program ran, 2 when it could
 * not be started (message on stderr). syscall names the forbidden system call the program
 * was stopped in (its number when unnamed), or none. Killed by SIGINT, SIGTERM or SIGHUP,
 * the sandbox kills the program's group first and then dies of the same signal.
 *
 * sandbox -F prints which layers this machine provides, as key=value words:
 *   user=nobody seccomp=yes landlock=yes reads=contained namespaces=pid,net,ipc
 * user is nobody when started as root, else self; seccomp and landlock are yes or no; reads
 * is contained when Landlock confines reading as above, open when the program may read
 * whatever its user may; namespaces is pid,net,ipc or none.
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
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#if (defined(__x86_64__) || defined(__aarch64__)) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HAVE_SECCOMP 1
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sys/ioctl.h>

#include "syscall_policy.h"
#endif
#ifdef __NR_landlock_create_ruleset
#define HAVE_LANDLOCK 1
#include <linux/landlock.h>
#endif
#endif

enum { EXIT_SETUP_FAILED = 2 };

#define NOBODY_ID 65534
#define AS_BACKSTOP_BYTES (4LL << 30)
#define WATCH_TICK_MS 10
#define STATUS_BYTES 4096 /* /proc/PID/status is about 1.5 KB; VmHWM is in its first third */
#define CPU_GRACE_MS 50
#define MAX_DESCRIPTORS_SCANNED 65536
#define CLOSE_RANGE_ON_EXEC (1u << 2) /* CLOSE_RANGE_CLOEXEC of linux/close_range.h */

struct options {
    const char *dir, *input, *output, *errors;
    long long cpu_ms, wall_ms, mem_kb, output_bytes;
    int portable;
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
    STEP_CHDIR,
    STEP_IDENTITY,
    STEP_LIMITS,
    STEP_NO_NEW_PRIVS,
    STEP_LANDLOCK,
    STEP_SECCOMP,
    STEP_EXEC
};

static const char *const step_names[] = {
    "start a new session",      "redirect stdin/stdout/stderr", "enter the working directory",
    "switch to user nobody",    "set resource limits",          "set no_new_privs",
    "apply the Landlock rules", "install the seccomp filter",   "execute the program"};

enum limit { LIMIT_NONE, LIMIT_CPU, LIMIT_WALL, LIMIT_MEM, LIMIT_FSIZE };

static const char *const limit_names[] = {"none", "cpu", "wall", "mem", "fsize"};

struct outcome {
    int status; /* as from wait4 */
    long long cpu_ms, mem_kb, wall_ms;
    enum limit first_passed; /* by the watch, during the run */
    long forbidden_call;     /* the system call number the program was stopped in, or -1 */
    int output_exceeded;
};

static volatile sig_atomic_t child_group;
static volatile sig_atomic_t first_limit_passed;  /* enum limit; set once, by the watch */
static volatile sig_atomic_t peak_kb_seen;        /* the highest VmHWM the watch read */
static volatile sig_atomic_t forbidden_call = -1; /* the number of a refused system call */
static volatile sig_atomic_t stop_signal;

/* What the watch (on_watch_tick) needs; written before the timer starts, then only read. */
static struct {
    long long wall_ms, cpu_ms, mem_kb;
    struct timespec start;
    clockid_t cpu_clock;
    int has_cpu_clock;
    char status_path[32]; /* /proc/PID/status, formatted here as snprintf is not signal-safe */
    int listener;         /* the seccomp listener, or -1 */
} watch = {.listener = -1};

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
         "[-f OUT_BYTES] [-P] -- PROGRAM [ARG...]  |  sandbox -F",
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

/* The calls allowed only with some arguments: each gets a block of checks after the list. */
enum checked_call {
    CHECKED_EXECVE,
    CHECKED_SIGNAL,
    CHECKED_PRLIMIT,
    CHECKED_IOCTL,
    CHECKED_NAME,
    CHECKED_HANDOFF
};

static const unsigned checked_numbers[] = {__NR_execve,    __NR_kill,  __NR_tkill, __NR_tgkill,
                                           __NR_prlimit64, __NR_ioctl, __NR_prctl, __NR_sendmsg};
static const enum checked_call checked_kinds[] = {CHECKED_EXECVE, CHECKED_SIGNAL,  CHECKED_SIGNAL,
                                                  CHECKED_SIGNAL, CHECKED_PRLIMIT, CHECKED_IOCTL,
                                                  CHECKED_NAME,   CHECKED_HANDOFF};

enum { CHECKED_COUNT = sizeof checked_numbers / sizeof checked_numbers[0] };
enum { FILTER_CAPACITY = ALLOWED_COUNT + CHECKED_COUNT + 40 };
_Static_assert(FILTER_CAPACITY < 250, "BPF jumps reach at most 255 instructions ahead");

struct filter {
    struct sock_filter code[FILTER_CAPACITY];
    unsigned short length;
};

/* What the filter compares the checked calls' arguments with. */
struct filter_facts {
    uint64_t exec_path;  /* the pointer the sandbox's own execve passes */
    unsigned own_pid;    /* signals only to itself (raise, abort) */
    unsigned handoff_fd; /* sendmsg only on it: the listener handed to the sandbox */
    unsigned deny;       /* SECCOMP_RET_USER_NOTIF (named in the report) or KILL_PROCESS */
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
                        unsigned allow, unsigned deny) {
    switch (kind) {
    case CHECKED_EXECVE: /* the first execve only: after it the address space is the program's */
        emit_argument_equals(f, 0, facts->exec_path, allow, deny);
        break;
    case CHECKED_SIGNAL: /* kill, tkill, tgkill: the first argument is the target */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, facts->own_pid, allow, deny);
        break;
    case CHECKED_PRLIMIT: /* reading a limit, never setting one */
        emit_argument_equals(f, 2, 0, allow, deny);
        break;
    case CHECKED_IOCTL: /* the two questions stdio asks about a terminal */
        emit_load(f, argument_low(1));
        emit_jump(f, BPF_JEQ, TERMINAL_GET_ATTRIBUTES, allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, TERMINAL_GET_SIZE, allow, deny);
        break;
    case CHECKED_NAME: /* prctl: naming its own thread, nothing else */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, PR_SET_NAME, allow, f->length + 1u);
        emit_jump(f, BPF_JEQ, PR_GET_NAME, allow, deny);
        break;
    case CHECKED_HANDOFF: /* sendmsg: the sandbox's own, handing it the listener */
        emit_load(f, argument_low(0));
        emit_jump(f, BPF_JEQ, facts->handoff_fd, allow, deny);
        break;
    }
}

/* The allowlist: a foreign ABI kills; the calls of syscall_policy.h pass; the checked calls
 * pass when their arguments do; anything else gets facts->deny. Layout: header, one jump per
 * allowed call, one per checked call to its block, the deny return, the blocks, then the
 * allow and deny returns that the jumps aim at (BPF jumps only forward). */
static void build_filter(struct filter *f, const struct filter_facts *facts) {
    unsigned block_start[CHECKED_COUNT];
    struct filter blocks = {.length = 0};
    unsigned dispatch, first_block, allow, deny, kill, i;

    /* Lay the blocks out once in a scratch filter to learn their lengths. */
    for (i = 0; i < CHECKED_COUNT; i++) {
        block_start[i] = blocks.length;
        emit_checks(&blocks, checked_kinds[i], facts, 0, 0);
    }
    dispatch = 4u + ALLOWED_COUNT;
    first_block = dispatch + CHECKED_COUNT + 1u;
    allow = first_block + blocks.length;
    deny = allow + 1u;
    kill = deny + 1u;

    f->length = 0;
    emit_load(f, offsetof(struct seccomp_data, arch));
    emit_jump(f, BPF_JEQ, FILTER_ARCH, f->length + 1u, kill);
    emit_load(f, offsetof(struct seccomp_data, nr));
    emit_jump(f, BPF_JGE, X32_SYSCALL_BIT, kill, f->length + 1u);
    for (i = 0; i < ALLOWED_COUNT; i++)
        emit_jump(f, BPF_JEQ, allowed_syscalls[i], allow, f->length + 1u);
    for (i = 0; i < CHECKED_COUNT; i++)
        emit_jump(f, BPF_JEQ, checked_numbers[i], first_block + block_start[i], f->length + 1u);
    emit_return(f, facts->deny);
    for (i = 0; i < CHECKED_COUNT; i++) emit_checks(f, checked_kinds[i], facts, allow, deny);
    emit_return(f, SECCOMP_RET_ALLOW);
    emit_return(f, facts->deny);
    emit_return(f, SECCOMP_RET_KILL_PROCESS);
}

static int seccomp_available(void) {
    return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

/* Installs the allowlist. With the kernel's user notification (Linux 5.0), a forbidden call
 * waits for the sandbox, which reads its number, names it and kills the program: returns the
 * listener descriptor. Without it, a forbidden call kills at once (SIGSYS): returns -2.
 * -1 on failure. */
static int install_syscall_filter(const char *exec_path, int handoff_fd) {
    struct filter f;
    struct filter_facts facts = {.exec_path = (uint64_t)(uintptr_t)exec_path,
                                 .own_pid = (unsigned)getpid(),
                                 .handoff_fd = (unsigned)handoff_fd,
                                 .deny = SECCOMP_RET_KILL_PROCESS};
    struct sock_fprog program = {.filter = f.code};
#ifdef SECCOMP_FILTER_FLAG_NEW_LISTENER
    facts.deny = SECCOMP_RET_USER_NOTIF;
    build_filter(&f, &facts);
    program.len = f.length;
    long listener =
        syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &program);
    if (listener >= 0) return (int)listener;
    facts.deny = SECCOMP_RET_KILL_PROCESS;
#endif
    build_filter(&f, &facts);
    program.len = f.length;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0 ? -2 : -1;
}

/* The forbidden call the program is waiting in, or -1: a non-blocking look at the listener
 * (signal-safe: poll and ioctl only). */
static long forbidden_call_waiting(int listener) {
#ifdef SECCOMP_FILTER_FLAG_NEW_LISTENER
    struct pollfd ready = {.fd = listener, .events = POLLIN};
    struct seccomp_notif notification;
    if (listener < 0 || poll(&ready, 1, 0) != 1) return -1;
    memset(&notification, 0, sizeof notification);
    if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &notification)) return -1;
    return notification.data.nr;
#else
    (void)listener;
    return -1;
#endif
}
#else
static int install_syscall_filter(const char *exec_path, int handoff_fd) {
    (void)exec_path;
    (void)handoff_fd;
    return -2;
}

static int seccomp_available(void) {
    return 0;
}

static long forbidden_call_waiting(int listener) {
    (void)listener;
    return -1;
}

static const char *syscall_name(unsigned number) {
    (void)number;
    return NULL;
}
#endif

#ifdef HAVE_LANDLOCK
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif
#define READ_RIGHTS                                                                                \
    (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_EXECUTE)

/* What a compiled C or C++ program reads besides DIR (strace of the judge's solutions and of
 * C++ iostream programs): the loader's cache and preload list, the runtime libraries (merged
 * /usr: /lib, /lib64, /bin and /sbin may be links into /usr), the time zone for localtime(),
 * harmless devices, and its own /proc entry (glibc's pthread_getattr_np reads
 * /proc/self/maps). /proc/self is opened in the child, so it is the program's /proc/PID:
 * execve keeps the pid. */
static const char *const readable_paths[] = {
    "/usr",           "/lib",      "/lib64",           "/lib32",
    "/bin",           "/sbin",     "/etc/ld.so.cache", "/etc/ld.so.preload",
    "/etc/localtime", "/dev/null", "/dev/zero",        "/dev/urandom",
    "/dev/random",    "/dev/full", "/proc/self"};

enum { READABLE_COUNT = sizeof readable_paths / sizeof readable_paths[0] };

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
 * directory rights on a file). O_PATH follows symbolic links, so the rule lands on their
 * target; a path that cannot be opened (missing on this system) is skipped. */
static int allow_reading(int ruleset_fd, const char *path) {
    struct stat info;
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return 0;
    int result = fstat(fd, &info);
    if (result == 0)
        result = allow_beneath(ruleset_fd, fd,
                               S_ISDIR(info.st_mode) ? READ_RIGHTS : LANDLOCK_ACCESS_FS_READ_FILE);
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

/* Allow every file access beneath dir_fd, reading beneath readable_paths, and nothing else:
 * no changes elsewhere, and no reading of the judge's data, the repository or /tmp. Needs
 * no_new_privs. Without Landlock in the kernel: nothing to do. */
static int confine_files_to(int dir_fd) {
    int abi = landlock_abi();
    if (abi == 0) return 0;
    struct landlock_ruleset_attr ruleset = {.handled_access_fs =
                                                landlock_write_rights(abi) | READ_RIGHTS};
    int ruleset_fd = (int)syscall(__NR_landlock_create_ruleset, &ruleset, sizeof ruleset, 0);
    if (ruleset_fd < 0) return -1;
    int result = allow_beneath(ruleset_fd, dir_fd, ruleset.handled_access_fs);
    for (size_t i = 0; result == 0 && i < READABLE_COUNT; i++)
        result = allow_reading(ruleset_fd, readable_paths[i]);
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

static int confine_files_to(int dir_fd) {
    (void)dir_fd;
    return 0;
}
#endif

/* ---- namespaces ---- */

#if defined(__linux__) && defined(CLONE_NEWPID) && defined(CLONE_NEWNET) && defined(CLONE_NEWIPC)
#define NAMESPACE_FLAGS (CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC)

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

/* New PID, network and IPC namespaces for the processes forked from here on: the program
 * sees no other process (kill(-1) reaches only itself) and no network but a loopback that is
 * down. As root directly; otherwise inside a new user namespace in which the user stays
 * itself (as unshare -U -n -p does without root). 0 when entered, -1 when the kernel
 * refuses (the layer is missing: -F says so). */
static int enter_namespaces(void) {
    if (geteuid() == 0) return unshare(NAMESPACE_FLAGS);
    long uid = (long)geteuid(), gid = (long)getegid();
    if (unshare(CLONE_NEWUSER | NAMESPACE_FLAGS)) return -1;
    map_to_itself("uid_map", uid);
    write_text("/proc/self/setgroups", "deny\n"); /* required before gid_map without root */
    map_to_itself("gid_map", gid);
    return 0;
}
#else
static int enter_namespaces(void) {
    errno = ENOSYS;
    return -1;
}
#endif

/* PID 1 of the new PID namespace, forked first: it only waits, and when it dies the kernel
 * kills everything in the namespace. The program runs as PID 2 rather than PID 1, since PID 1
 * ignores the signals it has no handler for, and abort() would then end another way. */
static pid_t start_namespace_init(void) {
    pid_t pid = fork();
    if (pid < 0) fail("fork", errno);
    if (pid > 0) return pid;
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    for (int fd = 0; fd <= 2; fd++) close(fd); /* hold no pipe of the judge open */
    for (;;) pause();
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

static int apply_limits(const struct options *o) {
    if (set_limit(RLIMIT_CORE, 0, 0) || set_limit(RLIMIT_NPROC, 1, 1)) return -1;
    if (o->cpu_ms > 0) {
        rlim_t seconds = (rlim_t)((o->cpu_ms + 999) / 1000 + 1);
        if (set_limit(RLIMIT_CPU, seconds, seconds + 1)) return -1;
    }
    if (o->mem_kb > 0) {
        long long bytes = o->mem_kb * 1024;
        rlim_t address_space = (rlim_t)(bytes + AS_BACKSTOP_BYTES);
        struct rlimit stack;
        if (set_limit(RLIMIT_AS, address_space, address_space) || getrlimit(RLIMIT_STACK, &stack))
            return -1;
        rlim_t wanted = (rlim_t)bytes;
        if (stack.rlim_max != RLIM_INFINITY && stack.rlim_max < wanted) wanted = stack.rlim_max;
        if (set_limit(RLIMIT_STACK, wanted, wanted)) return -1;
    }
    if (o->output_bytes > 0 &&
        set_limit(RLIMIT_FSIZE, (rlim_t)o->output_bytes, (rlim_t)o->output_bytes))
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

static int reset_signals(void) {
    static const int signals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGPIPE, SIGALRM,
                                  SIGTERM, SIGXCPU, SIGXFSZ, SIGCHLD};
    sigset_t none;
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
        if (signal(signals[i], SIG_DFL) == SIG_ERR) return -1;
    sigemptyset(&none);
    return sigprocmask(SIG_SETMASK, &none, NULL);
}

/* Let no descriptor but 0-2 reach the program (the judge's own pipes and files, say). */
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

/* A one-byte message with room for one descriptor (SCM_RIGHTS), for the listener handoff. */
struct descriptor_message {
    char byte;
    struct iovec data;
    _Alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int))];
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

/* Hands descriptor fd to the sandbox over the socket. */
static int send_descriptor(int socket_fd, int fd) {
    struct descriptor_message m;
    prepare_message(&m);
    struct cmsghdr *header = CMSG_FIRSTHDR(&m.message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof fd);
    return sendmsg(socket_fd, &m.message, 0) == 1 ? 0 : -1;
}

/* The descriptor the child hands over, or -1 when it closes the socket without one (it
 * started the program without a listener, or failed). */
static int receive_descriptor(int socket_fd) {
    struct descriptor_message m;
    ssize_t got;
    int fd = -1;
    prepare_message(&m);
    do got = recvmsg(socket_fd, &m.message, MSG_CMSG_CLOEXEC);
    while (got < 0 && errno == EINTR);
    struct cmsghdr *header = got == 1 ? CMSG_FIRSTHDR(&m.message) : NULL;
    if (header && header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS)
        memcpy(&fd, CMSG_DATA(header), sizeof fd);
    return fd;
}

/* The Linux layers, last before exec: no_new_privs, Landlock, then the system call
 * allowlist, whose listener (when the kernel has one) goes to the sandbox. */
static void confine(const struct descriptors *fds, const char *program, int handoff_fd,
                    int report_fd) {
    if (set_no_new_privs()) child_failed(report_fd, STEP_NO_NEW_PRIVS);
    if (confine_files_to(fds->dir)) child_failed(report_fd, STEP_LANDLOCK);
    if (!seccomp_available()) return;
    int listener = install_syscall_filter(program, handoff_fd);
    if (listener == -1) child_failed(report_fd, STEP_SECCOMP);
    if (listener >= 0 && (send_descriptor(handoff_fd, listener) || close(listener)))
        child_failed(report_fd, STEP_SECCOMP);
}

static _Noreturn void run_child(const struct options *o, const struct identity *who,
                                const struct descriptors *fds, int report_fd, int handoff_fd) {
    static char *const environment[] = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C", NULL};
    if (setsid() < 0) child_failed(report_fd, STEP_SESSION);
    if (reset_signals() || redirect(fds)) child_failed(report_fd, STEP_REDIRECT);
    close_inherited_descriptors();
    if (fchdir(fds->dir)) child_failed(report_fd, STEP_CHDIR);
    if (become(who)) child_failed(report_fd, STEP_IDENTITY);
    if (apply_limits(o)) child_failed(report_fd, STEP_LIMITS);
    if (!o->portable) confine(fds, o->program[0], handoff_fd, report_fd);
    execve(o->program[0], o->program, environment);
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

/* The program's peak resident set in KB, or -1 once it has ended (a zombie has no VmHWM).
 * Only async-signal-safe calls: open, read and close of a path formatted beforehand. */
static long read_peak_kb(void) {
    char text[STATUS_BYTES];
    int fd = open(watch.status_path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t got = read(fd, text, sizeof text - 1);
    close(fd);
    if (got <= 0) return -1;
    text[got] = '\0';
    return field_value(text, "VmHWM:");
}

/* Keep the first limit passed: that is the verdict, whatever the program does until it dies. */
static void note_passed(enum limit passed) {
    if (first_limit_passed == LIMIT_NONE) first_limit_passed = passed;
}

/* CPU time, wall time and memory, in that order when several are passed within one tick. CPU
 * time counts as passed at watch.cpu_ms, but the group is killed only after a grace, so that
 * the CPU time reported from wait4's rusage is over the limit too; RLIMIT_CPU alone would only
 * stop it at whole seconds. */
static void check_limits(void) {
    struct timespec now;
    if (watch.cpu_ms > 0 && watch.has_cpu_clock && clock_gettime(watch.cpu_clock, &now) == 0) {
        long long cpu_ms = timespec_ms(&now);
        if (cpu_ms > watch.cpu_ms) note_passed(LIMIT_CPU);
        if (cpu_ms > watch.cpu_ms + CPU_GRACE_MS) kill_child_group();
    }
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (watch.wall_ms > 0 && timespec_ms_between(&watch.start, &now) > watch.wall_ms) {
        note_passed(LIMIT_WALL);
        kill_child_group();
    }
    if (watch.mem_kb > 0) {
        long peak_kb = read_peak_kb();
        if (peak_kb > peak_kb_seen) peak_kb_seen = (sig_atomic_t)peak_kb;
        if (peak_kb > watch.mem_kb) {
            note_passed(LIMIT_MEM);
            kill_child_group();
        }
    }
}

/* A program waiting in a forbidden system call: note which, and end it (the call never runs). */
static void check_forbidden_call(void) {
    long number = forbidden_call_waiting(watch.listener);
    if (number < 0) return;
    if (forbidden_call < 0) forbidden_call = (sig_atomic_t)number;
    kill_child_group();
}

/* The watch: every WATCH_TICK_MS, check the running program against its limits and answer a
 * forbidden system call. */
static void on_watch_tick(int signal_number) {
    int saved = errno; /* the handler may interrupt waitid, which then reports EINTR */
    (void)signal_number;
    if (child_group > 0) {
        check_limits();
        check_forbidden_call();
    }
    errno = saved;
}

static void on_stop_request(int signal_number) {
    stop_signal = signal_number;
    kill_child_group();
}

static void install_handler(int signal_number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal_number, &action, NULL)) fail("sigaction", errno);
}

static void arm_watch(pid_t pid, const struct options *o) {
    struct itimerval timer = {.it_interval = {0, WATCH_TICK_MS * 1000},
                              .it_value = {0, WATCH_TICK_MS * 1000}};
    watch.wall_ms = o->wall_ms;
    watch.cpu_ms = o->cpu_ms;
    watch.mem_kb = o->mem_kb;
    watch.has_cpu_clock = clock_getcpuclockid(pid, &watch.cpu_clock) == 0;
    snprintf(watch.status_path, sizeof watch.status_path, "/proc/%ld/status", (long)pid);
    clock_gettime(CLOCK_MONOTONIC, &watch.start);
    if ((o->wall_ms > 0 || o->cpu_ms > 0 || o->mem_kb > 0 || watch.listener >= 0) &&
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

static struct identity choose_identity(void) {
    struct identity who = {.drop = geteuid() == 0, .uid = NOBODY_ID, .gid = NOBODY_ID};
    struct passwd *nobody = who.drop ? getpwnam("nobody") : NULL;
    if (nobody) {
        who.uid = nobody->pw_uid;
        who.gid = nobody->pw_gid;
    }
    return who;
}

static struct descriptors open_descriptors(const struct options *o, const struct identity *who) {
    struct descriptors fds;
    fds.input = open_or_fail(o->input, O_RDONLY);
    fds.output = open_or_fail(o->output, O_WRONLY | O_CREAT | O_TRUNC);
    fds.errors = open_or_fail(o->errors, O_WRONLY | O_CREAT | O_TRUNC);
    fds.dir = open_or_fail(o->dir, O_RDONLY | O_DIRECTORY);
    if (who->drop && (fchown(fds.dir, who->uid, who->gid) || fchmod(fds.dir, 0700)))
        fail("cannot hand the working directory to nobody", errno);
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

static int reached(int fd, long long bytes) {
    struct stat info;
    return bytes > 0 && fstat(fd, &info) == 0 && (long long)info.st_size >= bytes;
}

/* Wait until the child has started the program or failed to; on failure report and stop. */
static void await_exec(pid_t pid, int report_fd) {
    struct setup_failure failure;
    ssize_t got;
    do got = read(report_fd, &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    close(report_fd);
    if (got == 0) return;
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) continue;
    if (got != (ssize_t)sizeof failure || failure.step < 0 || failure.step > STEP_EXEC)
        fail("the child failed before exec", 0);
    fprintf(stderr, "sandbox: cannot %s: %s\n", step_names[failure.step], strerror(failure.error));
    exit(EXIT_SETUP_FAILED);
}

/* Wait for the program's end, kill what is left of its group while the zombie still holds
 * the group id, then reap it with its resource usage. */
static struct outcome await_end(pid_t pid, const struct options *o, const struct descriptors *fds) {
    struct outcome result;
    struct timespec start;
    siginfo_t info;
    struct rusage usage;

    memset(&result, 0, sizeof result);
    clock_gettime(CLOCK_MONOTONIC, &start);
    arm_watch(pid, o);
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0)
        if (errno != EINTR) fail("waitid", errno);
    result.wall_ms = elapsed_ms(&start);
    disarm_watch();
    kill(-pid, SIGKILL);
    while (wait4(pid, &result.status, 0, &usage) < 0)
        if (errno != EINTR) fail("wait4", errno);
    child_group = 0;
    result.cpu_ms = timeval_ms(usage.ru_utime) + timeval_ms(usage.ru_stime);
    result.mem_kb = usage.ru_maxrss; /* kilobytes on Linux */
    if (peak_kb_seen > result.mem_kb) result.mem_kb = peak_kb_seen;
    result.first_passed = (enum limit)first_limit_passed;
    result.forbidden_call = forbidden_call;
    result.output_exceeded = reached(fds->output, o->output_bytes) ||
                             reached(fds->errors, o->output_bytes) ||
                             (WIFSIGNALED(result.status) && WTERMSIG(result.status) == SIGXFSZ);
    return result;
}

/* The limit the watch saw passed first; when it saw none (the program ended between two
 * ticks, or passed no limit), the usage measured at the end. */
static enum limit limit_passed(const struct options *o, const struct outcome *r) {
    if (r->first_passed != LIMIT_NONE) return r->first_passed;
    if (o->cpu_ms > 0 && r->cpu_ms > o->cpu_ms) return LIMIT_CPU;
    if (WIFSIGNALED(r->status) && WTERMSIG(r->status) == SIGXCPU) return LIMIT_CPU; /* RLIMIT_CPU */
    if (o->wall_ms > 0 && r->wall_ms > o->wall_ms) return LIMIT_WALL;
    if (o->mem_kb > 0 && r->mem_kb > o->mem_kb) return LIMIT_MEM;
    if (r->output_exceeded) return LIMIT_FSIZE;
    return LIMIT_NONE;
}

/* syscall=NAME (or its number when unnamed), or syscall=none. */
static void print_forbidden_call(long number) {
    const char *name = number >= 0 ? syscall_name((unsigned)number) : "none";
    if (name)
        printf(" syscall=%s", name);
    else
        printf(" syscall=%ld", number);
}

static void print_outcome(const struct options *o, const struct outcome *r) {
    int signaled = WIFSIGNALED(r->status);
    printf("status=%s code=%d signal=%d cpu_ms=%lld mem_kb=%lld wall_ms=%lld limit=%s",
           signaled ? "signaled" : "exited", signaled ? 0 : WEXITSTATUS(r->status),
           signaled ? WTERMSIG(r->status) : 0, r->cpu_ms, r->mem_kb, r->wall_ms,
           limit_names[limit_passed(o, r)]);
    print_forbidden_call(r->forbidden_call);
    putchar('\n');
}

static void die_of_stop_signal(void) {
    int number = stop_signal;
    if (!number) return;
    signal(number, SIG_DFL);
    raise(number);
    exit(128 + number);
}

static int run(const struct options *o) {
    pid_t namespace_init = 0;
    if (!o->portable && enter_namespaces() == 0) namespace_init = start_namespace_init();
    struct identity who = choose_identity();
    struct descriptors fds = open_descriptors(o, &who);
    int report[2], handoff[2];

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
    watch.listener = receive_descriptor(handoff[0]);
    close(handoff[0]);
    await_exec(pid, report[0]);
    struct outcome result = await_end(pid, o, &fds);
    stop_namespace_init(namespace_init);
    die_of_stop_signal();
    print_outcome(o, &result);
    return fflush(stdout) == 0 ? 0 : EXIT_SETUP_FAILED;
}

/* Whether a child can enter the namespaces (entering them here would change this process). */
static int namespaces_available(void) {
    int status;
    pid_t pid = fork();
    if (pid < 0) return 0;
    if (pid == 0) _exit(enter_namespaces() == 0 ? 0 : 1);
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return 0;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static int print_features(void) {
    int landlock = landlock_abi() > 0;
    printf("user=%s seccomp=%s landlock=%s reads=%s namespaces=%s\n",
           geteuid() == 0 ? "nobody" : "self", seccomp_available() ? "yes" : "no",
           landlock ? "yes" : "no", landlock ? "contained" : "open",
           namespaces_available() ? "pid,net,ipc" : "none");
    return 0;
}

static struct options parse_options(int argc, char **argv) {
    struct options o;
    int option;
    memset(&o, 0, sizeof o);
    while ((option = getopt(argc, argv, "d:i:o:e:t:w:m:f:PF")) != -1) {
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
            o.output_bytes = parse_amount(optarg);
            break;
        case 'P':
            o.portable = 1;
            break;
        case 'F':
            exit(print_features());
        default:
            usage();
        }
    }
    if (!o.dir || !o.input || !o.output || !o.errors || optind >= argc) usage();
    o.program = argv + optind;
    return o;
}

int main(int argc, char **argv) {
    ensure_standard_descriptors();
    struct options options = parse_options(argc, argv);
    return run(&options);
}
