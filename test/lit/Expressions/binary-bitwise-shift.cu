// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(unsigned *out, unsigned a, unsigned b) {
  out[0] = (a & b) | (a ^ b);
  out[1] = a << 3;
  out[2] = b >> (a & 31u);
  out[3] = a & (b | 0xffu);
}

// CHECK-LABEL: __kernel void k(__global uint *out, uint a, uint b)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = (a & b) | (a ^ b);
// CHECK-NEXT: out[1] = a << 3;
// CHECK-NEXT: out[2] = b >> (a & 31u);
// CHECK-NEXT: out[3] = a & (b | 0xffu);
// CHECK-NEXT: }
