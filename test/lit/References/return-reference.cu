// A function returning a reference returns a pointer; its call is `*f(...)`
// (assignable), and binding it to a reference keeps the pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __global float *at(__global float *p, int i)
// CHECK-NEXT: {
// CHECK-NEXT:   return &p[i];
// CHECK-NEXT: }
__device__ float &at(float *p, int i) { return p[i]; }

// CHECK-LABEL: __kernel void k(__global float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   (*at(x, 0)) = 1.0f;
// CHECK-NEXT:   __global float *r = at(x, 1);
// CHECK-NEXT:   (*r) += (*at(x, 2));
// CHECK-NEXT: }
__global__ void k(float *x) {
  at(x, 0) = 1.0f;
  float &r = at(x, 1);
  r += at(x, 2);
}
