// Device pointers are plain values: host code offsets them and passes p + n to
// kernels and copies (the translation passes buffer + offset).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void addOne(float *p, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] += 1.0f;
}
__global__ void copyFrom(const float *src, float *dst) { dst[threadIdx.x] = src[threadIdx.x]; }
int main() {
  const int n = 64;
  float h[n], out[n];
  for (int i = 0; i < n; ++i)
    h[i] = i;
  float *d, *e;
  EXPECT_ERR(cudaMalloc(&d, n * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&e, n * sizeof(float)), cudaSuccess);
  EXPECT(d != nullptr && e != nullptr && d != e);
  EXPECT_ERR(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice), cudaSuccess);
  addOne<<<1, 32>>>(d + 7, 10); // elements 7..16
  float *middle = d + 32;
  copyFrom<<<1, 16>>>(middle + 3, e + 1); // e[1..16] = d[35..50]
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(out, d, n * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < n; ++i)
    EXPECT(out[i] == (i >= 7 && i < 17 ? i + 1.0f : float(i)));
  // A copy from the middle of an allocation.
  EXPECT_ERR(cudaMemcpy(out, e + 1, 16 * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 16; ++i)
    EXPECT(out[i] == 35.0f + i);
  cudaFree(d);
  cudaFree(e);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
