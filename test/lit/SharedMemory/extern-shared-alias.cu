// All extern __shared__ arrays alias the same dynamic buffer: one __local
// byte parameter, and each declaration becomes a typed view of it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void split(
// CHECK-SAME: __global float *out, int n, __local uchar *[[D:[A-Za-z0-9_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   __local float *values = (__local float *)[[D]];
// CHECK-NEXT:   __local int *counts = (__local int *)[[D]];
// CHECK-NEXT:   values[(uint)get_local_id(0)] = out[(uint)get_local_id(0)];
// CHECK-NEXT:   counts[n + (uint)get_local_id(0)] = 1;
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = values[0] + counts[n];
// CHECK-NEXT: }
__global__ void split(float *out, int n) {
  extern __shared__ float values[];
  extern __shared__ int counts[];
  values[threadIdx.x] = out[threadIdx.x];
  counts[n + threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = values[0] + counts[n];
}
