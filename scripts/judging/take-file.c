/* take-file: copy the file a user gave the judge into its scratch folder, and nothing else.
 *
 *   take-file SOURCE DEST MAX_BYTES
 *
 * The judge reads nothing of the user's but this one file, before any box. SOURCE is opened
 * without following a symbolic link anywhere on its path (openat2 with RESOLVE_NO_SYMLINKS,
 * Linux 5.6; elsewhere its last component with O_NOFOLLOW), then must be, by that descriptor,
 * a regular file of at most MAX_BYTES on an ordinary file system (not /proc or /sys), and when
 * the judge runs as root it must have one name only (a hard link made to someone else's file
 * is refused too). Its content is read once through that descriptor into DEST, a new file of
 * mode 0644 whatever the umask. So a student's file that is a link to a secret, a folder, a
 * FIFO, a device or the caller's /proc/self/environ is never read.
 *
 * Exit status 0 when copied; 1 when SOURCE is refused, with one line on stdout saying what it
 * is instead, for the judge to put in words: missing, symlink, through-symlink, folder, fifo,
 * device, socket, kernel-file, hard-links N, too-big BYTES, unreadable ERRNO-TEXT; 2 when DEST
 * cannot be written (message on stderr).
 */
#ifdef __linux__
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/magic.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#ifdef __NR_openat2
#include <linux/openat2.h>
#endif
#endif

#define CHUNK_BYTES 65536

static _Noreturn void refuse(const char *what) {
    printf("%s\n", what);
    exit(1);
}

static _Noreturn void cannot_write(const char *path) {
    fprintf(stderr, "take-file: %s: %s\n", path, strerror(errno));
    exit(2);
}

/* SOURCE opened for reading, no symbolic link followed; -1 with errno. */
static int open_without_links(const char *path) {
    int flags = O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC;
#ifdef __NR_openat2
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (unsigned long long)flags;
    how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    long fd = syscall(__NR_openat2, AT_FDCWD, path, &how, sizeof how);
    if (fd >= 0 || errno != ENOSYS) return (int)fd;
#endif
    return open(path, flags | O_NOFOLLOW);
}

/* Why SOURCE could not be opened, as one of the words above. */
static const char *open_refusal(const char *path, int error) {
    struct stat info;
    static char text[256];
    if (error == ELOOP)
        return lstat(path, &info) == 0 && S_ISLNK(info.st_mode) ? "symlink" : "through-symlink";
    if (error == ENOENT || error == ENOTDIR) return "missing";
    snprintf(text, sizeof text, "unreadable %s", strerror(error));
    return text;
}

/* Whether fd lies on a file system of the kernel's own files (/proc, /sys and the like),
 * whose "regular files" are windows into the machine. */
static int on_kernel_file_system(int fd) {
#ifdef __linux__
    struct statfs info;
    if (fstatfs(fd, &info)) return 0;
    switch ((unsigned long)info.f_type) {
    case PROC_SUPER_MAGIC:
    case SYSFS_MAGIC:
    case DEBUGFS_MAGIC:
    case TRACEFS_MAGIC:
    case SECURITYFS_MAGIC:
    case CGROUP_SUPER_MAGIC:
    case CGROUP2_SUPER_MAGIC:
    case BPF_FS_MAGIC:
    case EFIVARFS_MAGIC:
        return 1;
    }
#else
    (void)fd;
#endif
    return 0;
}

/* What a file that is not regular is, as one of the words above. */
static const char *kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "folder";
    if (S_ISFIFO(mode)) return "fifo";
    if (S_ISSOCK(mode)) return "socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "device";
    return "device";
}

static void write_all(int fd, const char *data, size_t size, const char *path) {
    while (size > 0) {
        ssize_t put = write(fd, data, size);
        if (put < 0 && errno == EINTR) continue;
        if (put < 0) cannot_write(path);
        data += put;
        size -= (size_t)put;
    }
}

/* Copy from's content, at most limit bytes of it (one more refuses: the file grew), into a
 * new file path of mode 0644. */
static void copy(int from, const char *path, long long limit) {
    char chunk[CHUNK_BYTES], text[64];
    long long total = 0;
    ssize_t got;
    int to = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (to < 0 || fchmod(to, 0644)) cannot_write(path);
    while ((got = read(from, chunk, sizeof chunk)) != 0) {
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            snprintf(text, sizeof text, "unreadable %s", strerror(errno));
            unlink(path);
            refuse(text);
        }
        total += got;
        if (total > limit) {
            snprintf(text, sizeof text, "too-big %lld", total);
            unlink(path);
            refuse(text);
        }
        write_all(to, chunk, (size_t)got, path);
    }
    if (close(to)) cannot_write(path);
}

int main(int argc, char **argv) {
    struct stat info;
    char text[64];
    char *end;
    if (argc != 4) {
        fputs("usage: take-file SOURCE DEST MAX_BYTES\n", stderr);
        return 2;
    }
    long long limit = strtoll(argv[3], &end, 10);
    if (*end || limit < 0) {
        fputs("take-file: MAX_BYTES is not a number\n", stderr);
        return 2;
    }
    int from = open_without_links(argv[1]);
    if (from < 0) refuse(open_refusal(argv[1], errno));
    if (fstat(from, &info)) refuse(open_refusal(argv[1], errno));
    if (!S_ISREG(info.st_mode)) refuse(kind_of(info.st_mode));
    if (on_kernel_file_system(from)) refuse("kernel-file");
    if (geteuid() == 0 && info.st_nlink > 1) {
        snprintf(text, sizeof text, "hard-links %lu", (unsigned long)info.st_nlink);
        refuse(text);
    }
    if (info.st_size > limit) {
        snprintf(text, sizeof text, "too-big %lld", (long long)info.st_size);
        refuse(text);
    }
    if (fcntl(from, F_SETFL, 0)) refuse(open_refusal(argv[1], errno)); /* blocking reads again */
    copy(from, argv[2], limit);
    return 0;
}
