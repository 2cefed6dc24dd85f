// return T(args) and return {args} build the returned object.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Pair { int a, b; __device__ Pair(int x, int y) : a(x), b(y) {} };
struct Plain { int a, b; };
__device__ Pair makePair(int v) { return Pair(v, v + 1); }
__device__ Plain makePlain(int v) { return {v, 2 * v}; }
__global__ void k(int *out) { out[0] = makePair(3).b + makePlain(4).b; }

// CHECK-LABEL: struct Pair {
// CHECK-NEXT:   int a;
// CHECK-NEXT:   int b;
// CHECK-NEXT: };
// CHECK-LABEL: __private Pair *constructor_Pair(__private Pair *this, int x, int y){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->a = x;
// CHECK-NEXT:   this->b = y;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: struct Plain {
// CHECK-NEXT:   int a;
// CHECK-NEXT:   int b;
// CHECK-NEXT: };
// CHECK-LABEL: Pair makePair(int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (*constructor_Pair((__private Pair[1]){0}, v, v + 1));
// CHECK-NEXT: }
// CHECK-LABEL: Plain makePlain(int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (Plain){v, 2 * v};
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = makePair(3).b + makePlain(4).b;
// CHECK-NEXT: }
