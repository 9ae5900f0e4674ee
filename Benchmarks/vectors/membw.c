/* Memory-read bandwidth: sums a large float32 array with T threads (each a contiguous slice),
 * 32 independent accumulators (4 AVX registers) so the loop is bound by memory, not by add latency.
 * The array sits on transparent huge pages, like the matrices Pulsum and NumPy scan: on 4 KiB
 * pages TLB misses cap a single thread well below what the memory delivers.
 * Usage: membw BYTES THREADS REPEATS  →  prints the best GB/s. Built by bench_vs_faiss.py. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

typedef struct { const float *p; size_t n; float sum; } Slice;

static void *sum_slice(void *arg) {
    Slice *s = arg;
    float a[32] = {0};
    size_t i = 0;
    for (; i + 32 <= s->n; i += 32)
        for (int j = 0; j < 32; j++) a[j] += s->p[i + j];
    for (; i < s->n; i++) a[0] += s->p[i];
    for (int j = 1; j < 32; j++) a[0] += a[j];
    s->sum = a[0];
    return NULL;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: membw BYTES THREADS REPEATS\n"); return 2; }
    size_t bytes = strtoull(argv[1], NULL, 10), n = bytes / sizeof(float);
    int threads = atoi(argv[2]), repeats = atoi(argv[3]);
    size_t huge = (size_t)2 << 20, rounded = (n * sizeof(float) + huge - 1) / huge * huge;
    float *data = aligned_alloc(huge, rounded);
    if (!data || threads < 1 || threads > 64) return 1;
    madvise(data, rounded, MADV_HUGEPAGE);
    for (size_t i = 0; i < n; i++) data[i] = (float)(i & 1023) * 1e-3f;
    double best = 0, check = 0;
    for (int r = 0; r < repeats; r++) {
        pthread_t tid[64];
        Slice s[64];
        double t0 = now();
        for (int t = 0; t < threads; t++) {
            s[t] = (Slice){data + n * t / threads, n * (t + 1) / threads - n * t / threads, 0};
            pthread_create(&tid[t], NULL, sum_slice, &s[t]);
        }
        for (int t = 0; t < threads; t++) { pthread_join(tid[t], NULL); check += s[t].sum; }
        double gbs = bytes / (now() - t0) / 1e9;
        if (gbs > best) best = gbs;
    }
    printf("%.3f %g\n", best, check);
    free(data);
    return 0;
}
