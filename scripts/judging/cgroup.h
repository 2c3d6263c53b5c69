/* cgroup.h: a memory cgroup of its own for each run (scripts/judging/sandbox.c), as isolate
 * gives each box one. Included by sandbox.c after its own headers; Linux only, with a
 * fallback.
 *
 * The kernel then counts everything the run holds, whatever form it takes: its pages, the
 * files it keeps in its box (tmpfs), its page tables and other kernel memory, its swap. The
 * cgroup is made in the sandbox's own memory cgroup (cgroup v1 with memory+swap accounting,
 * or v2 with memory.peak), limited a little above the memory limit (the watch kills at the
 * limit itself; the kernel's hard limit only stops what passes between two ticks), and
 * removed when the run ends. Its peak is the memory the sandbox reports. Without a memory
 * cgroup the sandbox may create (not root, or no such controller) the watch reads
 * /proc/PID/status instead (sandbox.c).
 *
 * A Windows run, whose processes the program does not reap, also has its CPU time counted by
 * the kernel there (add_cpu_accounting): v2's cpu.stat of the same cgroup, or on v1 a cpuacct
 * cgroup of its own beside the memory one, which the child joins too (0.1 to 3 ms here). */
#ifndef CGROUP_H
#define CGROUP_H

#include <limits.h>

#define CGROUP_SLACK_BYTES (2LL << 20) /* the kernel's charges come in per-CPU batches */
#define CGROUP_LINE_BYTES 4096

struct box_cgroup {
    char path[PATH_MAX]; /* its folder; empty when the run has none */
    int version;         /* 1 or 2 */
    int procs;           /* open for writing: the child joins through it (join_file) */
    int usage;           /* memory (and swap) in use now */
    int peak;            /* the highest it reached (open for writing too where it can be reset) */
    int limit;           /* the hard limit: memory.limit_in_bytes or memory.max */
    int swap_limit;      /* v1 with swap accounting: memory.memsw.limit_in_bytes, else -1 */
    char cpu_path[PATH_MAX]; /* v1: the run's cpuacct cgroup, if it has one; else empty */
    int cpu_procs;           /* its join_file, open for writing, or -1 */
    int cpu_usage;           /* the CPU time of the run's processes: cpuacct.usage (v1, ns)
                                or cpu.stat (v2, usage_usec); -1 without */
};

#ifdef __linux__
/* Whether the comma-separated list holds word. */
static int lists(const char *list, const char *word) {
    size_t length = strlen(word);
    for (const char *at = list; at; at = strchr(at, ',') ? strchr(at, ',') + 1 : NULL)
        if (strncmp(at, word, length) == 0 && (at[length] == ',' || at[length] == '\0')) return 1;
    return 0;
}

/* The controller's mount point and the sandbox's own cgroup in it: from /proc/self/cgroup
 * (ID:CONTROLLERS:PATH) and /proc/self/mountinfo (the mount's root, its mount point, after
 * " - " its type and, for v1, the controllers among its options). 1 when found. */
static int own_cgroup(const char *controller, char *folder, size_t size, int *version) {
    char line[CGROUP_LINE_BYTES], cgroup_v1[PATH_MAX] = "", cgroup_v2[PATH_MAX] = "";
    FILE *list = fopen("/proc/self/cgroup", "re");
    if (!list) return 0;
    while (fgets(line, sizeof line, list)) {
        char *controllers = strchr(line, ':'),
             *path = controllers ? strchr(controllers + 1, ':') : NULL;
        if (!path) continue;
        *path++ = '\0';
        path[strcspn(path, "\n")] = '\0';
        controllers++;
        if (strcmp(line, "0") == 0 && *controllers == '\0')
            snprintf(cgroup_v2, sizeof cgroup_v2, "%s", path);
        for (char *name = strtok(controllers, ","); name; name = strtok(NULL, ","))
            if (strcmp(name, controller) == 0) snprintf(cgroup_v1, sizeof cgroup_v1, "%s", path);
    }
    fclose(list);
    FILE *mounts = fopen("/proc/self/mountinfo", "re");
    if (!mounts) return 0;
    int found = 0;
    while (!found && fgets(line, sizeof line, mounts)) {
        char root[PATH_MAX], point[PATH_MAX], type[64], options[1024] = "";
        char *tail = strstr(line, " - ");
        if (!tail || sscanf(line, "%*s %*s %*s %4095s %4095s", root, point) != 2 ||
            sscanf(tail + 3, "%63s %*s %1023s", type, options) < 1)
            continue;
        const char *own = NULL;
        if (strcmp(type, "cgroup") == 0 && cgroup_v1[0] && lists(options, controller)) {
            own = cgroup_v1;
            *version = 1;
        } else if (strcmp(type, "cgroup2") == 0 && cgroup_v2[0] && !cgroup_v1[0]) {
            own = cgroup_v2;
            *version = 2;
        }
        if (!own) continue;
        size_t root_length = strcmp(root, "/") == 0 ? 0 : strlen(root);
        if (strncmp(own, root, root_length) != 0) continue;
        found = snprintf(folder, size, "%s%s", point, own + root_length) < (int)size;
    }
    fclose(mounts);
    return found;
}

