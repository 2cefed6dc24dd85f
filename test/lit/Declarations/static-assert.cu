// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

static_assert(sizeof(int) == 4, "int must be 32-bit");
struct S {
  int a;
  int b;
};
static_assert(sizeof(S) == 8, "no padding");
__global__ void k(int *out) {
  static_assert(alignof(S) == 4, "aligned");
  out[0] = 1;
}

// CHECK: typedef struct S S;
// CHECK: struct S {
// CHECK-NEXT: int a;
// CHECK-NEXT: int b;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 1;
// CHECK-NEXT: }
