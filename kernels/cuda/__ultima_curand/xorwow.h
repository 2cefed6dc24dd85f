/* XORWOW, cuRAND's default generator (curandState): Marsaglia's xorshift
   with a Weyl sequence ("Xorshift RNGs", 2003). curand_init salts the seed
   and mixes it into Marsaglia's initial state as cuRAND does, then skips
   2^67 steps per subsequence and `offset` steps, so a (seed, subsequence,
   offset) gives the numbers CUDA gives. Skip-ahead uses the jump polynomials
   of jump_tables.h (scripts/gen-curand-tables.py explains them). */
#pragma once
#include <__ultima_curand/common.h>
#include <__ultima_curand/jump_tables.h>

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

#define __ULTIMA_XORWOW_WEYL 362437u

/* v = r(M) v for the table row's polynomial r: 160 steps of the xorshift,
   XORing together the states whose coefficient is set. */
__ULTIMA_CURAND_QUALIFIERS void __ultima_xorwow_jump_row(int sequence, int row,
                                                         curandStateXORWOW_t *state) {
  unsigned int v0 = state->v[0], v1 = state->v[1], v2 = state->v[2], v3 = state->v[3],
               v4 = state->v[4];
  unsigned int a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0;
  for (int word = 0; word < 5; ++word) {
    unsigned int bits =
        sequence ? __ultima_xorwow_sequence_jump[row][word] : __ultima_xorwow_jump[row][word];
    for (int bit = 0; bit < 32; ++bit) {
      unsigned int take = 0u - ((bits >> bit) & 1u);
      a0 ^= v0 & take;
      a1 ^= v1 & take;
      a2 ^= v2 & take;
      a3 ^= v3 & take;
      a4 ^= v4 & take;
      unsigned int t = v0 ^ (v0 >> 2);
      v0 = v1;
      v1 = v2;
      v2 = v3;
      v3 = v4;
      v4 = (v4 ^ (v4 << 4)) ^ (t ^ (t << 1));
    }
  }
  state->v[0] = a0;
  state->v[1] = a1;
  state->v[2] = a2;
  state->v[3] = a3;
  state->v[4] = a4;
}

__ULTIMA_CURAND_QUALIFIERS void __ultima_xorwow_step(curandStateXORWOW_t *state) {
  unsigned int t = state->v[0] ^ (state->v[0] >> 2);
  state->v[0] = state->v[1];
  state->v[1] = state->v[2];
  state->v[2] = state->v[3];
  state->v[3] = state->v[4];
  state->v[4] = (state->v[4] ^ (state->v[4] << 4)) ^ (t ^ (t << 1));
}

/* Skip n numbers. */
__ULTIMA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStateXORWOW_t *state) {
  state->d += __ULTIMA_XORWOW_WEYL * (unsigned int)n;
  if (n < 160) {
    for (unsigned int i = 0; i < (unsigned int)n; ++i)
      __ultima_xorwow_step(state);
    return;
  }
  for (int row = 0; n != 0; ++row, n >>= 1)
    if (n & 1)
      __ultima_xorwow_jump_row(0, row, state);
}

/* Skip n subsequences of 2^67 numbers (the Weyl counter moves by a multiple
   of 2^32). */
__ULTIMA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n,
                                                   curandStateXORWOW_t *state) {
  for (int row = 0; n != 0; ++row, n >>= 1)
    if (n & 1)
      __ultima_xorwow_jump_row(1, row, state);
}

__ULTIMA_CURAND_QUALIFIERS void curand_init(unsigned long long seed,
                                            unsigned long long subsequence,
                                            unsigned long long offset,
                                            curandStateXORWOW_t *state) {
  unsigned int s0 = ((unsigned int)seed) ^ 0xaad26b49u;
  unsigned int s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddu;
  unsigned int t0 = 1099087573u * s0;
  unsigned int t1 = 2591861531u * s1;
  state->d = 6615241u + t1 + t0;
  state->v[0] = 123456789u + t0;
  state->v[1] = 362436069u ^ t0;
  state->v[2] = 521288629u + t1;
  state->v[3] = 88675123u ^ t1;
  state->v[4] = 5783321u + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}

__ULTIMA_CURAND_QUALIFIERS unsigned int curand(curandStateXORWOW_t *state) {
  __ultima_xorwow_step(state);
  state->d += __ULTIMA_XORWOW_WEYL;
  return state->v[4] + state->d;
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStateXORWOW_t *state) {
  return _curand_uniform(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_uniform_double_hq(x, y);
}

__ULTIMA_CURAND_QUALIFIERS float2 __ultima_box_muller(curandStateXORWOW_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_box_muller(x, y);
}

__ULTIMA_CURAND_QUALIFIERS double2 __ultima_box_muller_double(curandStateXORWOW_t *state) {
  unsigned int x0 = curand(state);
  unsigned int x1 = curand(state);
  unsigned int y0 = curand(state);
  unsigned int y1 = curand(state);
  return _curand_box_muller_double(x0, x1, y0, y1);
}
