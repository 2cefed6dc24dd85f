// `__half h = 0;` and `__half(n)` construct a half from an integer with
// __int2half_rn's rounding: the conversion's helper (half_int.cl) is
// emitted with it. Before, the helper was called but never emitted unless
// something else used half_int.cl (internal error: use of undeclared
// identifier 'ultima_int2half_rn').
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cuda_fp16.h>

// CHECK: static inline ultima_half ultima_##N##2half_rn(T v)
// CHECK-LABEL: __kernel void k(__global ultima_half *out, int n, uint u)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_half zero = ultima_int2half_rn(0);
// CHECK-NEXT:   out[0] = zero;
// CHECK-NEXT:   out[1] = ultima_int2half_rn(n);
// CHECK-NEXT:   out[2] = ultima_uint2half_rn(u);
// CHECK-NEXT: }
__global__ void k(__half *out, int n, unsigned u) {
  __half zero = 0;
  out[0] = zero;
  out[1] = __half(n);
  out[2] = __half(u);
}
