// Calling through a function pointer parameter is an indirect call.
// RUN: not %ultima %s 2>&1 | FileCheck %s

typedef float (*UnaryOp)(float);
__device__ float twice(float x) { return 2.0f * x; }
// CHECK: {{.*}}function-pointer-call.cu:[[@LINE+1]]:53: error: indirect calls {{.*}} [ultima-unsupported-function-pointer]
__device__ float apply(UnaryOp f, float x) { return f(x); }
__global__ void run(float *v) { v[threadIdx.x] = apply(twice, v[threadIdx.x]); }
