// Assigning to a temporary object (a call's class-typed result) is valid
// C++ with no C spelling: a located error, not invalid OpenCL C (found by
// the CI fuzz run).
// RUN: not %ultima %s 2>&1 | FileCheck %s
struct V {
  float x;
};
__device__ V make(float x) { return V{x}; }
__global__ void k(V *out, float f) {
  make(f) = out[0];
  out[1] = make(f);
}
// CHECK: assign-to-temporary.cu:10:3: error: assigning to a temporary (the value of an expression that is not a variable, such as a call returning an object) is not supported: C can only assign to objects; assign to a variable [ultima-unsupported-construct]
// CHECK-NOT: error
