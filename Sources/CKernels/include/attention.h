#pragma once
#include <stddef.h>

/// Scaled dot-product attention of one head over one sequence:
/// `context[i] = Σ_j softmax_j(scale · query[i]·key[j]) · value[j]` for `i, j < length`.
///
/// `query`, `key`, `value` and `context` point at the head's first column inside row-major
/// `length×stride` matrices (the head's `size` columns are read and written in place, so no
/// per-head copies are made). `scores` is scratch for `length` floats. Dot products and the
/// weighted sum use AVX2/FMA when `size` is a multiple of 8 and the CPU has them.
void pulsum_attention_head(const float *query, const float *key, const float *value, float *context, size_t stride,
                           size_t length, size_t size, float scale, float *scores);
