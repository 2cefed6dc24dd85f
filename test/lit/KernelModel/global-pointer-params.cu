// A kernel's pointer parameters point into global memory; const stays on the pointee.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void copy(__global float *dst, __global const float *src)
// CHECK-NEXT: {
// CHECK-NEXT:   dst[(uint)get_local_id(0)] = src[(uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void copy(float *dst, const float *src) {
  dst[threadIdx.x] = src[threadIdx.x];
}
