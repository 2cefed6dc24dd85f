// erfcxf: the double erfcx rounded to float. Needs cl_khr_fp64.
//! requires: math_erfcx
static inline float __ultima_erfcxf(float x) { return (float)__ultima_erfcx((double)x); }
