// Taking a function's address is rejected where it happens.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ float twice(float x) { return 2.0f * x; }
__device__ float guarded(float x) {
  // CHECK: {{.*}}function-address.cu:[[@LINE+1]]:12: error: {{.*}}'twice'{{.*}} [ultima-unsupported-function-pointer]
  return (&twice != nullptr) ? twice(x) : x;
}
__global__ void run(float *v) { v[threadIdx.x] = guarded(v[threadIdx.x]); }
