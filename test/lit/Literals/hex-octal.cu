// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out) {
  out[0] = 0x1F;
  out[1] = 0XAb;
  out[2] = 017;
  out[3] = 0;
}

// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 0x1F;
// CHECK-NEXT: out[1] = 0XAb;
// CHECK-NEXT: out[2] = 017;
// CHECK-NEXT: out[3] = 0;
// CHECK-NEXT: }
