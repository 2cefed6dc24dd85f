// cudaMemcpy in every direction, with offsets, cudaMemcpyDefault, cudaMemset,
// and the errors for copies outside an allocation and bad directions.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstring>
#include "expect.h"
int main() {
  unsigned char h[256], back[256];
  for (int i = 0; i < 256; ++i)
    h[i] = (unsigned char)i;
  unsigned char *a, *b;
  EXPECT_ERR(cudaMalloc(&a, 256), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&b, 256), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(a, h, 256, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_ERR(cudaMemset(b, 0xab, 256), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(b + 10, a + 100, 20, cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(back, b, 256, cudaMemcpyDefault), cudaSuccess);
  for (int i = 0; i < 256; ++i)
    EXPECT(back[i] == (i >= 10 && i < 30 ? 100 + i - 10 : 0xab));
  EXPECT_ERR(cudaMemset(a + 1, 7, 3), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(back, a, 8, cudaMemcpyDeviceToHost), cudaSuccess);
  const unsigned char want[8] = {0, 7, 7, 7, 4, 5, 6, 7};
  EXPECT(std::memcmp(back, want, 8) == 0);
  // Host to host goes through too.
  unsigned char x[4] = {1, 2, 3, 4}, y[4] = {};
  EXPECT_ERR(cudaMemcpy(y, x, 4, cudaMemcpyHostToHost), cudaSuccess);
  EXPECT(std::memcmp(x, y, 4) == 0);
  // Out of the allocation, and a direction that is none of CUDA's.
  EXPECT_ERR(cudaMemcpy(back, a + 200, 100, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(a, 0, 257), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpy(back, a, 4, (cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidMemcpyDirection);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
