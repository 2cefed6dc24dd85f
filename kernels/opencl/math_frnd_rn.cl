// CUDA's single-precision round-to-nearest arithmetic (__fadd_rn ...): never
// contracted into an fma; division, reciprocal and square root are computed in
// double and rounded once more, which is correctly rounded (53 >= 2*24+2). Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_fadd_rn(float a, float b) { return a + b; }
static inline float __ultima_fsub_rn(float a, float b) { return a - b; }
static inline float __ultima_fmul_rn(float a, float b) { return a * b; }
static inline float __ultima_fdiv_rn(float a, float b) { return (float)((double)a / (double)b); }
static inline float __ultima_frcp_rn(float b) { return (float)(1.0 / (double)b); }
static inline float __ultima_fsqrt_rn(float a) { return (float)sqrt((double)a); }
