// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int n) {
  int digits = 0;
  do {
    n /= 10;
    digits++;
  } while (n != 0);
  out[0] = digits;
}

// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int digits = 0;
// CHECK-NEXT: do
// CHECK-NEXT: {
// CHECK-NEXT: n /= 10;
// CHECK-NEXT: digits++;
// CHECK-NEXT: }
// CHECK-NEXT: while (n != 0);
// CHECK-NEXT: out[0] = digits;
// CHECK-NEXT: }
