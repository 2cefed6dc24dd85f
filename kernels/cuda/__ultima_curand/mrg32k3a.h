/* MRG32k3a (L'Ecuyer, "Good parameters and implementations for combined
   multiple recursive random number generators", 1999): two order-3
   recurrences modulo m1 and m2. curand_init starts from L'Ecuyer's state of
   12345s, multiplies in the salted seed as cuRAND does, then skips 2^76
   numbers per subsequence and `offset` numbers with the matrix powers of
   jump_tables.h. */
#pragma once
#include <__ultima_curand/common.h>
#include <__ultima_curand/jump_tables.h>

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

#define MRG32K3A_MOD1 4294967087ull
#define MRG32K3A_MOD2 4294944443ull
#define MRG32K3A_NORM (2.3283065498378288e-10)
#define MRG32K3A_BITS_NORM (1.000000048662)

/* s = A s (mod m) for a row-major 3x3 table entry. */
__ULTIMA_CURAND_QUALIFIERS void __ultima_mrg_apply(int table, int row, unsigned int *s,
                                                   unsigned long long m) {
  unsigned long long x[3];
  for (int r = 0; r < 3; ++r) {
    unsigned long long sum = 0;
    for (int k = 0; k < 3; ++k) {
      int at = 3 * r + k;
      unsigned long long a = table == 0   ? __ultima_mrg32k3a_a1_p0[row][at]
                             : table == 1 ? __ultima_mrg32k3a_a2_p0[row][at]
                             : table == 2 ? __ultima_mrg32k3a_a1_p76[row][at]
                             : table == 3 ? __ultima_mrg32k3a_a2_p76[row][at]
                             : table == 4 ? __ultima_mrg32k3a_a1_p127[row][at]
                                          : __ultima_mrg32k3a_a2_p127[row][at];
      sum += (a * s[k]) % m;
    }
    x[r] = sum % m;
  }
  for (int r = 0; r < 3; ++r)
    s[r] = (unsigned int)x[r];
}

/* Skip n steps of 2^spacing numbers: tables 2*which (m1) and 2*which+1 (m2). */
__ULTIMA_CURAND_QUALIFIERS void __ultima_mrg_skip(int which, unsigned long long n,
                                                  curandStateMRG32k3a_t *state) {
  for (int row = 0; n != 0; ++row, n >>= 1) {
    if (n & 1) {
      __ultima_mrg_apply(2 * which, row, state->s1, MRG32K3A_MOD1);
      __ultima_mrg_apply(2 * which + 1, row, state->s2, MRG32K3A_MOD2);
    }
  }
}

__ULTIMA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStateMRG32k3a_t *state) {
  __ultima_mrg_skip(0, n, state);
}

/* Skip n subsequences of 2^76 numbers. */
__ULTIMA_CURAND_QUALIFIERS void skipahead_subsequence(unsigned long long n,
                                                      curandStateMRG32k3a_t *state) {
  __ultima_mrg_skip(1, n, state);
}

/* Skip n sequences of 2^127 numbers. */
__ULTIMA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n,
                                                   curandStateMRG32k3a_t *state) {
  __ultima_mrg_skip(2, n, state);
}

__ULTIMA_CURAND_QUALIFIERS unsigned int __ultima_mrg_mulmod(unsigned int a, unsigned int b,
                                                            unsigned long long m) {
  return (unsigned int)(((unsigned long long)a * b) % m);
}

__ULTIMA_CURAND_QUALIFIERS void curand_init(unsigned long long seed,
                                            unsigned long long subsequence,
                                            unsigned long long offset,
                                            curandStateMRG32k3a_t *state) {
  for (int i = 0; i < 3; ++i) {
    state->s1[i] = 12345u;
    state->s2[i] = 12345u;
  }
  if (seed != 0ull) {
    unsigned int x1 = ((unsigned int)seed) ^ 0x55555555u;
    unsigned int x2 = (unsigned int)((seed >> 32) ^ 0xAAAAAAAAull);
    state->s1[0] = __ultima_mrg_mulmod(x1, state->s1[0], MRG32K3A_MOD1);
    state->s1[1] = __ultima_mrg_mulmod(x2, state->s1[1], MRG32K3A_MOD1);
    state->s1[2] = __ultima_mrg_mulmod(x1, state->s1[2], MRG32K3A_MOD1);
    state->s2[0] = __ultima_mrg_mulmod(x2, state->s2[0], MRG32K3A_MOD2);
    state->s2[1] = __ultima_mrg_mulmod(x1, state->s2[1], MRG32K3A_MOD2);
    state->s2[2] = __ultima_mrg_mulmod(x2, state->s2[2], MRG32K3A_MOD2);
  }
  skipahead_subsequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}

/* One step: L'Ecuyer's integer output in (0, m1]. */
__ULTIMA_CURAND_QUALIFIERS unsigned long long __ultima_mrg_next(curandStateMRG32k3a_t *state) {
  unsigned long long p1 =
      (1403580ull * state->s1[1] + 810728ull * (MRG32K3A_MOD1 - state->s1[0])) % MRG32K3A_MOD1;
  state->s1[0] = state->s1[1];
  state->s1[1] = state->s1[2];
  state->s1[2] = (unsigned int)p1;
  unsigned long long p2 =
      (527612ull * state->s2[2] + 1370589ull * (MRG32K3A_MOD2 - state->s2[0])) % MRG32K3A_MOD2;
  state->s2[0] = state->s2[1];
  state->s2[1] = state->s2[2];
  state->s2[2] = (unsigned int)p2;
  return p1 > p2 ? p1 - p2 : p1 + MRG32K3A_MOD1 - p2;
}

/* L'Ecuyer's output as a double in (0, m1]. */
__ULTIMA_CURAND_QUALIFIERS double curand_MRG32k3a(curandStateMRG32k3a_t *state) {
  return (double)__ultima_mrg_next(state);
}

__ULTIMA_CURAND_QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *state) {
  double bits = curand_MRG32k3a(state) * MRG32K3A_BITS_NORM;
  return bits >= 4294967295.0 ? 4294967295u : (unsigned int)bits;
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStateMRG32k3a_t *state) {
  return (float)(curand_MRG32k3a(state) * MRG32K3A_NORM);
}

__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStateMRG32k3a_t *state) {
  return curand_MRG32k3a(state) * MRG32K3A_NORM;
}

__ULTIMA_CURAND_QUALIFIERS float2 __ultima_box_muller(curandStateMRG32k3a_t *state) {
  float x = curand_uniform(state);
  float y = curand_uniform(state) * CURAND_2PI;
  float s = sqrtf(-2.0f * logf(x));
  return make_float2(s * sinf(y), s * cosf(y));
}

__ULTIMA_CURAND_QUALIFIERS double2 __ultima_box_muller_double(curandStateMRG32k3a_t *state) {
  double x = curand_uniform_double(state);
  double y = curand_uniform_double(state) * 2.0 * CURAND_PI_DOUBLE;
  double s = sqrt(-2.0 * log(x));
  return make_double2(s * sin(y), s * cos(y));
}
