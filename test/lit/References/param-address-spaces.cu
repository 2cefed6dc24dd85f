// Reference parameters become pointers; a helper bound to global, shared and
// private objects is emitted once per combination of address spaces.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: void swap_gg(__global float *a, __global float *b)
// CHECK-NEXT: {
// CHECK-NEXT:   float t = (*a);
// CHECK-NEXT:   (*a) = (*b);
// CHECK-NEXT:   (*b) = t;
// CHECK-NEXT: }
// CHECK-LABEL: void swap_pl(__private float *a, __local float *b)
__device__ void swap(float &a, float &b) {
  float t = a;
  a = b;
  b = t;
}

// CHECK-LABEL: __kernel void k(__global float *x, __global float *y)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[64];
// CHECK-NEXT:   int t = (uint)get_local_id(0);
// CHECK-NEXT:   swap_gg(&x[t], &y[t]);
// CHECK-NEXT:   float v = 1.0f;
// CHECK-NEXT:   swap_pl(&v, &tile[t]);
// CHECK-NEXT: }
__global__ void k(float *x, float *y) {
  __shared__ float tile[64];
  int t = threadIdx.x;
  swap(x[t], y[t]);
  float v = 1.0f;
  swap(v, tile[t]);
}
