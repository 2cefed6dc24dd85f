// CUDA's double round-to-nearest arithmetic (__dadd_rn ...): OpenCL's double
// operators, division and sqrt are correctly rounded; the calls keep them from
// being contracted into an fma.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline double __ultima_dadd_rn(double a, double b) { return a + b; }
static inline double __ultima_dsub_rn(double a, double b) { return a - b; }
static inline double __ultima_dmul_rn(double a, double b) { return a * b; }
static inline double __ultima_ddiv_rn(double a, double b) { return a / b; }
static inline double __ultima_drcp_rn(double b) { return 1.0 / b; }
static inline double __ultima_dsqrt_rn(double a) { return sqrt(a); }
