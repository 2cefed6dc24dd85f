// Double special functions and norms: polyfills on top of OpenCL's erfc/exp.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static double __ultima_normn(const double *a, int n, int inv)
// CHECK-LABEL: __kernel void special(__global double *v)
// CHECK:   v[i] = __ultima_erfcinv(x) + __ultima_normcdf(x) + __ultima_rcbrt(x);
// CHECK:   v[i] += __ultima_norm3d(x, x, 1.0) + __ultima_rnorm4d(x, x, x, x) + __ultima_rhypot(x, 2.0);
__global__ void special(double *v) {
  int i = threadIdx.x;
  double x = v[i];
  v[i] = erfcinv(x) + normcdf(x) + rcbrt(x);
  v[i] += norm3d(x, x, 1.0) + rnorm4d(x, x, x, x) + rhypot(x, 2.0);
}
