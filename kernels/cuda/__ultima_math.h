/*===- __ultima_math.h - CUDA math API declarations ------------------------===*\
 *
 * The float (f-suffixed), double and overloaded C++ forms of the math functions
 * that map directly onto OpenCL built-ins. Declarations only.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_MATH_H
#define __ULTIMA_MATH_H

#define __ULTIMA_MATH1(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double);                              \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float);                             \
  __ULTIMA_BUILTIN__ float F(float);
#define __ULTIMA_MATH2(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double, double);                      \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float, float);                      \
  __ULTIMA_BUILTIN__ float F(float, float);
#define __ULTIMA_MATH3(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double, double, double);              \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float, float, float);               \
  __ULTIMA_BUILTIN__ float F(float, float, float);

__ULTIMA_MATH1(acos) __ULTIMA_MATH1(acosh) __ULTIMA_MATH1(asin) __ULTIMA_MATH1(asinh)
__ULTIMA_MATH1(atan) __ULTIMA_MATH1(atanh) __ULTIMA_MATH1(cbrt) __ULTIMA_MATH1(ceil)
__ULTIMA_MATH1(cos) __ULTIMA_MATH1(cosh) __ULTIMA_MATH1(erf) __ULTIMA_MATH1(erfc)
__ULTIMA_MATH1(exp) __ULTIMA_MATH1(exp2) __ULTIMA_MATH1(exp10) __ULTIMA_MATH1(expm1)
__ULTIMA_MATH1(fabs) __ULTIMA_MATH1(floor) __ULTIMA_MATH1(lgamma) __ULTIMA_MATH1(log)
__ULTIMA_MATH1(log10) __ULTIMA_MATH1(log1p) __ULTIMA_MATH1(log2) __ULTIMA_MATH1(logb)
__ULTIMA_MATH1(rint) __ULTIMA_MATH1(round) __ULTIMA_MATH1(rsqrt) __ULTIMA_MATH1(sin)
__ULTIMA_MATH1(sinh) __ULTIMA_MATH1(sqrt) __ULTIMA_MATH1(tan) __ULTIMA_MATH1(tanh)
__ULTIMA_MATH1(tgamma) __ULTIMA_MATH1(trunc) __ULTIMA_MATH1(sinpi) __ULTIMA_MATH1(cospi)
__ULTIMA_MATH2(atan2) __ULTIMA_MATH2(copysign) __ULTIMA_MATH2(fdim) __ULTIMA_MATH2(fmax)
__ULTIMA_MATH2(fmin) __ULTIMA_MATH2(fmod) __ULTIMA_MATH2(hypot) __ULTIMA_MATH2(nextafter)
__ULTIMA_MATH2(pow) __ULTIMA_MATH2(remainder)
__ULTIMA_MATH3(fma)
#undef __ULTIMA_MATH1
#undef __ULTIMA_MATH2
#undef __ULTIMA_MATH3

/* CUDA's integer and floating min/max/abs overloads. */
extern "C" __ULTIMA_BUILTIN__ int abs(int);
__ULTIMA_BUILTIN__ long abs(long);
__ULTIMA_BUILTIN__ long long abs(long long);
extern "C" __ULTIMA_BUILTIN__ long labs(long);
extern "C" __ULTIMA_BUILTIN__ long long llabs(long long);
__ULTIMA_BUILTIN__ float abs(float);
__ULTIMA_BUILTIN__ double abs(double);
__ULTIMA_BUILTIN__ int min(int, int);
__ULTIMA_BUILTIN__ unsigned int min(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ long long min(long long, long long);
__ULTIMA_BUILTIN__ unsigned long long min(unsigned long long, unsigned long long);
__ULTIMA_BUILTIN__ float min(float, float);
__ULTIMA_BUILTIN__ double min(double, double);
__ULTIMA_BUILTIN__ int max(int, int);
__ULTIMA_BUILTIN__ unsigned int max(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ long long max(long long, long long);
__ULTIMA_BUILTIN__ unsigned long long max(unsigned long long, unsigned long long);
__ULTIMA_BUILTIN__ float max(float, float);
__ULTIMA_BUILTIN__ double max(double, double);

#endif
