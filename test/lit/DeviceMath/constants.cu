// INFINITY, NAN and the CUDART_* infinities print as OpenCL's macros; the other
// constants are literals.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <math.h>
#include <math_constants.h>

// CHECK-LABEL: __kernel void k(__global float *f)
// CHECK:   f[0] = (INFINITY);
// CHECK:   f[1] = -(NAN);
// CHECK:   f[2] = INFINITY + NAN;
// CHECK:   f[3] = 3.141592741e+00F * 2.0f;
// CHECK:   f[4] = (INFINITY);
__global__ void k(float *f) {
  f[0] = INFINITY;
  f[1] = -NAN;
  f[2] = CUDART_INF_F + CUDART_NAN_F;
  f[3] = CUDART_PI_F * 2.0f;
  f[4] = HUGE_VALF;
}
