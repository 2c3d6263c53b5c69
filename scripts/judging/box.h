/* box.h: the judged process's own root (scripts/judging/sandbox.c), as isolate and nsjail
 * build one. Included by sandbox.c after its own headers; Linux only, with a fallback.
 *
 * In a mount namespace of its own, the child mounts a small tmpfs on DIR and makes it the
 * new root (pivot_root), holding only:
 *   the system folders of its profile       read-only bind mounts where they are on the host
 *                                            (a program: /usr/lib/MULTIARCH, /usr/lib64,
 *                                            /usr/lib32; a compiler: /usr/bin, /usr/lib,
 *                                            /usr/lib64, /usr/lib32, /usr/libexec,
 *                                            /usr/include, /usr/TARGET and MinGW-w64's
 *                                            /usr/share/mingw-w64), and /lib, /lib64,
 *                                            /bin, /sbin as the host has them (links on a
 *                                            merged /usr)
 *   /etc/ld.so.cache, /etc/ld.so.preload,    read-only, those that exist (/etc/localtime
 *   /etc/localtime                            for programs only)
 *   /dev/null, /dev/urandom                  and for programs /dev/zero, /dev/random, /dev/full
 *   /proc                                    a fresh proc of the box's PID namespace, its
 *                                            processes only (subset=pid: no cpuinfo, meminfo,
 *                                            uptime or version of the machine)
 *   /box                                     the working folder: a tmpfs of its own, BOX_KB
 *                                            large, holding copies of DIR's files
 *   /tmp                                     a symbolic link to /box
 * So the process cannot open, list or even stat anything else: no test data, no repository,
 * no user files, nothing of /usr/local, /usr/share or /usr/src, no host mounts in
 * /proc/self/mountinfo. box_shows() tells whether a host path lies in what a box shows (the
 * judge refuses to judge such test data). The root is read-only; /box is the only place it
 * can write, and what it writes there is bounded by the tmpfs size (and, for a program,
 * counted as memory). Without a mount namespace (an old kernel, or user namespaces refused)
 * the working folder is DIR itself, on disk, and only Landlock bounds what is read: the
 * sandbox says so.
 *
 * A Windows run (sandbox -W TEMPLATE) also gets Wine's own folders (/usr/lib/wine,
 * /usr/share/wine) and, see add_wine_prefix below:
 *   /wine                                    Wine's prefix: a tmpfs of its own, WINE_PREFIX_KB
 *                                            large, owned by the user who runs in it, holding
 *                                            a copy of TEMPLATE (the registry, drive C: with
 *                                            system32 a link to Wine's own DLLs under /usr);
 *                                            its dosdevices hold c: and d: (/box), no z:
 *   /tmp                                     a symbolic link to /wine/tmp (the wineserver's
 *                                            socket), not to /box */
#ifndef BOX_H
#define BOX_H

#include <dirent.h>
#include <limits.h>
#ifdef __linux__
#include <sys/mount.h>
#include <sys/statvfs.h>
#endif

#define BOX_MAX_FILES 8 /* DIR holds the program, or the source to compile */
#define BOX_ROOT_OPTIONS "size=64k,nr_inodes=256,mode=0755"
#define BOX_INODES 4096 /* files a program may create in /box (each costs kernel memory) */

#define WINE_PREFIX_KB 16384 /* the registry (1.7 MB), its saved copies, the wineserver's files */
#define WINE_PREFIX_INODES 8192
#define WINE_TREE_DEPTH 16

struct box_plan {
    const char *dir;  /* the host folder the root is mounted on */
    long long kb;     /* size of /box */
    int for_compiler; /* 1: the compiler's root (no /dev/zero, /dev/full, /etc/localtime) */
    uid_t owner;      /* of /box */
    gid_t group;
    char files[BOX_MAX_FILES][NAME_MAX + 1]; /* DIR's regular files, copied into /box */
    int fds[BOX_MAX_FILES];                  /* open for reading */
    int file_count;
    int wine;    /* 1: a Windows run, with Wine's prefix copied from wine_fd */
    int wine_fd; /* the prefix template (sandbox -W), open before the root hides it */
};

