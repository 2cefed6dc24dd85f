// A struct passed by value stays a struct parameter, declared before the kernel.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Affine {
  float scale;
  float shift;
  int n;
};

// CHECK: struct Affine {
// CHECK-NEXT:   float scale;
// CHECK-NEXT:   float shift;
// CHECK-NEXT:   int n;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void apply(__global float *x, Affine p)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT:   if (i < p.n)
// CHECK-NEXT:     x[i] = x[i] * p.scale + p.shift;
// CHECK-NEXT: }
__global__ void apply(float *x, Affine p) {
  int i = threadIdx.x;
  if (i < p.n)
    x[i] = x[i] * p.scale + p.shift;
}
