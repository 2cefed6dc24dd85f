/*
 * bitonic-sort.cu - key/value bitonic sort of a power-of-two array.
 *
 * bitonic_sort_shared sorts each chunk of SHARED_SIZE_LIMIT elements in shared
 * memory, ascending in even blocks and descending in odd ones, so that pairs of
 * chunks form bitonic sequences. The host then finishes with the global
 * bitonic_merge_global kernel, looping over the stage k and the step j.
 * Arrays no longer than one chunk are sorted by the shared kernel alone.
 *
 *   nvcc -O2 bitonic-sort.cu -o bitonic-sort [-DLOG2N=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifndef LOG2N
#define LOG2N 20
#endif
#define N (1U << LOG2N)
#define SHARED_SIZE_LIMIT 1024U
#define THREADS_GLOBAL 256

#define CUDA_SAFE_CALL(call)                                                    \
  do {                                                                          \
    cudaError_t e = (call);                                                     \
    if (e != cudaSuccess) {                                                     \
      fprintf(stderr, "%s(%d): %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

__device__ inline void Comparator(unsigned int &keyA, unsigned int &valA, unsigned int &keyB,
                                  unsigned int &valB, unsigned int dir)
{
  unsigned int t;
  if ((keyA > keyB) == dir) {
    t = keyA; keyA = keyB; keyB = t;
    t = valA; valA = valB; valB = t;
  }
}

/* Full bitonic sort of one chunk in shared memory; blockDim.x == SHARED_SIZE_LIMIT / 2. */
__global__ void bitonic_sort_shared(unsigned int *d_key, unsigned int *d_val, unsigned int arrayLength)
{
  __shared__ unsigned int s_key[SHARED_SIZE_LIMIT];
  __shared__ unsigned int s_val[SHARED_SIZE_LIMIT];

  unsigned int base = blockIdx.x * SHARED_SIZE_LIMIT;
  s_key[threadIdx.x] = d_key[base + threadIdx.x];
  s_val[threadIdx.x] = d_val[base + threadIdx.x];
  s_key[threadIdx.x + SHARED_SIZE_LIMIT / 2] = d_key[base + threadIdx.x + SHARED_SIZE_LIMIT / 2];
  s_val[threadIdx.x + SHARED_SIZE_LIMIT / 2] = d_val[base + threadIdx.x + SHARED_SIZE_LIMIT / 2];

  /* final direction of this chunk: ascending for even blocks */
  unsigned int blockDir = (arrayLength <= SHARED_SIZE_LIMIT) ? 1U : ((blockIdx.x & 1U) ^ 1U);
  unsigned int chunk = (arrayLength < SHARED_SIZE_LIMIT) ? arrayLength : SHARED_SIZE_LIMIT;

  for (unsigned int size = 2; size <= chunk; size <<= 1) {
    unsigned int ddd = (size == chunk) ? blockDir : (blockDir ^ ((threadIdx.x & (size / 2)) != 0));
    for (unsigned int stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      if (pos + stride < chunk)
        Comparator(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  __syncthreads();

  d_key[base + threadIdx.x] = s_key[threadIdx.x];
  d_val[base + threadIdx.x] = s_val[threadIdx.x];
  d_key[base + threadIdx.x + SHARED_SIZE_LIMIT / 2] = s_key[threadIdx.x + SHARED_SIZE_LIMIT / 2];
  d_val[base + threadIdx.x + SHARED_SIZE_LIMIT / 2] = s_val[threadIdx.x + SHARED_SIZE_LIMIT / 2];
}

/* One compare-exchange step (stage k, distance j) over the whole array. */
__global__ void bitonic_merge_global(unsigned int *d_key, unsigned int *d_val, unsigned int j, unsigned int k)
{
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int ixj = i ^ j;
  if (ixj > i) {
    unsigned int ki = d_key[i], kx = d_key[ixj];
    bool ascending = (i & k) == 0;
    if ((ascending && ki > kx) || (!ascending && ki < kx)) {
      d_key[i] = kx;
      d_key[ixj] = ki;
      unsigned int v = d_val[i];
      d_val[i] = d_val[ixj];
      d_val[ixj] = v;
    }
  }
}

static int cmp_uint(const void *a, const void *b)
{
  unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;
  return (x > y) - (x < y);
}

int main(void)
{
  const unsigned int n = N;
  unsigned int *h_key = (unsigned int *)malloc(n * sizeof(unsigned int));
  unsigned int *h_val = (unsigned int *)malloc(n * sizeof(unsigned int));
  unsigned int *h_ref = (unsigned int *)malloc(n * sizeof(unsigned int));
  srand(1);
  for (unsigned int i = 0; i < n; i++) {
    h_key[i] = rand() % 100000;
    h_val[i] = i;
    h_ref[i] = h_key[i];
  }
  qsort(h_ref, n, sizeof(unsigned int), cmp_uint);

  unsigned int *d_key, *d_val;
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_key, n * sizeof(unsigned int)));
  CUDA_SAFE_CALL(cudaMalloc((void **)&d_val, n * sizeof(unsigned int)));
  CUDA_SAFE_CALL(cudaMemcpy(d_key, h_key, n * sizeof(unsigned int), cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(d_val, h_val, n * sizeof(unsigned int), cudaMemcpyHostToDevice));

  struct timeval t0, t1;
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  gettimeofday(&t0, NULL);

  unsigned int chunks = (n + SHARED_SIZE_LIMIT - 1) / SHARED_SIZE_LIMIT;
  bitonic_sort_shared<<<chunks, SHARED_SIZE_LIMIT / 2>>>(d_key, d_val, n);
  CUDA_SAFE_CALL(cudaGetLastError());
  for (unsigned int k = 2 * SHARED_SIZE_LIMIT; k <= n; k <<= 1)
    for (unsigned int j = k >> 1; j > 0; j >>= 1)
      bitonic_merge_global<<<n / THREADS_GLOBAL, THREADS_GLOBAL>>>(d_key, d_val, j, k);
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  gettimeofday(&t1, NULL);

  CUDA_SAFE_CALL(cudaMemcpy(h_key, d_key, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_SAFE_CALL(cudaMemcpy(h_val, d_val, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (unsigned int i = 0; i < n; i++)
    if (h_key[i] != h_ref[i])
      errors++;
  printf("bitonic sort of %u keys: %.3f ms, %s\n", n,
         (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_usec - t0.tv_usec) / 1e3,
         errors ? "FAILED" : "PASSED");

  cudaFree(d_key);
  cudaFree(d_val);
  free(h_key);
  free(h_val);
  free(h_ref);
  return errors != 0;
}
