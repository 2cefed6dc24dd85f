// normcdff: erfc in double, rounded to float. Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_normcdff(float x) {
  return (float)(0.5 * erfc((double)x * -0.70710678118654752440));
}
