// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace math {
__device__ int cube(int x) { return x * x * x; }
}
using namespace math;
__global__ void k(int *out, int x) {
  out[0] = cube(x);
}

// CHECK-LABEL: int math_cube(int x)
// CHECK-NEXT: {
// CHECK-NEXT: return x * x * x;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int x)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = math_cube(x);
// CHECK-NEXT: }
