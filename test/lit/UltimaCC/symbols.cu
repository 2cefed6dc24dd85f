// __constant__ and __device__ variables: initial values, cudaMemcpyToSymbol,
// cudaMemcpyFromSymbol with an offset, cudaGetSymbolAddress as a kernel
// argument, cudaGetSymbolSize, and an unregistered address.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__constant__ float coeffs[4];
__device__ int counter = 40;
namespace ns {
__device__ int bias[2] = {100, 200};
}
__global__ void apply(const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = coeffs[i % 4] * in[i] + ns::bias[1];
  if (i == 0)
    counter += 2;
}
__global__ void doubleAll(int *p, int n) {
  if ((int)threadIdx.x < n)
    p[threadIdx.x] *= 2;
}
int main() {
  const float c[4] = {1, 2, 3, 4};
  EXPECT_ERR(cudaMemcpyToSymbol(coeffs, c, sizeof c), cudaSuccess);
  float h[8], out[8];
  for (int i = 0; i < 8; ++i)
    h[i] = i;
  float *in, *o;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  apply<<<1, 8>>>(in, o);
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i)
    EXPECT(out[i] == c[i % 4] * i + 200);
  int value = 0;
  EXPECT_ERR(cudaMemcpyFromSymbol(&value, counter, sizeof(int)), cudaSuccess);
  EXPECT(value == 42);
  int second = 0;
  EXPECT_ERR(cudaMemcpyFromSymbol(&second, ns::bias, sizeof(int), sizeof(int)), cudaSuccess);
  EXPECT(second == 200);
  int *biasAddress = nullptr;
  EXPECT_ERR(cudaGetSymbolAddress((void **)&biasAddress, ns::bias), cudaSuccess);
  doubleAll<<<1, 2>>>(biasAddress, 2);
  int both[2];
  EXPECT_ERR(cudaMemcpyFromSymbol(both, ns::bias, sizeof both), cudaSuccess);
  EXPECT(both[0] == 200 && both[1] == 400);
  size_t size = 0;
  EXPECT_ERR(cudaGetSymbolSize(&size, coeffs), cudaSuccess);
  EXPECT(size == sizeof c);
  EXPECT_ERR(cudaMemcpyToSymbol(coeffs, c, sizeof c, 8), cudaErrorInvalidValue);
  static int notASymbol;
  EXPECT_ERR(cudaMemcpyToSymbol(notASymbol, c, 4), cudaErrorInvalidSymbol);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
