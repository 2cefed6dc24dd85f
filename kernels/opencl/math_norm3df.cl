// norm3df: the sum of squares in double (exact products, no overflow), rounded to float
// after the (reciprocal) square root. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_norm3df(float a, float b, float c) {
  if (isinf(a) || isinf(b) || isinf(c))
    return INFINITY;
  return (float)(sqrt((double)a * a + (double)b * b + (double)c * c));
}
