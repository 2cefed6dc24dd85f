// A lambda returning a struct, called directly.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct MinMax { float lo, hi; };
__global__ void k(const float *x, MinMax *out) {
  auto both = [](float a, float b) { MinMax m = {a < b ? a : b, a < b ? b : a}; return m; };
  out[threadIdx.x] = both(x[2 * threadIdx.x], x[2 * threadIdx.x + 1]);
}

// CHECK-LABEL: struct MinMax {
// CHECK-NEXT:   float lo;
// CHECK-NEXT:   float hi;
// CHECK-NEXT: };
// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   char empty_; /* C++ gives an empty class size 1 */
// CHECK-NEXT: };
// CHECK-LABEL: static inline MinMax k_lambda_operator_call(__private const k_lambda *this, float a, float b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   MinMax m = {a < b ? a : b, a < b ? b : a};
// CHECK-NEXT:   return m;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *x, __global MinMax *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   k_lambda both = (k_lambda){0};
// CHECK-NEXT:   out[(uint)get_local_id(0)] = k_lambda_operator_call(&both, x[2 * (uint)get_local_id(0)], x[2 * (uint)get_local_id(0) + 1]);
// CHECK-NEXT: }
