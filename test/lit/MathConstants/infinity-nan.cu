// INFINITY, NAN, HUGE_VAL and HUGE_VALF from the system's <math.h> in device
// code print as OpenCL's macros.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <math.h>
__global__ void k(float *f, double *d) {
  f[0] = -INFINITY;
  f[1] = NAN;
  f[2] = HUGE_VALF;
  d[0] = HUGE_VAL;
  f[3] = isinf(f[0]) ? 1.0f : 0.0f;
  f[4] = isnan(f[1]) ? 1.0f : 0.0f;
}
// CHECK: f[0] = -(INFINITY);
// CHECK: f[1] = (NAN);
// CHECK: f[2] = (INFINITY);
// CHECK: d[0] = (((double)INFINITY));
// CHECK: f[3] = isinf(f[0]) ? 1.0f : 0.0f;
// CHECK: f[4] = isnan(f[1]) ? 1.0f : 0.0f;
