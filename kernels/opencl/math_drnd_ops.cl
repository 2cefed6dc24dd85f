// CUDA's directed-rounding double arithmetic (__dadd_, __dsub_, __dmul_, __ddiv_,
// __fma_, __drcp_, __dsqrt_ with _ru/_rz/_rd), written once: __ULTIMA_DRND_OPS(M)
// defines the operations for mode M from the round-to-nearest result and the
// sign of its exact remainder (__ultima_dround_M). Operands whose remainder could
// fall below the subnormal range are scaled by a power of two first; correctly
// rounded except when the result itself is subnormal (then off by at most one
// subnormal ulp). In fma, when a*b is far below c's last place, the result is c
// and the remainder has the sign of a*b. Rounding down, an exact zero sum is -0
// unless both operands are +0 (IEEE 754).
//! requires: math_dround
#define __ULTIMA_DRND_NEG_ZERO_SUM_rd 1
#define __ULTIMA_DRND_NEG_ZERO_SUM_ru 0
#define __ULTIMA_DRND_NEG_ZERO_SUM_rz 0
#define __ULTIMA_DRND_OPS(M) \
static inline double __ultima_dadd_##M(double a, double b) {                                        \
  double s, e;                                                                                      \
  __ultima_two_sum_d(a, b, &s, &e);                                                                 \
  if (s == 0.0 && __ULTIMA_DRND_NEG_ZERO_SUM_##M)                                                   \
    return (signbit(a) || signbit(b) || a != 0.0) ? -0.0 : 0.0;                                     \
  return __ultima_dround_##M(s, e, isfinite(a) && isfinite(b));                                     \
}                                                                                                   \
static inline double __ultima_dsub_##M(double a, double b) { return __ultima_dadd_##M(a, -b); }     \
static double __ultima_dmul_##M(double a, double b) {                                               \
  double k = 1.0;                                                                                   \
  if (a != 0.0 && b != 0.0 && fabs(a * b) < 0x1p-800) {                                             \
    a *= 0x1p200;                                                                                   \
    k = 0x1p-200;                                                                                   \
  }                                                                                                 \
  double p = a * b;                                                                                 \
  return __ultima_dround_##M(p, isfinite(p) ? fma(a, b, -p) : 0.0, isfinite(a) && isfinite(b)) * k; \
}                                                                                                   \
static double __ultima_ddiv_##M(double a, double b) {                                               \
  double k = 1.0;                                                                                   \
  if (fabs(a) < 0x1p-800) {                                                                         \
    a *= 0x1p200;                                                                                   \
    k = 0x1p-200;                                                                                   \
  }                                                                                                 \
  double q = a / b;                                                                                 \
  double r = isfinite(q) && isfinite(b) ? fma(-q, b, a) : 0.0;                                      \
  return __ultima_dround_##M(q, b > 0.0 ? r : -r, isfinite(a) && b != 0.0) * k;                     \
}                                                                                                   \
static inline double __ultima_drcp_##M(double b) { return __ultima_ddiv_##M(1.0, b); }              \
static double __ultima_dsqrt_##M(double a) {                                                        \
  double k = 1.0;                                                                                   \
  if (a < 0x1p-800) {                                                                               \
    a *= 0x1p200;                                                                                   \
    k = 0x1p-100;                                                                                   \
  }                                                                                                 \
  double q = sqrt(a);                                                                               \
  return __ultima_dround_##M(q, isfinite(q) ? fma(-q, q, a) : 0.0, 0) * k;                          \
}                                                                                                   \
static double __ultima_fma_##M(double a, double b, double c) {                                      \
  int fin = isfinite(a) && isfinite(b) && isfinite(c);                                              \
  if (fin && a != 0.0 && b != 0.0 && c != 0.0 && fabs(a * b) <= fabs(c) * 0x1p-110)                 \
    return __ultima_dround_##M(c, (a > 0.0) == (b > 0.0) ? 1.0 : -1.0, 1);                          \
  double k = 1.0;                                                                                   \
  if (a != 0.0 && b != 0.0 && fabs(a * b) < 0x1p-700 && fabs(c) < 0x1p-700) {                       \
    if (fabs(a) < fabs(b))                                                                          \
      a *= 0x1p200;                                                                                 \
    else                                                                                            \
      b *= 0x1p200;                                                                                 \
    c *= 0x1p200;                                                                                   \
    k = 0x1p-200;                                                                                   \
  }                                                                                                 \
  double r = fma(a, b, c);                                                                          \
  double e = isfinite(r) ? __ultima_fma_err(a, b, c, r) : 0.0;                                      \
  return __ultima_dround_##M(r, e, fin) * k;                                                        \
}
