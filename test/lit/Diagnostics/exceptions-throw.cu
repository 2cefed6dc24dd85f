// throw has no OpenCL equivalent.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ int checked(int i, int n) {
  if (i >= n)
    // CHECK: {{.*}}exceptions-throw.cu:[[@LINE+1]]:5: error: {{.*}} [ultima-unsupported-exceptions]
    throw i;
  return i;
}
__global__ void run(int *out, int n) { out[threadIdx.x] = checked(threadIdx.x, n); }
