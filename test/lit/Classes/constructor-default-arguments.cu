// Constructor default arguments are filled in like any call's.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Window {
  int lo, hi;
  __device__ Window(int l = 0, int h = 16) : lo(l), hi(h) {}
};
__global__ void k(int *out) {
  Window a, b(4), c(2, 8);
  out[0] = a.hi + b.lo + c.hi;
}

// CHECK-LABEL: struct Window {
// CHECK-NEXT:   int lo;
// CHECK-NEXT:   int hi;
// CHECK-NEXT: };
// CHECK-LABEL: __private Window *constructor_Window(__private Window *this, int l, int h){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->lo = l;
// CHECK-NEXT:   this->hi = h;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Window a;
// CHECK-NEXT:   constructor_Window(&a, 0, 16);
// CHECK-NEXT:   Window b;
// CHECK-NEXT:   constructor_Window(&b, 4, 16);
// CHECK-NEXT:   Window c;
// CHECK-NEXT:   constructor_Window(&c, 2, 8);
// CHECK-NEXT:   out[0] = a.hi + b.lo + c.hi;
// CHECK-NEXT: }
