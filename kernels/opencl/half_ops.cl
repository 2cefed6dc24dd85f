// CUDA's half division, saturation, min/max, comparisons and classification, on
// top of the half_conv/half_arith API (storage or native mode alike).
// Division is correctly rounded on any device: OpenCL lets float division be
// 2.5 ulp off, so the rounded quotient is checked against the exact midpoints
// m next to it; sign(a/b - m) = sign(a - m*b) is exact in one fma because m has
// 12 and b 11 significant bits. Comparisons are exact on the floats.
//! requires: half_arith
static inline ultima_half ultima_hneg(ultima_half a) { return (ultima_half)(a ^ 0x8000u); }
static inline ultima_half ultima_habs(ultima_half a) { return (ultima_half)(a & 0x7fffu); }
// The midpoint between half magnitudes k and k+1 (0x7bff..0x7c00: 65520, where
// nearest-even rounding starts to overflow).
static inline float ultima_h_mid(uint k) {
  return k >= 0x7bffu ? 65520.0f : (ultima_h2f((ultima_half)k) + ultima_h2f((ultima_half)(k + 1u))) * 0.5f;
}
// Nearest-even half of x >= 0 given hm, the rounding of an approximation of x
// within a few float ulps, and the exact sign of (x - m) through `resid`.
#define __ULTIMA_HALF_FIX(hm, RESID)                                                   \
  if (hm > 0u && hm <= 0x7c00u) {                                                      \
    float m = ultima_h_mid(hm - 1u);                                                   \
    float r = RESID;                                                                   \
    if (r < 0.0f || (r == 0.0f && (hm & 1u)))                                          \
      hm -= 1u;                                                                        \
  }                                                                                    \
  if (hm < 0x7c00u) {                                                                  \
    float m = ultima_h_mid(hm);                                                        \
    float r = RESID;                                                                   \
    if (r > 0.0f || (r == 0.0f && (hm & 1u)))                                          \
      hm += 1u;                                                                        \
  }
static inline ultima_half ultima_hdiv(ultima_half a, ultima_half b) {
  float fa = ultima_h2f(a), fb = ultima_h2f(b);
  float q = fa / fb;
  if (isnan(q) || isinf(fa) || isinf(fb) || fa == 0.0f || fb == 0.0f)
    return ultima_f2h_mode(q, 0); // exact cases
  fa = fabs(fa);
  fb = fabs(fb);
  uint hm = ultima_f2h_mode(fabs(q), 0);
  __ULTIMA_HALF_FIX(hm, fma(-m, fb, fa))
  return (ultima_half)(hm | ((a ^ b) & 0x8000u));
}
static inline ultima_half ultima_hsqrt(ultima_half a) {
  float fa = ultima_h2f(a);
  float s = sqrt(fa);
  if (!(fa > 0.0f) || isinf(fa))
    return ultima_f2h_mode(s, 0); // NaN, negative, +-0, inf
  uint hm = ultima_f2h_mode(s, 0);
  __ULTIMA_HALF_FIX(hm, fma(-m, m, fa))
  return (ultima_half)hm;
}
#undef __ULTIMA_HALF_FIX
// Saturation to [0, 1] as PTX's .sat: NaN -> +0, below 0 -> +0 (-0 stays -0).
static inline ultima_half ultima_h_sat(ultima_half h) {
  float f = ultima_h2f(h);
  return isnan(f) || f < 0.0f ? (ultima_half)0u : f > 1.0f ? (ultima_half)0x3c00u : h;
}
static inline ultima_half ultima_hadd_sat(ultima_half a, ultima_half b) { return ultima_h_sat(ultima_hadd(a, b)); }
static inline ultima_half ultima_hsub_sat(ultima_half a, ultima_half b) { return ultima_h_sat(ultima_hsub(a, b)); }
static inline ultima_half ultima_hmul_sat(ultima_half a, ultima_half b) { return ultima_h_sat(ultima_hmul(a, b)); }
static inline ultima_half ultima_hfma_sat(ultima_half a, ultima_half b, ultima_half c) {
  return ultima_h_sat(ultima_hfma(a, b, c));
}
// CUDA's __hmin/__hmax: a NaN operand yields the other one (two NaNs: the
// canonical NaN); -0 is below +0.
static inline ultima_half ultima_hmin(ultima_half a, ultima_half b) {
  float fa = ultima_h2f(a), fb = ultima_h2f(b);
  if (isnan(fa) || isnan(fb))
    return isnan(fa) && isnan(fb) ? (ultima_half)0x7fffu : isnan(fa) ? b : a;
  if (fa == fb)
    return (ultima_half)(a | b); // equal: differ at most in the sign of zero
  return fa < fb ? a : b;
}
static inline ultima_half ultima_hmax(ultima_half a, ultima_half b) {
  float fa = ultima_h2f(a), fb = ultima_h2f(b);
  if (isnan(fa) || isnan(fb))
    return isnan(fa) && isnan(fb) ? (ultima_half)0x7fffu : isnan(fa) ? b : a;
  if (fa == fb)
    return (ultima_half)(a & b);
  return fa > fb ? a : b;
}
// Ordered comparisons are false for NaN, the u forms true.
static inline bool ultima_heq(ultima_half a, ultima_half b) { return ultima_h2f(a) == ultima_h2f(b); }
static inline bool ultima_hne(ultima_half a, ultima_half b) { return islessgreater(ultima_h2f(a), ultima_h2f(b)); }
static inline bool ultima_hlt(ultima_half a, ultima_half b) { return ultima_h2f(a) < ultima_h2f(b); }
static inline bool ultima_hle(ultima_half a, ultima_half b) { return ultima_h2f(a) <= ultima_h2f(b); }
static inline bool ultima_hgt(ultima_half a, ultima_half b) { return ultima_h2f(a) > ultima_h2f(b); }
static inline bool ultima_hge(ultima_half a, ultima_half b) { return ultima_h2f(a) >= ultima_h2f(b); }
static inline bool ultima_hequ(ultima_half a, ultima_half b) { return !islessgreater(ultima_h2f(a), ultima_h2f(b)); }
static inline bool ultima_hneu(ultima_half a, ultima_half b) { return ultima_h2f(a) != ultima_h2f(b); }
static inline bool ultima_hltu(ultima_half a, ultima_half b) { return !(ultima_h2f(a) >= ultima_h2f(b)); }
static inline bool ultima_hleu(ultima_half a, ultima_half b) { return !(ultima_h2f(a) > ultima_h2f(b)); }
static inline bool ultima_hgtu(ultima_half a, ultima_half b) { return !(ultima_h2f(a) <= ultima_h2f(b)); }
static inline bool ultima_hgeu(ultima_half a, ultima_half b) { return !(ultima_h2f(a) < ultima_h2f(b)); }
static inline bool ultima_hisnan(ultima_half a) { return (a & 0x7fffu) > 0x7c00u; }
static inline int ultima_hisinf(ultima_half a) { return a == 0x7c00u ? 1 : a == 0xfc00u ? -1 : 0; }
// __hmin_nan/__hmax_nan: a NaN operand gives the canonical NaN.
static inline ultima_half ultima_hmin_nan(ultima_half a, ultima_half b) {
  return ultima_hisnan(a) || ultima_hisnan(b) ? (ultima_half)0x7fffu : ultima_hmin(a, b);
}
static inline ultima_half ultima_hmax_nan(ultima_half a, ultima_half b) {
  return ultima_hisnan(a) || ultima_hisnan(b) ? (ultima_half)0x7fffu : ultima_hmax(a, b);
}
