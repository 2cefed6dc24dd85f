// Dynamic shared memory: the third launch parameter sizes extern __shared__.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void blockSums(const int *in, int *out) {
  extern __shared__ int buf[];
  unsigned t = threadIdx.x;
  buf[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = buf[0];
}
int main() {
  const int blocks = 4, threads = 128;
  int h[blocks * threads], sums[blocks];
  for (int i = 0; i < blocks * threads; ++i)
    h[i] = i % 7;
  int *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof sums);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  blockSums<<<blocks, threads, threads * sizeof(int)>>>(in, out);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  cudaMemcpy(sums, out, sizeof sums, cudaMemcpyDeviceToHost);
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int i = 0; i < threads; ++i)
      want += h[b * threads + i];
    EXPECT(sums[b] == want);
  }
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
