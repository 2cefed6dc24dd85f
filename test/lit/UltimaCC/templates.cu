// Template kernels launched from host code, with explicit and deduced
// arguments; struct arguments by value.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
struct Affine {
  float a, b;
};
template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = v + (T)i;
}
template <int Factor> __global__ void transform(float *p, Affine f) {
  p[threadIdx.x] = Factor * (f.a * p[threadIdx.x] + f.b);
}
int main() {
  int *di;
  double *dd;
  float *df;
  cudaMalloc(&di, 16 * sizeof(int));
  cudaMalloc(&dd, 16 * sizeof(double));
  cudaMalloc(&df, 16 * sizeof(float));
  fill<<<1, 16>>>(di, 5, 16);
  fill<double><<<1, 16>>>(dd, 0.5, 16);
  fill<float><<<1, 16>>>(df, 1.0f, 16);
  transform<3><<<1, 16>>>(df, Affine{2.0f, 1.0f});
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  int hi[16];
  double hd[16];
  float hf[16];
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 16; ++i) {
    EXPECT(hi[i] == 5 + i);
    EXPECT(hd[i] == 0.5 + i);
    EXPECT(hf[i] == 3 * (2 * (1.0f + i) + 1));
  }
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
