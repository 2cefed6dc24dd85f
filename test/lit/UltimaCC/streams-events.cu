// Streams are in-order queues; events time what runs between them.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
__global__ void inc(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}
int main() {
  const int n = 4096;
  static int h[2][n];
  int *d[2];
  cudaStream_t s[2];
  cudaEvent_t start, stop;
  EXPECT_ERR(cudaEventCreate(&start), cudaSuccess);
  EXPECT_ERR(cudaEventCreate(&stop), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(start), cudaSuccess);
  for (int k = 0; k < 2; ++k) {
    EXPECT_ERR(cudaStreamCreate(&s[k]), cudaSuccess);
    EXPECT_ERR(cudaMalloc(&d[k], n * sizeof(int)), cudaSuccess);
    for (int i = 0; i < n; ++i)
      h[k][i] = i * (k + 1);
    EXPECT_ERR(cudaMemcpyAsync(d[k], h[k], n * sizeof(int), cudaMemcpyHostToDevice, s[k]),
               cudaSuccess);
    for (int r = 0; r <= k; ++r)
      inc<<<n / 256, 256, 0, s[k]>>>(d[k], n);
    EXPECT_ERR(cudaMemcpyAsync(h[k], d[k], n * sizeof(int), cudaMemcpyDeviceToHost, s[k]),
               cudaSuccess);
  }
  EXPECT_ERR(cudaEventRecord(stop), cudaSuccess);
  EXPECT_ERR(cudaEventSynchronize(stop), cudaSuccess);
  EXPECT_ERR(cudaEventQuery(stop), cudaSuccess);
  for (int k = 0; k < 2; ++k) {
    EXPECT_ERR(cudaStreamSynchronize(s[k]), cudaSuccess);
    EXPECT_ERR(cudaStreamQuery(s[k]), cudaSuccess);
    for (int i = 0; i < n; ++i)
      EXPECT(h[k][i] == i * (k + 1) + k + 1);
  }
  float ms = -1;
  EXPECT_ERR(cudaEventElapsedTime(&ms, start, stop), cudaSuccess);
  EXPECT(ms >= 0);
  cudaEvent_t untimed;
  EXPECT_ERR(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(untimed, s[0]), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(s[1], untimed, 0), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_ERR(cudaEventElapsedTime(&ms, start, untimed), cudaErrorInvalidResourceHandle);
  for (int k = 0; k < 2; ++k)
    EXPECT_ERR(cudaStreamDestroy(s[k]), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s[0]), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventDestroy(start), cudaSuccess);
  EXPECT_ERR(cudaEventDestroy(stop), cudaSuccess);
  // A destroyed (or never created) event is an invalid handle, not a crash.
  EXPECT_ERR(cudaEventDestroy(start), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventRecord(stop, 0), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventQuery(reinterpret_cast<cudaEvent_t>(&ms)), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventSynchronize(nullptr), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  // `untimed` is never destroyed: the context keeps it (LeakSanitizer in
  // the sanitizer build would report it otherwise).
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
