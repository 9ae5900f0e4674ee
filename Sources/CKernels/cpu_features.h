#pragma once

/// Whether the CPU can run this target's AVX2/FMA kernels (checked at call time).
static inline int pulsum_has_avx2_fma(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
    return 0;
#endif
}
