// Integer <-> half in the four rounding modes; the integer conversion
// operators (CUDA's round-toward-zero forms), also through explicit casts, and
// the integer converting constructors (nearest even).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: static inline float ultima_h_odd_l(long v) {
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global int *i, __global long *l, __global ulong *u, __global short *s)
// CHECK:   h[0] = ultima_int2half_rn(i[0]);
// CHECK:   h[1] = ultima_ll2half_rz(l[0]);
// CHECK:   h[2] = ultima_ull2half_ru(u[0]);
// CHECK:   h[3] = ultima_ushort2half_rd((ushort)(i[1]));
// CHECK:   i[2] = ultima_half2int_rn(h[4]);
// CHECK:   l[1] = ultima_half2ll_rd(h[5]);
// CHECK:   u[1] = ultima_half2ull_ru(h[6]);
// CHECK:   s[0] = ultima_half2short_rz(h[7]);
// CHECK:   i[3] = ultima_half2uint_rz(h[8]);
// CHECK:   int t = ultima_half2int_rz(h[9]);
// CHECK:   l[2] = (long)(ultima_half2ll_rz(h[10]));
// CHECK:   h[11] = ultima_int2half_rn(t);
// CHECK:   h[12] = ultima_ull2half_rn(u[2]);
// CHECK:   if (ultima_h2bool(h[13]))
__global__ void k(__half *h, int *i, long long *l, unsigned long long *u, short *s) {
  h[0] = __int2half_rn(i[0]);
  h[1] = __ll2half_rz(l[0]);
  h[2] = __ull2half_ru(u[0]);
  h[3] = __ushort2half_rd(i[1]);
  i[2] = __half2int_rn(h[4]);
  l[1] = __half2ll_rd(h[5]);
  u[1] = __half2ull_ru(h[6]);
  s[0] = h[7];
  i[3] = __half2uint_rz(h[8]);
  int t = h[9];
  l[2] = (long long)h[10];
  h[11] = t;
  h[12] = u[2];
  if (h[13])
    i[4] = 1;
}
