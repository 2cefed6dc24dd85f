// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int n) {
  int i = 0;
  for (;;) {
    if (i >= n)
      break;
    out[i] = i;
    i++;
  }
  for (; i > 0;)
    i -= 2;
  out[0] = i;
}

// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: for (;;)
// CHECK-NEXT: {
// CHECK-NEXT: if (i >= n)
// CHECK-NEXT: break;
// CHECK-NEXT: out[i] = i;
// CHECK-NEXT: i++;
// CHECK-NEXT: }
// CHECK-NEXT: for (; i > 0;)
// CHECK-NEXT: i -= 2;
// CHECK-NEXT: out[0] = i;
// CHECK-NEXT: }
