/*
 * monte-carlo-pi.cu - estimate pi by throwing points at the unit square.
 *
 * Every thread runs its own xorshift32 generator (seeded from its global
 * index), counts the points inside the quarter circle, the block adds its
 * threads' counts in shared memory, and thread 0 adds the block total to the
 * __device__ counter d_hits with atomicAdd. The host reads the counter back
 * with cudaMemcpyFromSymbol.
 *
 *   nvcc -O2 monte-carlo-pi.cu -o monte-carlo-pi [-DSAMPLES_PER_THREAD=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#ifndef SAMPLES_PER_THREAD
#define SAMPLES_PER_THREAD 4096
#endif
#define BLOCK_SIZE 256
#define NUM_BLOCKS 512

#define CUDA_CHECK(expr)                                                              \
  do {                                                                                \
    cudaError_t err__ = (expr);                                                       \
    if (err__ != cudaSuccess) {                                                       \
      fprintf(stderr, "%s failed: %s (%s:%d)\n", #expr, cudaGetErrorString(err__),    \
              __FILE__, __LINE__);                                                    \
      exit(EXIT_FAILURE);                                                             \
    }                                                                                 \
  } while (0)

__device__ unsigned int d_hits;

__device__ __forceinline__ unsigned int xorshift32(unsigned int &state)
{
  unsigned int x = state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  state = x;
  return x;
}

__device__ __forceinline__ float uniform01(unsigned int &state)
{
  /* 24 random bits -> [0, 1) */
  return (xorshift32(state) >> 8) * (1.0f / 16777216.0f);
}

__global__ void reset_hits(void)
{
  if (blockIdx.x == 0 && threadIdx.x == 0)
    d_hits = 0;
}

__global__ void __launch_bounds__(BLOCK_SIZE) pi_kernel(unsigned int seed, int samples)
{
  __shared__ unsigned int s_count[BLOCK_SIZE];
  unsigned int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int state = seed ^ (tid * 2654435761u);
  if (state == 0)
    state = 0x9E3779B9u;

  unsigned int inside = 0;
  for (int i = 0; i < samples; i++) {
    float x = uniform01(state);
    float y = uniform01(state);
    if (x * x + y * y <= 1.0f)
      inside++;
  }
  s_count[threadIdx.x] = inside;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      s_count[threadIdx.x] += s_count[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(&d_hits, s_count[0]);
}

/* Same generator on the host, for a small exact cross-check. */
static unsigned int host_count(unsigned int seed, unsigned int tid, int samples)
{
  unsigned int state = seed ^ (tid * 2654435761u), inside = 0;
  if (state == 0)
    state = 0x9E3779B9u;
  for (int i = 0; i < samples; i++) {
    float xy[2];
    for (int k = 0; k < 2; k++) {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      xy[k] = (state >> 8) * (1.0f / 16777216.0f);
    }
    inside += xy[0] * xy[0] + xy[1] * xy[1] <= 1.0f;
  }
  return inside;
}

int main(int argc, char **argv)
{
  const unsigned int seed = 20240601u;
  const int samples = SAMPLES_PER_THREAD;
  const double total = (double)NUM_BLOCKS * BLOCK_SIZE * samples;

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));

  CUDA_CHECK(cudaEventRecord(start));
  reset_hits<<<1, 1>>>();
  pi_kernel<<<NUM_BLOCKS, BLOCK_SIZE>>>(seed, samples);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));

  unsigned int hits = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&hits, d_hits, sizeof(hits)));
  double pi = 4.0 * hits / total;

  /* exact check of the first block against the host generator */
  unsigned int expected_first = 0;
  for (unsigned int t = 0; t < BLOCK_SIZE; t++)
    expected_first += host_count(seed, t, samples);
  unsigned int hits_first = 0;
  reset_hits<<<1, 1>>>();
  pi_kernel<<<1, BLOCK_SIZE>>>(seed, samples);
  CUDA_CHECK(cudaMemcpyFromSymbol(&hits_first, d_hits, sizeof(hits_first)));

  double err = fabs(pi - M_PI);
  int ok = err < 1e-3 && hits_first == expected_first;
  printf("pi ~ %.6f (error %.2e) from %.0f samples in %.3f ms (%.2f Gsamples/s); block 0: %u vs %u -> %s\n",
         pi, err, total, ms, total / ms / 1e6, hits_first, expected_first, ok ? "PASS" : "FAIL");

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
