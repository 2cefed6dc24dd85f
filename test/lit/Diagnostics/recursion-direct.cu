// Recursion is lowered to iteration (test/lit/Recursion), a `return c ? a :
// b;` included, but not a recursive call in an arm of a '?:' inside a larger
// expression: computed before the statement, it would run whatever the
// condition says. It is refused at the call.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ int factorial(int n) {
  // CHECK: {{.*}}recursion-direct.cu:[[@LINE+1]]:32: error: recursion that cannot be lowered to iteration: the call to 'factorial' is an arm of '?:', evaluated only under a condition; use an if statement [ultima-unsupported-recursion]
  return 1 * (n <= 1 ? 1 : n * factorial(n - 1));
}
__global__ void run(int *out) { out[threadIdx.x] = factorial(threadIdx.x); }
