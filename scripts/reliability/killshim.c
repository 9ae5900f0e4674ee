/*
 * killshim: an LD_PRELOAD library that kills the process at the k-th write-like call, the way
 * SQLite's crash tests stop a writer at each step. Pulsum's crash campaign loads it into
 * `pulsum` and checks that the data folder survives every kill point.
 *
 *   KILLSHIM_AT=k        SIGKILL the process just before the k-th counted call (1-based);
 *                        0 or unset: never kill, only count.
 *   KILLSHIM_COUNT=path  at exit, write the number of counted calls to `path` (to size a sweep).
 *   KILLSHIM_FAULT=ENOSPC|EIO|EACCES  instead of killing at the k-th call, make it and every
 *                        later counted call fail with that error (a full or failing disk, a
 *                        permission taken away).
 *   KILLSHIM_CALLS=read|open  count read-like calls, or opens, instead of write-like ones, and
 *                        only those on files under KILLSHIM_UNDER (a folder's resolved path,
 *                        ending in /), so the loader's and the runtime's own go on.
 *   KILLSHIM_CUT_MAPPED=n  after a file under KILLSHIM_UNDER is mapped read-only, cut it to n
 *                        bytes (a file cut short while it is read: its pages past n raise SIGBUS).
 *
 * Counted calls: write, pwrite, pwrite64, writev, fsync, fdatasync, rename, renameat, renameat2;
 * with KILLSHIM_CALLS=read: read, pread, pread64, readv; with KILLSHIM_CALLS=open: open, open64,
 * openat, openat64. (Files read through mmap are not covered: a failing disk would raise SIGBUS
 * there, which a preload library cannot simulate.)
 * Build: cc -shared -fPIC -O2 -o killshim.so killshim.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*read_fn)(int, void *, size_t);
typedef ssize_t (*pread_fn)(int, void *, size_t, off_t);
typedef ssize_t (*pread64_fn)(int, void *, size_t, off64_t);
typedef ssize_t (*readv_fn)(int, const struct iovec *, int);
typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);
typedef void *(*mmap_fn)(void *, size_t, int, int, int, off_t);
typedef ssize_t (*pwrite_fn)(int, const void *, size_t, off_t);
typedef ssize_t (*pwrite64_fn)(int, const void *, size_t, off64_t);
typedef ssize_t (*writev_fn)(int, const struct iovec *, int);
typedef int (*fsync_fn)(int);
typedef int (*rename_fn)(const char *, const char *);
typedef int (*renameat_fn)(int, const char *, int, const char *);
typedef int (*renameat2_fn)(int, const char *, int, const char *, unsigned int);

static long kill_at = -1;
static int fault_errno = 0;
static long calls = 0;
static int counting_ready = 0;
enum family { WRITES, READS, OPENS };
static enum family counted = WRITES;
static const char *under = NULL;
static size_t under_length = 0;

static void setup(void) __attribute__((constructor));
static void setup(void) {
    const char *at = getenv("KILLSHIM_AT");
    kill_at = at ? atol(at) : 0;
    const char *fault = getenv("KILLSHIM_FAULT");
    if (fault && strcmp(fault, "ENOSPC") == 0) fault_errno = ENOSPC;
    if (fault && strcmp(fault, "EIO") == 0) fault_errno = EIO;
    if (fault && strcmp(fault, "EACCES") == 0) fault_errno = EACCES;
    const char *family = getenv("KILLSHIM_CALLS");
    if (family && strcmp(family, "read") == 0) counted = READS;
    if (family && strcmp(family, "open") == 0) counted = OPENS;
    under = getenv("KILLSHIM_UNDER");
    under_length = under ? strlen(under) : 0;
    counting_ready = 1;
}

static void report(void) __attribute__((destructor));
static void report(void) {
    const char *path = getenv("KILLSHIM_COUNT");
    if (!path) return;
    counting_ready = 0;  /* this open and write are not the program's */
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) return;
    char text[32];
    int n = snprintf(text, sizeof text, "%ld\n", __atomic_load_n(&calls, __ATOMIC_SEQ_CST));
    write_fn real_write = (write_fn)dlsym(RTLD_NEXT, "write");
    if (real_write && n > 0) real_write(fd, text, (size_t)n);
    close(fd);
}

/* Counts one call; returns non-zero when it must fail with `fault_errno` instead of running. */
static int count_call(void) {
    long n = __atomic_add_fetch(&calls, 1, __ATOMIC_SEQ_CST);
    if (kill_at > 0 && n >= kill_at) {
        if (fault_errno) { errno = fault_errno; return 1; }
        kill(getpid(), SIGKILL);
    }
    return 0;
}

/* `count_call` for a write-like call. */
static int step(void) {
    if (!counting_ready || counted != WRITES) return 0;
    return count_call();
}

/* The path descriptor `fd` names (its /proc/self/fd link) into `target`; 0 when it has none. */
static int fd_path(int fd, char *target, size_t size) {
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, size - 1);
    if (n < 0) return 0;
    target[n] = 0;
    return 1;
}

/* Whether descriptor `fd` names a file under KILLSHIM_UNDER (any file when it is unset). */
static int under_folder(int fd) {
    if (!under) return 1;
    char target[4096];
    return fd_path(fd, target, sizeof target) && strncmp(target, under, under_length) == 0;
}

