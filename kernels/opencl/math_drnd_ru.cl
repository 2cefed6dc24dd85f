// CUDA's double arithmetic rounded toward u: __dadd_ru, __dsub_ru, __dmul_ru,
// __ddiv_ru, __fma_ru, __drcp_ru, __dsqrt_ru, from the round-to-nearest result and
// the sign of its exact remainder. Correctly rounded except when the exact
// result of __dmul/__ddiv/__fma lies in the subnormal range, where the
// remainder is not representable (off by at most one subnormal ulp).
//! requires: math_dround
static inline double __ultima_dadd_ru(double a, double b) {
  double s, e;
  __ultima_two_sum_d(a, b, &s, &e);
  return __ultima_dround_ru(s, e, isfinite(a) && isfinite(b));
}
static inline double __ultima_dsub_ru(double a, double b) { return __ultima_dadd_ru(a, -b); }
static inline double __ultima_dmul_ru(double a, double b) {
  double p = a * b;
  return __ultima_dround_ru(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b));
}
static inline double __ultima_ddiv_ru(double a, double b) {
  double q = a / b;
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;
  return __ultima_dround_ru(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0);
}
static inline double __ultima_drcp_ru(double b) { return __ultima_ddiv_ru(1.0, b); }
static inline double __ultima_dsqrt_ru(double a) {
  double q = sqrt(a);
  return __ultima_dround_ru(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0);
}
static inline double __ultima_fma_ru(double a, double b, double c) {
  double r = fma(a, b, c);
  double e = isfinite(r) ? __ultima_fma_err(a, b, c, r) : 0.0;
  return __ultima_dround_ru(r, e, isfinite(a) && isfinite(b) && isfinite(c));
}
