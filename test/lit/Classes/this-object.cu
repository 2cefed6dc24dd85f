// `*this` and `this` inside member functions, and a method returning a
// reference to the object for chaining.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Builder {
  int bits;
  __device__ Builder &set(int b) { bits |= 1 << b; return *this; }
  __device__ Builder copy() const { return *this; }
  __device__ bool same(const Builder *o) const { return o == this || o->bits == bits; }
};

__global__ void k(int *out) {
  Builder b = {0};
  b.set(1).set(3);
  Builder c = b.copy();
  out[0] = b.bits + c.same(&b);
}

// CHECK-LABEL: __private Builder *Builder_set(__private Builder *this, int b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->bits |= 1 << b;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: Builder Builder_copy(__private const Builder *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return *this;
// CHECK-NEXT: }
// CHECK-LABEL: bool Builder_same(__private const Builder *this, __private const Builder *o){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return o == this || o->bits == this->bits;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Builder b = {0};
// CHECK-NEXT:   Builder_set(Builder_set(&b, 1), 3);
// CHECK-NEXT:   Builder c = Builder_copy(&b);
// CHECK-NEXT:   out[0] = b.bits + Builder_same(&c, &b);
// CHECK-NEXT: }
