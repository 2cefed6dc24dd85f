// erfcinvf: the double erfcinv rounded to float. Needs cl_khr_fp64.
//! requires: math_erfinv
static inline float __ultima_erfcinvf(float x) { return (float)__ultima_erfcinv((double)x); }
