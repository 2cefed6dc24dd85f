// <float.h>/<cfloat> limits in device code: FLT_MAX, FLT_MIN, FLT_EPSILON,
// DBL_MAX, DBL_EPSILON (Clang's definitions, printed as literals).
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <float.h>
#include <cfloat>
__global__ void minmax(const float *x, float *out, double *d, int n) {
  float lo = FLT_MAX, hi = -FLT_MAX;
  for (int i = 0; i < n; ++i) {
    lo = fminf(lo, x[i]);
    hi = fmaxf(hi, x[i]);
  }
  out[0] = lo;
  out[1] = hi;
  out[2] = FLT_EPSILON + FLT_MIN;
  d[0] = DBL_EPSILON;
  d[1] = DBL_MAX;
}
// CHECK: float lo = 3.40282347e+38F;
// CHECK-NEXT: float hi = -3.40282347e+38F;
// CHECK: out[2] = 1.19209290e-7F + 1.17549435e-38F;
// CHECK: d[0] = 2.2204460492503131e-16;
// CHECK: d[1] = 1.7976931348623157e+308;
