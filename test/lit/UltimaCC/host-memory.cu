// Host allocations (cudaMallocHost, cudaHostAlloc with any flags,
// cudaHostRegister) are plain host memory usable as copy source and
// destination, synchronous and asynchronous; cudaFreeHost(nullptr) is fine.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstdlib>
#include "expect.h"
__global__ void negate(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = -p[i];
}
int main() {
  const int n = 1000;
  float *a = nullptr, *b = nullptr, *d = nullptr;
  EXPECT_ERR(cudaMallocHost((void **)&a, n * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaHostAlloc((void **)&b, n * sizeof(float), cudaHostAllocPortable | cudaHostAllocMapped),
             cudaSuccess);
  EXPECT(a != nullptr && b != nullptr && a != b);
  EXPECT_ERR(cudaMallocHost(nullptr, 16), cudaErrorInvalidValue);
  for (int i = 0; i < n; ++i)
    a[i] = 0.5f * i;
  EXPECT_ERR(cudaMalloc(&d, n * sizeof(float)), cudaSuccess);
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(d, a, n * sizeof(float), cudaMemcpyHostToDevice, s), cudaSuccess);
  negate<<<(n + 127) / 128, 128, 0, s>>>(d, n);
  EXPECT_ERR(cudaMemcpyAsync(b, d, n * sizeof(float), cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += b[i] != -0.5f * i;
  EXPECT(wrong == 0);
  // Registered ordinary memory works as a copy destination too.
  float *plain = (float *)std::malloc(n * sizeof(float));
  EXPECT_ERR(cudaHostRegister(plain, n * sizeof(float), cudaHostRegisterDefault), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(plain, d, n * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(plain[n - 1] == -0.5f * (n - 1));
  EXPECT_ERR(cudaHostUnregister(plain), cudaSuccess);
  std::free(plain);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  EXPECT_ERR(cudaFree(d), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(a), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(b), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(nullptr), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
