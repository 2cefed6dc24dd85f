// thread_local storage does not exist in OpenCL C.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void counter(int *out) {
  // CHECK: {{.*}}thread-local.cu:[[@LINE+1]]:27: error: {{.*}} [ultima-unsupported-thread-local]
  static thread_local int calls = 0;
  out[threadIdx.x] = calls;
}
