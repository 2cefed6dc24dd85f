// The double-precision Bessel functions (no float overloads, as in CUDA:
// j0(float) promotes) call math_bessel.cl, whose piecewise-polynomial tables
// come first, once; the float wrappers are not pasted.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: } __ultima_bessel_piece;
// CHECK-NOT: } __ultima_bessel_piece;
// CHECK: __constant double __ultima_y0_from =
// CHECK: static double __ultima_bessel_table(
// CHECK-NOT: __ultima_j0f
// CHECK-LABEL: __kernel void k(__global double *out, __global float *f, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   double v = out[0];
// CHECK-NEXT:   out[1] = __ultima_j0(v) + __ultima_j1(v) + __ultima_y0(v) + __ultima_y1(v);
// CHECK-NEXT:   out[2] = __ultima_jn(n, v) + __ultima_yn(n, v) + __ultima_cyl_bessel_i0(v) + __ultima_cyl_bessel_i1(v);
// CHECK-NEXT:   out[3] = __ultima_j0((double)(f[0])) + __ultima_yn(2, (double)(f[1]));
// CHECK-NEXT: }
__global__ void k(double *out, float *f, int n) {
  double v = out[0];
  out[1] = j0(v) + j1(v) + y0(v) + y1(v);
  out[2] = jn(n, v) + yn(n, v) + cyl_bessel_i0(v) + cyl_bessel_i1(v);
  out[3] = j0(f[0]) + yn(2, f[1]);
}
