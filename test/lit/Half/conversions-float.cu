// float <-> half: the intrinsics, the converting constructor (nearest even, as
// __float2half), operator float (exact), and declarations without or with an
// empty initializer. Storage mode: no cl_khr_fp16 needed.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-NOT: #pragma OPENCL EXTENSION cl_khr_fp16
// CHECK: static inline float ultima_h2f(ultima_half h) {
// CHECK: static inline ultima_half ultima_f2h_mode(float f, int mode) {
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global float *f)
// CHECK:   h[0] = ultima_float2half_rn(f[0]);
// CHECK:   h[1] = ultima_float2half_rz(f[1]);
// CHECK:   h[2] = ultima_float2half_ru(f[2]);
// CHECK:   h[3] = ultima_float2half_rd(f[3]);
// CHECK:   h[4] = ultima_float2half_rn(f[4]);
// CHECK:   ultima_half a = ultima_float2half_rn(f[5]);
// CHECK:   ultima_half b;
// CHECK:   ultima_half z = ((ultima_half)0);
// CHECK:   b = ultima_float2half_rn(2.5f);
// CHECK:   f[0] = ultima_h2f(a) + (float)(ultima_h2f(b));
// CHECK:   f[1] = ultima_h2f(z);
// CHECK:   f[2] = (float)(ultima_h2f(h[6]));
// CHECK:   h[7] = ultima_float2half_rn(f[6] * 2.0f);
__global__ void k(__half *h, float *f) {
  h[0] = __float2half(f[0]);
  h[1] = __float2half_rz(f[1]);
  h[2] = __float2half_ru(f[2]);
  h[3] = __float2half_rd(f[3]);
  h[4] = __float2half_rn(f[4]);
  __half a = f[5];
  __half b;
  __half z{};
  b = 2.5f;
  f[0] = __half2float(a) + (float)b;
  f[1] = z;
  f[2] = static_cast<float>(h[6]);
  h[7] = f[6] * 2.0f;
}
