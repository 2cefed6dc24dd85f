// A kernel parameter that is a pointer to pointers cannot be passed to an
// OpenCL kernel (the inner pointers are host addresses).
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: {{.*}}pointer-to-pointer-param.cu:[[@LINE+1]]:34: error: {{.*}} [ultima-unsupported-kernel-param]
__global__ void zeroRows(float **rows) {
  rows[blockIdx.x][threadIdx.x] = 0.0f;
}
