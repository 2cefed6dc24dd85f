// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, unsigned *bits, int a) {
  int x = out[0];
  x += a;
  x -= 2;
  x *= 3;
  x /= 4;
  x %= 5;
  x <<= 1;
  x >>= 2;
  out[0] = x;
  unsigned u = bits[0];
  u &= 0xF0u;
  u |= 1u;
  u ^= 0x3u;
  bits[0] = u;
}

// CHECK-LABEL: __kernel void k(__global int *out, __global uint *bits, int a)
// CHECK-NEXT: {
// CHECK-NEXT: int x = out[0];
// CHECK-NEXT: x += a;
// CHECK-NEXT: x -= 2;
// CHECK-NEXT: x *= 3;
// CHECK-NEXT: x /= 4;
// CHECK-NEXT: x %= 5;
// CHECK-NEXT: x <<= 1;
// CHECK-NEXT: x >>= 2;
// CHECK-NEXT: out[0] = x;
// CHECK-NEXT: uint u = bits[0];
// CHECK-NEXT: u &= 0xF0u;
// CHECK-NEXT: u |= 1u;
// CHECK-NEXT: u ^= 0x3u;
// CHECK-NEXT: bits[0] = u;
// CHECK-NEXT: }
