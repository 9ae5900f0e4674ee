#pragma once
// OpenBLAS's cblas.h also declares openblas_set_num_threads, openblas_get_num_threads,
// openblas_get_corename and openblas_get_config.
#include <cblas.h>

/// CPU feature probes used to pick the right OpenBLAS kernel when its own detection fails.
static inline int pulsum_cpu_has_avx512f(void) { __builtin_cpu_init(); return __builtin_cpu_supports("avx512f"); }
static inline int pulsum_cpu_has_avx2(void) { __builtin_cpu_init(); return __builtin_cpu_supports("avx2"); }
static inline int pulsum_cpu_is_amd(void) { __builtin_cpu_init(); return __builtin_cpu_is("amd"); }
