// __threadfence_block orders this thread's accesses as seen by its block:
// a mem_fence that covers local memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void stage(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT:   __local volatile int ready[64];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = 7;
// CHECK-NEXT:   mem_fence(CLK_LOCAL_MEM_FENCE{{( \| CLK_GLOBAL_MEM_FENCE)?}});
// CHECK-NEXT:   ready[(uint)get_local_id(0)] = 1;
// CHECK-NEXT: }
__global__ void stage(int *out) {
  __shared__ volatile int ready[64];
  out[threadIdx.x] = 7;
  __threadfence_block();
  ready[threadIdx.x] = 1;
}
