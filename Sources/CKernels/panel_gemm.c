#include "panel_gemm.h"
#include "cpu_features.h"
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { PANEL = PULSUM_PANEL_WIDTH, TILE_ROWS = 6 };

size_t pulsum_packed_count(size_t n, size_t k) {
    return (n + PANEL - 1) / PANEL * PANEL * (k + 1);
}

float *pulsum_allocate_panels(size_t count) {
    const size_t huge_page = (size_t)2 << 20;
    size_t bytes = (count * sizeof(float) + huge_page - 1) / huge_page * huge_page;
    void *memory = NULL;
    if (posix_memalign(&memory, huge_page, bytes > 0 ? bytes : huge_page) != 0) return NULL;
#if defined(MADV_HUGEPAGE)
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    return memory;
}

void pulsum_free_panels(float *panels) { free(panels); }

void pulsum_pack_panels(const float *weight, const float *bias, size_t n, size_t k, float *packed) {
    for (size_t first = 0; first < n; first += PANEL) {
        size_t width = n - first < PANEL ? n - first : PANEL;
        float *panel = packed + first * (k + 1);
        for (size_t j = 0; j < PANEL; j++) panel[j] = j < width && bias != NULL ? bias[first + j] : 0;
        float *rows = panel + PANEL;
        for (size_t j = 0; j < PANEL; j++) {
            if (j < width) {
                const float *source = weight + (first + j) * k;
                for (size_t i = 0; i < k; i++) rows[i * PANEL + j] = source[i];
            } else {
                for (size_t i = 0; i < k; i++) rows[i * PANEL + j] = 0;
            }
        }
    }
}

/// Writes the first `width` of 16 accumulated columns (the last panel may be partial).
static void store_columns(float *c, const float *tile, size_t width) { memcpy(c, tile, width * sizeof(float)); }

#if defined(__x86_64__)
#include <immintrin.h>

/// One `rows×16` tile (rows ≤ 6, a constant after inlining, so the accumulators stay in registers).
__attribute__((target("avx2,fma"), always_inline))
static inline void tile_avx2(const float *a, size_t k, size_t rows, const float *panel, float *c, size_t ldc,
                             size_t width) {
    __m256 low[TILE_ROWS], high[TILE_ROWS];
    __m256 bias_low = _mm256_loadu_ps(panel), bias_high = _mm256_loadu_ps(panel + 8);
    for (size_t r = 0; r < rows; r++) {
        low[r] = bias_low;
        high[r] = bias_high;
    }
    const float *w = panel + PANEL;
    for (size_t i = 0; i < k; i++, w += PANEL) {
        __m256 w_low = _mm256_loadu_ps(w), w_high = _mm256_loadu_ps(w + 8);
        for (size_t r = 0; r < rows; r++) {
            __m256 x = _mm256_broadcast_ss(a + r * k + i);
            low[r] = _mm256_fmadd_ps(x, w_low, low[r]);
            high[r] = _mm256_fmadd_ps(x, w_high, high[r]);
        }
    }
    for (size_t r = 0; r < rows; r++) {
        float tile[PANEL];
        float *target = width == PANEL ? c + r * ldc : tile;
        _mm256_storeu_ps(target, low[r]);
        _mm256_storeu_ps(target + 8, high[r]);
        if (width < PANEL) store_columns(c + r * ldc, tile, width);
    }
}

/// Panel by panel; within a panel, 6-row blocks reuse it from L1 (k = 384: 24 KB) or L2.
__attribute__((target("avx2,fma")))
static void panel_gemm_avx2(const float *a, size_t m, size_t k, const float *packed, size_t n, float *c, size_t ldc) {
    for (size_t first = 0; first < n; first += PANEL) {
        size_t width = n - first < PANEL ? n - first : PANEL;
        const float *panel = packed + first * (k + 1);
        size_t row = 0;
        for (; row + TILE_ROWS <= m; row += TILE_ROWS)
            tile_avx2(a + row * k, k, TILE_ROWS, panel, c + row * ldc + first, ldc, width);
        const float *a_rest = a + row * k;
        float *c_rest = c + row * ldc + first;
        switch (m - row) {
        case 5: tile_avx2(a_rest, k, 5, panel, c_rest, ldc, width); break;
        case 4: tile_avx2(a_rest, k, 4, panel, c_rest, ldc, width); break;
        case 3: tile_avx2(a_rest, k, 3, panel, c_rest, ldc, width); break;
        case 2: tile_avx2(a_rest, k, 2, panel, c_rest, ldc, width); break;
        case 1: tile_avx2(a_rest, k, 1, panel, c_rest, ldc, width); break;
        default: break;
        }
    }
}
#endif

static void panel_gemm_plain(const float *a, size_t m, size_t k, const float *packed, size_t n, float *c, size_t ldc) {
    for (size_t first = 0; first < n; first += PANEL) {
        size_t width = n - first < PANEL ? n - first : PANEL;
        const float *panel = packed + first * (k + 1);
        for (size_t row = 0; row < m; row++) {
            float tile[PANEL];
            memcpy(tile, panel, sizeof tile);
            for (size_t i = 0; i < k; i++)
                for (size_t j = 0; j < PANEL; j++) tile[j] += a[row * k + i] * panel[PANEL + i * PANEL + j];
            store_columns(c + row * ldc + first, tile, width);
        }
    }
}

void pulsum_panel_gemm(const float *a, size_t m, size_t k, const float *packed, size_t n, float *c, size_t ldc) {
#if defined(__x86_64__)
    if (pulsum_has_avx2_fma()) {
        panel_gemm_avx2(a, m, k, packed, n, c, ldc);
        return;
    }
#endif
    panel_gemm_plain(a, m, k, packed, n, c, ldc);
}

int pulsum_panel_gemm_is_vectorised(void) { return pulsum_has_avx2_fma(); }
