/*
 * stream-compaction.cu - keep the elements that satisfy a predicate, in order.
 *
 *   compact_flags<Pred>  flags[i] = pred(in[i]) (predicate functor as a
 *                        template argument)
 *   block_counts         kept elements per block with __syncthreads_count
 *   scan_counts          one block: exclusive scan of the block counts in
 *                        dynamic shared memory, plus the total
 *   compact_scatter      in-block exclusive scan of the flags, then each kept
 *                        element goes to offsets[block] + its rank, with its
 *                        original index
 *
 *   nvcc -O2 stream-compaction.cu -o stream-compaction [-DNUM_ELEMS=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

/* scan_counts is one block of at least nblocks threads, and a CUDA block has
   at most 1024: NUM_ELEMS <= 1024 * CT_BLOCK. */
#ifndef NUM_ELEMS
#define NUM_ELEMS (1 << 18)
#endif
#define CT_BLOCK 256
#define MAX_BLOCKS 1024

#define CHECK(call)                                                                 \
  do {                                                                              \
    cudaError_t e_ = (call);                                                        \
    if (e_ != cudaSuccess) {                                                        \
      printf("CUDA error %d: %s, line %d\n", (int)e_, cudaGetErrorString(e_), __LINE__); \
      exit(1);                                                                      \
    }                                                                               \
  } while (0)

struct IsPositive {
  __host__ __device__ bool operator()(float v) const { return v > 0.0f; }
};

template <typename Pred>
__global__ void compact_flags(const float *in, int *flags, int n, Pred pred)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = pred(in[i]) ? 1 : 0;
}

__global__ void block_counts(const int *flags, int *counts, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int f = (i < n) ? flags[i] : 0;
  int c = __syncthreads_count(f);
  if (threadIdx.x == 0)
    counts[blockIdx.x] = c;
}

/* Launched with one block of at least nblocks threads and blockDim.x ints of shared memory. */
__global__ void scan_counts(const int *counts, int *offsets, int *total, int nblocks)
{
  extern __shared__ int s_scan[];
  int t = threadIdx.x;
  int v = (t < nblocks) ? counts[t] : 0;
  s_scan[t] = v;
  __syncthreads();
  for (int d = 1; d < blockDim.x; d <<= 1) {
    int add = (t >= d) ? s_scan[t - d] : 0;
    __syncthreads();
    s_scan[t] += add;
    __syncthreads();
  }
  if (t < nblocks)
    offsets[t] = s_scan[t] - v;   /* inclusive -> exclusive */
  if (t == blockDim.x - 1)
    *total = s_scan[t];
}

__global__ void compact_scatter(const float *__restrict__ in, const int *__restrict__ flags,
                                const int *__restrict__ offsets, float *__restrict__ out_vals,
                                int *__restrict__ out_idx, int n)
{
  __shared__ int s_rank[CT_BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int f = (i < n) ? flags[i] : 0;
  s_rank[threadIdx.x] = f;
  __syncthreads();
  for (int d = 1; d < CT_BLOCK; d *= 2) {
    int add = (threadIdx.x >= d) ? s_rank[threadIdx.x - d] : 0;
    __syncthreads();
    s_rank[threadIdx.x] += add;
    __syncthreads();
  }
  if (f) {
    int pos = offsets[blockIdx.x] + s_rank[threadIdx.x] - 1;
    out_vals[pos] = in[i];
    out_idx[pos] = i;
  }
}

static int compact_host(const float *in, int n, float *vals, int *idx)
{
  int k = 0;
  IsPositive pred;
  for (int i = 0; i < n; i++)
    if (pred(in[i])) {
      vals[k] = in[i];
      idx[k++] = i;
    }
  return k;
}

int main(void)
{
  const int n = NUM_ELEMS;
  const int nblocks = (n + CT_BLOCK - 1) / CT_BLOCK;
  if (nblocks > MAX_BLOCKS) {
    fprintf(stderr, "too many blocks\n");
    return 1;
  }
  float *h_in = (float *)malloc(n * sizeof(float));
  float *h_vals = (float *)malloc(n * sizeof(float)), *r_vals = (float *)malloc(n * sizeof(float));
  int *h_idx = (int *)malloc(n * sizeof(int)), *r_idx = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h_in[i] = (float)(rand() % 2001 - 1000) / 100.0f;
  int r_total = compact_host(h_in, n, r_vals, r_idx);

  float *d_in, *d_vals;
  int *d_flags, *d_counts, *d_offsets, *d_total, *d_idx;
  CHECK(cudaMalloc((void **)&d_in, n * sizeof(float)));
  CHECK(cudaMalloc((void **)&d_vals, n * sizeof(float)));
  CHECK(cudaMalloc((void **)&d_idx, n * sizeof(int)));
  CHECK(cudaMalloc((void **)&d_flags, n * sizeof(int)));
  CHECK(cudaMalloc((void **)&d_counts, nblocks * sizeof(int)));
  CHECK(cudaMalloc((void **)&d_offsets, nblocks * sizeof(int)));
  CHECK(cudaMalloc((void **)&d_total, sizeof(int)));
  CHECK(cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));

  int scan_threads = 1;
  while (scan_threads < nblocks)
    scan_threads <<= 1;

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  compact_flags<<<nblocks, CT_BLOCK>>>(d_in, d_flags, n, IsPositive());
  block_counts<<<nblocks, CT_BLOCK>>>(d_flags, d_counts, n);
  scan_counts<<<1, scan_threads, scan_threads * sizeof(int)>>>(d_counts, d_offsets, d_total, nblocks);
  compact_scatter<<<nblocks, CT_BLOCK>>>(d_in, d_flags, d_offsets, d_vals, d_idx, n);
  CHECK(cudaGetLastError());
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);

  int total;
  CHECK(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_vals, d_vals, total * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h_idx, d_idx, total * sizeof(int), cudaMemcpyDeviceToHost));
  int ok = total == r_total && memcmp(h_vals, r_vals, total * sizeof(float)) == 0 &&
           memcmp(h_idx, r_idx, total * sizeof(int)) == 0;
  printf("compaction: kept %d of %d in %.3f ms: %s\n", total, n, ms, ok ? "PASSED" : "FAILED");

  cudaFree(d_in); cudaFree(d_vals); cudaFree(d_idx); cudaFree(d_flags);
  cudaFree(d_counts); cudaFree(d_offsets); cudaFree(d_total);
  free(h_in); free(h_vals); free(r_vals); free(h_idx); free(r_idx);
  return ok ? 0 : 1;
}
