/* <cuComplex.h>: single- and double-precision complex numbers as CUDA
   documents them (cuFloatComplex is float2, cuDoubleComplex is double2), for
   host and device code alike. Written from CUDA's documentation: division
   and magnitude scale their operands so that they neither overflow nor lose
   precision for large or small parts. */
#pragma once
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_
#endif
#include <math.h>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ static __inline__ float cuCrealf(cuFloatComplex x) { return x.x; }
__host__ __device__ static __inline__ float cuCimagf(cuFloatComplex x) { return x.y; }
__host__ __device__ static __inline__ cuFloatComplex make_cuFloatComplex(float r, float i) {
  cuFloatComplex z;
  z.x = r;
  z.y = i;
  return z;
}
__host__ __device__ static __inline__ cuFloatComplex cuConjf(cuFloatComplex x) {
  return make_cuFloatComplex(x.x, -x.y);
}
__host__ __device__ static __inline__ cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x + y.x, x.y + y.y);
}
__host__ __device__ static __inline__ cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x - y.x, x.y - y.y);
}
__host__ __device__ static __inline__ cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
/* x / y with y scaled by 1 / (|re y| + |im y|) first. */
__host__ __device__ static __inline__ cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float s = fabsf(y.x) + fabsf(y.y);
  float inv = 1.0f / s;
  float xr = x.x * inv, xi = x.y * inv, yr = y.x * inv, yi = y.y * inv;
  float d = 1.0f / (yr * yr + yi * yi);
  return make_cuFloatComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}
/* |x|, as the larger part times sqrt(1 + (smaller / larger)^2). */
__host__ __device__ static __inline__ float cuCabsf(cuFloatComplex x) {
  float a = fabsf(x.x), b = fabsf(x.y);
  float v = a > b ? a : b, w = a > b ? b : a;
  if (v == 0.0f || v > 3.402823466e38f || w > 3.402823466e38f)
    return v + w;
  float q = w / v;
  return v * sqrtf(1.0f + q * q);
}
/* x * y + d */
__host__ __device__ static __inline__ cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y,
                                                             cuFloatComplex d) {
  return make_cuFloatComplex(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}

__host__ __device__ static __inline__ double cuCreal(cuDoubleComplex x) { return x.x; }
__host__ __device__ static __inline__ double cuCimag(cuDoubleComplex x) { return x.y; }
__host__ __device__ static __inline__ cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  cuDoubleComplex z;
  z.x = r;
  z.y = i;
  return z;
}
__host__ __device__ static __inline__ cuDoubleComplex cuConj(cuDoubleComplex x) {
  return make_cuDoubleComplex(x.x, -x.y);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x + y.x, x.y + y.y);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x - y.x, x.y - y.y);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  double s = fabs(y.x) + fabs(y.y);
  double inv = 1.0 / s;
  double xr = x.x * inv, xi = x.y * inv, yr = y.x * inv, yi = y.y * inv;
  double d = 1.0 / (yr * yr + yi * yi);
  return make_cuDoubleComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}
__host__ __device__ static __inline__ double cuCabs(cuDoubleComplex x) {
  double a = fabs(x.x), b = fabs(x.y);
  double v = a > b ? a : b, w = a > b ? b : a;
  if (v == 0.0 || v > 1.7976931348623157e308 || w > 1.7976931348623157e308)
    return v + w;
  double q = w / v;
  return v * sqrt(1.0 + q * q);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y,
                                                             cuDoubleComplex d) {
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}

__host__ __device__ static __inline__ cuComplex make_cuComplex(float r, float i) {
  return make_cuFloatComplex(r, i);
}
__host__ __device__ static __inline__ cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
__host__ __device__ static __inline__ cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}
