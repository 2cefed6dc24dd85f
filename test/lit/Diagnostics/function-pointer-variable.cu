// A function pointer variable cannot be expressed in OpenCL C.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__device__ float twice(float x) { return 2.0f * x; }
__global__ void run(float *v) {
  // CHECK: {{.*}}function-pointer-variable.cu:[[@LINE+1]]:11: error: {{.*}} [ultima-unsupported-function-pointer]
  float (*op)(float) = twice;
  v[threadIdx.x] = op(v[threadIdx.x]);
}
