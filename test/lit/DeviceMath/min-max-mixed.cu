// Mixed-type min/max resolve as in CUDA's math_functions.hpp: int with unsigned
// is unsigned, float with double is double; both operands are converted.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global uint *u, __global const int *s, __global double *d, __global const float *f)
// CHECK:   u[0] = min((uint)(s[0]), (uint)(u[1])) + max((uint)(u[1]), (uint)(s[1]));
// CHECK:   d[0] = fmin((double)(f[0]), (double)(d[1])) + fmax((double)(d[1]), (double)(f[1]));
// CHECK:   u[2] = min(u[0], u[1]) + max(u[0], u[1]);
__global__ void k(unsigned *u, const int *s, double *d, const float *f) {
  u[0] = min(s[0], u[1]) + max(u[1], s[1]);
  d[0] = min(f[0], d[1]) + max(d[1], f[1]);
  u[2] = umin(u[0], u[1]) + umax(u[0], u[1]);
}
