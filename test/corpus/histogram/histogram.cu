/*
 * histogram.cu - 256-bin byte histogram.
 *
 *   histogram_global   every byte does an atomicAdd on the global histogram
 *   histogram_private  per-block histogram in shared memory (atomicAdd on
 *                      __shared__), written out as a partial histogram
 *   histogram_merge    one thread per bin adds up the partial histograms
 *
 * The input is read as 32-bit words, four bytes per load.
 *
 *   nvcc -O2 histogram.cu -o histogram [-DDATA_BYTES=...] [-DPARTIAL_BLOCKS=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define BIN_COUNT 256
#ifndef DATA_BYTES
#define DATA_BYTES (64 * 1048576)
#endif
#ifndef PARTIAL_BLOCKS
#define PARTIAL_BLOCKS 240
#endif
#define THREADS 192

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
template <typename T>
void check(T result, char const *const func, const char *const file, int const line)
{
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line,
            static_cast<unsigned int>(result), cudaGetErrorString(result), func);
    exit(EXIT_FAILURE);
  }
}

__device__ __forceinline__ void add_word(unsigned int *hist, unsigned int word)
{
  atomicAdd(hist + ((word >> 0) & 0xFFU), 1U);
  atomicAdd(hist + ((word >> 8) & 0xFFU), 1U);
  atomicAdd(hist + ((word >> 16) & 0xFFU), 1U);
  atomicAdd(hist + ((word >> 24) & 0xFFU), 1U);
}

__global__ void histogram_global(unsigned int *d_hist, const unsigned int *d_data, unsigned int words)
{
  for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < words;
       pos += blockDim.x * gridDim.x)
    add_word(d_hist, d_data[pos]);
}

__global__ void histogram_private(unsigned int *d_partial, const unsigned int *d_data, unsigned int words)
{
  __shared__ unsigned int s_hist[BIN_COUNT];
  for (int bin = threadIdx.x; bin < BIN_COUNT; bin += blockDim.x)
    s_hist[bin] = 0;
  __syncthreads();

  for (unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x; pos < words;
       pos += blockDim.x * gridDim.x)
    add_word(s_hist, d_data[pos]);
  __syncthreads();

  for (int bin = threadIdx.x; bin < BIN_COUNT; bin += blockDim.x)
    d_partial[blockIdx.x * BIN_COUNT + bin] = s_hist[bin];
}

__global__ void histogram_merge(unsigned int *d_hist, const unsigned int *d_partial, int partial_count)
{
  int bin = blockIdx.x * blockDim.x + threadIdx.x;
  if (bin >= BIN_COUNT)
    return;
  unsigned int sum = 0;
  for (int i = 0; i < partial_count; i++)
    sum += d_partial[i * BIN_COUNT + bin];
  d_hist[bin] = sum;
}

static void histogram_cpu(unsigned int *hist, const unsigned char *data, size_t bytes)
{
  memset(hist, 0, BIN_COUNT * sizeof(unsigned int));
  for (size_t i = 0; i < bytes; i++)
    hist[data[i]]++;
}

int main(int argc, char **argv)
{
  const size_t bytes = DATA_BYTES;
  const unsigned int words = bytes / 4;
  unsigned char *h_data = (unsigned char *)malloc(bytes);
  srand(2009);
  for (size_t i = 0; i < bytes; i++)
    h_data[i] = (rand() % 256 + rand() % 256) / 2; /* triangular, not flat */

  unsigned int h_ref[BIN_COUNT], h_hist[BIN_COUNT];
  histogram_cpu(h_ref, h_data, bytes);

  unsigned int *d_data, *d_hist, *d_partial;
  checkCudaErrors(cudaMalloc((void **)&d_data, bytes));
  checkCudaErrors(cudaMalloc((void **)&d_hist, BIN_COUNT * sizeof(unsigned int)));
  checkCudaErrors(cudaMalloc((void **)&d_partial, PARTIAL_BLOCKS * BIN_COUNT * sizeof(unsigned int)));
  checkCudaErrors(cudaMemcpy(d_data, h_data, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  float ms_global, ms_private;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));

  /* 1: global atomics */
  checkCudaErrors(cudaMemset(d_hist, 0, BIN_COUNT * sizeof(unsigned int)));
  cudaEventRecord(start);
  histogram_global<<<PARTIAL_BLOCKS, THREADS>>>(d_hist, d_data, words);
  cudaEventRecord(stop);
  checkCudaErrors(cudaEventSynchronize(stop));
  cudaEventElapsedTime(&ms_global, start, stop);
  checkCudaErrors(cudaMemcpy(h_hist, d_hist, sizeof(h_hist), cudaMemcpyDeviceToHost));
  int bad_global = memcmp(h_hist, h_ref, sizeof(h_ref)) != 0;

  /* 2: privatised per-block histograms + merge */
  cudaEventRecord(start);
  histogram_private<<<PARTIAL_BLOCKS, THREADS>>>(d_partial, d_data, words);
  histogram_merge<<<(BIN_COUNT + 63) / 64, 64>>>(d_hist, d_partial, PARTIAL_BLOCKS);
  cudaEventRecord(stop);
  checkCudaErrors(cudaEventSynchronize(stop));
  cudaEventElapsedTime(&ms_private, start, stop);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaMemcpy(h_hist, d_hist, sizeof(h_hist), cudaMemcpyDeviceToHost));
  int bad_private = memcmp(h_hist, h_ref, sizeof(h_ref)) != 0;

  printf("histogram256, %zu bytes: global atomics %.3f ms (%s), shared atomics %.3f ms (%s)\n",
         bytes, ms_global, bad_global ? "FAIL" : "ok", ms_private, bad_private ? "FAIL" : "ok");
  printf("%.1f MB/s\n", bytes / (ms_private * 1e3));

  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(d_data);
  cudaFree(d_hist);
  cudaFree(d_partial);
  free(h_data);
  return (bad_global || bad_private) ? EXIT_FAILURE : EXIT_SUCCESS;
}
