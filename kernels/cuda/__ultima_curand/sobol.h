/* Sobol32 and Sobol64 quasi-random sequences (Bratley and Fox, Algorithm 659;
   Antonov and Saleev's Gray-code order): one dimension per state, from the
   direction vectors the program passes (curandGetDirectionVectors32/64 or
   its own). Number i of a dimension is the XOR of the direction vectors of
   the set bits of i's Gray code, i ^ (i >> 1). */
#pragma once
#include <__ultima_curand/common.h>
#include <__ultima_curand/types.h>

struct curandStateSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
typedef struct curandStateSobol32 curandStateSobol32_t;

struct curandStateSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol64 curandStateSobol64_t;

/* The index of the lowest clear bit of i. */
__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_lowest_zero(unsigned long long i) {
  unsigned int c = 0;
  while (i & 1ull) {
    i >>= 1;
    ++c;
  }
  return c;
}

__ULTIMA_CURAND_QUALIFIERS void skipahead(unsigned int n, curandStateSobol32_t *state) {
  unsigned int i = state->i + n;
  unsigned int gray = i ^ (i >> 1);
  unsigned int x = 0;
  for (int k = 0; k < 32; ++k)
    if (gray & (1u << k))
      x ^= state->direction_vectors[k];
  state->i = i;
  state->x = x;
  state->c = __ultima_lowest_zero(i);
}

__ULTIMA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStateSobol64_t *state) {
  unsigned long long i = state->i + n;
  unsigned long long gray = i ^ (i >> 1);
  unsigned long long x = 0;
  for (int k = 0; k < 64; ++k)
    if (gray & (1ull << k))
      x ^= state->direction_vectors[k];
  state->i = i;
  state->x = x;
  state->c = __ultima_lowest_zero(i);
}

__ULTIMA_CURAND_QUALIFIERS void curand_init(unsigned int *direction_vectors, unsigned int offset,
                                            curandStateSobol32_t *state) {
  for (int k = 0; k < 32; ++k)
    state->direction_vectors[k] = direction_vectors[k];
  state->i = 0;
  skipahead(offset, state);
}

__ULTIMA_CURAND_QUALIFIERS void curand_init(unsigned long long *direction_vectors,
                                            unsigned long long offset,
                                            curandStateSobol64_t *state) {
  for (int k = 0; k < 64; ++k)
    state->direction_vectors[k] = direction_vectors[k];
  state->i = 0;
  skipahead(offset, state);
}

__ULTIMA_CURAND_QUALIFIERS unsigned int curand(curandStateSobol32_t *state) {
  unsigned int result = state->x;
  state->x ^= state->direction_vectors[state->c];
  state->i += 1;
  state->c = __ultima_lowest_zero(state->i);
  return result;
}

__ULTIMA_CURAND_QUALIFIERS unsigned long long curand(curandStateSobol64_t *state) {
  unsigned long long result = state->x;
  state->x ^= state->direction_vectors[state->c];
  state->i += 1;
  state->c = __ultima_lowest_zero(state->i);
  return result;
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStateSobol32_t *state) {
  return _curand_uniform(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStateSobol32_t *state) {
  return _curand_uniform_double(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStateSobol64_t *state) {
  return _curand_uniform((unsigned int)(curand(state) >> 32));
}

__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStateSobol64_t *state) {
  unsigned long long x = curand(state) >> 11;
  return x * CURAND_2POW53_INV_DOUBLE + (CURAND_2POW53_INV_DOUBLE / 2.0);
}

__ULTIMA_CURAND_QUALIFIERS float curand_normal(curandStateSobol32_t *state) {
  return _curand_normal_icdf(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_normal_double(curandStateSobol32_t *state) {
  return _curand_normal_icdf_double(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS float curand_normal(curandStateSobol64_t *state) {
  return CURAND_SQRT2 * erfcinvf(2.0f * curand_uniform(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_normal_double(curandStateSobol64_t *state) {
  return CURAND_SQRT2_DOUBLE * erfcinv(2.0 * curand_uniform_double(state));
}

__ULTIMA_CURAND_QUALIFIERS float curand_log_normal(curandStateSobol32_t *state, float mean,
                                                   float stddev) {
  return expf(mean + stddev * curand_normal(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_log_normal_double(curandStateSobol32_t *state,
                                                           double mean, double stddev) {
  return exp(mean + stddev * curand_normal_double(state));
}

__ULTIMA_CURAND_QUALIFIERS float curand_log_normal(curandStateSobol64_t *state, float mean,
                                                   float stddev) {
  return expf(mean + stddev * curand_normal(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_log_normal_double(curandStateSobol64_t *state,
                                                           double mean, double stddev) {
  return exp(mean + stddev * curand_normal_double(state));
}
