// A class nested in another is its own struct, printed first.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Outer {
  struct Inner { int v; __device__ int twice() const { return 2 * v; } };
  Inner in;
  __device__ int get() const { return in.twice(); }
};
__global__ void k(int *out) {
  Outer o;
  o.in.v = 21;
  out[0] = o.get();
}

// CHECK-LABEL: struct Outer_Inner {
// CHECK-NEXT:   int v;
// CHECK-NEXT: };
// CHECK-LABEL: int Outer_Inner_twice(__private const Outer_Inner *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 2 * this->v;
// CHECK-NEXT: }
// CHECK-LABEL: struct Outer {
// CHECK-NEXT:   Outer_Inner in;
// CHECK-NEXT: };
// CHECK-LABEL: int Outer_get(__private const Outer *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return Outer_Inner_twice(&this->in);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Outer o;
// CHECK-NEXT:   o.in.v = 21;
// CHECK-NEXT:   out[0] = Outer_get(&o);
// CHECK-NEXT: }
