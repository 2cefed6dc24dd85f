// The single-precision Bessel functions round the double-precision ones:
// math_besself requires math_bessel, which requires its tables; each is
// pasted once, tables first.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: __constant __ultima_bessel_piece __ultima_j0_pieces[
// CHECK: static double __ultima_jn(int n, double x)
// CHECK-NOT: static double __ultima_jn(int n, double x)
// CHECK: static float __ultima_j0f(float x) { return (float)__ultima_j0(x); }
// CHECK-LABEL: __kernel void k(__global float *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   float v = out[0];
// CHECK-NEXT:   out[1] = __ultima_j0f(v) + __ultima_j1f(v) + __ultima_y0f(v) + __ultima_y1f(v);
// CHECK-NEXT:   out[2] = __ultima_jnf(n, v) + __ultima_ynf(n, v) + __ultima_i0f(v) + __ultima_i1f(v);
// CHECK-NEXT:   out[3] = __ultima_jnf((int)(2.0f), v);
// CHECK-NEXT: }
__global__ void k(float *out, int n) {
  float v = out[0];
  out[1] = j0f(v) + j1f(v) + y0f(v) + y1f(v);
  out[2] = jnf(n, v) + ynf(n, v) + cyl_bessel_i0f(v) + cyl_bessel_i1f(v);
  out[3] = jnf(2.0f, v);
}
