// erfcx(x) = exp(x*x) * erfc(x), the scaled complementary error function.
// x < 10: erfc(x) times exp(x*x) with x*x carried exactly as h + l; x >= 10: the
// asymptotic series 1/(x sqrt(pi)) * sum (-1)^n (2n-1)!! / (2x^2)^n, which has
// converged to double precision after 18 terms there. x < 0: 2 exp(x*x) - erfcx(-x).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline double __ultima_expsq(double x) { // exp(x*x) without losing x*x's low bits
  double h = x * x, l = fma(x, x, -h);
  return exp(h) * (1.0 + l);
}
static inline double __ultima_erfcx_pos(double x) {
  if (x < 10.0)
    return erfc(x) * __ultima_expsq(x);
  if (isinf(x))
    return 0.0;
  double t = 0.5 / x / x, term = 1.0, sum = 1.0;
  for (int n = 1; n <= 18; ++n) {
    term *= -(2 * n - 1) * t;
    sum += term;
  }
  return sum * 0.5641895835477563 / x; // 1/sqrt(pi)
}
static double __ultima_erfcx(double x) {
  if (isnan(x))
    return x;
  if (x >= 0.0)
    return __ultima_erfcx_pos(x);
  if (x < -26.7)
    return (double)INFINITY;
  return 2.0 * __ultima_expsq(x) - __ultima_erfcx_pos(-x);
}
