#include "attention.h"
#include "cpu_features.h"
#include "horizontal_sum.h"
#include <math.h>

/// `scores[j] ← exp(scores[j] − max) / Σ exp(…)` over `length` scores.
static void softmax(float *scores, size_t length) {
    float largest = -INFINITY;
    for (size_t j = 0; j < length; j++) largest = scores[j] > largest ? scores[j] : largest;
    float total = 0;
    for (size_t j = 0; j < length; j++) {
        scores[j] = expf(scores[j] - largest);
        total += scores[j];
    }
    float inverse = 1 / total;
    for (size_t j = 0; j < length; j++) scores[j] *= inverse;
}

static void attention_plain(const float *query, const float *key, const float *value, float *context, size_t stride,
                            size_t length, size_t size, float scale, float *scores) {
    for (size_t i = 0; i < length; i++) {
        const float *q = query + i * stride;
        for (size_t j = 0; j < length; j++) {
            float dot = 0;
            for (size_t d = 0; d < size; d++) dot += q[d] * key[j * stride + d];
            scores[j] = dot * scale;
        }
        softmax(scores, length);
        float *out = context + i * stride;
        for (size_t d = 0; d < size; d++) out[d] = 0;
        for (size_t j = 0; j < length; j++)
            for (size_t d = 0; d < size; d++) out[d] += scores[j] * value[j * stride + d];
    }
}

#if defined(__x86_64__)
#include <immintrin.h>

/// A vector whose lane t is the sum of the eight lanes of `v[t]`.
__attribute__((target("avx2,fma")))
static __m256 transpose_sums(const __m256 v[8]) {
    __m256 first = _mm256_hadd_ps(_mm256_hadd_ps(v[0], v[1]), _mm256_hadd_ps(v[2], v[3]));
    __m256 second = _mm256_hadd_ps(_mm256_hadd_ps(v[4], v[5]), _mm256_hadd_ps(v[6], v[7]));
    return _mm256_add_ps(_mm256_permute2f128_ps(first, second, 0x20), _mm256_permute2f128_ps(first, second, 0x31));
}

/// `scores[j] = scale · q·key[j]`, eight keys at a time (independent accumulators, one reduction).
__attribute__((target("avx2,fma")))
static void scores_avx2(const float *q, const float *key, size_t stride, size_t length, size_t size, float scale,
                        float *scores) {
    size_t j = 0;
    for (; j + 8 <= length; j += 8) {
        __m256 dots[8];
        for (size_t t = 0; t < 8; t++) dots[t] = _mm256_setzero_ps();
        for (size_t d = 0; d < size; d += 8) {
            __m256 x = _mm256_loadu_ps(q + d);
            for (size_t t = 0; t < 8; t++)
                dots[t] = _mm256_fmadd_ps(x, _mm256_loadu_ps(key + (j + t) * stride + d), dots[t]);
        }
        _mm256_storeu_ps(scores + j, _mm256_mul_ps(transpose_sums(dots), _mm256_set1_ps(scale)));
    }
    for (; j < length; j++) {
        __m256 dot = _mm256_setzero_ps();
        for (size_t d = 0; d < size; d += 8)
            dot = _mm256_fmadd_ps(_mm256_loadu_ps(q + d), _mm256_loadu_ps(key + j * stride + d), dot);
        scores[j] = pulsum_horizontal_sum(dot) * scale;
    }
}

/// `out = Σ_j weights[j] · value[j]`, eight columns at a time with four accumulators.
__attribute__((target("avx2,fma")))
static void weighted_sum_avx2(const float *weights, const float *value, size_t stride, size_t length, size_t size,
                              float *out) {
    for (size_t d = 0; d < size; d += 8) {
        __m256 sums[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
        size_t j = 0;
        for (; j + 4 <= length; j += 4)
            for (size_t t = 0; t < 4; t++)
                sums[t] = _mm256_fmadd_ps(_mm256_set1_ps(weights[j + t]), _mm256_loadu_ps(value + (j + t) * stride + d),
                                          sums[t]);
        for (; j < length; j++)
            sums[0] = _mm256_fmadd_ps(_mm256_set1_ps(weights[j]), _mm256_loadu_ps(value + j * stride + d), sums[0]);
        _mm256_storeu_ps(out + d, _mm256_add_ps(_mm256_add_ps(sums[0], sums[1]), _mm256_add_ps(sums[2], sums[3])));
    }
}

/// Head sizes that are a multiple of 8 (32 for MiniLM).
__attribute__((target("avx2,fma")))
static void attention_avx2(const float *query, const float *key, const float *value, float *context, size_t stride,
                           size_t length, size_t size, float scale, float *scores) {
    for (size_t i = 0; i < length; i++) {
        scores_avx2(query + i * stride, key, stride, length, size, scale, scores);
        softmax(scores, length);
        weighted_sum_avx2(scores, value, stride, length, size, context + i * stride);
    }
}
#endif

void pulsum_attention_head(const float *query, const float *key, const float *value, float *context, size_t stride,
                           size_t length, size_t size, float scale, float *scores) {
#if defined(__x86_64__)
    if (size % 8 == 0 && pulsum_has_avx2_fma()) {
        attention_avx2(query, key, value, context, stride, length, size, scale, scores);
        return;
    }
#endif
    attention_plain(query, key, value, context, stride, length, size, scale, scores);
}
