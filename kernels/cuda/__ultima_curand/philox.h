/* PHILOX4_32_10 (Salmon, Moraes, Dror, Shaw, "Parallel random numbers: as easy
   as 1, 2, 3", SC 2011), the counter-based generator Random123 provides: the
   key is the seed, the counter's high 64 bits the subsequence and its low 64
   bits offset / 4; each counter gives four numbers, taken in order. */
#pragma once
#include <__ultima_curand/common.h>

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

#define __ULTIMA_PHILOX_M0 0xD2511F53u
#define __ULTIMA_PHILOX_M1 0xCD9E8D57u
#define __ULTIMA_PHILOX_W0 0x9E3779B9u
#define __ULTIMA_PHILOX_W1 0xBB67AE85u

__ULTIMA_CURAND_QUALIFIERS uint4 __ultima_philox_round(uint4 ctr, uint2 key) {
  unsigned long long p0 = (unsigned long long)__ULTIMA_PHILOX_M0 * ctr.x;
  unsigned long long p1 = (unsigned long long)__ULTIMA_PHILOX_M1 * ctr.z;
  unsigned int hi0 = (unsigned int)(p0 >> 32), lo0 = (unsigned int)p0;
  unsigned int hi1 = (unsigned int)(p1 >> 32), lo1 = (unsigned int)p1;
  return make_uint4(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
}

__ULTIMA_CURAND_QUALIFIERS uint4 curand_Philox4x32_10(uint4 ctr, uint2 key) {
  for (int round = 0; round < 10; ++round) {
    if (round > 0) {
      key.x += __ULTIMA_PHILOX_W0;
      key.y += __ULTIMA_PHILOX_W1;
    }
    ctr = __ultima_philox_round(ctr, key);
  }
  return ctr;
}

/* The 128-bit counter plus n. */
__ULTIMA_CURAND_QUALIFIERS void __ultima_philox_increment(curandStatePhilox4_32_10_t *state,
                                                          unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  state->ctr.x += nlo;
  if (state->ctr.x < nlo)
    ++nhi;
  state->ctr.y += nhi;
  if (nhi <= state->ctr.y)
    return;
  if (++state->ctr.z)
    return;
  ++state->ctr.w;
}

/* The counter's high 64 bits plus n: the next subsequence(s). */
__ULTIMA_CURAND_QUALIFIERS void
__ultima_philox_increment_high(curandStatePhilox4_32_10_t *state, unsigned long long n) {
  unsigned int nlo = (unsigned int)n;
  unsigned int nhi = (unsigned int)(n >> 32);
  state->ctr.z += nlo;
  if (state->ctr.z < nlo)
    ++nhi;
  state->ctr.w += nhi;
}

__ULTIMA_CURAND_QUALIFIERS void skipahead(unsigned long long n,
                                          curandStatePhilox4_32_10_t *state) {
  state->STATE += (unsigned int)(n & 3);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  __ultima_philox_increment(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

__ULTIMA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n,
                                                   curandStatePhilox4_32_10_t *state) {
  __ultima_philox_increment_high(state, n);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
}

__ULTIMA_CURAND_QUALIFIERS void curand_init(unsigned long long seed,
                                            unsigned long long subsequence,
                                            unsigned long long offset,
                                            curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0u, 0u, 0u, 0u);
  state->key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

__ULTIMA_CURAND_QUALIFIERS unsigned int curand(curandStatePhilox4_32_10_t *state) {
  unsigned int which = state->STATE++;
  unsigned int ret = which == 0   ? state->output.x
                     : which == 1 ? state->output.y
                     : which == 2 ? state->output.z
                                  : state->output.w;
  if (state->STATE == 4) {
    __ultima_philox_increment(state, 1);
    state->output = curand_Philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return ret;
}

/* The next four numbers. */
__ULTIMA_CURAND_QUALIFIERS uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 tmp = state->output;
  __ultima_philox_increment(state, 1);
  state->output = curand_Philox4x32_10(state->ctr, state->key);
  uint4 next = state->output;
  switch (state->STATE) {
  case 1:
    return make_uint4(tmp.y, tmp.z, tmp.w, next.x);
  case 2:
    return make_uint4(tmp.z, tmp.w, next.x, next.y);
  case 3:
    return make_uint4(tmp.w, next.x, next.y, next.z);
  default:
    return tmp;
  }
}

__ULTIMA_CURAND_QUALIFIERS float curand_uniform(curandStatePhilox4_32_10_t *state) {
  return _curand_uniform(curand(state));
}

__ULTIMA_CURAND_QUALIFIERS float4 curand_uniform4(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return make_float4(_curand_uniform(x.x), _curand_uniform(x.y), _curand_uniform(x.z),
                     _curand_uniform(x.w));
}

__ULTIMA_CURAND_QUALIFIERS double curand_uniform_double(curandStatePhilox4_32_10_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_uniform_double_hq(x, y);
}

__ULTIMA_CURAND_QUALIFIERS double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return make_double2(_curand_uniform_double_hq(x.x, x.y), _curand_uniform_double_hq(x.z, x.w));
}

__ULTIMA_CURAND_QUALIFIERS float2 __ultima_box_muller(curandStatePhilox4_32_10_t *state) {
  unsigned int x = curand(state);
  unsigned int y = curand(state);
  return _curand_box_muller(x, y);
}

__ULTIMA_CURAND_QUALIFIERS double2 __ultima_box_muller_double(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  return _curand_box_muller_double(x.x, x.y, x.z, x.w);
}

__ULTIMA_CURAND_QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *state) {
  uint4 x = curand4(state);
  float2 a = _curand_box_muller(x.x, x.y);
  float2 b = _curand_box_muller(x.z, x.w);
  return make_float4(a.x, a.y, b.x, b.y);
}
