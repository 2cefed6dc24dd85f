// Stream callbacks and host functions run in stream order: after the work
// queued before them, before the work queued after them (CUDA Runtime API,
// cudaLaunchHostFunc, cudaStreamAddCallback). Stream flags and priorities
// are kept per stream.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <vector>
#include "expect.h"

__global__ void addOne(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 1;
}

struct Probe {
  const int *host; // the copy made before the host function
  std::vector<int> seen;
};

static void CUDART_CB record(void *data) {
  Probe *p = static_cast<Probe *>(data);
  p->seen.push_back(p->host[0]);
}

static void CUDART_CB callback(cudaStream_t, cudaError_t status, void *data) {
  Probe *p = static_cast<Probe *>(data);
  p->seen.push_back(status == cudaSuccess ? 100 + p->host[0] : -1);
}

int main() {
  const int n = 1024;
  int *d, *h;
  EXPECT_ERR(cudaMalloc(&d, n * sizeof(int)), cudaSuccess);
  EXPECT_ERR(cudaMallocHost(&h, n * sizeof(int)), cudaSuccess);
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, -1), cudaSuccess);
  int priority = 5;
  unsigned int flags = 5;
  EXPECT_ERR(cudaStreamGetPriority(s, &priority), cudaSuccess);
  EXPECT_ERR(cudaStreamGetFlags(s, &flags), cudaSuccess);
  EXPECT(priority == -1 && flags == cudaStreamNonBlocking);
  cudaStream_t refused;
  EXPECT_ERR(cudaStreamCreateWithFlags(&refused, 0x40), cudaErrorInvalidValue);

  Probe probe{h, {}};
  EXPECT_ERR(cudaMemsetAsync(d, 0, n * sizeof(int), s), cudaSuccess);
  for (int round = 0; round < 3; ++round) {
    addOne<<<n / 256, 256, 0, s>>>(d, n);
    EXPECT_ERR(cudaMemcpyAsync(h, d, sizeof(int), cudaMemcpyDeviceToHost, s), cudaSuccess);
    EXPECT_ERR(cudaLaunchHostFunc(s, record, &probe), cudaSuccess);
    EXPECT_ERR(cudaStreamAddCallback(s, callback, &probe, 0), cudaSuccess);
  }
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  // CHECK: seen 1 101 2 102 3 103
  std::printf("seen");
  for (int v : probe.seen)
    std::printf(" %d", v);
  std::printf("\n");
  EXPECT_ERR(cudaStreamAddCallback(s, callback, &probe, 1), cudaErrorInvalidValue);
  EXPECT_ERR(cudaLaunchHostFunc(s, nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  cudaFree(d);
  cudaFreeHost(h);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
