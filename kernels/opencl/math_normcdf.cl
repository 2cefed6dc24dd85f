// normcdf(x) = erfc(-x / sqrt(2)) / 2. The argument z = -x/sqrt(2) is carried as
// h + l; erfc(h + l) = erfc(h) - l * 2/sqrt(pi) * exp(-h*h), written through
// erfcx in the tail, so that the rounding of z does not cost accuracy there.
//! requires: math_erfcx
static double __ultima_normcdf(double x) {
  if (isinf(x))
    return x > 0.0 ? 1.0 : 0.0;
  double h = -x * 0.7071067811865476;
  double l = fma(-x, 0.7071067811865476, -h) + x * 4.833646656726457e-17;
  double e = erfc(h);
  if (e == 0.0)
    return 0.0;
  if (h > 1.0)
    e *= 1.0 - l * 1.1283791670955126 / __ultima_erfcx(h);
  else
    e -= l * 1.1283791670955126 * exp(-h * h);
  return 0.5 * e;
}
