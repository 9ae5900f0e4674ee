#include "ckeyring.h"
#include <errno.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>

enum { KEYCTL_REVOKE_ = 3, KEYCTL_SETPERM_ = 5, KEYCTL_UNLINK_ = 9, KEYCTL_SEARCH_ = 10, KEYCTL_READ_ = 11, KEYCTL_SET_TIMEOUT_ = 15 };

int32_t pulsum_add_user_key(const char *description, const void *payload, size_t length, int32_t keyring) {
    return (int32_t)syscall(SYS_add_key, "user", description, payload, length, keyring);
}

int32_t pulsum_search_user_key(int32_t keyring, const char *description) {
    return (int32_t)syscall(SYS_keyctl, KEYCTL_SEARCH_, keyring, "user", description, 0);
}

long pulsum_read_key(int32_t key, void *buffer, size_t capacity) {
    return syscall(SYS_keyctl, KEYCTL_READ_, key, buffer, capacity);
}

long pulsum_set_key_timeout(int32_t key, uint32_t seconds) {
    return syscall(SYS_keyctl, KEYCTL_SET_TIMEOUT_, key, seconds);
}

long pulsum_revoke_key(int32_t key) { return syscall(SYS_keyctl, KEYCTL_REVOKE_, key); }

long pulsum_unlink_key(int32_t key, int32_t keyring) { return syscall(SYS_keyctl, KEYCTL_UNLINK_, key, keyring); }

long pulsum_set_key_permissions(int32_t key, uint32_t permissions) {
    return syscall(SYS_keyctl, KEYCTL_SETPERM_, key, permissions);
}
#else
int32_t pulsum_add_user_key(const char *d, const void *p, size_t l, int32_t k) { (void)d; (void)p; (void)l; (void)k; errno = ENOSYS; return -1; }
int32_t pulsum_search_user_key(int32_t k, const char *d) { (void)k; (void)d; errno = ENOSYS; return -1; }
long pulsum_read_key(int32_t k, void *b, size_t c) { (void)k; (void)b; (void)c; errno = ENOSYS; return -1; }
long pulsum_set_key_timeout(int32_t k, uint32_t s) { (void)k; (void)s; errno = ENOSYS; return -1; }
long pulsum_revoke_key(int32_t k) { (void)k; errno = ENOSYS; return -1; }
long pulsum_unlink_key(int32_t k, int32_t r) { (void)k; (void)r; errno = ENOSYS; return -1; }
long pulsum_set_key_permissions(int32_t k, uint32_t p) { (void)k; (void)p; errno = ENOSYS; return -1; }
#endif
