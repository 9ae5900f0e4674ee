/*
 * killshim: an LD_PRELOAD library that kills the process at the k-th write-like call, the way
 * SQLite's crash tests stop a writer at each step. Pulsum's crash campaign loads it into
 * `pulsum` and checks that the data folder survives every kill point.
 *
 *   KILLSHIM_AT=k        SIGKILL the process just before the k-th counted call (1-based);
 *                        0 or unset: never kill, only count.
 *   KILLSHIM_COUNT=path  at exit, write the number of counted calls to `path` (to size a sweep).
 *   KILLSHIM_FAULT=ENOSPC|EIO  instead of killing at the k-th call, make it and every later
 *                        counted call fail with that error (a full or failing disk).
 *   KILLSHIM_CALLS=read  count read-like calls instead of write-like ones (a disk that fails
 *                        to read), and only those on files under KILLSHIM_UNDER (a folder's
 *                        resolved path), so the loader's and the runtime's own reads go on.
 *
 * Counted calls: write, pwrite, pwrite64, writev, fsync, fdatasync, rename, renameat, renameat2;
 * with KILLSHIM_CALLS=read: read, pread, pread64, readv. (Files read through mmap are not
 * covered: a failing disk would raise SIGBUS there, which a preload library cannot simulate.)
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
#include <sys/uio.h>
#include <unistd.h>

typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef ssize_t (*read_fn)(int, void *, size_t);
typedef ssize_t (*pread_fn)(int, void *, size_t, off_t);
typedef ssize_t (*pread64_fn)(int, void *, size_t, off64_t);
typedef ssize_t (*readv_fn)(int, const struct iovec *, int);
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
static int counting_reads = 0;
static const char *under = NULL;
static size_t under_length = 0;

static void setup(void) __attribute__((constructor));
static void setup(void) {
    const char *at = getenv("KILLSHIM_AT");
    kill_at = at ? atol(at) : 0;
    const char *fault = getenv("KILLSHIM_FAULT");
    if (fault && strcmp(fault, "ENOSPC") == 0) fault_errno = ENOSPC;
    if (fault && strcmp(fault, "EIO") == 0) fault_errno = EIO;
    const char *family = getenv("KILLSHIM_CALLS");
    counting_reads = family && strcmp(family, "read") == 0;
    under = getenv("KILLSHIM_UNDER");
    under_length = under ? strlen(under) : 0;
    counting_ready = 1;
}

static void report(void) __attribute__((destructor));
static void report(void) {
    const char *path = getenv("KILLSHIM_COUNT");
    if (!path) return;
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
    if (!counting_ready || counting_reads) return 0;
    return count_call();
}

/* Whether descriptor `fd` names a file under KILLSHIM_UNDER (any file when it is unset). */
static int under_folder(int fd) {
    if (!under) return 1;
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n < 0) return 0;
    target[n] = 0;
    return strncmp(target, under, under_length) == 0;
}

/* `step` for a read-like call on `fd`. */
static int read_step(int fd) {
    if (!counting_ready || !counting_reads || !under_folder(fd)) return 0;
    return count_call();
}

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
