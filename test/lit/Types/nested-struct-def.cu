// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Outer {
  struct Inner {
    int a;
    int b;
  } in;
  int c;
};
__global__ void k(int *out) {
  Outer o;
  o.in.a = 1;
  o.in.b = 2;
  o.c = 3;
  Outer::Inner copy = o.in;
  out[0] = copy.a + copy.b + o.c;
}

// CHECK: typedef struct Outer_Inner Outer_Inner;
// CHECK-NEXT: typedef struct Outer Outer;
// CHECK: struct Outer_Inner {
// CHECK-NEXT: int a;
// CHECK-NEXT: int b;
// CHECK-NEXT: };
// CHECK: struct Outer {
// CHECK-NEXT: Outer_Inner in;
// CHECK-NEXT: int c;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: Outer o;
// CHECK-NEXT: o.in.a = 1;
// CHECK-NEXT: o.in.b = 2;
// CHECK-NEXT: o.c = 3;
// CHECK-NEXT: Outer_Inner copy = o.in;
// CHECK-NEXT: out[0] = copy.a + copy.b + o.c;
// CHECK-NEXT: }