/* Open DIR's regular files (not links), which /box will hold copies of, before the root
 * hides them. -1 with errno on failure, or when DIR holds too many. */
static int plan_box_files(struct box_plan *plan, int dir_fd) {
    int scan_fd = dup(dir_fd);
    DIR *listing = scan_fd >= 0 ? fdopendir(scan_fd) : NULL;
    struct dirent *entry;
    struct stat info;
    if (!listing) return -1;
    rewinddir(listing);
    plan->file_count = 0;
    while ((entry = readdir(listing))) {
        if (entry->d_name[0] == '.') continue;
        if (fstatat(dir_fd, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) || !S_ISREG(info.st_mode))
            continue;
        if (plan->file_count == BOX_MAX_FILES) {
            closedir(listing);
            errno = E2BIG;
            return -1;
        }
        plan->fds[plan->file_count] =
            openat(dir_fd, entry->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (plan->fds[plan->file_count] < 0) {
            closedir(listing);
            return -1;
        }
        snprintf(plan->files[plan->file_count++], NAME_MAX + 1, "%s", entry->d_name);
    }
    closedir(listing);
    return 0;
}

/* A Windows run: the prefix template, opened before the root hides it. */
static int plan_wine_prefix(struct box_plan *plan, const char *prefix) {
    plan->wine_fd = open(prefix, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    plan->wine = plan->wine_fd >= 0;
    return plan->wine ? 0 : -1;
}

#ifdef __linux__
/* The mount flags a read-only remount must keep (a user namespace may not drop them). */
static unsigned long kept_flags(const char *path) {
    struct statvfs info;
    unsigned long flags = 0;
    if (statvfs(path, &info)) return 0;
    if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

/* Bind source onto target (which exists), with no set-user-id programs and, unless it is a
 * device (writing to /dev/null must work), read-only. */
static int bind_mount(const char *source, const char *target, int read_only) {
    if (mount(source, target, NULL, MS_BIND | MS_REC, NULL)) return -1;
    return mount(
        NULL, target, NULL,
        MS_REMOUNT | MS_BIND | MS_NOSUID | (read_only ? MS_RDONLY : 0) | kept_flags(target), NULL);
}

/* Bind the file source onto a new empty file target; skipped when source is missing. */
static int bind_file(const char *source, const char *target, int read_only) {
    if (access(source, F_OK)) return 0;
    int fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 || close(fd)) return -1;
    return bind_mount(source, target, read_only);
}

/* The multiarch folder of the C library's libraries (Debian's layout). */
#if defined(__x86_64__)
#define BOX_MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define BOX_MULTIARCH "aarch64-linux-gnu"
#else
#define BOX_MULTIARCH "none"
#endif

/* The system folders a box shows, read-only, each where it is on the host: a program needs
 * only the loader and the shared libraries; a compiler its driver, passes, tools, headers and
 * libraries (a cross compiler's folder /usr/TARGET too, see add_target_folders). Nothing else
 * of /usr: not /usr/local, /usr/share or /usr/src, where a copy of the test data may lie.
 * Where the host's /usr/lib/MULTIARCH is missing, all of /usr/lib stands in for it. */
static const char *const program_folders[] = {("usr/lib/" BOX_MULTIARCH), "usr/lib64", "usr/lib32"};
static const char *const compiler_folders[] = {
    "usr/bin",     "usr/lib",     "usr/lib64",          "usr/lib32",
    "usr/libexec", "usr/include", "usr/share/mingw-w64"}; /* MinGW-w64's headers lie there */
/* And for a Windows run, Wine's loader, wineserver and data (its locale tables). */
static const char *const wine_folders[] = {"usr/lib/wine", "usr/share/wine"};
/* The top-level names that merged-/usr systems make links into /usr (bound as folders where
 * the host has real ones: their libraries, for a program). */
static const char *const top_folders[] = {"lib", "lib64", "lib32", "bin", "sbin"};

enum {
    PROGRAM_FOLDER_COUNT = sizeof program_folders / sizeof program_folders[0],
    COMPILER_FOLDER_COUNT = sizeof compiler_folders / sizeof compiler_folders[0],
    WINE_FOLDER_COUNT = sizeof wine_folders / sizeof wine_folders[0],
    TOP_FOLDER_COUNT = sizeof top_folders / sizeof top_folders[0]
};

/* mkdir -p of path's folders below the current one (path relative, '/'-separated). */
static int make_folders(const char *path) {
    char partial[PATH_MAX];
    for (size_t i = 0; path[i]; i++) {
        if (path[i] != '/' || i == 0) continue;
        if (i >= sizeof partial) return -1;
        memcpy(partial, path, i);
        partial[i] = '\0';
        if (mkdir(partial, 0755) && errno != EEXIST) return -1;
    }
    return mkdir(path, 0755) && errno != EEXIST ? -1 : 0;
}

/* The host folder /name bound read-only at name, or nothing when the host has none. */
static int add_host_folder(const char *name) {
    char host[PATH_MAX];
    struct stat info;
    snprintf(host, sizeof host, "/%s", name);
    if (stat(host, &info) || !S_ISDIR(info.st_mode)) return 0;
    if (make_folders(name)) return -1;
    return bind_mount(host, name, 1);
}

/* A top-level name as it is on the host: the same symbolic link (a merged /usr) or, for a
 * real folder, a read-only bind when the profile needs it. */
static int add_top_folder(const char *name, int for_compiler) {
    char host[32], target[PATH_MAX];
    struct stat info;
    snprintf(host, sizeof host, "/%s", name);
    if (lstat(host, &info)) return 0;
    if (S_ISLNK(info.st_mode)) {
        ssize_t length = readlink(host, target, sizeof target - 1);
        if (length < 0) return -1;
        target[length] = '\0';
        return symlink(target, name);
    }
    if (!S_ISDIR(info.st_mode) || (!for_compiler && name[0] != 'l')) return 0;
    return add_host_folder(name);
}

/* A cross compiler's own folders: every /usr/TARGET whose name is a target triplet (it holds
 * a dash: x86_64-w64-mingw32, say). */
static int add_target_folders(void) {
    DIR *usr = opendir("/usr");
    struct dirent *entry;
    char name[NAME_MAX + 8];
    int result = 0;
    if (!usr) return 0;
    while (result == 0 && (entry = readdir(usr)))
        if (entry->d_name[0] != '.' && strchr(entry->d_name, '-')) {
            snprintf(name, sizeof name, "usr/%s", entry->d_name);
            result = add_host_folder(name);
        }
    closedir(usr);
    return result;
}

static int add_system_folders(int for_compiler, int wine) {
    const char *const *folders = for_compiler ? compiler_folders : program_folders;
    size_t count = for_compiler ? COMPILER_FOLDER_COUNT : PROGRAM_FOLDER_COUNT;
    struct stat info;
    if (!for_compiler && stat("/usr/lib/" BOX_MULTIARCH, &info)) {
        folders = compiler_folders + 1; /* no multiarch folder: /usr/lib, /usr/lib64, /usr/lib32 */
        count = 3;
    }
    for (size_t i = 0; i < count; i++)
        if (add_host_folder(folders[i])) return -1;
    for (size_t i = 0; i < TOP_FOLDER_COUNT; i++)
        if (add_top_folder(top_folders[i], for_compiler)) return -1;
    for (size_t i = 0; wine && i < WINE_FOLDER_COUNT; i++)
        if (add_host_folder(wine_folders[i])) return -1;
    return for_compiler ? add_target_folders() : 0;
}

/* Whether the host path real (resolved) is host_path or lies beneath it (resolved too). */
static int lies_in(const char *real, const char *host_path) {
    char resolved[PATH_MAX];
    if (!realpath(host_path, resolved)) return 0;
    size_t length = strlen(resolved);
    if (length == 1) return 1; /* "/" */
    return strncmp(real, resolved, length) == 0 && (real[length] == '/' || real[length] == '\0');
}

/* Whether the host path real (resolved) lies in something a box shows: beneath one of the
 * system folders of either profile, or one of its files. The judge refuses to judge when the
 * test data does. */
static int box_shows(const char *real) {
    static const char *const files[] = {"/etc/ld.so.cache", "/etc/ld.so.preload", "/etc/localtime"};
    char host[PATH_MAX];
    DIR *usr = opendir("/usr");
    struct dirent *entry;
    int shown = 0;
    for (size_t i = 0; i < COMPILER_FOLDER_COUNT + PROGRAM_FOLDER_COUNT + TOP_FOLDER_COUNT; i++) {
        const char *name = i < COMPILER_FOLDER_COUNT ? compiler_folders[i]
                           : i < COMPILER_FOLDER_COUNT + PROGRAM_FOLDER_COUNT
                               ? program_folders[i - COMPILER_FOLDER_COUNT]
                               : top_folders[i - COMPILER_FOLDER_COUNT - PROGRAM_FOLDER_COUNT];
        snprintf(host, sizeof host, "/%s", name);
        shown |= lies_in(real, host);
    }
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) shown |= lies_in(real, files[i]);
    for (size_t i = 0; i < WINE_FOLDER_COUNT; i++) {
        snprintf(host, sizeof host, "/%s", wine_folders[i]);
        shown |= lies_in(real, host);
    }
    while (usr && (entry = readdir(usr)))
        if (entry->d_name[0] != '.' && strchr(entry->d_name, '-')) {
            snprintf(host, sizeof host, "/usr/%s", entry->d_name);
            shown |= lies_in(real, host);
        }
    if (usr) closedir(usr);
    return shown;
}

static int add_files(const char *folder, const char *const *names, size_t count, int read_only) {
    char source[64], target[64];
    if (mkdir(folder, 0755)) return -1;
    for (size_t i = 0; i < count; i++) {
        snprintf(source, sizeof source, "/%s/%s", folder, names[i]);
        snprintf(target, sizeof target, "%s/%s", folder, names[i]);
        if (bind_file(source, target, read_only)) return -1;
    }
    return 0;
}

static int add_etc_and_dev(int for_compiler) {
    static const char *const etc[] = {"ld.so.cache", "ld.so.preload", "localtime"};
    static const char *const dev[] = {"null", "urandom", "zero", "random", "full"};
    /* The compiler gets neither the time zone nor an endless device to #include. */
    if (add_files("etc", etc, for_compiler ? 2 : 3, 1)) return -1;
    return add_files("dev", dev, for_compiler ? 2 : 5, 0);
}

/* Copy the file open as from into the new file path, read-only (and executable when it was),
 * whatever the umask: a copy rather than a bind, whose source path /proc/self/mountinfo
 * would show. Any read or write error (the box full, say) fails the copy: never a truncated
 * file. */
static int copy_file(int from, const char *path) {
    char chunk[65536];
    struct stat info;
    ssize_t got, put;
    int failed = fstat(from, &info) != 0;
    mode_t mode = !failed && (info.st_mode & 0111) ? 0555 : 0444;
    int to = failed ? -1 : open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    failed = to < 0 || fchmod(to, mode) != 0;
    while (!failed && (got = read(from, chunk, sizeof chunk)) != 0) {
        if (got < 0) {
            failed = errno != EINTR;
            continue;
        }
        for (ssize_t done = 0; !failed && done<got; done += put> 0 ? put : 0) {
            put = write(to, chunk + done, (size_t)(got - done));
            failed = put < 0 && errno != EINTR;
        }
    }
    int saved = errno;
    if (to >= 0 && close(to)) failed = 1;
    close(from);
    errno = saved;
    return failed ? -1 : 0;
}

/* A tmpfs of the working folder's size on the folder path, owned by the user who runs in
 * it, holding copies of DIR's files (read from their start: the plan's descriptors stay
 * open for the next copy). */
static int mount_box(const struct box_plan *plan, const char *path) {
    char options[128], target[PATH_MAX];
    snprintf(options, sizeof options, "size=%lldk,nr_inodes=%d,mode=0700,uid=%ld,gid=%ld", plan->kb,
             BOX_INODES, (long)plan->owner, (long)plan->group);
    if (mount("box", path, "tmpfs", MS_NOSUID | MS_NODEV, options)) return -1;
    for (int i = 0; i < plan->file_count; i++) {
        int from = dup(plan->fds[i]);
        snprintf(target, sizeof target, "%s/%s", path, plan->files[i]);
        if (from < 0 || lseek(from, 0, SEEK_SET) || copy_file(from, target)) return -1;
    }
    return 0;
}

/* /box: the working folder, and /tmp a link to it. */
static int add_box(const struct box_plan *plan) {
    if (mkdir("box", 0755) || mount_box(plan, "box")) return -1;
    return plan->wine ? 0 : symlink("/box", "tmp"); /* a Windows run's /tmp: add_wine_prefix */
}

/* sandbox -S, before each case but the first: the last case's /box is unmounted with all it
 * held (nothing it wrote reaches the next case) and a fresh one mounted in its place. Run in
 * the root, by the process that built it, from outside /box. */
static int renew_box(const struct box_plan *plan) {
    if (umount2("/box", MNT_DETACH)) return -1;
    return mount_box(plan, "/box");
}

/* ---- a Windows run: Wine's prefix ---- */

/* Copy the file open as from into the new file name of the folder to, owned by owner, with
 * mode (writable by its owner: Wine rewrites its registry). */
static int copy_owned_file(int from, int to, const char *name, mode_t mode, uid_t owner,
                           gid_t group) {
    char chunk[65536];
    ssize_t got = 0, put;
    int target = openat(to, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    int failed = target < 0 || fchmod(target, mode) || fchown(target, owner, group);
    while (!failed && (got = read(from, chunk, sizeof chunk)) > 0)
        for (ssize_t done = 0; !failed && done<got; done += put> 0 ? put : 0) {
            put = write(target, chunk + done, (size_t)(got - done));
            failed = put < 0 && errno != EINTR;
        }
    if (got < 0) failed = 1;
    if (target >= 0 && close(target)) failed = 1;
    return failed ? -1 : 0;
}

/* Copy the folder open as from (its regular files, folders and symbolic links; nothing
 * else) into the existing folder open as to, owned by owner. */
static int copy_tree(int from, int to, uid_t owner, gid_t group, int depth) {
    int scan_fd = dup(from);
    DIR *listing = scan_fd >= 0 ? fdopendir(scan_fd) : NULL;
    struct dirent *entry;
    struct stat info;
    char link[PATH_MAX];
    int result = listing && depth < WINE_TREE_DEPTH ? 0 : -1;
    while (result == 0 && (entry = readdir(listing))) {
        const char *name = entry->d_name;
        if (!strcmp(name, ".") || !strcmp(name, "..")) continue;
        if (fstatat(from, name, &info, AT_SYMLINK_NOFOLLOW)) {
            result = -1;
        } else if (S_ISLNK(info.st_mode)) {
            ssize_t length = readlinkat(from, name, link, sizeof link - 1);
            if (length < 0) {
                result = -1;
            } else {
                link[length] = '\0';
                result = symlinkat(link, to, name) ||
                         fchownat(to, name, owner, group, AT_SYMLINK_NOFOLLOW);
            }
        } else if (S_ISDIR(info.st_mode)) {
            int source = openat(from, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            int target = -1;
            if (source >= 0 && mkdirat(to, name, 0700) == 0)
                target = openat(to, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            result = target < 0 || fchown(target, owner, group) ||
                     copy_tree(source, target, owner, group, depth + 1);
            if (source >= 0) close(source);
            if (target >= 0) close(target);
        } else if (S_ISREG(info.st_mode)) {
            int source = openat(from, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
            result = source < 0 ||
                     copy_owned_file(source, to, name, (info.st_mode & 0755) | 0600, owner, group);
            if (source >= 0) close(source);
        }
    }
    if (listing) closedir(listing);
    return result ? -1 : 0;
}

/* /wine: a copy of the prefix template on a tmpfs of its own, owned by the user who runs
 * (Wine refuses a prefix that is not the user's), and /tmp pointing into it. The template
 * has no z: drive onto /, so Wine's drives show C: and D: alone; what a program reaches
 * through Wine's \\?\unix\ paths is the box's root, no more. */
static int add_wine_prefix(const struct box_plan *plan) {
    char options[128];
    snprintf(options, sizeof options, "size=%dk,nr_inodes=%d,mode=0700,uid=%ld,gid=%ld",
             WINE_PREFIX_KB, WINE_PREFIX_INODES, (long)plan->owner, (long)plan->group);
    if (mkdir("wine", 0755) || mount("wine", "wine", "tmpfs", MS_NOSUID | MS_NODEV, options))
        return -1;
    int to = open("wine", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (to < 0) return -1;
    int result = copy_tree(plan->wine_fd, to, plan->owner, plan->group, 0);
    if (result == 0 &&
        (mkdirat(to, "tmp", 0700) || fchownat(to, "tmp", plan->owner, plan->group, 0)))
        result = -1;
    close(to);
    close(plan->wine_fd);
    return result ? -1 : symlink("/wine/tmp", "tmp");
}

/* A fresh /proc of the box's PID namespace showing only processes (subset=pid, Linux 5.8):
 * none of the machine's own files (cpuinfo, meminfo, uptime, version, ...). An older kernel
 * gets the whole /proc. */
static int mount_processes(void) {
    unsigned long flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
    if (mount("proc", "proc", "proc", flags, "subset=pid") == 0) return 0;
    return mount("proc", "proc", "proc", flags, NULL);
}

/* Build the root on plan->dir and enter it; the working directory becomes /box. 0 when
 * entered, 1 when the kernel gives no mount namespace (nothing changed: the box is DIR),
 * -1 with errno on a failure after that. Runs in the child, in the box's PID namespace,
 * with the privileges to mount (root, or the owner of the box's user namespace). */
static int enter_own_root(const struct box_plan *plan) {
    if (unshare(CLONE_NEWNS)) return 1;
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL)) return -1;
    if (mount("root", plan->dir, "tmpfs", MS_NOSUID | MS_NODEV, BOX_ROOT_OPTIONS) ||
        chdir(plan->dir))
        return -1;
    if (add_system_folders(plan->for_compiler, plan->wine) || add_etc_and_dev(plan->for_compiler) ||
        add_box(plan))
        return -1;
    if (plan->wine && add_wine_prefix(plan)) return -1;
    if (mkdir("proc", 0555) || mount_processes()) return -1;
    if (mount(NULL, ".", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, BOX_ROOT_OPTIONS))
        return -1;
    /* pivot_root(".", "."): the old root ends up on top of the new one and is detached. */
    if (syscall(SYS_pivot_root, ".", ".") || umount2(".", MNT_DETACH)) return -1;
    return chdir("/box");
}
#else
static int enter_own_root(const struct box_plan *plan) {
    (void)plan;
    return 1;
}

static int renew_box(const struct box_plan *plan) {
    (void)plan;
    errno = ENOSYS;
    return -1;
}
#endif

#endif
