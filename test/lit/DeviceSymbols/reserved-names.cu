// A symbol's parameter gets a valid, distinct name: OpenCL reserved words
// (`global`, `constant`) are renamed, and so is a symbol named like a
// parameter or a local of a function that receives it (one name per symbol,
// shared by every kernel and helper).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int global;
__constant__ float constant[4];
__device__ int n;
__device__ int count;

// CHECK-LABEL: void bump(
// CHECK-SAME: __global int *p, __global int *[[COUNT:count_[0-9]*]])
// CHECK-NEXT: {
// CHECK-NEXT:   int count = 3;
// CHECK-NEXT:   *p += count + (*[[COUNT]]);
// CHECK-NEXT: }
__device__ void bump(int *p) {
  int count = 3;
  *p += count + ::count;
}

// CHECK-LABEL: __kernel void k(
// CHECK-SAME: __global int *out, int n, __global int *[[GLOBAL:global_[0-9]*]], __constant float *[[CONSTANT:constant_[0-9]*]], __global int *[[N:n_[0-9]*]], __global int *[[COUNT]])
// CHECK-NEXT: {
// CHECK-NEXT:   (*[[GLOBAL]]) += n + (int)([[CONSTANT]][1]);
// CHECK-NEXT:   (*[[N]]) = n;
// CHECK-NEXT:   bump(out, [[COUNT]]);
// CHECK-NEXT:   {
// CHECK-NEXT:     int count = 2;
// CHECK-NEXT:     out[1] = count + (*[[COUNT]]);
// CHECK-NEXT:   }
// CHECK-NEXT: }
__global__ void k(int *out, int n) {
  global += n + (int)constant[1];
  ::n = n;
  bump(out);
  {
    int count = 2;
    out[1] = count + ::count;
  }
}
