// A static data member named through an object (`s.n`, C++ [class.static]:
// the object expression is evaluated, the member is the class's one
// variable): C structs have no such member, so it prints as the variable,
// after the object expression when that has side effects. A constant member
// of a library class (CuPy's CIndexer<N>::ndim, the C++ library's
// std::is_signed<T>::value) prints as its value, and nothing of the class is
// emitted.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <type_traits>
#include <cupy/carray.cuh>

struct Tile {
  static const int width = 16;
  int v;
};
template <int N> struct Rank {
  static const int n = N;
  int v;
};
__device__ Tile tiles[2];
__device__ int next(int *counter) { return (*counter)++; }

// CHECK: __constant const int Tile_width = 16;
// CHECK: __constant const int Rank_3_n = 3;
// CHECK-LABEL: __kernel void members(
// CHECK:   o[0] = Tile_width + Rank_3_n + t.v;
// CHECK:   o[1] = (tiles[next(&c)], Tile_width);
// CHECK:   o[2] = c + 1;
__global__ void members(int *o) {
  Tile t;
  t.v = 1;
  Rank<3> r;
  o[0] = t.width + r.n + t.v;
  int c = 0;
  o[1] = tiles[next(&c)].width;
  o[2] = c + std::is_signed<int>::value;
}

// CHECK-NOT: ndim
// CHECK-LABEL: __kernel void cupy(
// CHECK:   {{.*}} = 2 + 2 + 2;
extern "C" __global__ void cupy(CArray<int, 2> a, CIndexer<2> _ind) {
  a[0] = _ind.ndim + CIndexer<2>::ndim + CArray<int, 2>::ndim;
}
