#include "crc32c.h"

#include <pthread.h>
#include <string.h>

#if defined(__x86_64__)
#include <nmmintrin.h>
#endif
#if defined(__aarch64__) && defined(__ARM_FEATURE_CRC32)
#include <arm_acle.h>
#endif

/* Reflected Castagnoli polynomial. */
static const uint32_t polynomial = 0x82F63B78u;
static uint32_t table[256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void build_table(void) {
    for (uint32_t byte = 0; byte < 256; byte++) {
        uint32_t crc = byte;
        for (int bit = 0; bit < 8; bit++) crc = (crc >> 1) ^ (polynomial & (0u - (crc & 1u)));
        table[byte] = crc;
    }
}

static uint32_t crc32c_table(uint32_t crc, const uint8_t *p, size_t n) {
    pthread_once(&table_once, build_table);
    while (n--) crc = table[(crc ^ *p++) & 0xFFu] ^ (crc >> 8);
    return crc;
}

#if defined(__x86_64__)
__attribute__((target("sse4.2")))
static uint32_t crc32c_hardware(uint32_t crc, const uint8_t *p, size_t n) {
    uint64_t c = crc;
    for (; n > 0 && ((uintptr_t)p & 7u) != 0; n--) c = _mm_crc32_u8((uint32_t)c, *p++);
    for (; n >= 8; n -= 8, p += 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        c = _mm_crc32_u64(c, word);
    }
    for (; n > 0; n--) c = _mm_crc32_u8((uint32_t)c, *p++);
    return (uint32_t)c;
}

static int has_hardware(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("sse4.2");
}
#elif defined(__aarch64__) && defined(__ARM_FEATURE_CRC32)
static uint32_t crc32c_hardware(uint32_t crc, const uint8_t *p, size_t n) {
    for (; n >= 8; n -= 8, p += 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        crc = __crc32cd(crc, word);
    }
    for (; n > 0; n--) crc = __crc32cb(crc, *p++);
    return crc;
}

static int has_hardware(void) { return 1; }
#endif

uint32_t pulsum_crc32c_update(uint32_t crc, const void *data, size_t length) {
    const uint8_t *bytes = (const uint8_t *)data;
    crc = ~crc;
#if defined(__x86_64__) || (defined(__aarch64__) && defined(__ARM_FEATURE_CRC32))
    if (has_hardware()) return ~crc32c_hardware(crc, bytes, length);
#endif
    return ~crc32c_table(crc, bytes, length);
}
