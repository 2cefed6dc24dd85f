// Directed rounding of an exact double result carried as s + e: s is the
// round-to-nearest result and e has the sign of the remainder (exact - s). A
// result that overflowed to infinity from finite operands (fin != 0) rounds
// back to the largest finite double where the mode says so.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline void __ultima_two_sum_d(double a, double b, double *s, double *e) {
  double t = a + b, bb = t - a;
  *s = t;
  *e = (a - (t - bb)) + (b - bb);
}
static inline double __ultima_dround_rz(double s, double e, int fin) {
  if (isinf(s))
    return fin ? copysign(DBL_MAX, s) : s;
  if ((s > 0.0 && e < 0.0) || (s < 0.0 && e > 0.0))
    return nextafter(s, 0.0);
  return s;
}
static inline double __ultima_dround_ru(double s, double e, int fin) {
  if (isinf(s))
    return fin && s < 0.0 ? -DBL_MAX : s;
  return e > 0.0 ? nextafter(s, (double)INFINITY) : s;
}
static inline double __ultima_dround_rd(double s, double e, int fin) {
  if (isinf(s))
    return fin && s > 0.0 ? DBL_MAX : s;
  return e < 0.0 ? nextafter(s, -(double)INFINITY) : s;
}
// Remainder of a*b + c beyond r1 = fma(a, b, c), as r2 + r3 exactly (Boldo and
// Muller's ErrFma); only its sign is used.
static inline double __ultima_fma_err(double a, double b, double c, double r1) {
  double u1 = a * b, u2 = fma(a, b, -u1);
  double a1, z, b1, b2, r2, r3;
  __ultima_two_sum_d(c, u2, &a1, &z);
  __ultima_two_sum_d(u1, a1, &b1, &b2);
  double g = (b1 - r1) + b2;
  r2 = g + z;
  r3 = z - (r2 - g);
  return r2 != 0.0 ? r2 : r3;
}