/* Whether `path`, relative to directory `dirfd` when it is relative, is under KILLSHIM_UNDER. */
static int path_under_folder(int dirfd, const char *path) {
    if (!under) return 1;
    if (path[0] == '/') return strncmp(path, under, under_length) == 0;
    char full[8192];
    if (dirfd == AT_FDCWD ? getcwd(full, 4096) == NULL : !fd_path(dirfd, full, 4096)) return 0;
    size_t length = strlen(full);
    snprintf(full + length, sizeof full - length, "/%s", path);
    return strncmp(full, under, under_length) == 0;
}

/* `step` for a read-like call on `fd`. */
static int read_step(int fd) {
    if (!counting_ready || counted != READS || !under_folder(fd)) return 0;
    return count_call();
}

/* `step` for an open of `path` (relative to `dirfd`). */
static int open_step(int dirfd, const char *path) {
    if (!counting_ready || counted != OPENS || !path_under_folder(dirfd, path)) return 0;
    return count_call();
}

/* The mode argument of an open that creates a file (0 otherwise). */
#define OPEN_MODE(flags, last) \
    mode_t mode = 0; \
    if ((flags) & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, last); mode = (mode_t)va_arg(ap, int); va_end(ap); }

/* The next definition of `name` (libc's), looked up once. */
#define REAL(name, type) static type real_##name; if (!real_##name) real_##name = (type)dlsym(RTLD_NEXT, #name)

ssize_t write(int fd, const void *buf, size_t count) {
    REAL(write, write_fn);
    if (fd > 2 && step()) return -1;  /* stdout/stderr are not the disk */
    return real_write(fd, buf, count);
}
ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    REAL(pwrite, pwrite_fn);
    if (step()) return -1;
    return real_pwrite(fd, buf, count, offset);
}
ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset) {
    REAL(pwrite64, pwrite64_fn);
    if (step()) return -1;
    return real_pwrite64(fd, buf, count, offset);
}
ssize_t writev(int fd, const struct iovec *iov, int count) {
    REAL(writev, writev_fn);
    if (fd > 2 && step()) return -1;
    return real_writev(fd, iov, count);
}
int fsync(int fd) {
    REAL(fsync, fsync_fn);
    if (step()) return -1;
    return real_fsync(fd);
}
int fdatasync(int fd) {
    REAL(fdatasync, fsync_fn);
    if (step()) return -1;
    return real_fdatasync(fd);
}
int rename(const char *from, const char *to) {
    REAL(rename, rename_fn);
    if (step()) return -1;
    return real_rename(from, to);
}
int renameat(int fromdir, const char *from, int todir, const char *to) {
    REAL(renameat, renameat_fn);
    if (step()) return -1;
    return real_renameat(fromdir, from, todir, to);
}
int renameat2(int fromdir, const char *from, int todir, const char *to, unsigned int flags) {
    REAL(renameat2, renameat2_fn);
    if (step()) return -1;
    return real_renameat2(fromdir, from, todir, to, flags);
}
ssize_t read(int fd, void *buf, size_t count) {
    REAL(read, read_fn);
    if (read_step(fd)) return -1;
    return real_read(fd, buf, count);
}
ssize_t pread(int fd, void *buf, size_t count, off_t offset) {
    REAL(pread, pread_fn);
    if (read_step(fd)) return -1;
    return real_pread(fd, buf, count, offset);
}
ssize_t pread64(int fd, void *buf, size_t count, off64_t offset) {
    REAL(pread64, pread64_fn);
    if (read_step(fd)) return -1;
    return real_pread64(fd, buf, count, offset);
}
ssize_t readv(int fd, const struct iovec *iov, int count) {
    REAL(readv, readv_fn);
    if (read_step(fd)) return -1;
    return real_readv(fd, iov, count);
}
int open(const char *path, int flags, ...) {
    REAL(open, open_fn);
    OPEN_MODE(flags, flags);
    if (open_step(AT_FDCWD, path)) return -1;
    return real_open(path, flags, mode);
}
int open64(const char *path, int flags, ...) {
    REAL(open64, open_fn);
    OPEN_MODE(flags, flags);
    if (open_step(AT_FDCWD, path)) return -1;
    return real_open64(path, flags, mode);
}
int openat(int dirfd, const char *path, int flags, ...) {
    REAL(openat, openat_fn);
    OPEN_MODE(flags, flags);
    if (open_step(dirfd, path)) return -1;
    return real_openat(dirfd, path, flags, mode);
}
int openat64(int dirfd, const char *path, int flags, ...) {
    REAL(openat64, openat_fn);
    OPEN_MODE(flags, flags);
    if (open_step(dirfd, path)) return -1;
    return real_openat64(dirfd, path, flags, mode);
}
void *mmap(void *addr, size_t length, int prot, int flags, int fd, off_t offset) {
    REAL(mmap, mmap_fn);
    void *mapped = real_mmap(addr, length, prot, flags, fd, offset);
    const char *cut = getenv("KILLSHIM_CUT_MAPPED");
    char target[4096];
    if (cut && mapped != MAP_FAILED && fd >= 0 && prot == PROT_READ && under && fd_path(fd, target, sizeof target) &&
        strncmp(target, under, under_length) == 0) {
        if (truncate(target, atol(cut)) != 0) perror("killshim: truncate");
    }
    return mapped;
}
