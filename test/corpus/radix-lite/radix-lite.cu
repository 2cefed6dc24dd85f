/*
 * radix-lite.cu - LSD radix sort, one bit per pass.
 *
 * Each pass is split into three kernels:
 *   radix_predicate    flags[i] = 1 when bit 'bit' of key i is 0
 *   radix_block_scan   exclusive scan of the flags inside each block
 *                      (Hillis-Steele, double-buffered shared memory), block
 *                      totals written out; the host scans the totals
 *   radix_scatter      stable split: zeros first (at their scanned rank),
 *                      ones after all zeros
 *
 *   nvcc -O2 radix-lite.cu -o radix-lite [-DNUM_KEYS=...] [-DKEY_BITS=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#ifndef NUM_KEYS
#define NUM_KEYS (1 << 18)
#endif
#ifndef KEY_BITS
#define KEY_BITS 16
#endif
#define SCAN_BLOCK 512

#define CUDA_CALL(x)                                                           \
  do {                                                                         \
    if ((x) != cudaSuccess) {                                                  \
      printf("Error at %s:%d\n", __FILE__, __LINE__);                          \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void radix_predicate(const unsigned int *keys, int *flags, int n, int bit)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = ((keys[i] >> bit) & 1U) == 0;
}

/* Exclusive scan of SCAN_BLOCK flags per block. */
__global__ void radix_block_scan(const int *flags, int *scanned, int *block_totals, int n)
{
  __shared__ int buf[2][SCAN_BLOCK];
  int tid = threadIdx.x;
  int gid = blockIdx.x * SCAN_BLOCK + tid;
  int pout = 0, pin = 1;
  /* shift right by one: exclusive scan */
  buf[pout][tid] = (tid > 0 && gid - 1 < n) ? flags[gid - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < SCAN_BLOCK; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (tid >= offset)
      buf[pout][tid] = buf[pin][tid] + buf[pin][tid - offset];
    else
      buf[pout][tid] = buf[pin][tid];
    __syncthreads();
  }
  if (gid < n)
    scanned[gid] = buf[pout][tid];
  if (tid == SCAN_BLOCK - 1) {
    int last = (gid < n) ? flags[gid] : 0;
    block_totals[blockIdx.x] = buf[pout][tid] + last;
  }
}

template <typename T>
__global__ void radix_scatter(const T *__restrict__ in, T *__restrict__ out, const int *flags,
                              const int *scanned, const int *block_offsets, int n, int total_zeros)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int rank = scanned[i] + block_offsets[i / SCAN_BLOCK];
  int dst = flags[i] ? rank : total_zeros + (i - rank);
  out[dst] = in[i];
}

static int cmp_keys(const void *a, const void *b)
{
  unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;
  return x < y ? -1 : x > y;
}

int main(void)
{
  const int n = NUM_KEYS;
  const int blocks = (n + SCAN_BLOCK - 1) / SCAN_BLOCK;
  unsigned int *h_keys = (unsigned int *)malloc(n * sizeof(unsigned int));
  unsigned int *h_ref = (unsigned int *)malloc(n * sizeof(unsigned int));
  int *h_totals = (int *)malloc(blocks * sizeof(int));
  int *h_offsets = (int *)malloc(blocks * sizeof(int));
  for (int i = 0; i < n; i++)
    h_keys[i] = h_ref[i] = rand() & ((1U << KEY_BITS) - 1);
  qsort(h_ref, n, sizeof(unsigned int), cmp_keys);

  unsigned int *d_a, *d_b;
  int *d_flags, *d_scanned, *d_totals, *d_offsets;
  CUDA_CALL(cudaMalloc((void **)&d_a, n * sizeof(unsigned int)));
  CUDA_CALL(cudaMalloc((void **)&d_b, n * sizeof(unsigned int)));
  CUDA_CALL(cudaMalloc((void **)&d_flags, n * sizeof(int)));
  CUDA_CALL(cudaMalloc((void **)&d_scanned, n * sizeof(int)));
  CUDA_CALL(cudaMalloc((void **)&d_totals, blocks * sizeof(int)));
  CUDA_CALL(cudaMalloc((void **)&d_offsets, blocks * sizeof(int)));
  CUDA_CALL(cudaMemcpy(d_a, h_keys, n * sizeof(unsigned int), cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int bit = 0; bit < KEY_BITS; bit++) {
    radix_predicate<<<blocks, SCAN_BLOCK>>>(d_a, d_flags, n, bit);
    radix_block_scan<<<blocks, SCAN_BLOCK>>>(d_flags, d_scanned, d_totals, n);
    CUDA_CALL(cudaMemcpy(h_totals, d_totals, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    int running = 0;
    for (int b = 0; b < blocks; b++) {
      h_offsets[b] = running;
      running += h_totals[b];
    }
    CUDA_CALL(cudaMemcpy(d_offsets, h_offsets, blocks * sizeof(int), cudaMemcpyHostToDevice));
    radix_scatter<<<blocks, SCAN_BLOCK>>>(d_a, d_b, d_flags, d_scanned, d_offsets, n, running);
    CUDA_CALL(cudaGetLastError());
    unsigned int *t = d_a;
    d_a = d_b;
    d_b = t;
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);

  CUDA_CALL(cudaMemcpy(h_keys, d_a, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  int ok = memcmp(h_keys, h_ref, n * sizeof(unsigned int)) == 0;
  printf("radix sort (%d bits, %d keys): %.3f ms, %s\n", KEY_BITS, n, ms, ok ? "PASSED" : "FAILED");

  cudaFree(d_a); cudaFree(d_b); cudaFree(d_flags); cudaFree(d_scanned);
  cudaFree(d_totals); cudaFree(d_offsets);
  free(h_keys); free(h_ref); free(h_totals); free(h_offsets);
  return ok ? 0 : 1;
}
