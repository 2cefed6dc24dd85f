// CUDA's single-precision arithmetic rounded toward d: __fadd_rd, __fsub_rd,
// __fmul_rd, __fdiv_rd, __fmaf_rd, __frcp_rd, __fsqrt_rd. Correctly rounded for every input.
//! requires: math_fround
static inline float __ultima_fadd_rd(float a, float b) {
  double s, e;
  __ultima_two_sum((double)a, (double)b, &s, &e);
  if (s == 0.0) // an exact zero sum is -0 when rounding down, unless both are +0
    return (signbit(a) || signbit(b) || a != 0.0f) ? -0.0f : 0.0f;
  return __ultima_fround_rd(s, e);
}
static inline float __ultima_fsub_rd(float a, float b) { return __ultima_fadd_rd(a, -b); }
static inline float __ultima_fmul_rd(float a, float b) {
  return convert_float_rtn((double)a * (double)b); // exact in double
}
static inline float __ultima_fdiv_rd(float a, float b) {
  double q = (double)a / (double)b;
  double r = fma(-q, (double)b, (double)a); // a - q*b, exact
  return __ultima_fround_rd(q, b > 0.0f ? r : -r);
}
static inline float __ultima_frcp_rd(float b) { return __ultima_fdiv_rd(1.0f, b); }
static inline float __ultima_fsqrt_rd(float a) {
  double q = sqrt((double)a);
  return __ultima_fround_rd(q, fma(-q, q, (double)a));
}
static inline float __ultima_fmaf_rd(float a, float b, float c) {
  double s, e;
  __ultima_two_sum((double)a * (double)b, (double)c, &s, &e);
  return __ultima_fround_rd(s, e);
}
