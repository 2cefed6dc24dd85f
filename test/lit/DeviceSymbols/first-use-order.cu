// A kernel's symbols are in first-use order: the order its body evaluates
// expressions, a call's arguments before the call, and a call bringing its
// callee's symbols at its position.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int a;
__device__ int b;
__device__ int c;
__device__ int d;

__device__ int readC() { return c; }

// CHECK-LABEL: int take(int x, __global int *c)
// CHECK-LABEL: __kernel void k(__global int *out, __global int *d, __global int *c, __global int *b, __global int *a)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = take((*d), c);
// CHECK-NEXT:   out[1] = (*b) + (*a);
// CHECK-NEXT: }
__device__ int take(int x) { return x + readC(); }
__global__ void k(int *out) {
  out[0] = take(d);
  out[1] = b + a;
}
