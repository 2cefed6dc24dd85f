// <math.h>'s M_* constants in device code, as CUDA programs use them (the
// system header defines them; they print as the literals they are).
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <math.h>
__global__ void k(double *d, float *f) {
  d[0] = M_PI;
  d[1] = M_E;
  d[2] = M_SQRT2;
  d[3] = M_LN2;
  d[4] = M_1_PI;
  d[5] = M_PI_2 + M_PI_4;
  d[6] = M_LOG2E + M_LOG10E + M_LN10;
  d[7] = M_2_SQRTPI * M_SQRT1_2 * M_2_PI;
  f[0] = (float)M_PI * 2.0f;
  f[1] = sinf(2.0f * (float)M_PI * f[2]);
}
// CHECK: d[0] = 3.14159265358979323846;
// CHECK: d[1] = 2.7182818284590452354;
// CHECK: d[2] = 1.41421356237309504880;
// CHECK: d[3] = 0.69314718055994530942;
// CHECK: d[4] = 0.31830988618379067154;
// CHECK: d[5] = 1.57079632679489661923 + 0.78539816339744830962;
// CHECK: f[0] = (float)3.14159265358979323846 * 2.0f;
// CHECK: f[1] = sin(2.0f * (float)3.14159265358979323846 * f[2]);
