#pragma once
#include <stddef.h>

/// Columns in one panel of a packed weight matrix.
#define PULSUM_PANEL_WIDTH 16

/// Floats needed to pack an `n×k` weight (PyTorch `[out, in]` layout) and its bias: `n` rounded up
/// to whole panels, each holding 16 bias values and then `k` rows of 16 weights.
size_t pulsum_packed_count(size_t n, size_t k);

/// Memory for `count` packed floats (filled by `pulsum_pack_panels`), 2 MB-aligned and marked for transparent huge
/// pages where the system has them (the weights are then faulted in and streamed with far fewer
/// page faults and TLB misses). NULL when out of memory. Release with `pulsum_free_panels`.
float *pulsum_allocate_panels(size_t count);

/// Releases memory from `pulsum_allocate_panels`.
void pulsum_free_panels(float *panels);

/// Repacks `weight` (`n` rows of `k` floats, the layout of `torch.nn.Linear`) and `bias` (`n`
/// floats, or NULL for zeros) into panels of 16 output columns: per panel the 16 biases, then for each of the `k`
/// inputs the 16 weights that multiply it. Columns past `n` are zero. `packed` must hold
/// `pulsum_packed_count(n, k)` floats. Done once at model load, so that every product streams
/// the weights in the order the kernel uses them.
void pulsum_pack_panels(const float *weight, const float *bias, size_t n, size_t k, float *packed);

/// `c[m×n] = a[m×k] · weightᵀ + bias` with the weight and bias from `pulsum_pack_panels`.
/// Row-major `a` (leading dimension `k`) and `c` (leading dimension `ldc` ≥ `n`). To compute a
/// slice of the columns (one thread's share), pass the packed pointer of its first panel, the
/// slice's width as `n`, and `c` at its first column: columns are computed independently.
///
/// Built for few rows (one sentence's tokens): each panel is read from memory once and kept in
/// L1/L2 while 6×16 register tiles of `c` accumulate over all of `k` with AVX2/FMA (plain C on
/// CPUs without them). Unlike BLAS sgemm, it never copies the weights at call time.
void pulsum_panel_gemm(const float *a, size_t m, size_t k, const float *packed, size_t n, float *c, size_t ldc);

/// Whether `pulsum_panel_gemm` runs its AVX2/FMA kernel on this CPU. Its plain-C fallback is far
/// slower than BLAS sgemm, so callers with large products should use sgemm when this is 0.
int pulsum_panel_gemm_is_vectorised(void);
