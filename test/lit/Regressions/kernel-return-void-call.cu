// `return g(o);` in a kernel still calls g (it used to print a bare `return;`).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__device__ void g(int *o) { o[0] = 1; }
__global__ void k(int *o) {
  if (o[1])
    return g(o);
  o[2] = 3;
}
// CHECK-LABEL: void g(__global int *o)
// CHECK-LABEL: __kernel void k(__global int *o)
// CHECK:          g(o);
// CHECK-NEXT:     return;
