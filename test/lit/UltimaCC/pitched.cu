// cudaMallocPitch rows, cudaMemcpy2D in both directions, cudaMemset2D, and
// a kernel indexing rows by the pitch.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void addRow(float *m, size_t pitch, int width) {
  float *row = (float *)((char *)m + blockIdx.x * pitch);
  if ((int)threadIdx.x < width)
    row[threadIdx.x] += blockIdx.x;
}
int main() {
  const int w = 10, h = 5;
  float host[h][w], back[h][w];
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c)
      host[r][c] = r * 100 + c;
  float *m;
  size_t pitch = 0;
  EXPECT_ERR(cudaMallocPitch((void **)&m, &pitch, w * sizeof(float), h), cudaSuccess);
  EXPECT(pitch >= w * sizeof(float) && pitch % 256 == 0);
  EXPECT_ERR(cudaMemset2D(m, pitch, 0, pitch, h), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2D(m, pitch, host, sizeof host[0], sizeof host[0], h,
                          cudaMemcpyHostToDevice),
             cudaSuccess);
  addRow<<<h, 32>>>(m, pitch, w);
  EXPECT_ERR(cudaMemcpy2D(back, sizeof back[0], m, pitch, sizeof back[0], h,
                          cudaMemcpyDeviceToHost),
             cudaSuccess);
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c)
      EXPECT(back[r][c] == r * 100 + c + r);
  EXPECT_ERR(cudaMemcpy2D(back, 4, m, pitch, 8, h, cudaMemcpyDeviceToHost),
             cudaErrorInvalidPitchValue);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
