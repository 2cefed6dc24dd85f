// A store to a scalar device symbol is a store to global memory: a barrier
// after it fences global memory too.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int ready;

// CHECK-LABEL: __kernel void publish(__global int *out, __global int *ready)
// CHECK-NEXT: {
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     (*ready) = 1;
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = (*ready);
// CHECK-NEXT: }
__global__ void publish(int *out) {
  if (threadIdx.x == 0)
    ready = 1;
  __syncthreads();
  out[threadIdx.x] = ready;
}
