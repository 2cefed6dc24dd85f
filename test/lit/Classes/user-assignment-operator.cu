// A user-provided operator= is a member function like any other; a
// trivial one stays C's struct assignment.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Saturating {
  int v;
  __device__ Saturating &operator=(int x) { v = x > 255 ? 255 : x < 0 ? 0 : x; return *this; }
};
struct Plain { int a; };
__global__ void k(int *out) {
  Saturating s = {0};
  s = out[0];
  Plain p = {1}, q = {2};
  p = q;
  out[1] = s.v + p.a;
}

// CHECK-LABEL: struct Saturating {
// CHECK-NEXT:   int v;
// CHECK-NEXT: };
// CHECK-LABEL: __private Saturating *Saturating_operator_assign(__private Saturating *this, int x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->v = x > 255 ? 255 : x < 0 ? 0 : x;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: struct Plain {
// CHECK-NEXT:   int a;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Saturating s = {0};
// CHECK-NEXT:   Saturating_operator_assign(&s, out[0]);
// CHECK-NEXT:   Plain p = {1};
// CHECK-NEXT:   Plain q = {2};
// CHECK-NEXT:   p = q;
// CHECK-NEXT:   out[1] = s.v + p.a;
// CHECK-NEXT: }
