// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// Aliases of scalars and arrays stay typedefs; a pointer alias gets the
// address space of its use spelled out (here the helper receives a __global
// pointer).
using Scalar = int;
using IntPtr = int *;
using Row = float[4];
__device__ void fill(IntPtr p, Scalar v) { *p = v; }
__global__ void k(int *out, float *fout) {
  Row r = {1.0f, 2.0f, 3.0f, 4.0f};
  Scalar s = 3;
  fill(out, s);
  fout[0] = r[3];
}

// CHECK: typedef int Scalar;
// CHECK: typedef float Row[4];
// CHECK-LABEL: void fill(__global int *p, Scalar v)
// CHECK-NEXT: {
// CHECK-NEXT: *p = v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global float *fout)
// CHECK-NEXT: {
// CHECK-NEXT: Row r = {1.0f, 2.0f, 3.0f, 4.0f};
// CHECK-NEXT: Scalar s = 3;
// CHECK-NEXT: fill(out, s);
// CHECK-NEXT: fout[0] = r[3];
// CHECK-NEXT: }
