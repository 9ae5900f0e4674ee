#include "inner_product.h"

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2,fma")))
static float horizontal_sum(__m256 v) {
    __m128 low = _mm256_castps256_ps128(v), high = _mm256_extractf128_ps(v, 1);
    __m128 sum = _mm_add_ps(low, high);
    sum = _mm_add_ps(sum, _mm_movehl_ps(sum, sum));
    sum = _mm_add_ss(sum, _mm_shuffle_ps(sum, sum, 1));
    return _mm_cvtss_f32(sum);
}

__attribute__((target("avx2,fma")))
static void inner_products_avx2(const float *m, size_t rows, size_t dim, const float *q, float *out) {
    size_t vector_end = dim & ~(size_t)7, r = 0;
    for (; r + 4 <= rows; r += 4) {
        const float *a = m + r * dim, *b = a + dim, *c = b + dim, *d = c + dim;
        __m256 sa = _mm256_setzero_ps(), sb = _mm256_setzero_ps(), sc = _mm256_setzero_ps(), sd = _mm256_setzero_ps();
        for (size_t j = 0; j < vector_end; j += 8) {
            __m256 x = _mm256_loadu_ps(q + j);
            sa = _mm256_fmadd_ps(_mm256_loadu_ps(a + j), x, sa);
            sb = _mm256_fmadd_ps(_mm256_loadu_ps(b + j), x, sb);
            sc = _mm256_fmadd_ps(_mm256_loadu_ps(c + j), x, sc);
            sd = _mm256_fmadd_ps(_mm256_loadu_ps(d + j), x, sd);
        }
        float ta = horizontal_sum(sa), tb = horizontal_sum(sb), tc = horizontal_sum(sc), td = horizontal_sum(sd);
        for (size_t j = vector_end; j < dim; j++) {
            ta += a[j] * q[j];
            tb += b[j] * q[j];
            tc += c[j] * q[j];
            td += d[j] * q[j];
        }
        out[r] = ta;
        out[r + 1] = tb;
        out[r + 2] = tc;
        out[r + 3] = td;
    }
    for (; r < rows; r++) {
        const float *a = m + r * dim;
        __m256 sa = _mm256_setzero_ps();
        for (size_t j = 0; j < vector_end; j += 8) sa = _mm256_fmadd_ps(_mm256_loadu_ps(a + j), _mm256_loadu_ps(q + j), sa);
        float ta = horizontal_sum(sa);
        for (size_t j = vector_end; j < dim; j++) ta += a[j] * q[j];
        out[r] = ta;
    }
}

static int has_avx2_fma(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
#endif

static void inner_products_plain(const float *m, size_t rows, size_t dim, const float *q, float *out) {
    for (size_t r = 0; r < rows; r++) {
        const float *a = m + r * dim;
        float sum = 0;
        for (size_t j = 0; j < dim; j++) sum += a[j] * q[j];
        out[r] = sum;
    }
}

void pulsum_inner_products(const float *matrix, size_t rows, size_t dim, const float *query, float *scores) {
#if defined(__x86_64__)
    if (has_avx2_fma()) {
        inner_products_avx2(matrix, rows, dim, query, scores);
        return;
    }
#endif
    inner_products_plain(matrix, rows, dim, query, scores);
}
