// Constructors become `T *constructor_T(T *this, ...)`: member initialisers,
// default member initialisers and delegation first, then the body, then
// `return this`. `T t(a)`, `T t{a}` and `T t = T(a)` declare the object and
// call the constructor; a temporary is built in a private compound literal.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Range {
  int lo = 0;
  int hi;
  float scale = 1.0f;
  __device__ Range(int h) : hi(h) {}
  __device__ Range(int l, int h) : lo(l), hi(h) { scale = 0.5f; }
  __device__ Range() : Range(10) {}
  __device__ int size() const { return hi - lo; }
};

__device__ int width(Range r) { return r.size(); }

__global__ void k(int *out) {
  Range a(3, 9);
  Range b{4};
  Range c = Range(2, 5);
  Range d;
  out[0] = a.size() + b.size() + c.size() + d.size();
  out[1] = width(Range(1, 7)) + Range(6).size();
}

// CHECK-LABEL: __private Range *constructor_Range_int(__private Range *this, int h){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->lo = 0;
// CHECK-NEXT:   this->hi = h;
// CHECK-NEXT:   this->scale = 1.0f;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __private Range *constructor_Range_int_int(__private Range *this, int l, int h){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->lo = l;
// CHECK-NEXT:   this->hi = h;
// CHECK-NEXT:   this->scale = 1.0f;
// CHECK-NEXT:   this->scale = 0.5f;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __private Range *constructor_Range(__private Range *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   constructor_Range_int(this, 10);
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: int width(Range r){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return Range_size(&r);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Range a;
// CHECK-NEXT:   constructor_Range_int_int(&a, 3, 9);
// CHECK-NEXT:   Range b;
// CHECK-NEXT:   constructor_Range_int(&b, 4);
// CHECK-NEXT:   Range c;
// CHECK-NEXT:   constructor_Range_int_int(&c, 2, 5);
// CHECK-NEXT:   Range d;
// CHECK-NEXT:   constructor_Range(&d);
// CHECK-NEXT:   out[0] = Range_size(&a) + Range_size(&b) + Range_size(&c) + Range_size(&d);
// CHECK-NEXT:   out[1] = width((*constructor_Range_int_int((__private Range[1]){0}, 1, 7))) + Range_size(constructor_Range_int((__private Range[1]){0}, 6));
// CHECK-NEXT: }