static int write_setting(const char *folder, const char *name, long long value) {
    char path[PATH_MAX + 64], text[32];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    int length = snprintf(text, sizeof text, "%lld", value);
    int result = write(fd, text, (size_t)length) == length ? 0 : -1;
    close(fd);
    return result;
}

static int open_setting(const char *folder, const char *name, int flags) {
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    return open(path, flags | O_CLOEXEC);
}

static void close_cgroup_files(struct box_cgroup *cg) {
    int *files[] = {&cg->procs,      &cg->usage,     &cg->peak,     &cg->limit,
                    &cg->swap_limit, &cg->cpu_procs, &cg->cpu_usage};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        if (*files[i] >= 0) close(*files[i]);
        *files[i] = -1;
    }
}

/* The file a process joins a cgroup through, writing 0, from its one thread (a process of
 * the sandbox never has another): v1's tasks, which moves the calling thread alone, the whole
 * process here, without the wait for the kernel's RCU that cgroup.procs takes to move a whole
 * thread group (0.02 ms instead of 8 to 16 ms on this machine's Linux 6.18, cgroup v1); v2's
 * cgroup.procs (its domain cgroups take no thread alone). */
static const char *join_file(int version) {
    return version == 1 ? "tasks" : "cgroup.procs";
}

/* The peak's file, open for writing too when the kernel lets it be reset (v1; v2 from Linux
 * 6.12), else for reading only. */
static int open_peak(const char *folder, const char *name) {
    int fd = open_setting(folder, name, O_RDWR);
    return fd >= 0 ? fd : open_setting(folder, name, O_RDONLY);
}

/* Limits of a new cgroup: its memory, and its memory and swap together at the same amount,
 * so that swap cannot hide anything (v1 without swap accounting has no memsw files: then
 * there must be no swap). The peak and usage counted are memory and swap together. */
static int set_cgroup_limits(struct box_cgroup *cg, long long bytes) {
    if (cg->version == 1) {
        int has_swap_accounting =
            write_setting(cg->path, "memory.limit_in_bytes", bytes) == 0 &&
            write_setting(cg->path, "memory.memsw.limit_in_bytes", bytes) == 0;
        if (!has_swap_accounting) {
            struct sysinfo machine;
            if (write_setting(cg->path, "memory.limit_in_bytes", bytes) || sysinfo(&machine) ||
                machine.totalswap != 0)
                return -1;
        }
        write_setting(cg->path, "memory.swappiness", 0);
        cg->usage = open_setting(
            cg->path, has_swap_accounting ? "memory.memsw.usage_in_bytes" : "memory.usage_in_bytes",
            O_RDONLY);
        cg->peak = open_peak(cg->path, has_swap_accounting ? "memory.memsw.max_usage_in_bytes"
                                                           : "memory.max_usage_in_bytes");
        cg->limit = open_setting(cg->path, "memory.limit_in_bytes", O_WRONLY);
        if (has_swap_accounting)
            cg->swap_limit = open_setting(cg->path, "memory.memsw.limit_in_bytes", O_WRONLY);
    } else {
        if (write_setting(cg->path, "memory.max", bytes)) return -1;
        write_setting(cg->path, "memory.swap.max", 0); /* absent without swap: nothing to hide */
        cg->usage = open_setting(cg->path, "memory.current", O_RDONLY);
        cg->peak = open_peak(cg->path, "memory.peak");
        cg->limit = open_setting(cg->path, "memory.max", O_WRONLY);
    }
    cg->procs = open_setting(cg->path, join_file(cg->version), O_WRONLY);
    return cg->usage >= 0 && cg->peak >= 0 && cg->procs >= 0 ? 0 : -1;
}

/* A new memory cgroup for one run, limited to limit_kb plus the slack; 0 when made, -1 when
 * this machine gives none (cg->path stays empty). */
