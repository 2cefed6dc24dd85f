/* <cuComplex.h>: CUDA's single- and double-precision complex numbers as
   vector types (cuFloatComplex is float2: x the real part, y the imaginary),
   with the functions CUDA documents, usable in host and device code. An
   embedded source header: translated with the kernels that call it. */
#pragma once
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_
#endif
#include <cuda_runtime.h>
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
/* Scaled by the larger component of y, as CUDA does, to avoid overflow. */
__host__ __device__ static __inline__ cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float s = fabsf(y.x) + fabsf(y.y);
  float oos = 1.0f / s;
  float ars = x.x * oos, ais = x.y * oos;
  float brs = y.x * oos, bis = y.y * oos;
  float oos2 = 1.0f / (brs * brs + bis * bis);
  return make_cuFloatComplex((ars * brs + ais * bis) * oos2, (ais * brs - ars * bis) * oos2);
}
__host__ __device__ static __inline__ float cuCabsf(cuFloatComplex x) { return hypotf(x.x, x.y); }

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
  double oos = 1.0 / s;
  double ars = x.x * oos, ais = x.y * oos;
  double brs = y.x * oos, bis = y.y * oos;
  double oos2 = 1.0 / (brs * brs + bis * bis);
  return make_cuDoubleComplex((ars * brs + ais * bis) * oos2, (ais * brs - ars * bis) * oos2);
}
__host__ __device__ static __inline__ double cuCabs(cuDoubleComplex x) { return hypot(x.x, x.y); }

__host__ __device__ static __inline__ cuComplex make_cuComplex(float x, float y) {
  return make_cuFloatComplex(x, y);
}
__host__ __device__ static __inline__ cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
__host__ __device__ static __inline__ cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}
/* x * y + d */
__host__ __device__ static __inline__ cuComplex cuCfmaf(cuComplex x, cuComplex y, cuComplex d) {
  return make_cuFloatComplex(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}
__host__ __device__ static __inline__ cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y,
                                                             cuDoubleComplex d) {
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y + d.x, x.x * y.y + x.y * y.x + d.y);
}
