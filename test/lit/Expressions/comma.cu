// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int n) {
  int a, b;
  a = 1, b = 2;
  for (int i = 0, s = 0; i < n; s += i, i++)
    out[i] = (a++, a + b);
}

// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int a;
// CHECK-NEXT: int b;
// CHECK-NEXT: a = 1, b = 2;
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: int s = 0;
// CHECK-NEXT: for (; i < n; s += i, i++)
// CHECK-NEXT: out[i] = (a++, a + b);
// CHECK-NEXT: }
// CHECK-NEXT: }
