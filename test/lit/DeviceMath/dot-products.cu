// __dp4a and __dp2a_lo/_hi (sm_61): the overload's signedness picks the
// polyfill (math_bits); char4/short2 operands are reinterpreted as 32 bits.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static inline int __ultima_dp4a_s32(int a, int b, int c)
// CHECK: static inline uint __ultima_dp2a_u32(uint a, uint b, uint c, int hi)
// CHECK-LABEL: __kernel void k(__global int *s, __global uint *u, __global char4 *c, __global short2 *h)
// CHECK-NEXT: {
// CHECK-NEXT:   s[0] = __ultima_dp4a_s32((int)(s[1]), (int)(s[2]), (int)(s[3]));
// CHECK-NEXT:   u[0] = __ultima_dp4a_u32((uint)(u[1]), (uint)(u[2]), (uint)(u[3]));
// CHECK-NEXT:   s[4] = __ultima_dp4a_s32(as_int((c[0])), as_int((c[1])), (int)(s[5]));
// CHECK-NEXT:   s[6] = __ultima_dp2a_s32(as_int((h[0])), as_int((c[2])), (int)(s[7]), 0) + __ultima_dp2a_s32((int)(s[1]), (int)(s[2]), (int)(0), 1);
// CHECK-NEXT:   u[4] = __ultima_dp2a_u32((uint)(u[1]), (uint)(u[2]), (uint)(0u), 1);
// CHECK-NEXT: }
__global__ void k(int *s, unsigned *u, char4 *c, short2 *h) {
  s[0] = __dp4a(s[1], s[2], s[3]);
  u[0] = __dp4a(u[1], u[2], u[3]);
  s[4] = __dp4a(c[0], c[1], s[5]);
  s[6] = __dp2a_lo(h[0], c[2], s[7]) + __dp2a_hi(s[1], s[2], 0);
  u[4] = __dp2a_hi(u[1], u[2], 0u);
}
