/* syscall_policy.h: the system calls a judged program may make (scripts/judging/sandbox.c), and the
 * names the judge reports for the others. Linux x86_64 and aarch64; include after
 * <sys/syscall.h>.
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
 * reading a directory). Allowed with checked arguments (scripts/judging/sandbox.c): execve once,
 * kill, tkill and tgkill on itself, prlimit64 without a new limit, ioctl TCGETS and
 * TIOCGWINSZ, prctl PR_SET_NAME and PR_GET_NAME. Landlock (files) and the namespaces
 * (processes, network) bound what the allowed calls can reach.
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
    __NR_lseek,
    __NR_close,
    __NR_openat,
    __NR_fstat,
    __NR_newfstatat,
    __NR_faccessat,
    __NR_fcntl,
    __NR_getcwd,
    __NR_mmap,
    __NR_munmap,
    __NR_mprotect,
    __NR_mremap,
    __NR_madvise,
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
    __NR_sched_getaffinity,
    __NR_sched_yield,
    __NR_getrusage,
    __NR_times,
    __NR_uname,
    __NR_exit,
    __NR_exit_group,
    __NR_getdents64,
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
#endif
};

enum { ALLOWED_COUNT = sizeof allowed_syscalls / sizeof allowed_syscalls[0] };

/* Names for the report, of the allowed calls and of what a hostile or confused program
 * tries; any other call is reported by number. */
struct syscall_name {
    unsigned number;
    const char *name;
};

#define NAMED(call)                                                                                \
    { __NR_##call, #call }

static const struct syscall_name syscall_names[] = {
    NAMED(socket),
    NAMED(socketpair),
    NAMED(connect),
    NAMED(bind),
    NAMED(listen),
    NAMED(accept),
    NAMED(accept4),
    NAMED(sendto),
    NAMED(recvfrom),
    NAMED(sendmsg),
    NAMED(recvmsg),
    NAMED(kill),
    NAMED(tkill),
    NAMED(tgkill),
    NAMED(clone),
    NAMED(execve),
    NAMED(execveat),
    NAMED(ptrace),
    NAMED(setsid),
    NAMED(setpgid),
    NAMED(prlimit64),
    NAMED(setrlimit),
    NAMED(unshare),
    NAMED(setns),
    NAMED(mount),
    NAMED(umount2),
    NAMED(chroot),
    NAMED(pivot_root),
    NAMED(reboot),
    NAMED(process_vm_readv),
    NAMED(process_vm_writev),
    NAMED(mkdirat),
    NAMED(unlinkat),
    NAMED(renameat),
    NAMED(symlinkat),
    NAMED(linkat),
    NAMED(fchmod),
    NAMED(fchmodat),
    NAMED(fchown),
    NAMED(fchownat),
    NAMED(pipe2),
    NAMED(dup),
    NAMED(dup3),
    NAMED(ioctl),
    NAMED(prctl),
    NAMED(seccomp),
    NAMED(bpf),
    NAMED(perf_event_open),
    NAMED(memfd_create),
    NAMED(userfaultfd),
    NAMED(personality),
    NAMED(setuid),
    NAMED(setgid),
    NAMED(setreuid),
    NAMED(setregid),
    NAMED(setresuid),
    NAMED(setresgid),
    NAMED(setgroups),
    NAMED(getppid),
    NAMED(getpgid),
    NAMED(getsid),
    NAMED(wait4),
    NAMED(waitid),
    NAMED(getdents64),
    NAMED(readlinkat),
    NAMED(truncate),
    NAMED(ftruncate),
    NAMED(fsync),
    NAMED(sync),
    NAMED(mknodat),
    NAMED(io_setup),
    NAMED(sysinfo),
    NAMED(setitimer),
    NAMED(getitimer),
    NAMED(timer_create),
    NAMED(sched_setaffinity),
    NAMED(setpriority),
    NAMED(msgget),
    NAMED(semget),
    NAMED(shmget),
    NAMED(keyctl),
    NAMED(add_key),
    NAMED(mbind),
    NAMED(migrate_pages),
    NAMED(read),
    NAMED(write),
    NAMED(openat),
    NAMED(close),
#ifdef __NR_clone3
    NAMED(clone3),
#endif
#ifdef __NR_pidfd_open
    NAMED(pidfd_open),
    NAMED(pidfd_send_signal),
    NAMED(pidfd_getfd),
#endif
#ifdef __NR_io_uring_setup
    NAMED(io_uring_setup),
#endif
#ifdef __NR_landlock_create_ruleset
    NAMED(landlock_create_ruleset),
    NAMED(landlock_restrict_self),
#endif
#ifdef __NR_close_range
    NAMED(close_range),
#endif
#ifdef __x86_64__
    NAMED(fork),
    NAMED(vfork),
    NAMED(pipe),
    NAMED(dup2),
    NAMED(mkdir),
    NAMED(rmdir),
    NAMED(unlink),
    NAMED(rename),
    NAMED(symlink),
    NAMED(link),
    NAMED(chmod),
    NAMED(chown),
    NAMED(creat),
    NAMED(getpgrp),
    NAMED(iopl),
    NAMED(ioperm),
    NAMED(readlink),
    NAMED(getdents),
    NAMED(alarm),
    NAMED(pause),
#endif
};

#undef NAMED

enum { NAMED_COUNT = sizeof syscall_names / sizeof syscall_names[0] };

/* The name of system call number, or NULL when the table has none. */
static inline const char *syscall_name(unsigned number) {
    for (unsigned i = 0; i < NAMED_COUNT; i++)
        if (syscall_names[i].number == number) return syscall_names[i].name;
    return NULL;
}

#endif
