// The C++ library's compile-time parts in device code, as CUDA programs and
// CuPy's kernels use them: type traits (a trait's `value` prints as its
// value), std::numeric_limits' constexpr members, std::pair, and
// std::forward/std::move, which Clang 15 and later fold without a body: on
// every Clang they print as their argument, and a reference bound to their
// result refers to the argument. nvcc's environment brings
// <limits> and <utility> in through the prelude, so these come from there as
// well as from the includes below.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <limits>
#include <type_traits>
#include <utility>

template <typename T>
__device__ typename std::enable_if<std::is_signed<T>::value, T>::type magnitude(T x) {
  return x < 0 ? -x : x;
}
template <typename T>
__device__ typename std::enable_if<!std::is_signed<T>::value, T>::type magnitude(T x) {
  return x;
}
template <typename T> __device__ T pass(T &&x) { return std::forward<T>(x); }

// CHECK: float std_numeric_limits_float_max(void)
// CHECK-LABEL: __kernel void k(
// CHECK:   o[0] = std_numeric_limits_float_max();
// CHECK:   o[1] = magnitude_int(a) + magnitude_uint(b);
// CHECK:   o[2] = 1 + 0;
// CHECK:   std_pair_int_float p;
// CHECK:   int m = (a);
// CHECK:   o[3] = p.first + p.second + (*pass_intr(&m)) + pass_int(&m);
__global__ void k(float *o, int a, unsigned b) {
  o[0] = std::numeric_limits<float>::max();
  o[1] = magnitude(a) + magnitude(b);
  o[2] = std::is_signed<int>::value + std::is_floating_point<int>::value;
  std::pair<int, float> p(a, 2.0f);
  int m = std::move(a);
  o[3] = p.first + p.second + pass(m) + pass(std::move(m));
}
