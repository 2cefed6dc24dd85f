// __hisnan/__hisinf and the bit casts work on the bits directly.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global int *r, __global short *s)
// CHECK:   r[0] = ultima_hisnan(h[0]) + ultima_hisinf(h[1]);
// CHECK:   s[0] = ((short)(h[2]));
// CHECK:   r[1] = ((ushort)(h[3]));
// CHECK:   h[4] = ((ultima_half)(s[1]));
// CHECK:   h[5] = ((ultima_half)((ushort)0x7C00U));
// CHECK:   r[2] = ultima_hequ(h[0], h[1]) + ultima_hgeu(h[0], h[1]) + ultima_hne(h[0], h[1]);
__global__ void k(__half *h, int *r, short *s) {
  r[0] = __hisnan(h[0]) + __hisinf(h[1]);
  s[0] = __half_as_short(h[2]);
  r[1] = __half_as_ushort(h[3]);
  h[4] = __short_as_half(s[1]);
  h[5] = CUDART_INF_FP16;
  r[2] = __hequ(h[0], h[1]) + __hgeu(h[0], h[1]) + __hne(h[0], h[1]);
}
