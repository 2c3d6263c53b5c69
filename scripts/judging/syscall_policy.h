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
 * on files: what a program writes stays in its own bounded folder, counted as memory; and
 * (issue 38) poll, ppoll, select and pselect6 (waiting on stdin, with any timeout: sleeping
 * is allowed anyway, and they wait only on the program's own descriptors), getppid and
 * getpgrp (the box's PID 1 and its own group), readlink and readlinkat (a link names what
 * stat() of the box already shows: the box's own root, its /proc/self) and getpriority.
 * Allowed with checked arguments (scripts/judging/sandbox.c): execve once, kill, tkill and
 * tgkill on itself, prlimit64 on itself, ioctl TCGETS and TIOCGWINSZ, prctl PR_SET_NAME and
 * PR_GET_NAME, setpriority on itself (PRIO_PROCESS, who 0 or its pid: glibc's nice() is
 * getpriority and setpriority). The box's own root, Landlock (files) and the namespaces
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
    __NR_ppoll,
    __NR_pselect6,
    __NR_readlinkat,
    __NR_getppid,
    __NR_getpriority,
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
    __NR_poll,
    __NR_select,
    __NR_getpgrp,
    __NR_readlink,
#endif
};

enum { ALLOWED_COUNT = sizeof allowed_syscalls / sizeof allowed_syscalls[0] };

/* Answered by the sandbox with the box's own facts instead of the machine's (the call never
 * reaches the kernel): uname (the box's host name and no kernel build), sysinfo (the memory
 * limit as the machine's memory, the run's own uptime) and sched_getaffinity (one CPU), as a
 * judge's machine would show them. */
static const unsigned emulated_syscalls[] = {__NR_uname, __NR_sysinfo, __NR_sched_getaffinity};

enum { EMULATED_COUNT = sizeof emulated_syscalls / sizeof emulated_syscalls[0] };

/* A Windows run (sandbox -W): the calls of Wine's loader, its wineserver and a MinGW program
 * under them, allowed whatever their arguments (x86_64: Wine runs there only). How the list
 * was found: strace -f of Windows runs of every file of scripts/tests/fixtures/windows, the
 * solutions of hdu2553, poj2676, poj3074 and poj3239 as C and as C++, every program of the
 * legitimate corpus (scripts/tests/fixtures/judge/corpus) that MinGW-w64 compiles, as C or
 * C++, a program that only calls WSAStartup and one that divides by zero (MinGW-w64 GCC 12,
 * Wine 8.0): their union, and the calls of the same families that the C library and Wine make
 * on other paths (the other stat, read, write, poll and sleep calls, threads' futex, tgkill
 * and tkill, timers). Wine starts its wineserver and its processes (fork and execve, more
 * than once), talks to the wineserver over Unix sockets (sendmsg and recvmsg with
 * descriptors), and the wineserver suspends the program's threads with signals (tgkill). The
 * box's namespaces, root, Landlock, uid and limits bound what these calls reach: every process
 * the PID namespace holds is the run's own, every descriptor is the box's. Checked in the
 * sandbox (sandbox.c): socket and socketpair (AF_UNIX only), clone (no new namespace), mmap
 * and madvise as for a program. */
#ifdef __x86_64__
#define HAVE_WINE_POLICY 1
static const unsigned wine_allowed_syscalls[] = {
    __NR_read,
    __NR_write,
    __NR_readv,
    __NR_writev,
    __NR_pread64,
    __NR_pwrite64,
    __NR_lseek,
    __NR_close,
    __NR_open,
    __NR_openat,
    __NR_creat,
    __NR_stat,
    __NR_fstat,
    __NR_lstat,
    __NR_newfstatat,
    __NR_statx,
    __NR_statfs,
    __NR_fstatfs,
    __NR_access,
    __NR_faccessat,
    __NR_faccessat2,
    __NR_readlink,
    __NR_readlinkat,
    __NR_getdents64,
    __NR_getcwd,
    __NR_chdir,
    __NR_fchdir,
    __NR_mkdir,
    __NR_mkdirat,
    __NR_rmdir,
    __NR_unlink,
    __NR_unlinkat,
    __NR_rename,
    __NR_renameat,
    __NR_renameat2,
    __NR_chmod,
    __NR_fchmod,
    __NR_umask,
    __NR_utimensat,
    __NR_ftruncate,
    __NR_fallocate,
    __NR_fsync,
    __NR_fdatasync,
    __NR_flock,
    __NR_getxattr,
    __NR_lgetxattr,
    __NR_fgetxattr,
    __NR_setxattr,
    __NR_fsetxattr,
    __NR_removexattr,
    __NR_fremovexattr,
    __NR_dup,
    __NR_dup2,
    __NR_dup3,
    __NR_fcntl,
    __NR_pipe,
    __NR_pipe2,
    __NR_ioctl,
    __NR_poll,
    __NR_ppoll,
    __NR_select,
    __NR_pselect6,
    __NR_epoll_create,
    __NR_epoll_create1,
    __NR_epoll_ctl,
    __NR_epoll_wait,
    __NR_epoll_pwait,
    __NR_bind,
    __NR_listen,
    __NR_accept,
    __NR_accept4,
    __NR_connect,
    __NR_getsockname,
    __NR_getpeername,
    __NR_getsockopt,
    __NR_setsockopt,
    __NR_sendto,
    __NR_recvfrom,
    __NR_sendmsg,
    __NR_recvmsg,
    __NR_shutdown,
    __NR_brk,
    __NR_munmap,
    __NR_mprotect,
    __NR_mremap,
    __NR_msync,
    __NR_arch_prctl,
    __NR_prctl,
    __NR_execve,
    __NR_wait4,
    __NR_exit,
    __NR_exit_group,
    __NR_kill,
    __NR_tkill,
    __NR_tgkill,
    __NR_setsid,
    __NR_getpid,
    __NR_getppid,
    __NR_gettid,
    __NR_getpgrp,
    __NR_getpgid,
    __NR_getsid,
    __NR_setpgid,
    __NR_getuid,
    __NR_geteuid,
    __NR_getgid,
    __NR_getegid,
    __NR_getresuid,
    __NR_getresgid,
    __NR_getrandom,
    __NR_getrlimit,
    __NR_setrlimit,
    __NR_prlimit64,
    __NR_getrusage,
    __NR_times,
    __NR_rseq,
    __NR_set_robust_list,
    __NR_set_tid_address,
    __NR_futex,
    __NR_sched_yield,
    __NR_sched_setaffinity,
    __NR_rt_sigaction,
    __NR_rt_sigprocmask,
    __NR_rt_sigreturn,
    __NR_rt_sigtimedwait,
    __NR_rt_sigsuspend,
    __NR_sigaltstack,
    __NR_pause,
    __NR_alarm,
    __NR_setitimer,
    __NR_getitimer,
    __NR_timer_create,
    __NR_timer_settime,
    __NR_timer_gettime,
    __NR_timer_getoverrun,
    __NR_timer_delete,
    __NR_clock_gettime,
    __NR_clock_getres,
    __NR_gettimeofday,
    __NR_time,
    __NR_nanosleep,
    __NR_clock_nanosleep,
};

enum { WINE_ALLOWED_COUNT = sizeof wine_allowed_syscalls / sizeof wine_allowed_syscalls[0] };

/* Refused under Wine by name, as a forbidden call: the program is killed and the report names
 * the call. The keyrings (the caller's keys), other processes' memory and tracing, the
 * kernel's attack surface that no program needs (perf, BPF, userfaultfd, io_uring), mounts,
 * namespaces and the kernel's own code. Any other call not allowed above fails with ENOSYS,
 * which Wine and the C library take for a call the kernel lacks (scripts/judging/README.md,
 * "Contained as a Linux program is", says why). */
static const unsigned wine_forbidden_syscalls[] = {
    __NR_keyctl,
    __NR_add_key,
    __NR_request_key,
    __NR_ptrace,
    __NR_process_vm_readv,
    __NR_process_vm_writev,
    __NR_perf_event_open,
    __NR_bpf,
    __NR_userfaultfd,
    __NR_io_uring_setup,
    __NR_io_uring_enter,
    __NR_io_uring_register,
    __NR_mount,
    __NR_umount2,
    __NR_pivot_root,
    __NR_fsopen,
    __NR_fsconfig,
    __NR_fsmount,
    __NR_fspick,
    __NR_move_mount,
    __NR_open_tree,
    __NR_mount_setattr,
    __NR_chroot,
    __NR_unshare,
    __NR_setns,
    __NR_kexec_load,
    __NR_kexec_file_load,
    __NR_init_module,
    __NR_finit_module,
    __NR_delete_module,
};

enum { WINE_FORBIDDEN_COUNT = sizeof wine_forbidden_syscalls / sizeof wine_forbidden_syscalls[0] };
#endif

#endif
