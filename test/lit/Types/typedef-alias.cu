// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

typedef float real;
typedef unsigned int index_t;
__device__ real scale(real v, real s) { return v * s; }
__global__ void k(real *out, const real *in, index_t n) {
  index_t i = threadIdx.x;
  if (i < n)
    out[i] = scale(in[i], 2.0f);
}

// CHECK: typedef float real;
// CHECK: typedef uint index_t;
// CHECK-LABEL: real scale(real v, real s)
// CHECK-NEXT: {
// CHECK-NEXT: return v * s;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global real *out, __global const real *in, index_t n)
// CHECK-NEXT: {
// CHECK-NEXT: index_t i = (uint)get_local_id(0);
// CHECK-NEXT: if (i < n)
// CHECK-NEXT: out[i] = scale(in[i], 2.0f);
// CHECK-NEXT: }
