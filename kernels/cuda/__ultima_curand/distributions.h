/* The distributions cuRAND's device API gives for the pseudo-random
   generators (XORWOW, Philox4_32_10, MRG32k3a): normals by Box-Muller, the
   second of each pair kept in the state for the next call as cuRAND keeps it;
   log-normals as exp(mean + stddev * normal); Poisson. */
#pragma once
#include <__ultima_curand/mrg32k3a.h>
#include <__ultima_curand/philox.h>
#include <__ultima_curand/xorwow.h>

template <typename State> __device__ __forceinline__ float __ultima_normal(State *state) {
  if (state->boxmuller_flag != 1) {
    float2 pair = __ultima_box_muller(state);
    state->boxmuller_extra = pair.y;
    state->boxmuller_flag = 1;
    return pair.x;
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}

template <typename State> __device__ __forceinline__ double __ultima_normal_double(State *state) {
  if (state->boxmuller_flag_double != 1) {
    double2 pair = __ultima_box_muller_double(state);
    state->boxmuller_extra_double = pair.y;
    state->boxmuller_flag_double = 1;
    return pair.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

/* Knuth's product of uniforms below 64, Hormann's transformed rejection
   (PTRS, 1993) from there: exact Poisson variates, though not the draws
   cuRAND makes for them. */
template <typename State>
__device__ __forceinline__ unsigned int __ultima_poisson(State *state, double lambda) {
  if (lambda <= 0.0)
    return 0u;
  if (lambda < 64.0) {
    double limit = exp(-lambda);
    double product = curand_uniform_double(state);
    unsigned int k = 0;
    while (product > limit) {
      product *= curand_uniform_double(state);
      ++k;
    }
    return k;
  }
  double slam = sqrt(lambda);
  double loglam = log(lambda);
  double b = 0.931 + 2.53 * slam;
  double a = -0.059 + 0.02483 * b;
  double invalpha = 1.1239 + 1.1328 / (b - 3.4);
  double vr = 0.9277 - 3.6224 / (b - 2.0);
  for (;;) {
    double u = curand_uniform_double(state) - 0.5;
    double v = curand_uniform_double(state);
    double us = 0.5 - fabs(u);
    double k = floor((2.0 * a / us + b) * u + lambda + 0.43);
    if (us >= 0.07 && v <= vr)
      return (unsigned int)k;
    if (k < 0.0 || (us < 0.013 && v > us))
      continue;
    if (log(v) + log(invalpha) - log(a / (us * us) + b) <= -lambda + k * loglam - lgamma(k + 1.0))
      return (unsigned int)k;
  }
}

#define __ULTIMA_CURAND_DISTRIBUTIONS(State)                                                     \
  __ULTIMA_CURAND_QUALIFIERS float curand_normal(State *state) { return __ultima_normal(state); } \
  __ULTIMA_CURAND_QUALIFIERS double curand_normal_double(State *state) {                         \
    return __ultima_normal_double(state);                                                        \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS float2 curand_normal2(State *state) {                               \
    return __ultima_box_muller(state);                                                           \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS double2 curand_normal2_double(State *state) {                       \
    return __ultima_box_muller_double(state);                                                    \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS float curand_log_normal(State *state, float mean, float stddev) {   \
    return expf(mean + stddev * __ultima_normal(state));                                         \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS double curand_log_normal_double(State *state, double mean,          \
                                                             double stddev) {                    \
    return exp(mean + stddev * __ultima_normal_double(state));                                   \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS float2 curand_log_normal2(State *state, float mean, float stddev) { \
    float2 v = __ultima_box_muller(state);                                                       \
    return make_float2(expf(mean + stddev * v.x), expf(mean + stddev * v.y));                    \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS double2 curand_log_normal2_double(State *state, double mean,        \
                                                               double stddev) {                  \
    double2 v = __ultima_box_muller_double(state);                                               \
    return make_double2(exp(mean + stddev * v.x), exp(mean + stddev * v.y));                     \
  }                                                                                              \
  __ULTIMA_CURAND_QUALIFIERS unsigned int curand_poisson(State *state, double lambda) {          \
    return __ultima_poisson(state, lambda);                                                      \
  }

__ULTIMA_CURAND_DISTRIBUTIONS(curandStateXORWOW_t)
__ULTIMA_CURAND_DISTRIBUTIONS(curandStatePhilox4_32_10_t)
__ULTIMA_CURAND_DISTRIBUTIONS(curandStateMRG32k3a_t)

__ULTIMA_CURAND_QUALIFIERS float4 curand_log_normal4(curandStatePhilox4_32_10_t *state,
                                                     float mean, float stddev) {
  float4 v = curand_normal4(state);
  return make_float4(expf(mean + stddev * v.x), expf(mean + stddev * v.y),
                     expf(mean + stddev * v.z), expf(mean + stddev * v.w));
}

__ULTIMA_CURAND_QUALIFIERS uint4 curand_poisson4(curandStatePhilox4_32_10_t *state,
                                                 double lambda) {
  unsigned int a = curand_poisson(state, lambda);
  unsigned int b = curand_poisson(state, lambda);
  unsigned int c = curand_poisson(state, lambda);
  unsigned int d = curand_poisson(state, lambda);
  return make_uint4(a, b, c, d);
}
