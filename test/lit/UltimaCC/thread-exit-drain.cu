// A thread that queued work and ends waits for the device at its exit (the
// runtime drains its queues then). That wait is made under the API's lock,
// as any API call: other threads keep allocating and freeing page-locked
// memory meanwhile, which the drain must never touch once it is freed (it
// used to map every host buffer without the lock, and the driver then read
// freed memory). Each worker's kernel writes page-locked memory in place;
// the results are checked after every thread has ended.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <atomic>
#include <cuda_runtime.h>
#include <thread>
#include <vector>
#include "expect.h"

__global__ void fill(int *out, int n, int value) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = value + i;
}

int main() {
  const int workers = 8, rounds = 4, n = 1 << 16;
  // Compile the kernel before the threads start.
  int *warm;
  EXPECT(cudaMallocHost(&warm, sizeof(int)) == cudaSuccess);
  fill<<<1, 1>>>(warm, 1, 0);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaFreeHost(warm);

  std::vector<int *> results(workers * rounds);
  for (int round = 0; round < rounds; ++round) {
    std::atomic<bool> stop{false};
    std::thread churn([&] { // page-locked memory coming and going
      while (!stop) {
        void *p = nullptr;
        if (cudaHostAlloc(&p, 1 << 20, cudaHostAllocDefault) == cudaSuccess)
          cudaFreeHost(p);
      }
    });
    std::vector<std::thread> threads;
    for (int w = 0; w < workers; ++w)
      threads.emplace_back([&, w] {
        int *&out = results[round * workers + w];
        cudaStream_t s;
        cudaStreamCreate(&s);
        cudaHostAlloc((void **)&out, n * sizeof(int), cudaHostAllocDefault);
        fill<<<4, 64, 0, s>>>(out, n, w * 1000 + round);
        // No synchronisation: the thread's exit waits for the kernel.
      });
    for (std::thread &t : threads)
      t.join();
    stop = true;
    churn.join();
  }
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  int bad = 0;
  for (int round = 0; round < rounds; ++round)
    for (int w = 0; w < workers; ++w) {
      const int *out = results[round * workers + w];
      for (int i = 0; i < n; ++i)
        bad += out[i] != w * 1000 + round + i;
    }
  EXPECT(bad == 0);
  for (int *p : results)
    cudaFreeHost(p);
  return DONE();
}
