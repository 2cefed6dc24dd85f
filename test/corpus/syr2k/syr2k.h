/* syr2k.h: sizes, types and the shared inner product for syr2k.cu. */
#ifndef SYR2K_H
#define SYR2K_H

#ifndef N
#define N 512
#endif
#ifndef M
#define M 384
#endif

#define DIM_THREAD_BLOCK_X 16
#define DIM_THREAD_BLOCK_Y 16

typedef float DATA_TYPE;

/* sum_k x[k] * y[k] over M elements, 4 at a time: used by the kernel and the
   CPU reference alike so that both sum in the same order. */
__host__ __device__ static inline DATA_TYPE dot4(const DATA_TYPE *x, const DATA_TYPE *y)
{
  DATA_TYPE s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  int k = 0;
  for (; k + 3 < M; k += 4) {
    s0 += x[k] * y[k];
    s1 += x[k + 1] * y[k + 1];
    s2 += x[k + 2] * y[k + 2];
    s3 += x[k + 3] * y[k + 3];
  }
  for (; k < M; ++k)
    s0 += x[k] * y[k];
  return (s0 + s1) + (s2 + s3);
}

#endif
