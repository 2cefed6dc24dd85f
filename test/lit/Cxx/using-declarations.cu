// using-declarations and alias templates resolve to what they name.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


namespace math { __device__ float sq(float v) { return v * v; } }
using math::sq;
template <typename T> using Ptr = const T *;
__global__ void k(Ptr<float> in, float *out) { out[0] = sq(in[0]); }

// CHECK-LABEL: float math_sq(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v * v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *in, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = math_sq(in[0]);
// CHECK-NEXT: }
