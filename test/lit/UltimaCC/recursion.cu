// Recursive device functions (lowered to iteration over private frames;
// docs/supported-subset.md, "Recursion"), run on the device and compared with
// the same __host__ __device__ functions compiled for the host: self- and
// mutual recursion, a struct argument, a template, a method. A call deeper
// than the frame bound (64 by default) is a launch failure, sticky like
// __trap()'s; with -DULTIMA_RECURSION_DEPTH=128 the same program succeeds.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s --check-prefix=BOUND64
// RUN: %ultima-cc -DULTIMA_RECURSION_DEPTH=128 -I%S/Inputs %s -o %t.deep
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t.deep | FileCheck %s --check-prefix=DEEP
#include <cuda_runtime.h>
#include "expect.h"

struct Vec {
  float x, y;
};
__host__ __device__ Vec spiral(Vec v, int turns) {
  if (turns == 0)
    return v;
  Vec next = {0.5f * v.x - 0.25f * v.y, 0.25f * v.x + 0.5f * v.y + 1.0f};
  Vec rest = spiral(next, turns - 1);
  rest.x += v.x;
  return rest;
}
__host__ __device__ long long fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
__host__ __device__ int collatzOdd(long long n, int steps);
__host__ __device__ int collatzEven(long long n, int steps) {
  if (n == 1)
    return steps;
  if (n % 2)
    return collatzOdd(n, steps);
  return collatzEven(n / 2, steps + 1);
}
__host__ __device__ int collatzOdd(long long n, int steps) {
  if (n % 2 == 0)
    return collatzEven(n, steps);
  return collatzEven(3 * n + 1, steps + 1);
}
template <typename T> __host__ __device__ T sumDigits(T n, T base) {
  if (n < base)
    return n;
  T rest = sumDigits(n / base, base);
  return rest + n % base;
}
struct Counter {
  int limit;
  __host__ __device__ unsigned paths(int x, int y) const {  // lattice paths to (limit, limit)
    if (x == limit || y == limit)
      return 1;
    unsigned right = paths(x + 1, y);
    unsigned up = paths(x, y + 1);
    return right + up;
  }
};
__host__ __device__ unsigned ackermann(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

__global__ void compute(Vec *v, long long *f, int *c, unsigned *d, unsigned *p) {
  int i = threadIdx.x;
  Vec start = {1.0f * i, -0.5f * i};
  v[i] = spiral(start, i % 20);
  f[i] = fib(i % 20);
  c[i] = collatzEven(i % 16 + 1, 0);  // at most 19 steps, 2 frames each
  d[i] = sumDigits<unsigned>(977u * i * i + 13u, 7u + i % 5);
  Counter k = {i % 7};
  p[i] = k.paths(0, 0);
}
__global__ void deep(unsigned *out, unsigned n) { out[threadIdx.x] = ackermann(2, n + threadIdx.x); }

int main() {
  const int n = 64;
  Vec *v;
  long long *f;
  int *c;
  unsigned *d, *p, *a;
  cudaMalloc(&v, n * sizeof(Vec));
  cudaMalloc(&f, n * sizeof(long long));
  cudaMalloc(&c, n * sizeof(int));
  cudaMalloc(&d, n * sizeof(unsigned));
  cudaMalloc(&p, n * sizeof(unsigned));
  cudaMalloc(&a, n * sizeof(unsigned));
  compute<<<1, n>>>(v, f, c, d, p);
  Vec hv[n];
  long long hf[n];
  int hc[n];
  unsigned hd[n], hp[n], ha[n];
  EXPECT_ERR(cudaMemcpy(hv, v, sizeof hv, cudaMemcpyDeviceToHost), cudaSuccess);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hp, p, sizeof hp, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    Vec start = {1.0f * i, -0.5f * i};
    Vec host = spiral(start, i % 20);
    EXPECT(hv[i].x == host.x && hv[i].y == host.y);
    EXPECT(hf[i] == fib(i % 20));
    EXPECT(hc[i] == collatzEven(i % 16 + 1, 0));
    EXPECT(hd[i] == sumDigits<unsigned>(977u * i * i + 13u, 7u + i % 5));
    Counter k = {i % 7};
    EXPECT(hp[i] == k.paths(0, 0));
  }
  // ackermann(2, n) nests about 2n + 3 calls: 20 fits in 64 frames, 40 does
  // not (but does in 128).
  deep<<<1, 4>>>(a, 20);
  EXPECT_ERR(cudaMemcpy(ha, a, 4 * sizeof(unsigned), cudaMemcpyDeviceToHost), cudaSuccess);
  for (unsigned i = 0; i < 4; ++i)
    EXPECT(ha[i] == ackermann(2, 20 + i));
  deep<<<1, 4>>>(a, 40);
  cudaError_t e = cudaDeviceSynchronize();
  if (e == cudaSuccess) {
    cudaMemcpy(ha, a, 4 * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (unsigned i = 0; i < 4; ++i)
      EXPECT(ha[i] == ackermann(2, 40 + i));
  }
  // BOUND64: deep: cudaErrorLaunchFailure
  // DEEP: deep: cudaSuccess
  std::printf("deep: %s\n", cudaGetErrorName(e));
  // BOUND64-NEXT: OK
  // DEEP-NEXT: OK
  return DONE();
}
