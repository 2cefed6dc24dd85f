// erfinvf: the double erfinv rounded to float. Needs cl_khr_fp64.
//! requires: math_erfinv
static inline float __ultima_erfinvf(float x) { return (float)__ultima_erfinv((double)x); }
