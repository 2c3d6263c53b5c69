/* syscall_policy.h: the system calls a judged program may make (scripts/judging/sandbox.c).
 * Linux x86_64 and aarch64; include after <sys/syscall.h>. The sandbox reports any other
 * call by its number; the judge names it from the C library's <sys/syscall.h> (lib.sh
 * syscall_name), so that every call of the architecture has its name.
 *
 * How the list was found: strace -f of every solution, step and mistake on its cases, of
 * the judge's fixture programs, and of C++ programs using iostream, string, vector,
 * std::sort and std::partial_sum (gcc and clang, glibc 2.41). What they all make: the
 * loader's execve, arch_prctl, set_tid_address, set_robust_list, rseq, prlimit64 (reading
 * RLIMIT_STACK only), access and openat of the loader cache and libraries, newfstatat,
 * pread64, mmap, mprotect, munmap, brk, getrandom (malloc), read, write, lseek (stdin
 * after scanf), ioctl TCGETS (stdio asks whether stdout is a terminal), close, exit_group;
 * C++ adds futex; abort() adds rt_sigprocmask, getpid, gettid and tgkill on itself. The
 * rest of the list is what the C library may make on another path of the same calls
 * (fstat, statx, readv, writev, mremap, madvise, sigaction, the clocks and sleeps, exit,
 * reading a directory). The legitimate corpus (scripts/tests/fixtures/judge/corpus: qsort,
 * raising the stack limit, iostreams, random_device, ...) adds sysinfo (glibc's qsort asks
 * for the machine's memory), setrlimit and prlimit64 with a new limit (the kernel lets an
 * unprivileged process raise a soft limit up to its hard one, never the hard one), and dup,
 * dup2 and dup3 (freopen), and pwrite64, ftruncate, fsync, fdatasync, unlink and unlinkat
 * on files: what a program writes stays in its own bounded folder, counted as memory. Allowed with checked arguments (scripts/judging/sandbox.c):
 * execve once, kill, tkill and tgkill on itself, prlimit64 on itself, ioctl TCGETS and
 * TIOCGWINSZ, prctl PR_SET_NAME and PR_GET_NAME. The box's own root, Landlock (files) and the
 * namespaces (processes, network) bound what the allowed calls can reach.
 */
#ifndef SYSCALL_POLICY_H
#define SYSCALL_POLICY_H

/* Allowed whatever their arguments. */
static const unsigned allowed_syscalls[] = {
    __NR_read,
    __NR_write,
    __NR_readv,
    __NR_writev,
    __NR_pread64,
    __NR_pwrite64,
    __NR_ftruncate,
    __NR_fsync,
    __NR_fdatasync,
    __NR_unlinkat,
    __NR_lseek,
    __NR_close,
    __NR_openat,
    __NR_fstat,
    __NR_newfstatat,
    __NR_faccessat,
    __NR_fcntl,
    __NR_getcwd,
    __NR_munmap,
    __NR_mprotect,
    __NR_mremap,
    __NR_brk,
    __NR_rt_sigaction,
    __NR_rt_sigprocmask,
    __NR_rt_sigreturn,
    __NR_sigaltstack,
    __NR_clock_gettime,
    __NR_clock_getres,
    __NR_gettimeofday,
    __NR_clock_nanosleep,
    __NR_nanosleep,
    __NR_getrandom,
    __NR_set_tid_address,
    __NR_set_robust_list,
    __NR_futex,
    __NR_getpid,
    __NR_gettid,
    __NR_getuid,
    __NR_geteuid,
    __NR_getgid,
    __NR_getegid,
    __NR_sched_yield,
    __NR_getrusage,
    __NR_times,
    __NR_exit,
    __NR_exit_group,
    __NR_getdents64,
    __NR_dup,
    __NR_dup3,
    __NR_setitimer,
    __NR_getitimer,
    __NR_timer_create,
    __NR_timer_settime,
    __NR_timer_gettime,
    __NR_timer_getoverrun,
    __NR_timer_delete,
    __NR_rt_sigsuspend,
    __NR_rt_sigtimedwait,
#ifdef __NR_statx
    __NR_statx,
#endif
#ifdef __NR_faccessat2
    __NR_faccessat2,
#endif
#ifdef __NR_rseq
    __NR_rseq,
#endif
#ifdef __x86_64__
    __NR_arch_prctl,
    __NR_access,
    __NR_open,
    __NR_stat,
    __NR_time,
    __NR_getrlimit,
    __NR_setrlimit,
    __NR_dup2,
    __NR_unlink,
    __NR_alarm,
    __NR_pause,
#endif
};

enum { ALLOWED_COUNT = sizeof allowed_syscalls / sizeof allowed_syscalls[0] };

/* Answered by the sandbox with the box's own facts instead of the machine's (the call never
 * reaches the kernel): uname (the box's host name and no kernel build), sysinfo (the memory
 * limit as the machine's memory, the run's own uptime) and sched_getaffinity (one CPU), as a
 * judge's machine would show them. */
static const unsigned emulated_syscalls[] = {__NR_uname, __NR_sysinfo, __NR_sched_getaffinity};

enum { EMULATED_COUNT = sizeof emulated_syscalls / sizeof emulated_syscalls[0] };

#endif
