// A class defined in a function body and printed there has the same members
// as one at file scope: its non-empty bases first, as `base_B` members.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct A { int x; };

// CHECK-LABEL: __kernel void k(
// CHECK-NEXT: {
// CHECK-NEXT:   struct D {
// CHECK-NEXT:     A base_A;
// CHECK-NEXT:     int y;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct D D;
// CHECK-NEXT:   D d;
// CHECK-NEXT:   (d.base_A).x = 1;
// CHECK-NEXT:   d.y = 2;
// CHECK-NEXT:   out[0] = (d.base_A).x + d.y;
__global__ void k(int *out) {
  struct D : A { int y; };
  D d;
  d.x = 1;
  d.y = 2;
  out[0] = d.x + d.y;
}
