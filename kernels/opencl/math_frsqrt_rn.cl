// __frsqrt_rn: 1/sqrt(x) evaluated in double and rounded to float. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_frsqrt_rn(float a) { return (float)(1.0 / sqrt((double)a)); }
