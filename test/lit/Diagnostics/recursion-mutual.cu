// Mutual recursion (isEven -> isOdd -> isEven) whose calls are right
// operands of '||' and '&&' cannot be lowered to iteration: each such call
// is refused.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ bool isOdd(int n);
// CHECK: {{.*}}recursion-mutual.cu:[[@LINE+1]]:50: error: {{.*}}'isOdd' is the right operand of '||'{{.*}} [ultima-unsupported-recursion]
__device__ bool isEven(int n) { return n == 0 || isOdd(n - 1); }
// CHECK: {{.*}}recursion-mutual.cu:[[@LINE+1]]:49: error: {{.*}}'isEven' is the right operand of '&&'{{.*}} [ultima-unsupported-recursion]
__device__ bool isOdd(int n) { return n != 0 && isEven(n - 1); }
__global__ void parity(int *out) { out[threadIdx.x] = isEven(threadIdx.x); }
