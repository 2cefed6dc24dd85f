// kernel -> h1 -> h2 with the __shared__ array in h2: the kernel owns the
// array and h1 forwards the pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int exchange(
// CHECK-SAME: int v, __local int (*[[S:[A-Za-z0-9_]+]])[256])
// CHECK-NEXT: {
// CHECK-NEXT:   (*[[S]])[(uint)get_local_id(0)] = v;
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE{{( \| CLK_GLOBAL_MEM_FENCE)?}});
// CHECK-NEXT:   return (*[[S]])[(uint)get_local_id(0) ^ 1];
// CHECK-NEXT: }
__device__ int exchange(int v) {
  __shared__ int pairs[256];
  pairs[threadIdx.x] = v;
  __syncthreads();
  return pairs[threadIdx.x ^ 1];
}

// CHECK-LABEL: int pairSum(
// CHECK-SAME: int v, __local int (*[[T:[A-Za-z0-9_]+]])[256])
// CHECK-NEXT: {
// CHECK-NEXT:   return v + exchange(v, [[T]]);
// CHECK-NEXT: }
__device__ int pairSum(int v) { return v + exchange(v); }

// CHECK-LABEL: __kernel void pairs(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   __local int [[K:[A-Za-z0-9_]+]][256];
// CHECK-NEXT:   v[(uint)get_local_id(0)] = pairSum(v[(uint)get_local_id(0)], &[[K]]);
// CHECK-NEXT: }
__global__ void pairs(int *v) { v[threadIdx.x] = pairSum(v[threadIdx.x]); }
