// Euclidean norms in double: the arguments are scaled by a power of two so that
// the largest is in [1, 2), their squares summed in double-double (fma), and the
// (reciprocal) square root of that sum refined once with an fma residual.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline void __ultima_dd_addsq(double *h, double *l, double a) {
  double p = a * a, pe = fma(a, a, -p);
  double s = *h + p, bb = s - *h;
  *l += ((*h - (s - bb)) + (p - bb)) + pe;
  *h = s;
}
static inline double __ultima_dd_sqrt(double h, double l) {
  double r = sqrt(h);
  return r + (fma(-r, r, h) + l) / (2.0 * r);
}
static inline double __ultima_dd_rsqrt(double h, double l) {
  double y = 1.0 / sqrt(h);
  double y2 = y * y, y2l = fma(y, y, -y2);
  double p = h * y2, pl = fma(h, y2, -p) + h * y2l + l * y2;
  return y + y * (((1.0 - p) - pl) * 0.5);
}
// norm (inv == 0) or 1/norm (inv != 0) of a[0..n-1] (n <= 4), C hypot semantics:
// an infinity wins over a NaN.
static double __ultima_normn(const double *a, int n, int inv) {
  double m = 0.0;
  int nan = 0;
  for (int i = 0; i < n; ++i) {
    if (isinf(a[i]))
      return inv ? 0.0 : (double)INFINITY;
    nan |= isnan(a[i]);
    m = fmax(m, fabs(a[i]));
  }
  if (nan)
    return (double)NAN;
  if (m == 0.0)
    return inv ? (double)INFINITY : 0.0;
  int e = ilogb(m);
  double h = 0.0, l = 0.0;
  for (int i = 0; i < n; ++i)
    __ultima_dd_addsq(&h, &l, ldexp(a[i], -e));
  return inv ? ldexp(__ultima_dd_rsqrt(h, l), -e) : ldexp(__ultima_dd_sqrt(h, l), e);
}
