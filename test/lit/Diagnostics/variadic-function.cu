// Only printf may be variadic in OpenCL C.
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: {{.*}}variadic-function.cu:[[@LINE+1]]:16: error: {{.*}} [ultima-unsupported-variadic]
__device__ int countArgs(int n, ...) { return n; }
__global__ void run(int *out) { out[0] = countArgs(2, 1, 2); }
