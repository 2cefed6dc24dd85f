// math.h's M_* constants are visible without an include, as nvcc's implicit
// cuda_runtime.h makes them visible; a later <math.h> keeps them working.
// <cupy/math_constants.h> is CUDA's CUDART_* set.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/math_constants.h>
__global__ void before(double *d) {
  // CHECK: d[0] = 3.14159265358979323846 * 2.7182818284590452354;
  d[0] = M_PI * M_E;
  // CHECK: d[1] = 0.70710678118654752440 + 2.30258509299404568402;
  d[1] = M_SQRT1_2 + M_LN10;
  // CHECK: d[2] = 3.141592653589793;
  d[2] = CUDART_PI;
}
#include <math.h>
__global__ void after(double *d) {
  // CHECK: d[0] = 1.57079632679489661923;
  d[0] = M_PI_2;
}
