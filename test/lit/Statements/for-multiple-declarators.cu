// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    int t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
}

// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: int j = n - 1;
// CHECK-NEXT: for (; i < j; i++, j--)
// CHECK-NEXT: {
// CHECK-NEXT: int t = out[i];
// CHECK-NEXT: out[i] = out[j];
// CHECK-NEXT: out[j] = t;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
