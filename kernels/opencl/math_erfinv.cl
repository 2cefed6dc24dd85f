// erfinv / erfcinv. Initial guess: Giles' single-precision approximation
// ("Approximating the erfinv function", 2010) or, deep in the tail, the
// asymptotic erfc(r) ~ exp(-r^2) / (r sqrt(pi)); then Newton steps on erf(r) = x
// near 0 and on log(erfc(r)) = log(y) (through erfcx, which neither underflows
// nor loses relative precision) in the tail.
//! requires: math_erfcx
static inline double __ultima_erfinv_giles(double w) { // erfinv(x)/x, w = -log((1-x)(1+x)) < 5
  double p;
  w = w - 2.5;
  p = 2.81022636e-08;
  p = 3.43273939e-07 + p * w;
  p = -3.5233877e-06 + p * w;
  p = -4.39150654e-06 + p * w;
  p = 0.00021858087 + p * w;
  p = -0.00125372503 + p * w;
  p = -0.00417768164 + p * w;
  p = 0.246640727 + p * w;
  p = 1.50140941 + p * w;
  return p;
}
static double __ultima_erfinv_small(double x) { // 0 <= x <= 0.5
  double r = x * __ultima_erfinv_giles(-log((1.0 - x) * (1.0 + x)));
  for (int i = 0; i < 3; ++i)
    r -= (erf(r) - x) / (1.1283791670955126 * exp(-r * r));
  return r;
}
static double __ultima_erfcinv_tail(double y) { // 0 < y < 0.5: r > 0 with erfc(r) = y
  double ly = log(y);
  double w = -log(y * (2.0 - y));
  double r;
  if (w < 5.0) {
    r = (1.0 - y) * __ultima_erfinv_giles(w);
  } else {
    r = sqrt(-ly);
    r = sqrt(-ly - log(r * 1.772453850905516));
    r = sqrt(-ly - log(r * 1.772453850905516));
  }
  for (int i = 0; i < 5; ++i) {
    double ex = __ultima_erfcx(r);
    double h = r * r, l = fma(r, r, -h);
    r += (((log(ex) - ly) - h) - l) * ex * 0.886226925452758; // sqrt(pi)/2
  }
  return r;
}
static double __ultima_erfinv(double x) {
  double a = fabs(x);
  if (!(a <= 1.0))
    return (double)NAN;
  if (a == 1.0)
    return copysign((double)INFINITY, x);
  double r = a <= 0.5 ? __ultima_erfinv_small(a) : __ultima_erfcinv_tail(1.0 - a);
  return copysign(r, x);
}
static double __ultima_erfcinv(double y) {
  if (!(y >= 0.0 && y <= 2.0))
    return (double)NAN;
  if (y == 0.0)
    return (double)INFINITY;
  if (y == 2.0)
    return -(double)INFINITY;
  if (y > 1.0)
    return -(y >= 1.5 ? __ultima_erfcinv_tail(2.0 - y) : __ultima_erfinv_small(y - 1.0));
  return y >= 0.5 ? __ultima_erfinv_small(1.0 - y) : __ultima_erfcinv_tail(y);
}
