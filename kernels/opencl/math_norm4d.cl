// norm4d (double). See math_normdd.cl.
//! requires: math_normdd
static inline double __ultima_norm4d(double a, double b, double c, double d) {
  double v[4] = {a, b, c, d};
  return __ultima_normn(v, 4, 0);
}
