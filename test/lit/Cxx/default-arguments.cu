// Default arguments are filled in at each call.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__device__ float lerp(float a, float b, float t = 0.5f, bool clamp = true) {
  if (clamp) t = t < 0 ? 0 : t > 1 ? 1 : t;
  return a + (b - a) * t;
}
__global__ void k(float *out) { out[0] = lerp(1.0f, 3.0f) + lerp(0.0f, 1.0f, 2.0f) + lerp(0.0f, 1.0f, 2.0f, false); }

// CHECK-LABEL: float lerp(float a, float b, float t, bool clamp_){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   if (clamp_)
// CHECK-NEXT:     t = t < 0 ? 0 : t > 1 ? 1 : t;
// CHECK-NEXT:   return a + (b - a) * t;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = lerp(1.0f, 3.0f, 0.5f, true) + lerp(0.0f, 1.0f, 2.0f, true) + lerp(0.0f, 1.0f, 2.0f, false);
// CHECK-NEXT: }
