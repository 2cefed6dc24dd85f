// A __syncthreads after a global store must also fence global memory, so the
// other threads of the block see the store.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void shiftLeft(__global float *buf)
// CHECK-NEXT: {
// CHECK-NEXT:   buf[(uint)get_local_id(0)] *= 2.0f;
// CHECK-NEXT:   barrier(CLK_{{(LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE|GLOBAL_MEM_FENCE \| CLK_LOCAL_MEM_FENCE)}});
// CHECK-NEXT:   if ((uint)get_local_id(0) > 0)
// CHECK-NEXT:     buf[(uint)get_local_id(0) - 1] += buf[(uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void shiftLeft(float *buf) {
  buf[threadIdx.x] *= 2.0f;
  __syncthreads();
  if (threadIdx.x > 0)
    buf[threadIdx.x - 1] += buf[threadIdx.x];
}
