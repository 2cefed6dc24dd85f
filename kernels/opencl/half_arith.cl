// CUDA's correctly rounded half + - * and fma in storage mode. Operands are
// exact in float. a*b is exact too (22 bits), and + - rounded to float then to
// half equal one rounding to half because float has 24 >= 2*11+2 bits. For fma
// the float sum a*b + c is made "round to odd" from its exact error (TwoSum), so
// that the final rounding to half is correct as well. Written as separate
// statements so that no compiler contracts them into an fma. Same API in native
// mode: half_arith_native.cl.
//! requires: half_conv
static inline ultima_half ultima_hadd(ultima_half a, ultima_half b) {
  float s = ultima_h2f(a) + ultima_h2f(b);
  return ultima_f2h_mode(s, 0);
}
static inline ultima_half ultima_hsub(ultima_half a, ultima_half b) {
  float s = ultima_h2f(a) - ultima_h2f(b);
  return ultima_f2h_mode(s, 0);
}
static inline ultima_half ultima_hmul(ultima_half a, ultima_half b) {
  float p = ultima_h2f(a) * ultima_h2f(b);
  return ultima_f2h_mode(p, 0);
}
static inline ultima_half ultima_hfma(ultima_half a, ultima_half b, ultima_half c) {
  float p = ultima_h2f(a) * ultima_h2f(b);
  float fc = ultima_h2f(c);
  float s = p + fc;
  float bb = s - p;
  float t = s - bb;
  float lo = (p - t) + (fc - bb);
  if (isfinite(s) && lo != 0.0f) {
    uint u = as_uint(s);
    if ((lo < 0.0f) != (s < 0.0f))
      u -= 1u; // the exact value is smaller in magnitude: truncate
    s = as_float(u | 1u);
  }
  return ultima_f2h_mode(s, 0);
}
