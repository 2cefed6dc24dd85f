// __threadfence orders global (and shared) memory accesses: mem_fence.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void publish(__global int *data, __global volatile int *flag)
// CHECK-NEXT: {
// CHECK-NEXT:   data[(uint)get_group_id(0)] = 42;
// CHECK-NEXT:   mem_fence(CLK_{{(GLOBAL_MEM_FENCE \| CLK_LOCAL_MEM_FENCE|LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE|GLOBAL_MEM_FENCE)}});
// CHECK-NEXT:   flag[(uint)get_group_id(0)] = 1;
// CHECK-NEXT: }
__global__ void publish(int *data, volatile int *flag) {
  data[blockIdx.x] = 42;
  __threadfence();
  flag[blockIdx.x] = 1;
}
