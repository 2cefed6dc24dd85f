// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out) {
  int x = 1;
  {
    int x = 2;
    out[1] = x;
    {
      int y = x + 1;
      out[2] = y;
    }
  }
  {}
  out[0] = x;
}

// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: int x = 1;
// CHECK-NEXT: {
// CHECK-NEXT: int x = 2;
// CHECK-NEXT: out[1] = x;
// CHECK-NEXT: {
// CHECK-NEXT: int y = x + 1;
// CHECK-NEXT: out[2] = y;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: {
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = x;
// CHECK-NEXT: }
