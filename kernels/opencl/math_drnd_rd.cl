// CUDA's double arithmetic rounded toward d: __dadd_rd, __dsub_rd, __dmul_rd,
// __ddiv_rd, __fma_rd, __drcp_rd, __dsqrt_rd, from the round-to-nearest result and
// the sign of its exact remainder. Correctly rounded except when the exact
// result of __dmul/__ddiv/__fma lies in the subnormal range, where the
// remainder is not representable (off by at most one subnormal ulp).
//! requires: math_dround
static inline double __ultima_dadd_rd(double a, double b) {
  double s, e;
  __ultima_two_sum_d(a, b, &s, &e);
  return __ultima_dround_rd(s, e, isfinite(a) && isfinite(b));
}
static inline double __ultima_dsub_rd(double a, double b) { return __ultima_dadd_rd(a, -b); }
static inline double __ultima_dmul_rd(double a, double b) {
  double p = a * b;
  return __ultima_dround_rd(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b));
}
static inline double __ultima_ddiv_rd(double a, double b) {
  double q = a / b;
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;
  return __ultima_dround_rd(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0);
}
static inline double __ultima_drcp_rd(double b) { return __ultima_ddiv_rd(1.0, b); }
static inline double __ultima_dsqrt_rd(double a) {
  double q = sqrt(a);
  return __ultima_dround_rd(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0);
}
static inline double __ultima_fma_rd(double a, double b, double c) {
  double r = fma(a, b, c);
  double e = isfinite(r) ? __ultima_fma_err(a, b, c, r) : 0.0;
  return __ultima_dround_rd(r, e, isfinite(a) && isfinite(b) && isfinite(c));
}
