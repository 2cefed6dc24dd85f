// OpenCL only allows __local variables at kernel-function scope: a __shared__
// array declared in a nested block is hoisted to the top of the kernel.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void maybeReverse(__global int *v, int enabled)
// CHECK-NEXT: {
// CHECK-NEXT:   __local int buf[32];
// CHECK-NEXT:   if (enabled)
// CHECK-NEXT:   {
// CHECK-NEXT:     buf[(uint)get_local_id(0)] = v[(uint)get_local_id(0)];
// CHECK-NEXT:     barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:     v[(uint)get_local_id(0)] = buf[31 - (uint)get_local_id(0)];
// CHECK-NEXT:   }
// CHECK-NEXT: }
__global__ void maybeReverse(int *v, int enabled) {
  if (enabled) {
    __shared__ int buf[32];
    buf[threadIdx.x] = v[threadIdx.x];
    __syncthreads();
    v[threadIdx.x] = buf[31 - threadIdx.x];
  }
}
