// The launch API CUDA 9.2+ host code calls directly: cudaLaunchKernel with an
// array of argument pointers; a null pointer argument passes a null buffer.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void axpy(float a, const float *x, float *y, int *flag) {
  int i = threadIdx.x;
  y[i] = a * x[i] + y[i];
  if (flag && i == 0)
    *flag = 1;
}
int main() {
  float hx[32], hy[32];
  for (int i = 0; i < 32; ++i) {
    hx[i] = i;
    hy[i] = 1;
  }
  float *x, *y;
  cudaMalloc(&x, sizeof hx);
  cudaMalloc(&y, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  float a = 2;
  int *flag = nullptr;
  void *args[] = {&a, &x, &y, &flag};
  EXPECT_ERR(cudaLaunchKernel((const void *)axpy, dim3(1), dim3(32), args, 0, 0), cudaSuccess);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    EXPECT(hy[i] == 2 * i + 1);
  EXPECT_ERR(cudaLaunchKernel((const void *)main, dim3(1), dim3(1), args, 0, 0),
             cudaErrorInvalidDeviceFunction);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
