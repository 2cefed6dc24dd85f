// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(unsigned *out, unsigned x) {
  out[0] = x & 0b101;
  out[1] = x | 0B1111'0000u;
  out[2] = x ^ 0b10000000000000000000000000000000;
}

// CHECK-LABEL: __kernel void k(__global uint *out, uint x)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = x & 5;
// CHECK-NEXT: out[1] = x | 240u;
// CHECK-NEXT: out[2] = x ^ 2147483648u;
// CHECK-NEXT: }
