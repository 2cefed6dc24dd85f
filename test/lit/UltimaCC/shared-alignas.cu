// Shared arrays that ask for their alignment with alignas, in the order
// nvcc accepts and CUDA's samples use (`__shared__ alignas(N)`, also after
// `static`, and over two lines) and in C++'s (`alignas(N) __shared__`): each
// array's address is a multiple of N (C++ [dcl.align]), next to a char
// array that would otherwise leave it unaligned, and the arrays hold what
// the kernel stores. The host compilation of this file reads the same
// declarations. (PoCL places __local arrays at multiples of 128 bytes
// anyway: the 256-byte alignment is the one it only gives when asked.)
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cstdint>
#include <cuda_runtime.h>
#include "expect.h"

struct Word3 {
  float x, y, z;
};

__global__ void alignments(unsigned *misaligned, float *sums) {
  __shared__ char pad[3];
  __shared__ alignas(16) float a[5];
  __shared__ char pad2[1];
  alignas(16) __shared__ float b[5];
  __shared__ char pad3[5];
  static __shared__ alignas(32) float c[3];
  __shared__
      alignas(alignof(float4)) Word3 d[2];
  __shared__ alignas(256) int e[7];
  int t = threadIdx.x;
  if (t < 3)
    pad[t] = char(t);
  if (t == 0)
    pad2[0] = 1;
  if (t < 5) {
    pad3[t] = char(t);
    a[t] = float(t);
    b[t] = float(2 * t);
  }
  if (t < 3)
    c[t] = float(3 * t);
  if (t < 2)
    d[t] = Word3{float(t), float(t), float(t)};
  if (t < 7)
    e[t] = t;
  __syncthreads();
  if (t == 0) {
    misaligned[0] = unsigned(reinterpret_cast<uintptr_t>(a) % 16);
    misaligned[1] = unsigned(reinterpret_cast<uintptr_t>(b) % 16);
    misaligned[2] = unsigned(reinterpret_cast<uintptr_t>(c) % 32);
    misaligned[3] = unsigned(reinterpret_cast<uintptr_t>(d) % 16);
    misaligned[4] = unsigned(reinterpret_cast<uintptr_t>(e) % 256);
    float s = 0.0f;
    for (int i = 0; i < 5; ++i)
      s += a[i] + b[i] + float(pad3[i]);
    for (int i = 0; i < 3; ++i)
      s += c[i] + float(pad[i]);
    for (int i = 0; i < 2; ++i)
      s += d[i].x + d[i].y + d[i].z;
    for (int i = 0; i < 7; ++i)
      s += float(e[i]);
    sums[0] = s + float(pad2[0]);
  }
}

int main() {
  unsigned *dMis = nullptr;
  float *dSum = nullptr;
  EXPECT_ERR(cudaMalloc(&dMis, 5 * sizeof(unsigned)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dSum, sizeof(float)), cudaSuccess);
  alignments<<<1, 32>>>(dMis, dSum);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  unsigned mis[5] = {1, 1, 1, 1, 1};
  float sum = 0.0f;
  EXPECT_ERR(cudaMemcpy(mis, dMis, sizeof(mis), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(&sum, dSum, sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 5; ++i)
    EXPECT(mis[i] == 0);
  // a: 0..4 -> 10; b: 20; pad3: 10; c: 0+3+6 = 9; pad: 3; d: 0+3 = 3; e: 21; pad2: 1.
  EXPECT(sum == 10.0f + 20.0f + 10.0f + 9.0f + 3.0f + 3.0f + 21.0f + 1.0f);
  cudaFree(dMis);
  cudaFree(dSum);
  return DONE();
}
