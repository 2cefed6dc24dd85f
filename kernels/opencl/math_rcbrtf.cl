// rcbrtf: 1/cbrt(x) in double, rounded to float. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_rcbrtf(float x) { return (float)(1.0 / cbrt((double)x)); }
