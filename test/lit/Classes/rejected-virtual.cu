// Virtual functions need a vtable: rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct Shape {
  // CHECK: rejected-virtual.cu:[[@LINE+1]]:28: error: virtual functions are not supported in OpenCL C [ultima-unsupported-virtual]
  __device__ virtual float area() const { return 0.0f; }
};
__global__ void k(float *out) { Shape s; out[0] = s.area(); }
