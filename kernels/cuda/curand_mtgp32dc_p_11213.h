/* <curand_mtgp32dc_p_11213.h>: the 200 parameter sets of MTGP32 for the
   Mersenne exponent 11213. They are ultima's own, made by its dynamic creator
   (curand/mtgp-dc, docs/cuda-libraries.md#mtgp32), not the sets CUDA ships,
   so a seed gives other numbers than on CUDA. */
#pragma once
#ifndef CURAND_MTGP32DC_P_11213_H
#define CURAND_MTGP32DC_P_11213_H
#endif
#include <curand_mtgp32.h>

/* The span of four basis words: entry k XORs the words of k's set bits. */
#define __ULTIMA_MTGP32_SPAN(a, b, c, d)                                                         \
  {0u, a, b, (a) ^ (b), c, (a) ^ (c), (b) ^ (c), (a) ^ (b) ^ (c), d, (a) ^ (d), (b) ^ (d),      \
   (a) ^ (b) ^ (d), (c) ^ (d), (a) ^ (c) ^ (d), (b) ^ (c) ^ (d), (a) ^ (b) ^ (c) ^ (d)}
#define __ULTIMA_MTGP32_FLOAT(t) ((((unsigned int)(t)) >> 9) | 0x3f800000u)
#define __ULTIMA_MTGP32_FLOAT_SPAN(a, b, c, d)                                                   \
  {__ULTIMA_MTGP32_FLOAT(0u), __ULTIMA_MTGP32_FLOAT(a), __ULTIMA_MTGP32_FLOAT(b),               \
   __ULTIMA_MTGP32_FLOAT((a) ^ (b)), __ULTIMA_MTGP32_FLOAT(c), __ULTIMA_MTGP32_FLOAT((a) ^ (c)), \
   __ULTIMA_MTGP32_FLOAT((b) ^ (c)), __ULTIMA_MTGP32_FLOAT((a) ^ (b) ^ (c)),                     \
   __ULTIMA_MTGP32_FLOAT(d), __ULTIMA_MTGP32_FLOAT((a) ^ (d)), __ULTIMA_MTGP32_FLOAT((b) ^ (d)), \
   __ULTIMA_MTGP32_FLOAT((a) ^ (b) ^ (d)), __ULTIMA_MTGP32_FLOAT((c) ^ (d)),                     \
   __ULTIMA_MTGP32_FLOAT((a) ^ (c) ^ (d)), __ULTIMA_MTGP32_FLOAT((b) ^ (c) ^ (d)),               \
   __ULTIMA_MTGP32_FLOAT((a) ^ (b) ^ (c) ^ (d))}
#define ULTIMA_MTGP32_SET(pos, sh1, sh2, r0, r1, r2, r3, t0, t1, t2, t3)                         \
  {MTGPDC_MEXP,                                                                                  \
   pos,                                                                                          \
   sh1,                                                                                          \
   sh2,                                                                                          \
   __ULTIMA_MTGP32_SPAN(r0, r1, r2, r3),                                                         \
   __ULTIMA_MTGP32_SPAN(t0, t1, t2, t3),                                                         \
   __ULTIMA_MTGP32_FLOAT_SPAN(t0, t1, t2, t3),                                                   \
   0xfff80000u,                                                                                  \
   {0}},

static __attribute__((unused)) mtgp32_params_fast_t mtgp32dc_params_fast_11213[CURAND_NUM_MTGP32_PARAMS] = {
#include <__ultima_curand/mtgp32_sets.h>
};
#undef ULTIMA_MTGP32_SET
