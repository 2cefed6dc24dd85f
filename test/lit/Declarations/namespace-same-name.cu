// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace linear {
__device__ float interp(float a, float b, float t) { return a + t * (b - a); }
}
namespace nearest {
__device__ float interp(float a, float b, float t) { return t < 0.5f ? a : b; }
}
__global__ void k(float *out, float a, float b, float t) {
  out[0] = linear::interp(a, b, t);
  out[1] = nearest::interp(a, b, t);
}

// CHECK-LABEL: float linear_interp(float a, float b, float t)
// CHECK-NEXT: {
// CHECK-NEXT: return a + t * (b - a);
// CHECK-NEXT: }
// CHECK-LABEL: float nearest_interp(float a, float b, float t)
// CHECK-NEXT: {
// CHECK-NEXT: return t < 0.5f ? a : b;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float a, float b, float t)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = linear_interp(a, b, t);
// CHECK-NEXT: out[1] = nearest_interp(a, b, t);
// CHECK-NEXT: }
