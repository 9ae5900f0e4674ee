#pragma once
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Bit i is set when p[i] == byte, for the 16 bytes at p (all 16 must be readable): one SSE2
/// compare and movemask on x86-64, a plain loop elsewhere. Inline, so Swift callers get the two
/// instructions in place (the Apple Health reader tests every tag and attribute with it).
static inline uint32_t pulsum_equal_mask16(const uint8_t *p, uint8_t byte) {
#if defined(__SSE2__)
    __m128i bytes = _mm_loadu_si128((const __m128i *)p);
    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)byte)));
#else
    uint32_t mask = 0;
    for (int i = 0; i < 16; i++) mask |= (uint32_t)(p[i] == byte) << i;
    return mask;
#endif
}
