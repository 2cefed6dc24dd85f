// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

enum Color { RED, GREEN, BLUE };
__device__ int weight(Color c) { return c == RED ? 3 : (c == GREEN ? 6 : 1); }
__global__ void k(int *out, int c) {
  Color col = (Color)c;
  out[0] = weight(col) + BLUE;
}

// CHECK: typedef uint Color;
// CHECK-NEXT: enum {
// CHECK-NEXT: RED,
// CHECK-NEXT: GREEN,
// CHECK-NEXT: BLUE
// CHECK-NEXT: };
// CHECK-LABEL: int weight(Color c)
// CHECK-NEXT: {
// CHECK-NEXT: return c == RED ? 3 : (c == GREEN ? 6 : 1);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int c)
// CHECK-NEXT: {
// CHECK-NEXT: Color col = (Color)c;
// CHECK-NEXT: out[0] = weight(col) + BLUE;
// CHECK-NEXT: }
