// A __syncthreads in a helper called after a global store in the kernel
// fences global memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: void blockSync(void)
// CHECK-NEXT: {
// CHECK-NEXT:   barrier(CLK_{{(LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE|GLOBAL_MEM_FENCE \| CLK_LOCAL_MEM_FENCE|GLOBAL_MEM_FENCE)}});
// CHECK-NEXT: }
__device__ void blockSync() { __syncthreads(); }

// CHECK-LABEL: __kernel void pairUp(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = (uint)get_local_id(0);
// CHECK-NEXT:   blockSync();
// CHECK-NEXT:   v[(uint)get_local_id(0)] += v[(uint)get_local_id(0) ^ 1];
// CHECK-NEXT: }
__global__ void pairUp(int *v) {
  v[threadIdx.x] = threadIdx.x;
  blockSync();
  v[threadIdx.x] += v[threadIdx.x ^ 1];
}
