// rhypotf: the sum of squares in double (exact products, no overflow), rounded to float
// after the (reciprocal) square root. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_rhypotf(float a, float b) {
  if (isinf(a) || isinf(b))
    return 0.0f;
  return (float)(1.0 / sqrt((double)a * a + (double)b * b));
}
