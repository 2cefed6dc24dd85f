// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Vec {
  int x, y;
};
struct Box {
  Vec lo;
  Vec hi;
  int id;
};
__global__ void k(int *out) {
  Box b = {{1, 2}, {3}};
  Box z = {};
  out[0] = b.lo.x + b.hi.x + b.hi.y + b.id + z.id;
}

// CHECK: typedef struct Vec Vec;
// CHECK-NEXT: typedef struct Box Box;
// CHECK: struct Vec {
// CHECK-NEXT: int x;
// CHECK-NEXT: int y;
// CHECK-NEXT: };
// CHECK: struct Box {
// CHECK-NEXT: Vec lo;
// CHECK-NEXT: Vec hi;
// CHECK-NEXT: int id;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: Box b = {{\{\{}}1, 2}, {3}};
// CHECK-NEXT: Box z = {{\{\{}}0}, {0}};
// CHECK-NEXT: out[0] = b.lo.x + b.hi.x + b.hi.y + b.id + z.id;
// CHECK-NEXT: }
