// C++17 aggregate initialisation of a class with bases: the bases' lists come
// first, and an empty base (no member in the C struct) takes none. Its `{}`
// used to shift every later value by one member (issue 16).
// RUN: %ultima -std=c++17 %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Empty {};
struct B { int a, b; };
struct G : Empty { int x; int y; };
struct H : B { int c; };
struct W { int arr[2] = {1, 2}; int n{}; };
__global__ void k(int *o) {
  G g{{}, 1, 2};
  H h{{3, 4}, 5};
  W w{};
  o[0] = g.y + h.b + w.arr[1] + w.n;
}

// CHECK-LABEL: __kernel void k(
// CHECK:        G g = {1, 2};
// CHECK-NEXT:   H h = {{[{][{]}}3, 4}, 5};
// CHECK-NEXT:   W w = {{[{][{]}}1, 2}, 0};
