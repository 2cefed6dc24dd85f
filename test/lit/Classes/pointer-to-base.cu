// Converting a pointer to a derived object into a pointer to its second
// base takes the address of that base member.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct A { int a; };
struct B { float b; __device__ float get() const { return b; } };
struct C : A, B { int c; };
__device__ float viaB(const B *p) { return p->get(); }
__global__ void k(const C *cs, float *out) { out[0] = viaB(&cs[1]) + cs->get() + cs->a; }

// CHECK-LABEL: struct A {
// CHECK-NEXT:   int a;
// CHECK-NEXT: };
// CHECK-LABEL: struct B {
// CHECK-NEXT:   float b;
// CHECK-NEXT: };
// CHECK-LABEL: float B_get(__global const B *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->b;
// CHECK-NEXT: }
// CHECK-LABEL: struct C {
// CHECK-NEXT:   A base_A;
// CHECK-NEXT:   B base_B;
// CHECK-NEXT:   int c;
// CHECK-NEXT: };
// CHECK-LABEL: float viaB(__global const B *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return B_get(p);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const C *cs, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = viaB((&(&cs[1])->base_B)) + B_get((&cs->base_B)) + cs->base_A.a;
// CHECK-NEXT: }
