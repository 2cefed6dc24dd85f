// An rvalue reference parameter is a pointer like an lvalue one; the
// temporary argument is materialised.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Acc { float s; };
__device__ float consume(Acc &&a) { a.s += 1.0f; return a.s; }
__device__ Acc make(float v) { Acc a = {v}; return a; }
__global__ void k(float *out) { out[0] = consume(make(out[1])); }

// CHECK-LABEL: struct Acc {
// CHECK-NEXT:   float s;
// CHECK-NEXT: };
// CHECK-LABEL: float consume(__private Acc *a){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   a->s += 1.0f;
// CHECK-NEXT:   return a->s;
// CHECK-NEXT: }
// CHECK-LABEL: Acc make(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Acc a = {v};
// CHECK-NEXT:   return a;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = consume((__private Acc[1]){make(out[1])});
// CHECK-NEXT: }
