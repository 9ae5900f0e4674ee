#pragma once
#include <stddef.h>

/// `x[i] ← x[i] · ½ · (1 + erf(x[i] / √2))` (BERT's exact GELU) for `count` floats, in place.
///
/// erf is a rational approximation, `erf(z) ≈ z·P(z²)/Q(z²)` of degree 5/6 in `z²` for
/// `|z| < 4.5` and ±1 beyond, evaluated in double precision (AVX2/FMA four at a time when the
/// CPU has it). Its error is below 4e-9, so each result is the float nearest the exact GELU
/// or within about 1e-9 of it: more accurate than `erff` in float.
void pulsum_gelu(float *x, size_t count);
