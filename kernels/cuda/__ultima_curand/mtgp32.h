/* MTGP32's device API (cuRAND documentation, "Device API", "MTGP32"): the
   threads of a block (256 at most) share one state and each call makes one
   word per thread, so every thread of the block must make the same calls.
   The recursion and tempering are Saito and Matsumoto's ("Variants of
   Mersenne Twister Suitable for Graphic Processors", ACM TOMS 39, 2013); the
   parameter sets are ultima's own (docs/cuda-libraries.md#mtgp32).

   Each distribution is a function of one 32-bit word, so the host API can
   convert words it made itself in the same way (__ultima_mtgp32_* below). */
#pragma once
#include <__ultima_curand/common.h>
#include <__ultima_curand/mtgp32_types.h>

/* The untempered word of position `index` of the state's next round, written
   into the ring (the state's offset does not move), and the index of its
   tempering. Positions 0 .. 255 read only words older than the round: pos is
   at most MTGPDC_N - 256. */
__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_mtgp32_next(curandStateMtgp32_t *state,
                                                             unsigned int index,
                                                             unsigned int *temper) {
  unsigned int at = (unsigned int)state->offset + index;
  unsigned int x = (state->s[at & MTGP32_STATE_MASK] & state->mask) ^
                   state->s[(at + 1) & MTGP32_STATE_MASK];
  x ^= x << state->sh1;
  unsigned int y = x ^ (state->s[(at + state->pos) & MTGP32_STATE_MASK] >> state->sh2);
  unsigned int r = y ^ state->param_tbl[y & 15u];
  state->s[(at + MTGPDC_N) & MTGP32_STATE_MASK] = r;
  unsigned int t = state->s[(at + state->pos - 1) & MTGP32_STATE_MASK];
  t ^= t >> 16;
  t ^= t >> 8;
  *temper = t & 15u;
  return r;
}

/* The tempered word of position `index` of the next round. */
__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_mtgp32_word(curandStateMtgp32_t *state,
                                                             unsigned int index) {
  unsigned int temper;
  unsigned int r = __ultima_mtgp32_next(state, index, &temper);
  return r ^ state->temper_tbl[temper];
}

/* The same word's upper 23 bits as a float in [1, 2). */
__ULTIMA_CURAND_QUALIFIERS float __ultima_mtgp32_single_word(curandStateMtgp32_t *state,
                                                             unsigned int index) {
  unsigned int temper;
  unsigned int r = __ultima_mtgp32_next(state, index, &temper);
  return __uint_as_float((r >> 9) ^ state->single_temper_tbl[temper]);
}

/* Moves the state past the round once every word of it is made. */
__ULTIMA_CURAND_QUALIFIERS void __ultima_mtgp32_advance(curandStateMtgp32_t *state,
                                                        unsigned int index, unsigned int n) {
  __syncthreads();
  if (index == 0)
    state->offset = (int)(((unsigned int)state->offset + n) & MTGP32_STATE_MASK);
  __syncthreads();
}

__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_mtgp32_thread(void) {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}

__ULTIMA_CURAND_QUALIFIERS unsigned int curand(curandStateMtgp32_t *state) {
  unsigned int t = __ultima_mtgp32_thread();
  unsigned int word = __ultima_mtgp32_word(state, t);
  __ultima_mtgp32_advance(state, t, blockDim.x * blockDim.y * blockDim.z);
  return word;
}

/* The calling threads number themselves 0 .. n - 1 by `index`. */
__ULTIMA_CURAND_QUALIFIERS unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state,
                                                               unsigned char index,
                                                               unsigned char n) {
  unsigned int word = __ultima_mtgp32_word(state, index);
  __ultima_mtgp32_advance(state, index, n);
  return word;
}

/* A float in [0, 1) with 23 random bits, from the float tempering table. */
__ULTIMA_CURAND_QUALIFIERS float curand_mtgp32_single(curandStateMtgp32_t *state) {
  unsigned int t = __ultima_mtgp32_thread();
  float v = __ultima_mtgp32_single_word(state, t);
  __ultima_mtgp32_advance(state, t, blockDim.x * blockDim.y * blockDim.z);
  return v - 1.0f;
}

__ULTIMA_CURAND_QUALIFIERS float curand_mtgp32_single_specific(curandStateMtgp32_t *state,
                                                               unsigned char index,
                                                               unsigned char n) {
  float v = __ultima_mtgp32_single_word(state, index);
  __ultima_mtgp32_advance(state, index, n);
  return v - 1.0f;
}

/* Poisson by inversion of one uniform draw, walking the distribution from
   its mode: one word per variate, as every MTGP32 call must take. */
__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_mtgp32_poisson(unsigned int word,
                                                                double lambda) {
  if (lambda <= 0.0)
    return 0u;
  double u = _curand_uniform_double(word);
  double mode = floor(lambda);
  double p = exp(mode * log(lambda) - lambda - lgamma(mode + 1.0));
  // The distribution function at the mode, summed downwards until the
  // terms no longer count.
  double below = 0.0;
  double q = p;
  for (double k = mode; k > 0.0 && q > 1e-20 * p; k -= 1.0) {
    q *= k / lambda;
    below += q;
  }
  double cdf = below + p;
  double k = mode;
  if (u <= cdf) {
    while (k > 0.0 && u <= cdf - p) {
      cdf -= p;
      p *= k / lambda;
      k -= 1.0;
    }
    return (unsigned int)k;
  }
  while (u > cdf && p > 0.0) {
    k += 1.0;
    p *= lambda / k;
    cdf += p;
  }
  return (unsigned int)k;
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStateMtgp32_t *state) {
  return _curand_uniform(curand(state));
}
__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStateMtgp32_t *state) {
  return _curand_uniform_double(curand(state));
}
__ULTIMA_CURAND_QUALIFIERS float curand_normal(curandStateMtgp32_t *state) {
  return _curand_normal_icdf(curand(state));
}
__ULTIMA_CURAND_QUALIFIERS double curand_normal_double(curandStateMtgp32_t *state) {
  return _curand_normal_icdf_double(curand(state));
}
__ULTIMA_CURAND_QUALIFIERS float curand_log_normal(curandStateMtgp32_t *state, float mean,
                                                   float stddev) {
  return expf(mean + stddev * _curand_normal_icdf(curand(state)));
}
__ULTIMA_CURAND_QUALIFIERS double curand_log_normal_double(curandStateMtgp32_t *state,
                                                           double mean, double stddev) {
  return exp(mean + stddev * _curand_normal_icdf_double(curand(state)));
}
__ULTIMA_CURAND_QUALIFIERS unsigned int curand_poisson(curandStateMtgp32_t *state,
                                                       double lambda) {
  return __ultima_mtgp32_poisson(curand(state), lambda);
}
