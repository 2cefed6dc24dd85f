// A static __shared__ array at the top of a kernel is a __local array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void blockSum(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float partial[128];
// CHECK-NEXT:   partial[(uint)get_local_id(0)] = in[(uint)get_group_id(0) * 128 + (uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   for (int s = 64; s > 0; s >>= 1)
// CHECK-NEXT:   {
// CHECK-NEXT:     if ((uint)get_local_id(0) < s)
// CHECK-NEXT:       partial[(uint)get_local_id(0)] += partial[(uint)get_local_id(0) + s];
// CHECK-NEXT:     barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   }
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     out[(uint)get_group_id(0)] = partial[0];
// CHECK-NEXT: }
__global__ void blockSum(float *out, const float *in) {
  __shared__ float partial[128];
  partial[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0];
}
