// Directed rounding to float of an exact value carried as s + e, where s is the
// double nearest to it and e has the sign of the remainder (exact - s). Every
// float is a double, so when s is not a float the exact value lies strictly
// between the same two floats as s and converting s with the mode is exact;
// when s is a float the remainder's sign decides. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline void __ultima_two_sum(double a, double b, double *s, double *e) {
  double t = a + b, bb = t - a;
  *s = t;
  *e = (a - (t - bb)) + (b - bb);
}
static inline float __ultima_fround_rz(double s, double e) {
  float f = convert_float_rtz(s);
  if (isfinite(s) && (double)f == s && ((s > 0.0 && e < 0.0) || (s < 0.0 && e > 0.0)))
    f = nextafter(f, 0.0f);
  return f;
}
static inline float __ultima_fround_ru(double s, double e) {
  float f = convert_float_rtp(s);
  if (isfinite(s) && (double)f == s && e > 0.0)
    f = nextafter(f, INFINITY);
  return f;
}
static inline float __ultima_fround_rd(double s, double e) {
  float f = convert_float_rtn(s);
  if (isfinite(s) && (double)f == s && e < 0.0)
    f = nextafter(f, -INFINITY);
  return f;
}
