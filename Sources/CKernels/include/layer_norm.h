#pragma once
#include <stddef.h>

/// `x ← LayerNorm(x + residual)` on each of `rows` rows of `width` floats, in place, with
/// biased variance as PyTorch: `(v − mean) / √(variance + epsilon) · weight + bias`.
/// `residual` may be NULL (plain LayerNorm). Sums run in float over eight lanes (AVX2 when the
/// CPU has it; plain C otherwise, in the same order).
void pulsum_add_layer_norm(float *x, const float *residual, size_t rows, size_t width, const float *weight,
                           const float *bias, float epsilon);
