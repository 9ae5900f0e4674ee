#pragma once
#include <stddef.h>

/// scores[r] = dot(matrix row r, query) for `rows` row-major rows of `dim` floats: one pass
/// over the matrix, row after row, with AVX2/FMA when the CPU has it, else plain C.
/// A streaming kernel for a single query, where BLAS sgemv leaves memory bandwidth unused.
void pulsum_inner_products(const float *matrix, size_t rows, size_t dim, const float *query, float *scores);

/// The first index i < count with scores[i] > threshold, or count when there is none (NaN never
/// compares above). Lets top-k selection skip the long runs of scores that cannot enter the heap
/// eight or thirty-two at a time.
size_t pulsum_first_above(const float *scores, size_t count, float threshold);
