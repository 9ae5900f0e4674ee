#ifndef PULSUM_MAPPING_GUARD_H
#define PULSUM_MAPPING_GUARD_H

#include <stddef.h>

/// Watches memory-mapped files for SIGBUS: the kernel raises it when a mapped page cannot be read
/// (the file was cut short while mapped, or the disk failed). A fault inside a watched mapping
/// writes that mapping's message to stderr and exits with status 1 (a failure, like any other
/// one-line error; a database transaction in progress is rolled back as after a kill). A fault
/// anywhere else goes to the handler that was there before (Swift's crash report).
///
/// Returns a slot to pass to `pulsum_mapping_guard_remove`, or -1 when every slot is taken (the
/// mapping is then not watched). `message` is copied (up to 1 KiB, a newline is added).
int pulsum_mapping_guard_add(const void *base, size_t length, const char *message);

/// Stops watching the mapping in `slot` (before it is unmapped). -1 is ignored.
void pulsum_mapping_guard_remove(int slot);

#endif
