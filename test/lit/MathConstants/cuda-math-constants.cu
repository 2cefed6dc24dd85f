// CUDA's own <math_constants.h> beside the system's <math.h>.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <math.h>
#include <math_constants.h>
__global__ void k(float *f, double *d) {
  f[0] = CUDART_PI_F + (float)M_PI;
  d[0] = CUDART_PI + M_PI;
  f[1] = CUDART_INF_F;
}
// CHECK: f[0] = 3.141592741e+00F + (float)3.14159265358979323846;
// CHECK: f[1] = INFINITY;
