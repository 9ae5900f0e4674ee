#include "layer_norm.h"
#include "cpu_features.h"
#include "horizontal_sum.h"
#include <math.h>

enum { LANES = 8 };

/// Sum of the eight partial sums, pairwise (the same order as the AVX2 reduction).
static float sum_lanes(const float lanes[LANES]) {
    return ((lanes[0] + lanes[4]) + (lanes[2] + lanes[6])) + ((lanes[1] + lanes[5]) + (lanes[3] + lanes[7]));
}

static void layer_norm_plain(float *x, const float *residual, size_t rows, size_t width, const float *weight,
                             const float *bias, float epsilon) {
    for (size_t row = 0; row < rows; row++) {
        float *v = x + row * width;
        if (residual)
            for (size_t j = 0; j < width; j++) v[j] += residual[row * width + j];
        float sums[LANES] = {0};
        for (size_t j = 0; j < width; j++) sums[j % LANES] += v[j];
        float mean = sum_lanes(sums) / (float)width;
        float squares[LANES] = {0};
        for (size_t j = 0; j < width; j++) squares[j % LANES] += (v[j] - mean) * (v[j] - mean);
        float scale = 1 / sqrtf(sum_lanes(squares) / (float)width + epsilon);
        for (size_t j = 0; j < width; j++) v[j] = (v[j] - mean) * scale * weight[j] + bias[j];
    }
}

#if defined(__x86_64__)
#include <immintrin.h>

/// Widths that are a multiple of 8 (384 for MiniLM); others go to the plain loop.
__attribute__((target("avx2,fma")))
static void layer_norm_avx2(float *x, const float *residual, size_t rows, size_t width, const float *weight,
                            const float *bias, float epsilon) {
    for (size_t row = 0; row < rows; row++) {
        float *v = x + row * width;
        __m256 sums = _mm256_setzero_ps();
        for (size_t j = 0; j < width; j += LANES) {
            __m256 value = _mm256_loadu_ps(v + j);
            if (residual) {
                value = _mm256_add_ps(value, _mm256_loadu_ps(residual + row * width + j));
                _mm256_storeu_ps(v + j, value);
            }
            sums = _mm256_add_ps(sums, value);
        }
        __m256 mean = _mm256_set1_ps(pulsum_horizontal_sum(sums) / (float)width);
        __m256 squares = _mm256_setzero_ps();
        for (size_t j = 0; j < width; j += LANES) {
            __m256 centered = _mm256_sub_ps(_mm256_loadu_ps(v + j), mean);
            squares = _mm256_add_ps(squares, _mm256_mul_ps(centered, centered));
        }
        __m256 scale = _mm256_set1_ps(1 / sqrtf(pulsum_horizontal_sum(squares) / (float)width + epsilon));
        for (size_t j = 0; j < width; j += LANES) {
            __m256 normalized = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(v + j), mean), scale);
            __m256 scaled = _mm256_mul_ps(normalized, _mm256_loadu_ps(weight + j));
            _mm256_storeu_ps(v + j, _mm256_add_ps(scaled, _mm256_loadu_ps(bias + j)));
        }
    }
}
#endif

void pulsum_add_layer_norm(float *x, const float *residual, size_t rows, size_t width, const float *weight,
                           const float *bias, float epsilon) {
#if defined(__x86_64__)
    if (width % LANES == 0 && pulsum_has_avx2_fma()) {
        layer_norm_avx2(x, residual, rows, width, weight, bias, epsilon);
        return;
    }
#endif
    layer_norm_plain(x, residual, rows, width, weight, bias, epsilon);
}
