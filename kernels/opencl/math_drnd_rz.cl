// CUDA's double arithmetic rounded toward zero: __dadd_rz, __dsub_rz, __dmul_rz,
// __ddiv_rz, __fma_rz, __drcp_rz, __dsqrt_rz, from the round-to-nearest result and
// the sign of its exact remainder. Operands whose remainder could fall below the
// subnormal range are scaled by a power of two first; correctly rounded except
// when the result itself is subnormal (then off by at most one subnormal ulp).
//! requires: math_dround
static inline double __ultima_dadd_rz(double a, double b) {
  double s, e;
  __ultima_two_sum_d(a, b, &s, &e);
  return __ultima_dround_rz(s, e, isfinite(a) && isfinite(b));
}
static inline double __ultima_dsub_rz(double a, double b) { return __ultima_dadd_rz(a, -b); }
static double __ultima_dmul_rz(double a, double b) {
  double k = 1.0;
  if (a != 0.0 && b != 0.0 && fabs(a * b) < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-200;
  }
  double p = a * b;
  return __ultima_dround_rz(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b)) * k;
}
static double __ultima_ddiv_rz(double a, double b) {
  double k = 1.0;
  if (fabs(a) < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-200;
  }
  double q = a / b;
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;
  return __ultima_dround_rz(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0) * k;
}
static inline double __ultima_drcp_rz(double b) { return __ultima_ddiv_rz(1.0, b); }
static double __ultima_dsqrt_rz(double a) {
  double k = 1.0;
  if (a < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-100;
  }
  double q = sqrt(a);
  return __ultima_dround_rz(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0) * k;
}
static double __ultima_fma_rz(double a, double b, double c) {
  int fin = isfinite(a) && isfinite(b) && isfinite(c);
  // a*b far below c's last place (its low part may even underflow): the
  // result is c and the remainder has the sign of a*b.
  if (fin && a != 0.0 && b != 0.0 && c != 0.0 && fabs(a * b) <= fabs(c) * 0x1p-110)
    return __ultima_dround_rz(c, (a > 0.0) == (b > 0.0) ? 1.0 : -1.0, 1);
  double k = 1.0;
  if (a != 0.0 && b != 0.0 && fabs(a * b) < 0x1p-700 && fabs(c) < 0x1p-700) {
    if (fabs(a) < fabs(b))
      a *= 0x1p200;
    else
      b *= 0x1p200;
    c *= 0x1p200;
    k = 0x1p-200;
  }
  double r = fma(a, b, c);
  double e = isfinite(r) ? __ultima_fma_err(a, b, c, r) : 0.0;
  return __ultima_dround_rz(r, e, fin) * k;
}
