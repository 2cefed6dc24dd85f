// CUDA's half + - * and fma in native mode: cl_khr_fp16's operators and fma are
// correctly rounded. NaN results become CUDA's canonical 0x7fff.
//! requires: half_conv
static inline ultima_half ultima_h_canon(half r) { return isnan(r) ? (ultima_half)0x7fffu : as_ushort(r); }
static inline ultima_half ultima_hadd(ultima_half a, ultima_half b) { return ultima_h_canon(as_half(a) + as_half(b)); }
static inline ultima_half ultima_hsub(ultima_half a, ultima_half b) { return ultima_h_canon(as_half(a) - as_half(b)); }
static inline ultima_half ultima_hmul(ultima_half a, ultima_half b) { return ultima_h_canon(as_half(a) * as_half(b)); }
static inline ultima_half ultima_hfma(ultima_half a, ultima_half b, ultima_half c) {
  return ultima_h_canon(fma(as_half(a), as_half(b), as_half(c)));
}
