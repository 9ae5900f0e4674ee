#pragma once

#if defined(__x86_64__)
#include <immintrin.h>

/// The sum of a vector's eight floats: ((0+4)+(2+6)) + ((1+5)+(3+7)).
__attribute__((target("avx2,fma")))
static inline float pulsum_horizontal_sum(__m256 v) {
    __m128 halves = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    __m128 pairs = _mm_add_ps(halves, _mm_movehl_ps(halves, halves));
    return _mm_cvtss_f32(_mm_add_ss(pairs, _mm_shuffle_ps(pairs, pairs, 1)));
}
#endif
