// A helper returning a pointer derived from a global parameter returns a
// __global pointer, and the caller's variable is __global too.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __global float *rowOf(__global float *m, int r, int w)
// CHECK-NEXT: {
// CHECK-NEXT:   return m + r * w;
// CHECK-NEXT: }
__device__ float *rowOf(float *m, int r, int w) { return m + r * w; }

// CHECK-LABEL: __kernel void zeroRows(__global float *m, int w)
// CHECK-NEXT: {
// CHECK-NEXT:   __global float *row = rowOf(m, (uint)get_group_id(0), w);
// CHECK-NEXT:   row[(uint)get_local_id(0)] = 0.0f;
// CHECK-NEXT: }
__global__ void zeroRows(float *m, int w) {
  float *row = rowOf(m, blockIdx.x, w);
  row[threadIdx.x] = 0.0f;
}
