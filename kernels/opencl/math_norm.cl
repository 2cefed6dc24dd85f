// norm(n, p) / rnorm(n, p) (double), one function per address space of p
// (suffix g/l/c/p). Scaled double-double sum of squares, see math_normdd.cl.
//! requires: math_normdd
#define __ULTIMA_NORM(AS, S)                                                   \
  static double __ultima_norm_##S(int n, AS const double *a) {                 \
    double m = 0.0;                                                            \
    int nan = 0;                                                               \
    for (int i = 0; i < n; ++i) {                                              \
      if (isinf(a[i]))                                                         \
        return (double)INFINITY;                                               \
      nan |= isnan(a[i]);                                                      \
      m = fmax(m, fabs(a[i]));                                                 \
    }                                                                          \
    if (nan)                                                                   \
      return (double)NAN;                                                      \
    if (m == 0.0)                                                              \
      return 0.0;                                                              \
    int e = ilogb(m);                                                          \
    double h = 0.0, l = 0.0;                                                   \
    for (int i = 0; i < n; ++i)                                                \
      __ultima_dd_addsq(&h, &l, ldexp(a[i], -e));                              \
    return ldexp(__ultima_dd_sqrt(h, l), e);                                   \
  }                                                                            \
  static inline double __ultima_rnorm_##S(int n, AS const double *a) {         \
    return 1.0 / __ultima_norm_##S(n, a);                                      \
  }
__ULTIMA_NORM(__global, g)
__ULTIMA_NORM(__local, l)
__ULTIMA_NORM(__constant, c)
__ULTIMA_NORM(__private, p)
#undef __ULTIMA_NORM
