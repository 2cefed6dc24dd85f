// __half2 is a ushort2 (.x the low half): construction, packing, the
// element-wise intrinsics and operators, and CUDA's "both halves" comparisons.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-LABEL: __kernel void k(__global ultima_half2 *v, __global ultima_half *h, __global float2 *f, __global int *r)
// CHECK:   ultima_half2 a = ((ultima_half2)((h[0]), (h[1])));
// CHECK:   ultima_half2 b = ultima_floats2half2_rn(f[0].x, f[0].y);
// CHECK:   v[0] = ultima_hfma2(a, b, ultima_float2half2_rn(1.5f));
// CHECK:   v[1] = ultima_hadd2(ultima_hmul2(a, b), ultima_hneg2(ultima_half2half2(h[2])));
// CHECK:   v[2] = ultima_h2div(ultima_hsub2(a, b), ultima_h2sqrt(ultima_habs2(b)));
// CHECK:   h[3] = (a).x;
// CHECK:   h[4] = (b).y;
// CHECK:   f[1] = ultima_half22float2(a);
// CHECK:   f[2].x = ultima_low2float(b) + ultima_high2float(b);
// CHECK:   v[3] = ultima_float22half2_rn(f[3]);
// CHECK:   r[0] = (ultima_hbeq2(a, b)) + (ultima_hbneu2(a, b)) + (ultima_hblt2(a, b)) + (ultima_hbge2(a, b));
// CHECK:   r[1] = ultima_hbne2(a, b);
// CHECK:   v[4].y = a.x;
__global__ void k(half2 *v, __half *h, float2 *f, int *r) {
  __half2 a(h[0], h[1]);
  __half2 b = __floats2half2_rn(f[0].x, f[0].y);
  v[0] = __hfma2(a, b, __float2half2_rn(1.5f));
  v[1] = __hmul2(a, b) + -__half2half2(h[2]);
  v[2] = __h2div(__hsub2(a, b), h2sqrt(__habs2(b)));
  h[3] = __low2half(a);
  h[4] = __high2half(b);
  f[1] = __half22float2(a);
  f[2].x = __low2float(b) + __high2float(b);
  v[3] = __float22half2_rn(f[3]);
  r[0] = (a == b) + (a != b) + (a < b) + (a >= b);
  r[1] = __hbne2(a, b);
  v[4].y = a.x;
}
