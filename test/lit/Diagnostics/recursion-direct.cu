// OpenCL C forbids recursion; a function calling itself is rejected at the call.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ int factorial(int n) {
  // CHECK: {{.*}}recursion-direct.cu:[[@LINE+1]]:27: error: {{.*}}'factorial'{{.*}} [ultima-unsupported-recursion]
  return n <= 1 ? 1 : n * factorial(n - 1);
}
__global__ void run(int *out) { out[threadIdx.x] = factorial(threadIdx.x); }
