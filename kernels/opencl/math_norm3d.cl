// norm3d (double). See math_normdd.cl.
//! requires: math_normdd
static inline double __ultima_norm3d(double a, double b, double c) {
  double v[3] = {a, b, c};
  return __ultima_normn(v, 3, 0);
}