static int make_cgroup(struct box_cgroup *cg, long long limit_kb) {
    char own[PATH_MAX];
    static unsigned serial;
    cg->path[0] = cg->cpu_path[0] = '\0';
    cg->procs = cg->usage = cg->peak = cg->limit = cg->swap_limit = -1;
    cg->cpu_procs = cg->cpu_usage = -1;
    if (limit_kb <= 0 || !own_cgroup("memory", own, sizeof own, &cg->version)) return -1;
    if (snprintf(cg->path, sizeof cg->path, "%s/judge-box-%ld-%u", own, (long)getpid(), serial++) >=
            (int)sizeof cg->path ||
        mkdir(cg->path, 0700)) {
        cg->path[0] = '\0';
        return -1;
    }
    if (set_cgroup_limits(cg, limit_kb * 1024 + CGROUP_SLACK_BYTES)) {
        close_cgroup_files(cg);
        rmdir(cg->path);
        cg->path[0] = '\0';
        return -1;
    }
    return 0;
}

/* The child joins the cgroup (before it copies the box's files, which it then holds), and
 * the cpuacct one where it has one. */
static int join_cgroup(const struct box_cgroup *cg) {
    if (!cg->path[0]) return 0;
    if (cg->cpu_procs >= 0 && write(cg->cpu_procs, "0", 1) != 1) return -1;
    return write(cg->procs, "0", 1) == 1 ? 0 : -1;
}

/* A number file of the cgroup read again from its start, in KB; -1 when unreadable.
 * Signal-safe: pread, and the digits parsed by hand. */
static long long cgroup_kb(int fd) {
    char text[32];
    ssize_t got = fd >= 0 ? pread(fd, text, sizeof text - 1, 0) : -1;
    long long value = 0;
    if (got <= 0) return -1;
    for (ssize_t i = 0; i < got && text[i] >= '0' && text[i] <= '9'; i++)
        value = value * 10 + (text[i] - '0');
    return value / 1024;
}

/* The CPU time the run's processes used, in ms, from cpu_usage (add_cpu_accounting); -1 when
 * unreadable. Signal-safe: pread, and the digits parsed by hand. */
static long long cgroup_cpu_ms(int fd, int version) {
    char text[256];
    const char *digits = text;
    ssize_t got = fd >= 0 ? pread(fd, text, sizeof text - 1, 0) : -1;
    long long value = 0;
    if (got <= 0) return -1;
    text[got] = '\0';
    if (version == 2) { /* cpu.stat's first line: usage_usec N */
        if (strncmp(text, "usage_usec ", 11) != 0) return -1;
        digits += 11;
    }
    if (*digits < '0' || *digits > '9') return -1;
    for (; *digits >= '0' && *digits <= '9'; digits++) value = value * 10 + (*digits - '0');
    return version == 2 ? value / 1000 : value / 1000000;
}

static int write_number(int fd, long long value) {
    char text[32];
    int length = snprintf(text, sizeof text, "%lld", value);
    return pwrite(fd, text, (size_t)length, 0) == length ? 0 : -1;
}

/* sandbox -S, before each case of a cgroup shared by the cases: its peak made what it holds
 * now (v1: writing 0; v2: any write, for reads through this same open file). -1 where the
 * kernel cannot (v2 before Linux 6.12): each case then gets a cgroup of its own. */
static int reset_cgroup_peak(const struct box_cgroup *cg) {
    if (cg->version == 1) return pwrite(cg->peak, "0", 1, 0) == 1 ? 0 : -1;
    return pwrite(cg->peak, "reset\n", 6, 0) == 6 ? 0 : -1;
}

/* A new hard limit of bytes; with swap accounting, memory and swap together the same (their
 * order: the kernel keeps the limit of memory and swap at least that of memory). */
static int set_cgroup_limit(const struct box_cgroup *cg, long long bytes) {
    if (cg->swap_limit < 0) return write_number(cg->limit, bytes);
    if (write_number(cg->swap_limit, bytes) == 0) return write_number(cg->limit, bytes);
    return write_number(cg->limit, bytes) || write_number(cg->swap_limit, bytes) ? -1 : 0;
}

/* Remove the cgroup once every process of it has ended (the kernel refuses before). */
static void remove_cgroup(struct box_cgroup *cg) {
    if (!cg->path[0]) return;
    close_cgroup_files(cg);
    for (int attempt = 0; rmdir(cg->path) && errno == EBUSY && attempt < 100; attempt++)
        usleep(1000);
    for (int attempt = 0; cg->cpu_path[0] && rmdir(cg->cpu_path) && errno == EBUSY && attempt < 100;
         attempt++)
        usleep(1000);
    cg->path[0] = cg->cpu_path[0] = '\0';
}

