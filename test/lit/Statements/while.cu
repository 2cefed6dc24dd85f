// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(unsigned *out, unsigned x) {
  unsigned steps = 0;
  while (x != 1u) {
    x = (x & 1u) ? 3u * x + 1u : x / 2u;
    ++steps;
  }
  *out = steps;
}

// CHECK-LABEL: __kernel void k(__global uint *out, uint x)
// CHECK-NEXT: {
// CHECK-NEXT: uint steps = 0;
// CHECK-NEXT: while (x != 1u)
// CHECK-NEXT: {
// CHECK-NEXT: x = (x & 1u) ? 3u * x + 1u : x / 2u;
// CHECK-NEXT: ++steps;
// CHECK-NEXT: }
// CHECK-NEXT: *out = steps;
// CHECK-NEXT: }
