// try/catch has no OpenCL equivalent.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ int parse(const int *p) {
  // CHECK: {{.*}}exceptions-try.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-exceptions]
  try {
    return p[0];
  } catch (...) {
    return -1;
  }
}
__global__ void run(int *out, const int *in) { out[threadIdx.x] = parse(in + threadIdx.x); }
