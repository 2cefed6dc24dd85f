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
#undef __ULTIMA_HALF2_CMP
