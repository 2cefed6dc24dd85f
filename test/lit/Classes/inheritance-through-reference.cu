// An inherited member read through a reference goes through the base
// member (regression: it used to print `c->x`).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Shape { float x; };
struct Circle : Shape { float r; };
__device__ float f(Circle &c) { return c.x + c.r; }
__global__ void k(Circle *cs, float *out) { out[0] = f(cs[0]); }

// CHECK-LABEL: struct Shape {
// CHECK-NEXT:   float x;
// CHECK-NEXT: };
// CHECK-LABEL: struct Circle {
// CHECK-NEXT:   Shape base_Shape;
// CHECK-NEXT:   float r;
// CHECK-NEXT: };
// CHECK-LABEL: float f(__global Circle *c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return ((*c).base_Shape).x + c->r;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Circle *cs, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = f(&cs[0]);
// CHECK-NEXT: }
