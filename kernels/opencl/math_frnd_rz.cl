// CUDA's single-precision arithmetic rounded toward z: __fadd_rz, __fsub_rz,
// __fmul_rz, __fdiv_rz, __fmaf_rz, __frcp_rz, __fsqrt_rz. Correctly rounded for every input.
//! requires: math_fround
static inline float __ultima_fadd_rz(float a, float b) {
  double s, e;
  __ultima_two_sum((double)a, (double)b, &s, &e);
  return __ultima_fround_rz(s, e);
}
static inline float __ultima_fsub_rz(float a, float b) { return __ultima_fadd_rz(a, -b); }
static inline float __ultima_fmul_rz(float a, float b) {
  return convert_float_rtz((double)a * (double)b); // exact in double
}
static inline float __ultima_fdiv_rz(float a, float b) {
  double q = (double)a / (double)b;
  double r = fma(-q, (double)b, (double)a); // a - q*b, exact
  return __ultima_fround_rz(q, b > 0.0f ? r : -r);
}
static inline float __ultima_frcp_rz(float b) { return __ultima_fdiv_rz(1.0f, b); }
static inline float __ultima_fsqrt_rz(float a) {
  double q = sqrt((double)a);
  return __ultima_fround_rz(q, fma(-q, q, (double)a));
}
static inline float __ultima_fmaf_rz(float a, float b, float c) {
  double s, e;
  __ultima_two_sum((double)a * (double)b, (double)c, &s, &e);
  return __ultima_fround_rz(s, e);
}
