#pragma once
#include <stddef.h>

/// scores[r] = dot(matrix row r, query) for `rows` row-major rows of `dim` floats: one pass
/// over the matrix with AVX2/FMA (four rows at a time) when the CPU has it, else plain C.
/// A streaming kernel for a single query, where BLAS sgemv leaves memory bandwidth unused.
void pulsum_inner_products(const float *matrix, size_t rows, size_t dim, const float *query, float *scores);
