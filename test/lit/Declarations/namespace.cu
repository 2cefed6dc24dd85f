// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace util {
__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }
constexpr float kHalf = 0.5f;
}
__global__ void k(float *out, const float *a, const float *b) {
  int i = threadIdx.x;
  out[i] = util::lerp(a[i], b[i], util::kHalf);
}

// CHECK-LABEL: float util_lerp(float a, float b, float t)
// CHECK-NEXT: {
// CHECK-NEXT: return a + t * (b - a);
// CHECK-NEXT: }
// CHECK: __constant const float util_kHalf = 0.5f;
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *a, __global const float *b)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: out[i] = util_lerp(a[i], b[i], util_kHalf);
// CHECK-NEXT: }
