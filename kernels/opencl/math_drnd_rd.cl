// CUDA's double arithmetic rounded down: __dadd_rd, __dsub_rd, __dmul_rd,
// __ddiv_rd, __fma_rd, __drcp_rd, __dsqrt_rd, from the round-to-nearest result and
// the sign of its exact remainder. Operands whose remainder could fall below the
// subnormal range are scaled by a power of two first; correctly rounded except
// when the result itself is subnormal (then off by at most one subnormal ulp).
//! requires: math_dround
static inline double __ultima_dadd_rd(double a, double b) {
  double s, e;
  __ultima_two_sum_d(a, b, &s, &e);
  if (s == 0.0) // an exact zero sum is -0 when rounding down, unless both are +0
    return (signbit(a) || signbit(b) || a != 0.0) ? -0.0 : 0.0;
  return __ultima_dround_rd(s, e, isfinite(a) && isfinite(b));
}
static inline double __ultima_dsub_rd(double a, double b) { return __ultima_dadd_rd(a, -b); }
static double __ultima_dmul_rd(double a, double b) {
  double k = 1.0;
  if (a != 0.0 && b != 0.0 && fabs(a * b) < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-200;
  }
  double p = a * b;
  return __ultima_dround_rd(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b)) * k;
}
static double __ultima_ddiv_rd(double a, double b) {
  double k = 1.0;
  if (fabs(a) < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-200;
  }
  double q = a / b;
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;
  return __ultima_dround_rd(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0) * k;
}
static inline double __ultima_drcp_rd(double b) { return __ultima_ddiv_rd(1.0, b); }
static double __ultima_dsqrt_rd(double a) {
  double k = 1.0;
  if (a < 0x1p-800) {
    a *= 0x1p200;
    k = 0x1p-100;
  }
  double q = sqrt(a);
  return __ultima_dround_rd(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0) * k;
}
static double __ultima_fma_rd(double a, double b, double c) {
  int fin = isfinite(a) && isfinite(b) && isfinite(c);
  // a*b far below c's last place (its low part may even underflow): the
  // result is c and the remainder has the sign of a*b.
  if (fin && a != 0.0 && b != 0.0 && c != 0.0 && fabs(a * b) <= fabs(c) * 0x1p-110)
    return __ultima_dround_rd(c, (a > 0.0) == (b > 0.0) ? 1.0 : -1.0, 1);
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
  return __ultima_dround_rd(r, e, fin) * k;
}
