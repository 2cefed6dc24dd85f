/* What every part of ultima's cuRAND device API shares (docs/cuda-libraries.md#curand):
   the function qualifiers, the scaling constants of cuRAND's documented
   conversions, and Box-Muller on raw 32-bit draws. Written from cuRAND's
   documentation: curand_uniform is in (0, 1], excluding 0.0 and including
   1.0; curand_normal pairs are made by the Box-Muller transform. */
#pragma once
#include <cuda_runtime.h>
#include <math.h>

#define __ULTIMA_CURAND_QUALIFIERS static __forceinline__ __device__
/* The skip-ahead tables: program-scope __constant data in the OpenCL C. */
#define __ULTIMA_CURAND_TABLE static __constant__ const

#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_2POW64_INV_DOUBLE (5.4210108624275222e-20)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2PI (6.2831855f)
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)

/* 32 random bits to a float in (0, 1]. */
__ULTIMA_CURAND_QUALIFIERS float _curand_uniform(unsigned int x) {
  return x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
}

/* 32 random bits to a double in (0, 1], with 32 bits of randomness. */
__ULTIMA_CURAND_QUALIFIERS double _curand_uniform_double(unsigned int x) {
  return x * CURAND_2POW32_INV_DOUBLE + (CURAND_2POW32_INV_DOUBLE / 2.0);
}

/* Two 32-bit draws to a double in (0, 1] with 53 bits of randomness. */
__ULTIMA_CURAND_QUALIFIERS double _curand_uniform_double_hq(unsigned int x, unsigned int y) {
  unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

/* Box-Muller: x gives the radius, y the angle. */
__ULTIMA_CURAND_QUALIFIERS float2 _curand_box_muller(unsigned int x, unsigned int y) {
  float u = x * CURAND_2POW32_INV + (CURAND_2POW32_INV / 2.0f);
  float v = y * CURAND_2POW32_INV_2PI + (CURAND_2POW32_INV_2PI / 2.0f);
  float s = sqrtf(-2.0f * logf(u));
  return make_float2(s * sinf(v), s * cosf(v));
}

__ULTIMA_CURAND_QUALIFIERS double2 _curand_box_muller_double(unsigned int x0, unsigned int x1,
                                                             unsigned int y0, unsigned int y1) {
  double u = _curand_uniform_double_hq(x0, x1);
  double v = _curand_uniform_double_hq(y0, y1) * 2.0 * CURAND_PI_DOUBLE;
  double s = sqrt(-2.0 * log(u));
  return make_double2(s * sin(v), s * cos(v));
}

/* The standard normal's quantile of a uniform: quasi-random normals. */
__ULTIMA_CURAND_QUALIFIERS float _curand_normal_icdf(unsigned int x) {
  return CURAND_SQRT2 * erfcinvf(2.0f * _curand_uniform(x));
}

__ULTIMA_CURAND_QUALIFIERS double _curand_normal_icdf_double(unsigned int x) {
  return CURAND_SQRT2_DOUBLE * erfcinv(2.0 * _curand_uniform_double(x));
}
