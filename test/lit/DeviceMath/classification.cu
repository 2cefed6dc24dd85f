// isnan/isinf/isfinite/signbit: C forms (int) and C++ overloads (bool) both map
// onto OpenCL's scalar relational functions.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global const float *f, __global const double *d, __global int *o)
// CHECK:   o[0] = isnan(f[0]) + isinf(d[0]) + isfinite(f[1]) + signbit(d[1]);
// CHECK:   if (isnan(f[2]) || signbit(f[3]))
__global__ void k(const float *f, const double *d, int *o) {
  o[0] = __isnanf(f[0]) + __isinf(d[0]) + __finitef(f[1]) + __signbit(d[1]);
  if (isnan(f[2]) || signbit(f[3]))
    o[1] = 1;
}
