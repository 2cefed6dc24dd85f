/*===- cupy/__ultima_floor_divide.cuh - CuPy's _floor_divide --------------===*
 *
 * The device function behind CuPy's floor_divide, remainder and divmod
 * ufuncs (and kernels that call it, such as `take`'s index wrapping), as
 * cupy/carray.cuh provides it: Python's floor division. Integers round the
 * quotient toward negative infinity and give 0 for a zero divisor (NumPy's
 * result); floating point is floor(x / y). int64 is `long` here and
 * `long long` in CuPy's sources, so both have an overload.
 *
 * An embedded source header (isEmbeddedSourceHeader): the overloads a kernel
 * calls are translated with it.
 *===----------------------------------------------------------------------===*/
#pragma once

#define __ULTIMA_FLOOR_DIVIDE_SIGNED(T)                                        \
  __device__ inline T _floor_divide(T x, T y) {                                \
    if (y == 0)                                                                \
      return 0;                                                                \
    T q = x / y;                                                               \
    /* C truncates toward zero: one less when the signs differ and the */      \
    /* division was inexact. */                                                \
    return q - (((x < 0) != (y < 0)) && q * y != x);                           \
  }
#define __ULTIMA_FLOOR_DIVIDE_UNSIGNED(T)                                      \
  __device__ inline T _floor_divide(T x, T y) { return y == 0 ? 0 : x / y; }
__ULTIMA_FLOOR_DIVIDE_SIGNED(int)
__ULTIMA_FLOOR_DIVIDE_SIGNED(long)
__ULTIMA_FLOOR_DIVIDE_SIGNED(long long)
__ULTIMA_FLOOR_DIVIDE_UNSIGNED(unsigned int)
__ULTIMA_FLOOR_DIVIDE_UNSIGNED(unsigned long)
__ULTIMA_FLOOR_DIVIDE_UNSIGNED(unsigned long long)
#undef __ULTIMA_FLOOR_DIVIDE_SIGNED
#undef __ULTIMA_FLOOR_DIVIDE_UNSIGNED
__device__ inline float _floor_divide(float x, float y) { return floorf(x / y); }
__device__ inline double _floor_divide(double x, double y) { return floor(x / y); }
