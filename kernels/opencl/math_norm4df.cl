// norm4df: the sum of squares in double (exact products, no overflow), rounded to float
// after the (reciprocal) square root. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_norm4df(float a, float b, float c, float d) {
  if (isinf(a) || isinf(b) || isinf(c) || isinf(d))
    return INFINITY;
  return (float)(sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d));
}
