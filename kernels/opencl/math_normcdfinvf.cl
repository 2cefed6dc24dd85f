// normcdfinvf: the double normcdfinv rounded to float. Needs cl_khr_fp64.
//! requires: math_normcdfinv
static inline float __ultima_normcdfinvf(float p) { return (float)__ultima_normcdfinv((double)p); }
