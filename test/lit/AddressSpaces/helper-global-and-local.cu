// A helper called with a global pointer and with a shared pointer is emitted
// twice, once per address space, under distinct names.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float pairSum
// CHECK-SAME: [[G:[A-Za-z0-9_]*]](__global const float *p)
// CHECK-NEXT: {
// CHECK-NEXT:   return p[0] + p[1];
// CHECK-NEXT: }
// CHECK-LABEL: float pairSum
// CHECK-SAME: [[L:[A-Za-z0-9_]*]](__local const float *p)
// CHECK-NEXT: {
// CHECK-NEXT:   return p[0] + p[1];
// CHECK-NEXT: }
__device__ float pairSum(const float *p) { return p[0] + p[1]; }

// CHECK-LABEL: __kernel void sums(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[64];
// CHECK-NEXT:   tile[(uint)get_local_id(0)] = in[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = pairSum[[G]](in + (uint)get_local_id(0)) + pairSum[[L]](&tile[(uint)get_local_id(0) & 62]);
// CHECK-NEXT: }
__global__ void sums(float *out, const float *in) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = pairSum(in + threadIdx.x) + pairSum(&tile[threadIdx.x & 62]);
}
