// Methods may call each other in any order (C++ class scope): every
// member function gets a prototype after the struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Walker {
  int pos;
  __device__ int run(int n) { for (int i = 0; i < n; ++i) step(); return pos; }
  __device__ void step() { pos += stride(); }
  __device__ int stride() const { return 2; }
};
__global__ void k(int *out) { Walker w = {0}; out[0] = w.run(3); }

// CHECK-LABEL: struct Walker {
// CHECK-NEXT:   int pos;
// CHECK-NEXT: };
// CHECK-LABEL: int Walker_run(__private Walker *this, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     Walker_step(this);
// CHECK-NEXT:   return this->pos;
// CHECK-NEXT: }
// CHECK-LABEL: void Walker_step(__private Walker *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->pos += Walker_stride(this);
// CHECK-NEXT: }
// CHECK-LABEL: int Walker_stride(__private const Walker *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 2;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Walker w = {0};
// CHECK-NEXT:   out[0] = Walker_run(&w, 3);
// CHECK-NEXT: }
