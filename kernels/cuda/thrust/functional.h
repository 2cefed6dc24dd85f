/* thrust/functional.h (Thrust documentation, "Function Objects"): ultima's
   Thrust subset (docs/cuda-libraries.md#thrust). Function objects in the
   CUDA subset ultima translates, usable in host code and in the algorithms'
   kernels. Placeholders (thrust::placeholders) are not provided. */
#pragma once

namespace thrust {

#define __ULTIMA_THRUST_BINARY(name, R, expr)                                               \
  template <typename T = void> struct name {                                                \
    typedef T first_argument_type;                                                          \
    typedef T second_argument_type;                                                         \
    typedef R result_type;                                                                  \
    __host__ __device__ R operator()(const T &x, const T &y) const { return expr; }        \
  };
__ULTIMA_THRUST_BINARY(plus, T, x + y)
__ULTIMA_THRUST_BINARY(minus, T, x - y)
__ULTIMA_THRUST_BINARY(multiplies, T, x * y)
__ULTIMA_THRUST_BINARY(divides, T, x / y)
__ULTIMA_THRUST_BINARY(modulus, T, x % y)
__ULTIMA_THRUST_BINARY(maximum, T, x < y ? y : x)
__ULTIMA_THRUST_BINARY(minimum, T, y < x ? y : x)
__ULTIMA_THRUST_BINARY(equal_to, bool, x == y)
__ULTIMA_THRUST_BINARY(not_equal_to, bool, x != y)
__ULTIMA_THRUST_BINARY(less, bool, x < y)
__ULTIMA_THRUST_BINARY(greater, bool, x > y)
__ULTIMA_THRUST_BINARY(less_equal, bool, x <= y)
__ULTIMA_THRUST_BINARY(greater_equal, bool, x >= y)
__ULTIMA_THRUST_BINARY(logical_and, bool, x && y)
__ULTIMA_THRUST_BINARY(logical_or, bool, x || y)
__ULTIMA_THRUST_BINARY(bit_and, T, x & y)
__ULTIMA_THRUST_BINARY(bit_or, T, x | y)
__ULTIMA_THRUST_BINARY(bit_xor, T, x ^ y)
#undef __ULTIMA_THRUST_BINARY

template <typename T = void> struct negate {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ T operator()(const T &x) const { return -x; }
};
template <typename T = void> struct logical_not {
  typedef T argument_type;
  typedef bool result_type;
  __host__ __device__ bool operator()(const T &x) const { return !x; }
};
template <typename T = void> struct identity {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ T operator()(const T &x) const { return x; }
};

} // namespace thrust
