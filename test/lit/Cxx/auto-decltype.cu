// auto and decltype print as the deduced type.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


template <typename T> __device__ auto twice(T v) -> decltype(v + v) { return v + v; }
__global__ void k(const float *in, float *out) {
  auto x = in[0];
  decltype(x) y = x * 2;
  auto i = 3u;
  out[0] = y + i + twice(1.5f) + twice(2);
}

// CHECK-LABEL: float twice_float(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v + v;
// CHECK-NEXT: }
// CHECK-LABEL: int twice_int(int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v + v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *in, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   float x = in[0];
// CHECK-NEXT:   float y = x * 2;
// CHECK-NEXT:   uint i = 3u;
// CHECK-NEXT:   out[0] = y + i + twice_float(1.5f) + twice_int(2);
// CHECK-NEXT: }
