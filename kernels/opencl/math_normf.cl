// normf(n, p) / rnormf(n, p), one function per address space of p (suffix
// g/l/c/p): the sum of squares in double, rounded to float after the
// (reciprocal) square root. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define __ULTIMA_NORMF(AS, S)                                                  \
  static double __ultima_normsqf_##S(int n, AS const float *a) {               \
    double s = 0.0;                                                            \
    int inf = 0;                                                               \
    for (int i = 0; i < n; ++i) {                                              \
      inf |= isinf(a[i]);                                                      \
      s += (double)a[i] * a[i];                                                \
    }                                                                          \
    return inf ? INFINITY : s;                                                 \
  }                                                                            \
  static inline float __ultima_normf_##S(int n, AS const float *a) {           \
    return (float)sqrt(__ultima_normsqf_##S(n, a));                            \
  }                                                                            \
  static inline float __ultima_rnormf_##S(int n, AS const float *a) {          \
    return (float)(1.0 / sqrt(__ultima_normsqf_##S(n, a)));                    \
  }
__ULTIMA_NORMF(__global, g)
__ULTIMA_NORMF(__local, l)
__ULTIMA_NORMF(__constant, c)
__ULTIMA_NORMF(__private, p)
#undef __ULTIMA_NORMF
