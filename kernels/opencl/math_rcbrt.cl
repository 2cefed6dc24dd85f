// rcbrt(x) = 1/cbrt(x): |x| = m * 2^(3k) with m in [0.5, 4), y = 1/cbrt(m) refined by
// one Newton step y += y (1 - m y^3) / 3 whose residual is computed with fma.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static double __ultima_rcbrt(double x) {
  if (x == 0.0 || !isfinite(x))
    return 1.0 / cbrt(x);
  int e;
  double m = frexp(fabs(x), &e);
  int k = e / 3, r = e - 3 * k;
  if (r < 0) {
    r += 3;
    k -= 1;
  }
  m = ldexp(m, r);
  double y = 1.0 / cbrt(m);
  double y2 = y * y, y2l = fma(y, y, -y2);
  double y3 = y2 * y, y3l = fma(y2, y, -y3) + y2l * y;
  double p = m * y3, pl = fma(m, y3, -p) + m * y3l;
  y = y + y * (((1.0 - p) - pl) * (1.0 / 3.0));
  return copysign(ldexp(y, -k), x);
}
