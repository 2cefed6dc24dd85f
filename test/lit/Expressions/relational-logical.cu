// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int a, int b) {
  out[0] = a < b;
  out[1] = a <= b && b >= 0;
  out[2] = a > b || a == b;
  out[3] = !(a != b) && (a > 0 || b > 0);
}

// CHECK-LABEL: __kernel void k(__global int *out, int a, int b)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = a < b;
// CHECK-NEXT: out[1] = a <= b && b >= 0;
// CHECK-NEXT: out[2] = a > b || a == b;
// CHECK-NEXT: out[3] = !(a != b) && (a > 0 || b > 0);
// CHECK-NEXT: }
