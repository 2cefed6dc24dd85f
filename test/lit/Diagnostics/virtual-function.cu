// Virtual functions need a vtable and indirect calls.
// RUN: not %ultima %s 2>&1 | FileCheck %s

struct Shape {
  float r;
  // CHECK: {{.*}}virtual-function.cu:[[@LINE+1]]:28: error: {{.*}} [ultima-unsupported-virtual]
  __device__ virtual float area() const;
};
__device__ float Shape::area() const { return r * r; }
__global__ void radius(float *out, Shape s) { out[0] = s.r; }
