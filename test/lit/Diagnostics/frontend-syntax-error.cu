// A parse error is reported with Clang's message and location.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void fill(float *out) {
  // CHECK: {{.*}}frontend-syntax-error.cu:[[@LINE+1]]:26: error: expected ';' after expression [ultima-frontend]
  out[threadIdx.x] = 1.0f
}
