// A block has at most CUDA's 1024 threads, and (1024, 1024, 64) per
// dimension, whatever more the OpenCL device allows (PoCL: 4096): programs
// size blocks by maxThreadsPerBlock or the occupancy API, and warp functions
// exchange values through one slot per thread of such a block. A block of
// 1024 threads using warp shuffles gives each warp's sum; 2048 threads, or
// 128 in z, are cudaErrorInvalidConfiguration and run nothing.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK: OK
#include <cuda_runtime.h>
#include "expect.h"

__global__ void warpSums(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v;
}

__global__ void touch(int *flag) { *flag = 1; }

int main() {
  cudaDeviceProp p;
  EXPECT_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  EXPECT(p.maxThreadsPerBlock >= 1 && p.maxThreadsPerBlock <= 1024);
  EXPECT(p.maxThreadsDim[0] <= 1024 && p.maxThreadsDim[1] <= 1024 && p.maxThreadsDim[2] <= 64);
  int attribute = 0;
  EXPECT_ERR(cudaDeviceGetAttribute(&attribute, cudaDevAttrMaxThreadsPerBlock, 0), cudaSuccess);
  EXPECT(attribute == p.maxThreadsPerBlock);
  cudaFuncAttributes fa;
  EXPECT_ERR(cudaFuncGetAttributes(&fa, warpSums), cudaSuccess);
  EXPECT(fa.maxThreadsPerBlock <= 1024);
  int minGrid = 0, blockSize = 0;
  EXPECT_ERR(cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, warpSums), cudaSuccess);
  EXPECT(blockSize >= 1 && blockSize <= 1024);

  const int n = 1024;
  int host[n], sums[n / 32];
  for (int i = 0; i < n; ++i)
    host[i] = (i * 7919) % 1000 - 500;
  int *in, *out, *flag;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof sums);
  cudaMalloc(&flag, sizeof(int));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  if (fa.maxThreadsPerBlock >= n) { // a device that can run CUDA's largest block
    warpSums<<<1, n>>>(in, out);
    EXPECT_ERR(cudaGetLastError(), cudaSuccess);
    cudaMemcpy(sums, out, sizeof sums, cudaMemcpyDeviceToHost);
    for (int w = 0; w < n / 32; ++w) {
      int expected = 0;
      for (int l = 0; l < 32; ++l)
        expected += host[w * 32 + l];
      EXPECT(sums[w] == expected);
    }
  }
  cudaMemset(flag, 0, sizeof(int));
  touch<<<1, 2048>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<1, dim3(1, 1, 128)>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  int touched = 1;
  cudaMemcpy(&touched, flag, sizeof(int), cudaMemcpyDeviceToHost);
  EXPECT(touched == 0);
  return DONE();
}
