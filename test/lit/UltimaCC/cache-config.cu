// Cache and shared-memory configuration calls are accepted and change
// nothing (OpenCL has no such knobs): each returns cudaSuccess, sets no
// sticky error, and the kernels launched after them compute as before.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void fill(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
int main() {
  EXPECT_ERR(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync), cudaSuccess);
  EXPECT_ERR(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared), cudaSuccess);
  EXPECT_ERR(cudaFuncSetCacheConfig(fill, cudaFuncCachePreferL1), cudaSuccess);
  EXPECT_ERR(cudaFuncSetCacheConfig((const void *)fill, cudaFuncCachePreferEqual), cudaSuccess);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  int *d, h[32];
  EXPECT_ERR(cudaMalloc(&d, sizeof h), cudaSuccess);
  fill<<<1, 32>>>(d, 100);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 32; ++i)
    EXPECT(h[i] == 100 + i);
  EXPECT_ERR(cudaFree(d), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
