// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int a, int b, float x, float y) {
  out[0] = a + b * 2 - (a - b) / 3;
  out[1] = a % b;
  out[2] = (a + b) * (a - b);
  out[3] = (int)(x / y - x * y);
}

// CHECK-LABEL: __kernel void k(__global int *out, int a, int b, float x, float y)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = a + b * 2 - (a - b) / 3;
// CHECK-NEXT: out[1] = a % b;
// CHECK-NEXT: out[2] = (a + b) * (a - b);
// CHECK-NEXT: out[3] = (int)(x / y - x * y);
// CHECK-NEXT: }
