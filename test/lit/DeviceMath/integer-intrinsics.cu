// Integer intrinsics: OpenCL built-ins where one matches exactly, else math_bits.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static inline int __ultima_ffs(int x)
// CHECK: static inline uint __ultima_byte_perm(uint x, uint y, uint s)
// CHECK-LABEL: __kernel void k(__global uint *u, __global int *s)
// CHECK:   s[0] = ((int)popcount((uint)(u[0]))) + ((int)clz((int)(s[1]))) + __ultima_ffs(s[2]) + ((int)popcount((ulong)(u[3])));
// CHECK:   u[1] = __ultima_brev(u[1]) + __ultima_byte_perm(u[2], u[3], 0x3210u) + __ultima_funnelshift_l(u[0], u[1], 5u);
// CHECK:   s[3] = mul_hi((int)(s[0]), (int)(s[1])) + __ultima_mul24(s[0], s[1]) + (int)(mul_hi((uint)(u[0]), (uint)(u[1])));
// CHECK:   u[4] = (abs_diff((int)(s[0]), (int)(s[1])) + (uint)(u[0])) + hadd((uint)(u[0]), (uint)(u[1]));
__global__ void k(unsigned *u, int *s) {
  s[0] = __popc(u[0]) + __clz(s[1]) + __ffs(s[2]) + __popcll(u[3]);
  u[1] = __brev(u[1]) + __byte_perm(u[2], u[3], 0x3210u) + __funnelshift_l(u[0], u[1], 5u);
  s[3] = __mulhi(s[0], s[1]) + __mul24(s[0], s[1]) + (int)__umulhi(u[0], u[1]);
  u[4] = __sad(s[0], s[1], u[0]) + __uhadd(u[0], u[1]);
}
