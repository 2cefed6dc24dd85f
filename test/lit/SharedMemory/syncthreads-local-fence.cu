// A __syncthreads with only shared-memory stores before it needs only a
// local fence.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void reverse(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[64];
// CHECK-NEXT:   tile[(uint)get_local_id(0)] = in[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = tile[63 - (uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void reverse(float *out, const float *in) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x];
}
