// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int op, int a, int b) {
  switch (op) {
  case 0: {
    int t = a + b;
    out[0] = t;
    break;
  }
  case 1: {
    int t = a - b;
    if (t < 0) {
      out[0] = -t;
      break;
    }
    out[0] = t;
    break;
  }
  default:
    out[0] = 0;
    break;
  }
}

// CHECK-LABEL: __kernel void k(__global int *out, int op, int a, int b)
// CHECK-NEXT: {
// CHECK-NEXT: switch (op)
// CHECK-NEXT: {
// CHECK-NEXT: case 0:
// CHECK-NEXT: {
// CHECK-NEXT: int t = a + b;
// CHECK-NEXT: out[0] = t;
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: case 1:
// CHECK-NEXT: {
// CHECK-NEXT: int t = a - b;
// CHECK-NEXT: if (t < 0)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = -t;
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = t;
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: default:
// CHECK-NEXT: out[0] = 0;
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: }
