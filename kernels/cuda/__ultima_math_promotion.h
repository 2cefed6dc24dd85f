/*===- __ultima_math_promotion.h - math calls with mixed argument types ---===*\
 *
 * C++ ([c.math], "sufficient additional overloads") and CUDA's math headers
 * accept any arithmetic arguments: fmod(x, 2.5) with a float x, pow(i, 2),
 * sqrt(n) with an int n. Every argument is converted to double and the
 * double function is called; calls whose arguments are all float (or all
 * double) still pick the exact overloads of __ultima_math.h, which a
 * template never beats. Without these templates such calls are ambiguous.
 *
 * Written in the subset ultima translates and included by the prelude (an
 * embedded source header, isEmbeddedSourceHeader): a call reaches a small C
 * function that converts and calls the OpenCL built-in. Device code only:
 * host code gets the C++ library's <cmath>.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_MATH_PROMOTION_H
#define __ULTIMA_MATH_PROMOTION_H
#ifndef __ULTIMA_CC_HOST__

/* The argument-type tests (__ultima_math_integral, __ultima_math_arithmetic,
   __ultima_math_enable_if) are declarations of __ultima_math.h: never
   emitted, their `value`s printed as constants. */

/* One argument: integers only (float and double have exact overloads). */
#define __ULTIMA_PROMOTE1(F)                                                   \
  template <typename A>                                                        \
  __device__ inline                                                            \
      typename __ultima_math_enable_if<__ultima_math_integral<A>::value, double>::type \
      F(A a) {                                                                 \
    return F((double)a);                                                       \
  }
#define __ULTIMA_PROMOTE2(F)                                                   \
  template <typename A, typename B>                                            \
  __device__ inline typename __ultima_math_enable_if<                          \
      __ultima_math_arithmetic<A>::value && __ultima_math_arithmetic<B>::value, double>::type \
  F(A a, B b) {                                                                \
    return F((double)a, (double)b);                                            \
  }

__ULTIMA_PROMOTE1(acos) __ULTIMA_PROMOTE1(acosh) __ULTIMA_PROMOTE1(asin)
__ULTIMA_PROMOTE1(asinh) __ULTIMA_PROMOTE1(atan) __ULTIMA_PROMOTE1(atanh)
__ULTIMA_PROMOTE1(cbrt) __ULTIMA_PROMOTE1(ceil) __ULTIMA_PROMOTE1(cos)
__ULTIMA_PROMOTE1(cosh) __ULTIMA_PROMOTE1(erf) __ULTIMA_PROMOTE1(erfc)
__ULTIMA_PROMOTE1(exp) __ULTIMA_PROMOTE1(exp2) __ULTIMA_PROMOTE1(expm1)
__ULTIMA_PROMOTE1(fabs) __ULTIMA_PROMOTE1(floor) __ULTIMA_PROMOTE1(lgamma)
__ULTIMA_PROMOTE1(log) __ULTIMA_PROMOTE1(log10) __ULTIMA_PROMOTE1(log1p)
__ULTIMA_PROMOTE1(log2) __ULTIMA_PROMOTE1(logb) __ULTIMA_PROMOTE1(nearbyint)
__ULTIMA_PROMOTE1(rint) __ULTIMA_PROMOTE1(round) __ULTIMA_PROMOTE1(sin)
__ULTIMA_PROMOTE1(sinh) __ULTIMA_PROMOTE1(sqrt) __ULTIMA_PROMOTE1(tan)
__ULTIMA_PROMOTE1(tanh) __ULTIMA_PROMOTE1(tgamma) __ULTIMA_PROMOTE1(trunc)
__ULTIMA_PROMOTE2(atan2) __ULTIMA_PROMOTE2(copysign) __ULTIMA_PROMOTE2(fdim)
__ULTIMA_PROMOTE2(fmax) __ULTIMA_PROMOTE2(fmin) __ULTIMA_PROMOTE2(fmod)
__ULTIMA_PROMOTE2(hypot) __ULTIMA_PROMOTE2(nextafter) __ULTIMA_PROMOTE2(pow)
__ULTIMA_PROMOTE2(remainder)
#undef __ULTIMA_PROMOTE1
#undef __ULTIMA_PROMOTE2

template <typename A, typename B, typename C>
__device__ inline typename __ultima_math_enable_if<__ultima_math_arithmetic<A>::value &&
                                                       __ultima_math_arithmetic<B>::value &&
                                                       __ultima_math_arithmetic<C>::value,
                                                   double>::type
fma(A a, B b, C c) {
  return fma((double)a, (double)b, (double)c);
}

#endif
#endif
