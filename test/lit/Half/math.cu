// Half math functions: float functions rounded once (hsqrt and hrcp correctly
// rounded); half_math.cl comes with what it requires, once, in order.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: typedef ushort ultima_half;
// CHECK: static inline float ultima_h2f(
// CHECK: static inline ultima_half ultima_hadd(
// CHECK: static inline ultima_half ultima_hsqrt(
// CHECK: static inline ultima_half ultima_hrcp(
// CHECK-NOT: static inline float ultima_h2f(
// CHECK-LABEL: __kernel void k(__global ultima_half *h)
// CHECK:   h[0] = ultima_hsqrt(h[1]);
// CHECK:   h[2] = ultima_hrcp(ultima_hrsqrt(h[3]));
// CHECK:   h[4] = ultima_hexp(ultima_hexp2(ultima_hexp10(h[5])));
// CHECK:   h[6] = ultima_hlog(ultima_hlog2(ultima_hlog10(h[7])));
// CHECK:   h[8] = ultima_hsin(ultima_hcos(h[9]));
// CHECK:   h[10] = ultima_htrunc(ultima_hceil(ultima_hfloor(ultima_hrint(h[11]))));
__global__ void k(__half *h) {
  h[0] = hsqrt(h[1]);
  h[2] = hrcp(hrsqrt(h[3]));
  h[4] = hexp(hexp2(hexp10(h[5])));
  h[6] = hlog(hlog2(hlog10(h[7])));
  h[8] = hsin(hcos(h[9]));
  h[10] = htrunc(hceil(hfloor(hrint(h[11]))));
}
