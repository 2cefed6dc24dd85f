// __syncwarp orders shared and global memory among the lanes: ultima_syncwarp
// (warp.cl), a work-group barrier with both fences; it needs no exchange
// buffer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: inline void ultima_syncwarp(void)
// CHECK-NEXT: {
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *data)
// CHECK-NEXT: {
// CHECK-NEXT:   __local int s[64];
// CHECK-NEXT:   s[(uint)get_local_id(0)] = data[(uint)get_local_id(0)];
// CHECK-NEXT:   ultima_syncwarp();
// CHECK-NEXT:   data[(uint)get_local_id(0)] = s[(uint)get_local_id(0) ^ 1];
// CHECK-NEXT:   ultima_syncwarp();
// CHECK-NEXT: }
__global__ void k(int *data) {
  __shared__ int s[64];
  s[threadIdx.x] = data[threadIdx.x];
  __syncwarp();
  data[threadIdx.x] = s[threadIdx.x ^ 1];
  __syncwarp(0xffffffff);
}
