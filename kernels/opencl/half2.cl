// CUDA's __half2 operations, half by half (x is CUDA's low half). Comparisons
// are CUDA's "both halves" __hb*2 forms.
//! requires: half_math
static inline ultima_half2 ultima_h2_make(ultima_half x, ultima_half y) { return (ultima_half2)(x, y); }
static inline ultima_half2 ultima_floats2half2_rn(float a, float b) {
  return (ultima_half2)(ultima_f2h_mode(a, 0), ultima_f2h_mode(b, 0));
}
static inline ultima_half2 ultima_float2half2_rn(float a) {
  ultima_half h = ultima_f2h_mode(a, 0);
  return (ultima_half2)(h, h);
}
static inline ultima_half2 ultima_half2half2(ultima_half h) { return (ultima_half2)(h, h); }
static inline float ultima_low2float(ultima_half2 h) { return ultima_h2f(h.x); }
static inline float ultima_high2float(ultima_half2 h) { return ultima_h2f(h.y); }
static inline float2 ultima_half22float2(ultima_half2 h) { return (float2)(ultima_h2f(h.x), ultima_h2f(h.y)); }
static inline ultima_half2 ultima_float22half2_rn(float2 f) {
  return (ultima_half2)(ultima_f2h_mode(f.x, 0), ultima_f2h_mode(f.y, 0));
}
#define __ULTIMA_HALF2_OP(N, F)                                                        \
  static inline ultima_half2 N(ultima_half2 a, ultima_half2 b) {                       \
    return (ultima_half2)(F(a.x, b.x), F(a.y, b.y));                                   \
  }
__ULTIMA_HALF2_OP(ultima_hadd2, ultima_hadd)
__ULTIMA_HALF2_OP(ultima_hsub2, ultima_hsub)
__ULTIMA_HALF2_OP(ultima_hmul2, ultima_hmul)
__ULTIMA_HALF2_OP(ultima_h2div, ultima_hdiv)
__ULTIMA_HALF2_OP(ultima_hadd2_sat, ultima_hadd_sat)
__ULTIMA_HALF2_OP(ultima_hsub2_sat, ultima_hsub_sat)
__ULTIMA_HALF2_OP(ultima_hmul2_sat, ultima_hmul_sat)
__ULTIMA_HALF2_OP(ultima_hmax2, ultima_hmax)
__ULTIMA_HALF2_OP(ultima_hmin2, ultima_hmin)
__ULTIMA_HALF2_OP(ultima_hmax2_nan, ultima_hmax_nan)
__ULTIMA_HALF2_OP(ultima_hmin2_nan, ultima_hmin_nan)
#undef __ULTIMA_HALF2_OP
static inline ultima_half2 ultima_hfma2(ultima_half2 a, ultima_half2 b, ultima_half2 c) {
  return (ultima_half2)(ultima_hfma(a.x, b.x, c.x), ultima_hfma(a.y, b.y, c.y));
}
static inline ultima_half2 ultima_hneg2(ultima_half2 a) { return a ^ (ultima_half2)(0x8000u, 0x8000u); }
static inline ultima_half2 ultima_habs2(ultima_half2 a) { return a & (ultima_half2)(0x7fffu, 0x7fffu); }
static inline ultima_half2 ultima_h2sqrt(ultima_half2 a) { return (ultima_half2)(ultima_hsqrt(a.x), ultima_hsqrt(a.y)); }
#define __ULTIMA_HALF2_CMP(N, F)                                                       \
  static inline bool N(ultima_half2 a, ultima_half2 b) { return F(a.x, b.x) && F(a.y, b.y); }
