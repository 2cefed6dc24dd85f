// Two kernels calling one helper that declares __shared__ memory each get
// their own hoisted __local array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int broadcast(
// CHECK-SAME: int v, __local int (*[[S:[A-Za-z0-9_]+]])[1])
// CHECK-NEXT: {
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     (*[[S]])[0] = v;
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE{{( \| CLK_GLOBAL_MEM_FENCE)?}});
// CHECK-NEXT:   return (*[[S]])[0];
// CHECK-NEXT: }
__device__ int broadcast(int v) {
  __shared__ int slot[1];
  if (threadIdx.x == 0)
    slot[0] = v;
  __syncthreads();
  return slot[0];
}

// CHECK-LABEL: __kernel void first(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   __local int [[A:[A-Za-z0-9_]+]][1];
// CHECK-NEXT:   v[(uint)get_local_id(0)] = broadcast(v[0], &[[A]]);
// CHECK-NEXT: }
__global__ void first(int *v) { v[threadIdx.x] = broadcast(v[0]); }

// CHECK-LABEL: __kernel void blockId(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   __local int [[B:[A-Za-z0-9_]+]][1];
// CHECK-NEXT:   v[(uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)] = broadcast((uint)get_group_id(0), &[[B]]);
// CHECK-NEXT: }
__global__ void blockId(int *v) {
  v[blockIdx.x * blockDim.x + threadIdx.x] = broadcast(blockIdx.x);
}
