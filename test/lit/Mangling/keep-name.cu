// `extern "C"` and __attribute__((annotate("ultima_keep_name"))) keep a
// function's name unmangled; its overloads are still mangled.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int plain(int x)
extern "C" __device__ int plain(int x) { return x + 1; }
// CHECK-LABEL: int blend(int x)
__device__ __attribute__((annotate("ultima_keep_name"))) int blend(int x) { return x; }
// CHECK-LABEL: int blend_float(float x)
__device__ int blend(float x) { return (int)x; }

// CHECK-LABEL: __kernel void k(__global int *o)
// CHECK-NEXT: {
// CHECK-NEXT:   o[0] = plain(1) + blend(2) + blend_float(3.0f);
// CHECK-NEXT: }
__global__ void k(int *o) { o[0] = plain(1) + blend(2) + blend(3.0f); }