__ULTIMA_HALF2_CMP(ultima_hbeq2, ultima_heq)
__ULTIMA_HALF2_CMP(ultima_hbne2, ultima_hne)
__ULTIMA_HALF2_CMP(ultima_hblt2, ultima_hlt)
__ULTIMA_HALF2_CMP(ultima_hble2, ultima_hle)
__ULTIMA_HALF2_CMP(ultima_hbgt2, ultima_hgt)
__ULTIMA_HALF2_CMP(ultima_hbge2, ultima_hge)
__ULTIMA_HALF2_CMP(ultima_hbneu2, ultima_hneu)
__ULTIMA_HALF2_CMP(ultima_hbequ2, ultima_hequ)
__ULTIMA_HALF2_CMP(ultima_hbltu2, ultima_hltu)
__ULTIMA_HALF2_CMP(ultima_hbleu2, ultima_hleu)
__ULTIMA_HALF2_CMP(ultima_hbgtu2, ultima_hgtu)
__ULTIMA_HALF2_CMP(ultima_hbgeu2, ultima_hgeu)
#undef __ULTIMA_HALF2_CMP
static inline ultima_half2 ultima_hfma2_sat(ultima_half2 a, ultima_half2 b, ultima_half2 c) {
  return (ultima_half2)(ultima_hfma_sat(a.x, b.x, c.x), ultima_hfma_sat(a.y, b.y, c.y));
}
// __heq2 ...: 1.0 (0x3c00) or +0.0 per half.
#define __ULTIMA_HALF2_ONES(N, F)                                                      \
  static inline ultima_half2 N(ultima_half2 a, ultima_half2 b) {                       \
    return (ultima_half2)(F(a.x, b.x) ? 0x3c00u : 0u, F(a.y, b.y) ? 0x3c00u : 0u);     \
  }
__ULTIMA_HALF2_ONES(ultima_heq2, ultima_heq)
__ULTIMA_HALF2_ONES(ultima_hne2, ultima_hne)
__ULTIMA_HALF2_ONES(ultima_hlt2, ultima_hlt)
__ULTIMA_HALF2_ONES(ultima_hle2, ultima_hle)
__ULTIMA_HALF2_ONES(ultima_hgt2, ultima_hgt)
__ULTIMA_HALF2_ONES(ultima_hge2, ultima_hge)
__ULTIMA_HALF2_ONES(ultima_hequ2, ultima_hequ)
__ULTIMA_HALF2_ONES(ultima_hneu2, ultima_hneu)
__ULTIMA_HALF2_ONES(ultima_hltu2, ultima_hltu)
__ULTIMA_HALF2_ONES(ultima_hleu2, ultima_hleu)
__ULTIMA_HALF2_ONES(ultima_hgtu2, ultima_hgtu)
__ULTIMA_HALF2_ONES(ultima_hgeu2, ultima_hgeu)
#undef __ULTIMA_HALF2_ONES
static inline ultima_half2 ultima_hisnan2(ultima_half2 a) {
  return (ultima_half2)(ultima_hisnan(a.x) ? 0x3c00u : 0u, ultima_hisnan(a.y) ? 0x3c00u : 0u);
}
#define __ULTIMA_HALF2_MATH(N, F)                                                      \
  static inline ultima_half2 N(ultima_half2 a) { return (ultima_half2)(F(a.x), F(a.y)); }
__ULTIMA_HALF2_MATH(ultima_h2rsqrt, ultima_hrsqrt)
__ULTIMA_HALF2_MATH(ultima_h2rcp, ultima_hrcp)
__ULTIMA_HALF2_MATH(ultima_h2exp, ultima_hexp)
__ULTIMA_HALF2_MATH(ultima_h2exp2, ultima_hexp2)
__ULTIMA_HALF2_MATH(ultima_h2exp10, ultima_hexp10)
__ULTIMA_HALF2_MATH(ultima_h2log, ultima_hlog)
__ULTIMA_HALF2_MATH(ultima_h2log2, ultima_hlog2)
__ULTIMA_HALF2_MATH(ultima_h2log10, ultima_hlog10)
__ULTIMA_HALF2_MATH(ultima_h2sin, ultima_hsin)
__ULTIMA_HALF2_MATH(ultima_h2cos, ultima_hcos)
__ULTIMA_HALF2_MATH(ultima_h2trunc, ultima_htrunc)
__ULTIMA_HALF2_MATH(ultima_h2ceil, ultima_hceil)
__ULTIMA_HALF2_MATH(ultima_h2floor, ultima_hfloor)
__ULTIMA_HALF2_MATH(ultima_h2rint, ultima_hrint)
#undef __ULTIMA_HALF2_MATH
// Moving halves: x is CUDA's low half, y the high one.
static inline ultima_half2 ultima_lowhigh2highlow(ultima_half2 a) { return a.yx; }
static inline ultima_half2 ultima_low2half2(ultima_half2 a) { return a.xx; }
static inline ultima_half2 ultima_high2half2(ultima_half2 a) { return a.yy; }
static inline ultima_half2 ultima_lows2half2(ultima_half2 a, ultima_half2 b) { return (ultima_half2)(a.x, b.x); }
static inline ultima_half2 ultima_highs2half2(ultima_half2 a, ultima_half2 b) { return (ultima_half2)(a.y, b.y); }
