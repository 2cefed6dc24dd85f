// Mutual recursion (isEven -> isOdd -> isEven) whose calls are arms of '?:'
// cannot be lowered to iteration: each such call is refused.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ bool isOdd(int n);
// CHECK: {{.*}}recursion-mutual.cu:[[@LINE+1]]:56: error: {{.*}}'isOdd'{{.*}} [ultima-unsupported-recursion]
__device__ bool isEven(int n) { return n == 0 ? true : isOdd(n - 1); }
// CHECK: {{.*}}recursion-mutual.cu:[[@LINE+1]]:56: error: {{.*}}'isEven'{{.*}} [ultima-unsupported-recursion]
__device__ bool isOdd(int n) { return n == 0 ? false : isEven(n - 1); }
__global__ void parity(int *out) { out[threadIdx.x] = isEven(threadIdx.x); }
