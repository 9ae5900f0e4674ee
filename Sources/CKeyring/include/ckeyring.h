#pragma once
#include <stddef.h>
#include <stdint.h>

/// The Linux kernel key retention service (keyrings(7)) through its two system calls. Each
/// function returns the system call's result (-1 with errno set on failure); on systems without
/// the service they return -1 with errno = ENOSYS.

/// add_key(2): adds a key of type "user" named `description` to `keyring`; returns its serial.
int32_t pulsum_add_user_key(const char *description, const void *payload, size_t length, int32_t keyring);
/// keyctl(KEYCTL_SEARCH): finds a "user" key named `description` in `keyring`; returns its serial.
int32_t pulsum_search_user_key(int32_t keyring, const char *description);
/// keyctl(KEYCTL_READ): copies up to `capacity` bytes of the key's payload; returns its full length.
long pulsum_read_key(int32_t key, void *buffer, size_t capacity);
/// keyctl(KEYCTL_SET_TIMEOUT): the key expires `seconds` from now (0 = never).
long pulsum_set_key_timeout(int32_t key, uint32_t seconds);
/// keyctl(KEYCTL_REVOKE): the key becomes unusable at once.
long pulsum_revoke_key(int32_t key);
/// keyctl(KEYCTL_UNLINK): removes the key from `keyring`.
long pulsum_unlink_key(int32_t key, int32_t keyring);
/// keyctl(KEYCTL_SETPERM): sets the key's permission mask.
long pulsum_set_key_permissions(int32_t key, uint32_t permissions);
