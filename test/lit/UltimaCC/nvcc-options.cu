// nvcc's NVIDIA-only options are accepted and ignored; -D, -I, -Xcompiler,
// -std and -O reach both compilations; -c then a link of the object.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -arch=sm_80 -gencode arch=compute_80,code=sm_80 -lineinfo --use_fast_math \
// RUN:   -std=c++17 -O2 -Xcompiler -Wall,-g -DSCALE=3 -I%S/Inputs -c %s -o %t.o
// RUN: %ultima-cc %t.o -o %t -lm
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void scale(int *p) { p[threadIdx.x] = SCALE * threadIdx.x; }
int main() {
  int *d, h[8];
  EXPECT_ERR(cudaMalloc(&d, sizeof h), cudaSuccess);
  scale<<<1, 8>>>(d);
  EXPECT_ERR(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 8; ++i)
    EXPECT(h[i] == 3 * i);
  return DONE();
}
// CHECK: OK
