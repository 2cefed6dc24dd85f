// A lambda without captures is an empty closure struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__global__ void k(float *out) {
  auto sq = [](float v) { return v * v; };
  out[0] = sq(out[1]) + sq(2.0f);
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   char empty_; /* C++ gives an empty class size 1 */
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda_operator_call(__private const k_lambda *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v * v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   k_lambda sq = (k_lambda){0};
// CHECK-NEXT:   out[0] = k_lambda_operator_call(&sq, out[1]) + k_lambda_operator_call(&sq, 2.0f);
// CHECK-NEXT: }
