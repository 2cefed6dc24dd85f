// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ void swap_ptrs(float **a, float **b) {
  float *t = *a;
  *a = *b;
  *b = t;
}
__global__ void k(float *x, float *y) {
  float *p = x;
  float *q = y;
  swap_ptrs(&p, &q);
  p[0] = q[0];
}

// CHECK-LABEL: void swap_ptrs(__global float *__private *a, __global float *__private *b)
// CHECK-NEXT: {
// CHECK-NEXT: __global float *t = *a;
// CHECK-NEXT: *a = *b;
// CHECK-NEXT: *b = t;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *x, __global float *y)
// CHECK-NEXT: {
// CHECK-NEXT: __global float *p = x;
// CHECK-NEXT: __global float *q = y;
// CHECK-NEXT: swap_ptrs(&p, &q);
// CHECK-NEXT: p[0] = q[0];
// CHECK-NEXT: }
