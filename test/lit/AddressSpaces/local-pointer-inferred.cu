// A pointer variable takes the address space of its initializer: here one
// points into shared memory and one into global memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void rowCopy(__global float *out, __global const float *in, int w)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float rows[4][32];
// CHECK-NEXT:   __local float *mine = rows[(uint)get_local_id(1)];
// CHECK-NEXT:   __global const float *src = in + (uint)get_local_id(1) * w;
// CHECK-NEXT:   mine[(uint)get_local_id(0)] = src[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(1) * w + (uint)get_local_id(0)] = mine[31 - (uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void rowCopy(float *out, const float *in, int w) {
  __shared__ float rows[4][32];
  float *mine = rows[threadIdx.y];
  const float *src = in + threadIdx.y * w;
  mine[threadIdx.x] = src[threadIdx.x];
  __syncthreads();
  out[threadIdx.y * w + threadIdx.x] = mine[31 - threadIdx.x];
}
