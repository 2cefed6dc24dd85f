// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int op) {
  int r = 0;
  switch (op) {
  case 0:
  case 1:
    r = 10;
  case 2:
    r += 1;
    break;
  default:
    r = -1;
  }
  out[0] = r;
}

// CHECK-LABEL: __kernel void k(__global int *out, int op)
// CHECK-NEXT: {
// CHECK-NEXT: int r = 0;
// CHECK-NEXT: switch (op)
// CHECK-NEXT: {
// CHECK-NEXT: case 0:
// CHECK-NEXT: case 1:
// CHECK-NEXT: r = 10;
// CHECK-NEXT: case 2:
// CHECK-NEXT: r += 1;
// CHECK-NEXT: break;
// CHECK-NEXT: default:
// CHECK-NEXT: r = -1;
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = r;
// CHECK-NEXT: }
