// The runtime API is host code: a kernel that calls it is rejected (Clang's
// CUDA target check, as with nvcc without dynamic parallelism).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2

__global__ void k(float *p) {
  float *q;
  // CHECK: host-api-in-kernel.cu:[[@LINE+1]]:3: error: no matching function for call to 'cudaMalloc' [ultima-frontend]
  cudaMalloc(&q, 4);
  // CHECK: call to __host__ function from __global__ function
  // CHECK: host-api-in-kernel.cu:[[@LINE+1]]:3: error: no matching function for call to 'cudaMemcpy' [ultima-frontend]
  cudaMemcpy(q, p, 4, cudaMemcpyDeviceToDevice);
}
