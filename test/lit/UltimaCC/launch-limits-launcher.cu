// The limits of the runtime's one launcher (runtime/src/Launcher.cpp), as a
// CUDA program sees them: each refused launch returns the cudaError CUDA
// documents for it and runs nothing. Static plus dynamic shared memory beyond
// sharedMemPerBlock is cudaErrorInvalidValue (libultima-cudart compared the
// dynamic bytes alone); more than 2^32-1 blocks in all, which no OpenCL
// driver runs (PoCL aborted), is cudaErrorInvalidConfiguration, for
// <<<>>>, cudaLaunchKernel and a graph's kernel node alike.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

__global__ void touch(int *flag) {
  if (threadIdx.x == 0 && blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0)
    *flag = 1;
}

__global__ void staticAndDynamic(int *out) {
  __shared__ int tile[256];
  extern __shared__ int rest[];
  tile[threadIdx.x] = 7;
  rest[0] = 5;
  __syncthreads();
  out[0] = tile[threadIdx.x] + rest[0];
}

static int readFlag(int *flag) {
  int value = -1;
  EXPECT_ERR(cudaMemcpy(&value, flag, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaMemset(flag, 0, sizeof(int)), cudaSuccess);
  return value;
}

int main() {
  int *flag;
  EXPECT_ERR(cudaMalloc(&flag, sizeof(int)), cudaSuccess);
  EXPECT_ERR(cudaMemset(flag, 0, sizeof(int)), cudaSuccess);
  cudaDeviceProp p;
  EXPECT_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  cudaFuncAttributes touchAttr;
  EXPECT_ERR(cudaFuncGetAttributes(&touchAttr, touch), cudaSuccess);

  // The issue's block of 4096 threads: beyond the device's maxThreadsPerBlock
  // it is a bad configuration; within it but beyond the kernel's own limit,
  // out of resources; otherwise it runs.
  touch<<<1, 4096>>>(flag);
  cudaError_t expected4096 = 4096 > p.maxThreadsPerBlock           ? cudaErrorInvalidConfiguration
                             : 4096 > touchAttr.maxThreadsPerBlock ? cudaErrorLaunchOutOfResources
                                                                   : cudaSuccess;
  EXPECT_ERR(cudaGetLastError(), expected4096);
  EXPECT(readFlag(flag) == (expected4096 == cudaSuccess));
  touch<<<1, dim3(1, 1, p.maxThreadsDim[2] + 1)>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);

  // Static (1 KiB) plus dynamic shared memory against sharedMemPerBlock.
  cudaFuncAttributes attr;
  EXPECT_ERR(cudaFuncGetAttributes(&attr, staticAndDynamic), cudaSuccess);
  EXPECT(attr.sharedSizeBytes == 256 * sizeof(int));
  EXPECT(attr.maxDynamicSharedSizeBytes == (int)(p.sharedMemPerBlock - attr.sharedSizeBytes));
  size_t fits = p.sharedMemPerBlock - attr.sharedSizeBytes;
  staticAndDynamic<<<1, 1, fits>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT(readFlag(flag) == 12);
  staticAndDynamic<<<1, 1, fits + 4>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
  staticAndDynamic<<<1, 1, p.sharedMemPerBlock + 4>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
  staticAndDynamic<<<1, 1, 0>>>(flag); // the smallest __local argument OpenCL takes
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_ERR(cudaMemset(flag, 0, sizeof(int)), cudaSuccess);

  // Every dimension within maxGridSize, but more than 2^32-1 blocks in all.
  touch<<<dim3(2147483647u, 65535), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  touch<<<dim3(65535, 65535, 2), 1>>>(flag);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  void *args[] = {&flag};
  EXPECT_ERR(cudaLaunchKernel((const void *)touch, dim3(65535, 65535, 2), dim3(1), args, 0, 0),
             cudaErrorInvalidConfiguration);
  EXPECT_ERR(cudaLaunchKernel((const void *)staticAndDynamic, dim3(1), dim3(1), args, fits + 4, 0),
             cudaErrorInvalidValue);
  cudaGraph_t graph;
  EXPECT_ERR(cudaGraphCreate(&graph, 0), cudaSuccess);
  cudaKernelNodeParams node = {};
  node.func = (void *)touch;
  node.gridDim = dim3(65535, 65535, 2);
  node.blockDim = dim3(1);
  node.kernelParams = args;
  cudaGraphNode_t kernelNode;
  EXPECT_ERR(cudaGraphAddKernelNode(&kernelNode, graph, nullptr, 0, &node),
             cudaErrorInvalidConfiguration);
  EXPECT_ERR(cudaGraphDestroy(graph), cudaSuccess);
  EXPECT(readFlag(flag) == 0); // nothing of the refused launches ran
  cudaFree(flag);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
