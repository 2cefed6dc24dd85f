// A mangled name never takes an identifier the input uses: the user's own
// `scale_int` keeps its name and the overload scale(int) yields.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int scale_int_(int x)
__device__ int scale(int x) { return 2 * x; }
// CHECK-LABEL: float scale_float(float x)
__device__ float scale(float x) { return 2.0f * x; }
// CHECK-LABEL: int scale_int(int x)
__device__ int scale_int(int x) { return 3 * x; }

// CHECK-LABEL: __kernel void k(__global int *o)
// CHECK-NEXT: {
// CHECK-NEXT:   o[0] = scale_int_(1) + (int)(scale_float(2.0f)) + scale_int(3);
// CHECK-NEXT: }
__global__ void k(int *o) { o[0] = scale(1) + (int)scale(2.0f) + scale_int(3); }
