// rsqrt (double): 1/sqrt(x) refined once with an fma residual (within CUDA's 1
// ulp; PoCL's rsqrt reaches 1.08 ulp). Subnormal x is scaled by 2^1000 first.
//! requires: math_normdd
static double __ultima_rsqrt(double x) {
  if (!(x > 0.0) || isinf(x))
    return rsqrt(x);
  double s = 1.0;
  if (x < 0x1p-1000) {
    x *= 0x1p1000;
    s = 0x1p500;
  }
  return __ultima_dd_rsqrt(x, 0.0) * s;
}
