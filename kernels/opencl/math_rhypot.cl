// rhypot (double). See math_normdd.cl.
//! requires: math_normdd
static inline double __ultima_rhypot(double a, double b) {
  double v[2] = {a, b};
  return __ultima_normn(v, 2, 1);
}
