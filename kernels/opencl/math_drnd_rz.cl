// CUDA's double arithmetic rounded toward z: __dadd_rz, __dsub_rz, __dmul_rz,
// __ddiv_rz, __fma_rz, __drcp_rz, __dsqrt_rz, from the round-to-nearest result and
// the sign of its exact remainder. Correctly rounded except when the exact
// result of __dmul/__ddiv/__fma lies in the subnormal range, where the
// remainder is not representable (off by at most one subnormal ulp).
//! requires: math_dround
static inline double __ultima_dadd_rz(double a, double b) {
  double s, e;
  __ultima_two_sum_d(a, b, &s, &e);
  return __ultima_dround_rz(s, e, isfinite(a) && isfinite(b));
}
static inline double __ultima_dsub_rz(double a, double b) { return __ultima_dadd_rz(a, -b); }
static inline double __ultima_dmul_rz(double a, double b) {
  double p = a * b;
  return __ultima_dround_rz(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b));
}
static inline double __ultima_ddiv_rz(double a, double b) {
  double q = a / b;
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;
  return __ultima_dround_rz(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0);
}
static inline double __ultima_drcp_rz(double b) { return __ultima_ddiv_rz(1.0, b); }
static inline double __ultima_dsqrt_rz(double a) {
  double q = sqrt(a);
  return __ultima_dround_rz(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0);
}
static inline double __ultima_fma_rz(double a, double b, double c) {
  double r = fma(a, b, c);
  double e = isfinite(r) ? __ultima_fma_err(a, b, c, r) : 0.0;
  return __ultima_dround_rz(r, e, isfinite(a) && isfinite(b) && isfinite(c));
}
