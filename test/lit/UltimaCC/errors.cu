// Error paths: invalid launch configurations, out of memory, bad pointers;
// cudaGetLastError resets the error, cudaPeekAtLastError does not; the strings.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main() {
  int *d;
  EXPECT_ERR(cudaMalloc(&d, 1024 * sizeof(int)), cudaSuccess);
  k<<<1, 1 << 20>>>(d); // more threads per block than any device has
  EXPECT_ERR(cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  k<<<0, 32>>>(d); // an empty grid
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  int host[4];
  k<<<1, 4>>>(host); // a host pointer is no device pointer
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidDevicePointer);
  void *huge = nullptr;
  EXPECT_ERR(cudaMalloc(&huge, (size_t)1 << 62), cudaErrorMemoryAllocation);
  EXPECT(huge == nullptr);
  EXPECT_ERR(cudaGetLastError(), cudaErrorMemoryAllocation);
  EXPECT_ERR(cudaFree(host), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFree(nullptr), cudaSuccess);
  cudaGetLastError();
  std::printf("%s|%s\n", cudaGetErrorName(cudaErrorMemoryAllocation),
              cudaGetErrorString(cudaErrorMemoryAllocation));
  std::printf("%s|%s\n", cudaGetErrorName(cudaSuccess), cudaGetErrorString(cudaSuccess));
  std::printf("%s\n", cudaGetErrorString(cudaErrorInvalidConfiguration));
  std::printf("%s\n", cudaGetErrorString((cudaError_t)12345));
  // The device still works after the errors.
  k<<<1, 4>>>(d);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: cudaErrorMemoryAllocation|out of memory
// CHECK-NEXT: cudaSuccess|no error
// CHECK-NEXT: invalid configuration argument
// CHECK-NEXT: unrecognized error code
// CHECK-NEXT: OK
