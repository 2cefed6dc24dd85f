// A base class becomes the leading member `base_<B>` of the derived struct;
// a user member already named `base_A` keeps its name and the base member
// takes a fresh one, used by member accesses, constructor initialisers and
// conversions to the base.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct A {
  int v;
  __device__ A(int x) : v(x) {}
};
struct B : A {
  int base_A;
  __device__ B(int x, int y) : A(x), base_A(y) {}
};
struct P { int p; };
struct Q : P { int base_P; };
__device__ int get(const A &a) { return a.v; }

// CHECK-LABEL: struct B {
// CHECK-NEXT:   A [[BASE:base_A_[A-Za-z0-9_]*]];
// CHECK-NEXT:   int base_A;
// CHECK-NEXT: };
// CHECK-LABEL: __private B *constructor_B(__private B *this, int x, int y);
// CHECK:        constructor_B(__private B *this, int x, int y)
// CHECK-NEXT: {
// CHECK-NEXT:   constructor_A(&this->[[BASE]], x);
// CHECK-NEXT:   this->base_A = y;
// CHECK-LABEL: struct Q {
// CHECK-NEXT:   P [[QBASE:base_P_[A-Za-z0-9_]*]];
// CHECK-NEXT:   int base_P;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(
// CHECK:   out[0] = (b.[[BASE]]).v + b.base_A + get(&(b.[[BASE]])) + pb->[[BASE]].v;
// CHECK:   q->[[QBASE]].p = 3;
// CHECK-NEXT:   q->base_P = 4;
__global__ void k(int *out, B *pb, Q *q) {
  B b(1, 2);
  out[0] = b.v + b.base_A + get(b) + pb->v;
  q->p = 3;
  q->base_P = 4;
}
