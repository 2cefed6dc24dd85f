/*
 * reduction.cu - parallel sum reduction, five classic versions.
 *
 *   reduce0  interleaved addressing, divergent branch (tid % (2*s))
 *   reduce1  interleaved addressing, strided index
 *   reduce2  sequential addressing
 *   reduce3  first add during the global load (each block reads 2*blockDim)
 *   reduce4  blockSize as a template parameter, fully unrolled, last warp
 *            warp-synchronous through a volatile pointer
 *
 * Every kernel writes one partial sum per block; the host adds the partials.
 * Dynamic shared memory: blockDim.x floats.
 *
 *   nvcc -O3 reduction.cu -o reduction [-DN=...] [-DTHREADS=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#ifndef N
#define N (1 << 22)
#endif
#ifndef THREADS
#define THREADS 256
#endif

#define CHECK(call)                                                               \
  {                                                                               \
    const cudaError_t error = call;                                               \
    if (error != cudaSuccess) {                                                   \
      printf("Error: %s:%d, code: %d, reason: %s\n", __FILE__, __LINE__, error,   \
             cudaGetErrorString(error));                                          \
      exit(1);                                                                    \
    }                                                                             \
  }

__global__ void reduce0(const float *g_idata, float *g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce1(const float *g_idata, float *g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    int index = 2 * s * tid;
    if (index < blockDim.x)
      sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce2(const float *g_idata, float *g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce3(const float *g_idata, float *g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float mySum = (i < n) ? g_idata[i] : 0.0f;
  if (i + blockDim.x < n)
    mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = mySum;
}

/* The last 32 threads run in lock step: no __syncthreads(), volatile keeps the loads. */
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__global__ void reduce4(const float *__restrict__ g_idata, float *__restrict__ g_odata, unsigned int n)
{
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  float sum = 0.0f;
  while (i < n) {
    sum += g_idata[i];
    if (i + blockSize < n)
      sum += g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = sum;
  __syncthreads();

  if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }

  if (tid < 32)
    warpReduce<blockSize>(sdata, tid);
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}

static void launch_reduce4(int threads, int blocks, const float *d_in, float *d_out, unsigned int n)
{
  dim3 dimBlock(threads, 1, 1);
  dim3 dimGrid(blocks, 1, 1);
  int smemSize = threads * sizeof(float);
  switch (threads) {
  case 512: reduce4<512><<<dimGrid, dimBlock, smemSize>>>(d_in, d_out, n); break;
  case 256: reduce4<256><<<dimGrid, dimBlock, smemSize>>>(d_in, d_out, n); break;
  case 128: reduce4<128><<<dimGrid, dimBlock, smemSize>>>(d_in, d_out, n); break;
  case 64: reduce4<64><<<dimGrid, dimBlock, smemSize>>>(d_in, d_out, n); break;
  default: fprintf(stderr, "unsupported block size %d\n", threads); exit(1);
  }
}

static double sum_partials(const float *p, int count)
{
  double s = 0.0;
  for (int i = 0; i < count; i++)
    s += p[i];
  return s;
}

static double reduce_cpu(const float *data, int size)
{
  /* Kahan summation so that the reference is accurate */
  double sum = data[0], c = 0.0;
  for (int i = 1; i < size; i++) {
    double y = data[i] - c;
    double t = sum + y;
    c = (t - sum) - y;
    sum = t;
  }
  return sum;
}

int main(int argc, char **argv)
{
  const unsigned int n = N;
  const int threads = THREADS;
  const size_t bytes = n * sizeof(float);

  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("device: %s, %d SMs\n", prop.name, prop.multiProcessorCount);

  float *h_idata = (float *)malloc(bytes);
  for (unsigned int i = 0; i < n; i++)
    h_idata[i] = (float)(rand() & 0xFF) / 256.0f;
  double ref = reduce_cpu(h_idata, n);

  int blocks = (n + threads - 1) / threads;
  float *h_odata = (float *)malloc(blocks * sizeof(float));
  float *d_idata, *d_odata;
  CHECK(cudaMalloc((void **)&d_idata, bytes));
  CHECK(cudaMalloc((void **)&d_odata, blocks * sizeof(float)));
  CHECK(cudaMemcpy(d_idata, h_idata, bytes, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  const size_t smem = threads * sizeof(float);
  int failures = 0;

  for (int kernel = 0; kernel < 5; kernel++) {
    int nblocks = (kernel >= 3) ? (n + threads * 2 - 1) / (threads * 2) : blocks;
    if (kernel == 4 && nblocks > 64)
      nblocks = 64;
    cudaEventRecord(start);
    switch (kernel) {
    case 0: reduce0<<<nblocks, threads, smem>>>(d_idata, d_odata, n); break;
    case 1: reduce1<<<nblocks, threads, smem>>>(d_idata, d_odata, n); break;
    case 2: reduce2<<<nblocks, threads, smem>>>(d_idata, d_odata, n); break;
    case 3: reduce3<<<nblocks, threads, smem>>>(d_idata, d_odata, n); break;
    case 4: launch_reduce4(threads, nblocks, d_idata, d_odata, n); break;
    }
    CHECK(cudaGetLastError());
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms;
    cudaEventElapsedTime(&ms, start, stop);
    CHECK(cudaMemcpy(h_odata, d_odata, nblocks * sizeof(float), cudaMemcpyDeviceToHost));
    double gpu = sum_partials(h_odata, nblocks);
    bool ok = fabs(gpu - ref) <= 1e-5 * fabs(ref);
    failures += !ok;
    printf("reduce%d: %.3f ms, %.2f GB/s, sum %.6f (ref %.6f) %s\n", kernel, ms,
           bytes / ms / 1e6, gpu, ref, ok ? "PASS" : "FAIL");
  }

  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(d_idata);
  cudaFree(d_odata);
  free(h_idata);
  free(h_odata);
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
