// assert() in device code, as the CUDA C++ Programming Guide ("Assertion")
// describes it: nvcc keeps it unless NDEBUG is defined; each failing thread
// prints "file:line: function: block: [x,y,z], thread: [x,y,z] Assertion
// `expression` failed."; the host learns of it at its next synchronisation
// as cudaErrorAssert, which then sticks: every later call returns it until
// cudaDeviceReset. Threads that pass the check print nothing.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t > %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=ONLY %s < %t.out
// With NDEBUG, as under nvcc -DNDEBUG, the check is compiled out.
// RUN: %ultima-cc -DNDEBUG -I%S/Inputs %s -o %t.ndebug
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t.ndebug | FileCheck --check-prefix=NDEBUG %s
#include <cassert>
#include <cuda_runtime.h>
#include "expect.h"

template <typename T> __device__ void nonNegative(T v) { assert(v >= 0); }

__global__ void check(const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    nonNegative(in[i]);
}

int main() {
  const int n = 96;
  int h[n];
  for (int i = 0; i < n; ++i)
    h[i] = i == 37 || i == 90 ? -i : i; // block 1 thread 5, block 2 thread 26
  int *d;
  EXPECT_ERR(cudaMalloc(&d, sizeof h), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice), cudaSuccess);
  check<<<3, 32>>>(d, n);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess); // the launch itself is fine
  cudaError_t sync = cudaDeviceSynchronize();
#ifdef NDEBUG
  // NDEBUG: sync cudaSuccess
  std::printf("sync %s\n", cudaGetErrorName(sync));
  return 0;
#else
  // CHECK-DAG: device-assert.cu:19: void nonNegative(T) [T = int]: block: [1,0,0], thread: [5,0,0] Assertion `v >= 0` failed.
  // CHECK-DAG: device-assert.cu:19: void nonNegative(T) [T = int]: block: [2,0,0], thread: [26,0,0] Assertion `v >= 0` failed.
  // ONLY-COUNT-2: Assertion
  // ONLY-NOT: Assertion
  EXPECT(sync == cudaErrorAssert);
  // Sticky: other calls fail too, and cudaGetLastError cannot clear it.
  int *other = nullptr;
  EXPECT_ERR(cudaMalloc(&other, 4), cudaErrorAssert);
  EXPECT_ERR(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), cudaErrorAssert);
  EXPECT_ERR(cudaGetLastError(), cudaErrorAssert);
  EXPECT_ERR(cudaPeekAtLastError(), cudaErrorAssert);
  // Until the reset: then the device works again, and a passing run is quiet.
  EXPECT_ERR(cudaDeviceReset(), cudaSuccess);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  for (int i = 0; i < n; ++i)
    h[i] = i;
  EXPECT_ERR(cudaMalloc(&d, sizeof h), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice), cudaSuccess);
  check<<<3, 32>>>(d, n);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  return DONE();
#endif
}
// CHECK-NOT: FAILED
// CHECK: OK
