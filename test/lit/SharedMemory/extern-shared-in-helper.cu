// extern __shared__ in a helper: the dynamic buffer parameter of the kernel
// is passed down to the helper.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float neighbour(
// CHECK-SAME: int i, __local uchar *[[D:[A-Za-z0-9_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   __local float *smem = (__local float *)[[D]];
// CHECK-NEXT:   return smem[i];
// CHECK-NEXT: }
__device__ float neighbour(int i) {
  extern __shared__ float smem[];
  return smem[i];
}

// CHECK-LABEL: __kernel void swapPairs(
// CHECK-SAME: __global float *v, __local uchar *[[K:[A-Za-z0-9_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   __local float *smem = (__local float *)[[K]];
// CHECK-NEXT:   smem[(uint)get_local_id(0)] = v[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   v[(uint)get_local_id(0)] = neighbour((uint)get_local_id(0) ^ 1, {{(\(__local uchar \*\))?}}[[K]]);
// CHECK-NEXT: }
__global__ void swapPairs(float *v) {
  extern __shared__ float smem[];
  smem[threadIdx.x] = v[threadIdx.x];
  __syncthreads();
  v[threadIdx.x] = neighbour(threadIdx.x ^ 1);
}
