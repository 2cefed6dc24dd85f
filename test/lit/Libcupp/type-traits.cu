// <cuda/std/type_traits> gives the C++ library's traits under cuda::std:
// device code reads their values and types at compile time (the branches
// and types below are decided before printing).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cuda/std/type_traits>

template <typename T> struct Wide {
  typedef cuda::std::conditional_t<(sizeof(T) < 4), int, T> type;
};

// CHECK-LABEL: int widen_short(short v)
// CHECK-NEXT: {
// CHECK-NEXT: return (int)v + (1 && sizeof(short) < 4 ? 1 : 0);
// CHECK-LABEL: long widen_long(long v)
// CHECK-NEXT: {
// CHECK-NEXT: return (long)v + (1 && sizeof(long) < 4 ? 1 : 0);
template <typename T> __device__ typename Wide<T>::type widen(T v) {
  return (typename Wide<T>::type)v + (cuda::std::is_integral<T>::value && sizeof(T) < 4 ? 1 : 0);
}

// CHECK-LABEL: __kernel void k(
// CHECK: out[0] = widen_short(s[0]);
// CHECK: out[1] = (int)(widen_long(l[0]));
// CHECK: out[2] = 1;
// CHECK: out[3] = 0;
__global__ void k(const short *s, const long *l, int *out) {
  out[0] = widen(s[0]);
  out[1] = (int)widen(l[0]);
  out[2] = cuda::std::is_same<cuda::std::remove_cv_t<const int>, int>::value;
  out[3] = cuda::std::is_floating_point<int>::value;
}
