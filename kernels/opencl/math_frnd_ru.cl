// CUDA's single-precision arithmetic rounded toward u: __fadd_ru, __fsub_ru,
// __fmul_ru, __fdiv_ru, __fmaf_ru, __frcp_ru, __fsqrt_ru. Correctly rounded for every input.
//! requires: math_fround
static inline float __ultima_fadd_ru(float a, float b) {
  double s, e;
  __ultima_two_sum((double)a, (double)b, &s, &e);
  return __ultima_fround_ru(s, e);
}
static inline float __ultima_fsub_ru(float a, float b) { return __ultima_fadd_ru(a, -b); }
static inline float __ultima_fmul_ru(float a, float b) {
  return convert_float_rtp((double)a * (double)b); // exact in double
}
static inline float __ultima_fdiv_ru(float a, float b) {
  double q = (double)a / (double)b;
  double r = fma(-q, (double)b, (double)a); // a - q*b, exact
  return __ultima_fround_ru(q, b > 0.0f ? r : -r);
}
static inline float __ultima_frcp_ru(float b) { return __ultima_fdiv_ru(1.0f, b); }
static inline float __ultima_fsqrt_ru(float a) {
  double q = sqrt((double)a);
  return __ultima_fround_ru(q, fma(-q, q, (double)a));
}
static inline float __ultima_fmaf_ru(float a, float b, float c) {
  double s, e;
  __ultima_two_sum((double)a * (double)b, (double)c, &s, &e);
  return __ultima_fround_ru(s, e);
}