/* Whether process pid has ended: gone, or a zombie that no parent has reaped yet (a killed
 * sandbox whose parent was killed too waits for PID 1, which on some machines never reaps). */
static int process_ended(pid_t pid) {
    char path[32], stat[256];
    ssize_t got;
    if (kill(pid, 0) != 0) return errno == ESRCH;
    snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    got = read(fd, stat, sizeof stat - 1);
    close(fd);
    stat[got > 0 ? got : 0] = '\0';
    const char *state = strrchr(stat, ')'); /* PID (NAME) STATE ...: NAME may hold ')' */
    return state && state[1] == ' ' && (state[2] == 'Z' || state[2] == 'X');
}

/* Cgroups that sandboxes killed before they could remove them (kill -KILL): every
 * judge-box-PID-N of the sandbox's own cgroup of controller whose PID has ended. */
static void remove_stale_cgroups_of(const char *controller) {
    char own[PATH_MAX], path[PATH_MAX + NAME_MAX + 2];
    int version;
    if (!own_cgroup(controller, own, sizeof own, &version)) return;
    DIR *listing = opendir(own);
    struct dirent *entry;
    if (!listing) return;
    while ((entry = readdir(listing))) {
        long pid;
        unsigned serial;
        if (sscanf(entry->d_name, "judge-box-%ld-%u", &pid, &serial) != 2 || pid <= 0 ||
            !process_ended((pid_t)pid))
            continue;
        snprintf(path, sizeof path, "%s/%s", own, entry->d_name);
        rmdir(path);
    }
    closedir(listing);
}

static void remove_stale_cgroups(void) {
    remove_stale_cgroups_of("memory");
}

/* The CPU time of the run's processes counted by the kernel, for a run of several processes
 * (a Windows run): v2's cpu.stat of the run's cgroup (free: there whatever the controllers);
 * on v1 a cpuacct cgroup of its own, made beside the sandbox's own, named as the memory one.
 * -1 when this machine gives none (cg->cpu_usage stays -1). */
static int add_cpu_accounting(struct box_cgroup *cg) {
    char own[PATH_MAX];
    int version;
    if (!cg->path[0]) return -1;
    if (cg->version == 2) {
        cg->cpu_usage = open_setting(cg->path, "cpu.stat", O_RDONLY);
        return cg->cpu_usage >= 0 ? 0 : -1;
    }
    remove_stale_cgroups_of("cpuacct");
    if (!own_cgroup("cpuacct", own, sizeof own, &version) || version != 1 ||
        snprintf(cg->cpu_path, sizeof cg->cpu_path, "%s/%s", own, strrchr(cg->path, '/') + 1) >=
            (int)sizeof cg->cpu_path ||
        mkdir(cg->cpu_path, 0700)) {
        cg->cpu_path[0] = '\0';
        return -1;
    }
    cg->cpu_procs = open_setting(cg->cpu_path, join_file(1), O_WRONLY);
    cg->cpu_usage = open_setting(cg->cpu_path, "cpuacct.usage", O_RDONLY);
    if (cg->cpu_procs >= 0 && cg->cpu_usage >= 0) return 0;
    if (cg->cpu_procs >= 0) close(cg->cpu_procs);
    if (cg->cpu_usage >= 0) close(cg->cpu_usage);
    cg->cpu_procs = cg->cpu_usage = -1;
    rmdir(cg->cpu_path);
    cg->cpu_path[0] = '\0';
    return -1;
}
#else
static int make_cgroup(struct box_cgroup *cg, long long limit_kb) {
    (void)limit_kb;
    cg->path[0] = cg->cpu_path[0] = '\0';
    cg->procs = cg->usage = cg->peak = cg->limit = cg->swap_limit = -1;
    cg->cpu_procs = cg->cpu_usage = -1;
    return -1;
}

static int add_cpu_accounting(struct box_cgroup *cg) {
    (void)cg;
    return -1;
}

static long long cgroup_cpu_ms(int fd, int version) {
    (void)fd;
    (void)version;
    return -1;
}

static int reset_cgroup_peak(const struct box_cgroup *cg) {
    (void)cg;
    return -1;
}

static int set_cgroup_limit(const struct box_cgroup *cg, long long bytes) {
    (void)cg;
    (void)bytes;
    return -1;
}

static int join_cgroup(const struct box_cgroup *cg) {
    (void)cg;
    return 0;
}

static long long cgroup_kb(int fd) {
    (void)fd;
    return -1;
}

static void remove_cgroup(struct box_cgroup *cg) {
    (void)cg;
}

static void remove_stale_cgroups(void) {}
#endif

#endif
