// sinpif / cospif: sinpi / cospi in double, rounded to float (PoCL's float
// versions reach 1.3 ulp; CUDA documents 1). Needs cl_khr_fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline float __ultima_sinpif(float x) { return (float)sinpi((double)x); }
static inline float __ultima_cospif(float x) { return (float)cospi((double)x); }
