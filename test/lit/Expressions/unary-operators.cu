// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int a) {
  int *p = &out[1];
  out[0] = -a;
  out[0] += +a;
  out[2] = !a;
  out[3] = ~a;
  *p = a++;
  *p += ++a;
  out[4] = a--;
  out[5] = --a;
  out[6] = *(p + 1);
}

// CHECK-LABEL: __kernel void k(__global int *out, int a)
// CHECK-NEXT: {
// CHECK-NEXT: __global int *p = &out[1];
// CHECK-NEXT: out[0] = -a;
// CHECK-NEXT: out[0] += +a;
// CHECK-NEXT: out[2] = !a;
// CHECK-NEXT: out[3] = ~a;
// CHECK-NEXT: *p = a++;
// CHECK-NEXT: *p += ++a;
// CHECK-NEXT: out[4] = a--;
// CHECK-NEXT: out[5] = --a;
// CHECK-NEXT: out[6] = *(p + 1);
// CHECK-NEXT: }
