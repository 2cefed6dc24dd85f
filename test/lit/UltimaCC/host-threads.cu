// CUDA keeps the launch configuration and the last error per host thread
// (CUDA Runtime API, cudaGetLastError; <<<>>> configures then launches in
// two calls). Several threads launching different grids on their own
// streams at once each get their own results and their own errors.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <atomic>
#include <thread>
#include <vector>
#include "expect.h"

__global__ void stamp(int *out, int value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value + i;
}

static std::atomic<int> wrongResults{0}, wrongErrors{0};

static void worker(int id) {
  const int rounds = 60;
  cudaStream_t s;
  cudaStreamCreate(&s);
  int *d;
  const int capacity = 64 * 40;
  cudaMalloc(&d, capacity * sizeof(int));
  std::vector<int> h(capacity);
  for (int r = 0; r < rounds; ++r) {
    int block = 32 * (1 + (id + r) % 2), grid = 1 + (id * 7 + r) % 40;
    int n = block * grid, value = id * 100000 + r * 1000;
    stamp<<<grid, block, 0, s>>>(d, value, n);
    // Only odd threads make an error of their own, every fifth round.
    if (id % 2 && r % 5 == 0)
      stamp<<<1, 1 << 20, 0, s>>>(d, 0, 0);
    cudaError_t e = cudaGetLastError();
    cudaError_t expected =
        id % 2 && r % 5 == 0 ? cudaErrorInvalidConfiguration : cudaSuccess;
    wrongErrors += e != expected;
    cudaMemcpyAsync(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    for (int i = 0; i < n; ++i)
      wrongResults += h[i] != value + i;
  }
  cudaFree(d);
  cudaStreamDestroy(s);
}

int main() {
  // The first launch builds the program in this thread: PoCL's LLVM gives the
  // thread that compiles an alternate signal stack from the heap, which
  // AddressSanitizer (the sanitizer build) fails to unmap when a worker
  // thread that compiled exits.
  int *warm;
  cudaMalloc(&warm, sizeof(int));
  stamp<<<1, 1>>>(warm, 0, 1);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  cudaFree(warm);
  std::vector<std::thread> threads;
  for (int id = 0; id < 6; ++id)
    threads.emplace_back(worker, id);
  for (std::thread &t : threads)
    t.join();
  // CHECK: wrong results 0, wrong errors 0
  std::printf("wrong results %d, wrong errors %d\n", wrongResults.load(), wrongErrors.load());
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
