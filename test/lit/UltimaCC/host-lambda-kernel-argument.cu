// __device__ lambdas written in host code run as the kernel templates they
// are passed to: one capturing a value, one capturing nothing, and one given
// to thrust::transform, against the same arithmetic on the host. (They used
// to be dropped: the kernel was never emitted and the launch did nothing.)
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include "expect.h"

template <typename F> __global__ void apply(int *p, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = f(p[i]);
}

int main() {
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; ++i)
    h[i] = i - 500;
  int *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  int k = 7;
  apply<<<(n + 255) / 256, 256>>>(d, n, [=] __device__(int x) { return x * 3 + k; });
  EXPECT(cudaGetLastError() == cudaSuccess);
  apply<<<(n + 255) / 256, 256>>>(d, n, [] __device__(int x) { return x > 0 ? x : -x; });
  int out[n];
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    int v = h[i] * 3 + k;
    EXPECT(out[i] == (v > 0 ? v : -v));
  }
  thrust::device_vector<float> x(n, 1.5f), y(n);
  float a = 2.0f;
  thrust::transform(x.begin(), x.end(), y.begin(), [=] __device__(float v) { return a * v + 1.0f; });
  EXPECT(y[0] == 4.0f && y[n - 1] == 4.0f);
  return DONE();
}
