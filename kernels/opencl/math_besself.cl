//! requires: math_bessel
// CUDA's single-precision Bessel functions (j0f j1f jnf y0f y1f ynf
// cyl_bessel_i0f cyl_bessel_i1f): the double-precision ones (math_bessel.cl),
// rounded to float, well inside CUDA's float bounds. Needs cl_khr_fp64.
static float __ultima_j0f(float x) { return (float)__ultima_j0(x); }
static float __ultima_j1f(float x) { return (float)__ultima_j1(x); }
static float __ultima_y0f(float x) { return (float)__ultima_y0(x); }
static float __ultima_y1f(float x) { return (float)__ultima_y1(x); }
static float __ultima_jnf(int n, float x) { return (float)__ultima_jn(n, x); }
static float __ultima_ynf(int n, float x) { return (float)__ultima_yn(n, x); }
static float __ultima_i0f(float x) { return (float)__ultima_i01(0, x); }
static float __ultima_i1f(float x) { return (float)__ultima_i01(1, x); }
