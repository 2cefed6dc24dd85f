/* <curand_mtgp32dc_p_11213.h>: the 200 parameter sets of MTGP32 for the
   Mersenne exponent 11213. They are ultima's own, made by its dynamic creator
   (curand/mtgp-dc, docs/cuda-libraries.md#mtgp32), not the sets CUDA ships,
   so a seed gives other numbers than on CUDA. */
#pragma once
#ifndef CURAND_MTGP32DC_P_11213_H
#define CURAND_MTGP32DC_P_11213_H
#endif
#include <curand_mtgp32.h>

/* The span of four basis words, each entry passed through f: entry k XORs
   the words of k's set bits. */
#define __ULTIMA_MTGP32_SPAN_OF(f, a, b, c, d)                                                   \
  {f(0u),              f(a),                f(b),                f((a) ^ (b)),                  \
   f(c),               f((a) ^ (c)),        f((b) ^ (c)),        f((a) ^ (b) ^ (c)),            \
   f(d),               f((a) ^ (d)),        f((b) ^ (d)),        f((a) ^ (b) ^ (d)),            \
   f((c) ^ (d)),       f((a) ^ (c) ^ (d)),  f((b) ^ (c) ^ (d)),  f((a) ^ (b) ^ (c) ^ (d))}
#define __ULTIMA_MTGP32_WORD(t) (t)
/* A tempering word's float form: its upper 23 bits as a mantissa in [1, 2). */
#define __ULTIMA_MTGP32_FLOAT(t) ((((unsigned int)(t)) >> 9) | 0x3f800000u)
#define ULTIMA_MTGP32_SET(pos, sh1, sh2, r0, r1, r2, r3, t0, t1, t2, t3)                         \
  {MTGPDC_MEXP,                                                                                  \
   pos,                                                                                          \
   sh1,                                                                                          \
   sh2,                                                                                          \
   __ULTIMA_MTGP32_SPAN_OF(__ULTIMA_MTGP32_WORD, r0, r1, r2, r3),                                \
   __ULTIMA_MTGP32_SPAN_OF(__ULTIMA_MTGP32_WORD, t0, t1, t2, t3),                                \
   __ULTIMA_MTGP32_SPAN_OF(__ULTIMA_MTGP32_FLOAT, t0, t1, t2, t3),                               \
   0xfff80000u,                                                                                  \
   {0}},

static __attribute__((unused)) mtgp32_params_fast_t mtgp32dc_params_fast_11213[CURAND_NUM_MTGP32_PARAMS] = {
#include <__ultima_curand/mtgp32_sets.h>
};
#undef ULTIMA_MTGP32_SET
