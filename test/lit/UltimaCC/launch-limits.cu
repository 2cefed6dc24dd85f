// A launch outside the device's limits fails with CUDA's error and runs
// nothing: more threads per block than cudaDeviceProp::maxThreadsPerBlock,
// or a grid beyond maxGridSize (2^31-1, 65535, 65535). The occupancy API and
// cudaFuncGetAttributes answer from the kernel's own work-group limit.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

__global__ void touch(int *flag) {
  if (threadIdx.x == 0 && blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0)
    *flag = 1;
}

__global__ void withShared(int *out) {
  __shared__ int tile[256];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[255 - threadIdx.x];
}

int main() {
  int *flag;
  EXPECT_ERR(cudaMalloc(&flag, sizeof(int)), cudaSuccess);
  cudaDeviceProp p;
  EXPECT_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  dim3 tooWide(p.maxThreadsPerBlock * 2);
  touch<<<1, tooWide>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<dim3(1, 65536), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<dim3(1, 1, 65536), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<dim3(2147483648u), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<0, 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  // Nothing of the refused launches ran.
  int value = -1;
  EXPECT_ERR(cudaMemset(flag, 0, sizeof(int)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(&value, flag, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(value == 0);
  touch<<<dim3(1, 65535), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(&value, flag, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(value == 1);

  cudaFuncAttributes attr;
  EXPECT_ERR(cudaFuncGetAttributes(&attr, withShared), cudaSuccess);
  EXPECT(attr.maxThreadsPerBlock >= 1 && attr.maxThreadsPerBlock <= p.maxThreadsPerBlock);
  EXPECT(attr.sharedSizeBytes == 256 * sizeof(int));
  int blocks = -1;
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared, 256, 0),
             cudaSuccess);
  EXPECT(blocks == 1);
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared,
                                                           attr.maxThreadsPerBlock + 1, 0),
             cudaSuccess);
  EXPECT(blocks == 0);
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, withShared, 256,
                                                           p.sharedMemPerBlock),
             cudaSuccess);
  EXPECT(blocks == 0); // the kernel's own 1 KiB plus all the rest does not fit
  int minGrid = 0, blockSize = 0;
  EXPECT_ERR(cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, withShared, 0, 256),
             cudaSuccess);
  EXPECT(blockSize == 256 && minGrid == p.multiProcessorCount);
  EXPECT_ERR(cudaFuncGetAttributes(&attr, (const void *)&value), cudaErrorInvalidDeviceFunction);
  cudaFree(flag);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
