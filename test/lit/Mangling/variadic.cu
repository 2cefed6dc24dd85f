// A variadic template: one specialisation per argument list; the expanded
// parameter pack gets distinct C parameter names, and a specialisation is
// emitted after the ones it calls.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T> __device__ T sum(T x) { return x; }
template <typename T, typename... Rest> __device__ T sum(T x, Rest... rest) {
  return x + sum(rest...);
}

// CHECK-LABEL: float sum_float(float x)
// CHECK-LABEL: float sum_float_float(float x, float rest)
// CHECK-NEXT: {
// CHECK-NEXT:   return x + sum_float(rest);
// CHECK-NEXT: }
// CHECK-LABEL: float sum_float_float_float(float x, float rest, float rest_)
// CHECK-NEXT: {
// CHECK-NEXT:   return x + sum_float_float(rest, rest_);
// CHECK-NEXT: }
// CHECK-LABEL: float sum_float_float_float_float(float x, float rest, float rest_1, float rest_2)
// CHECK-NEXT: {
// CHECK-NEXT:   return x + sum_float_float_float(rest, rest_1, rest_2);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = sum_float_float_float_float(in[0], in[1], in[2], in[3]);
// CHECK-NEXT: }
__global__ void k(float *out, const float *in) { out[0] = sum(in[0], in[1], in[2], in[3]); }
