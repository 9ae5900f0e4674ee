#include "mapping_guard.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

enum { slot_count = 64, message_size = 1024 };

/// One watched mapping. `base` is published last (release) and cleared first, so the handler
/// never reads a half-written slot; 0 means free.
struct watched {
    _Atomic uintptr_t base;
    size_t length;
    size_t message_length;
    char message[message_size];
};

static struct watched slots[slot_count];
static pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
static struct sigaction previous;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void on_bus_error(int signal, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int i = 0; i < slot_count; i++) {
        uintptr_t base = atomic_load_explicit(&slots[i].base, memory_order_acquire);
        if (base != 0 && address >= base && address - base < slots[i].length) {
            ssize_t ignored = write(STDERR_FILENO, slots[i].message, slots[i].message_length);
            (void)ignored;
            _exit(1);
        }
    }
    // Not a watched mapping: the previous handler takes the fault when the instruction runs again.
    (void)signal;
    (void)context;
    sigaction(SIGBUS, &previous, NULL);
}

static void install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

int pulsum_mapping_guard_add(const void *base, size_t length, const char *message) {
    if (base == NULL || length == 0) return -1;
    pthread_once(&installed, install);
    pthread_mutex_lock(&slots_lock);
    int found = -1;
    for (int i = 0; i < slot_count && found < 0; i++) {
        if (atomic_load_explicit(&slots[i].base, memory_order_relaxed) == 0) found = i;
    }
    if (found >= 0) {
        struct watched *slot = &slots[found];
        size_t count = strnlen(message, message_size - 1);
        memcpy(slot->message, message, count);
        if (count == 0 || slot->message[count - 1] != '\n') {
            if (count == message_size - 1) count--;
            slot->message[count++] = '\n';
        }
        slot->message_length = count;
        slot->length = length;
        atomic_store_explicit(&slot->base, (uintptr_t)base, memory_order_release);
    }
    pthread_mutex_unlock(&slots_lock);
    return found;
}

void pulsum_mapping_guard_remove(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    pthread_mutex_lock(&slots_lock);
    atomic_store_explicit(&slots[slot].base, 0, memory_order_release);
    pthread_mutex_unlock(&slots_lock);
}
