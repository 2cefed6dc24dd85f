// In a loop, the global store at the end of one iteration precedes the
// __syncthreads at the start of the next: the barrier fences global memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void smooth(__global float *v, int steps)
// CHECK-NEXT: {
// CHECK-NEXT:   for (int s = 0; s < steps; ++s)
// CHECK-NEXT:   {
// CHECK-NEXT:     barrier(CLK_{{(LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE|GLOBAL_MEM_FENCE \| CLK_LOCAL_MEM_FENCE|GLOBAL_MEM_FENCE)}});
// CHECK-NEXT:     float n = v[(uint)get_local_id(0) ^ 1];
// CHECK-NEXT:     barrier(CLK_{{(LOCAL_MEM_FENCE \| CLK_GLOBAL_MEM_FENCE|GLOBAL_MEM_FENCE \| CLK_LOCAL_MEM_FENCE|GLOBAL_MEM_FENCE)}});
// CHECK-NEXT:     v[(uint)get_local_id(0)] = 0.5f * (v[(uint)get_local_id(0)] + n);
// CHECK-NEXT:   }
// CHECK-NEXT: }
__global__ void smooth(float *v, int steps) {
  for (int s = 0; s < steps; ++s) {
    __syncthreads();
    float n = v[threadIdx.x ^ 1];
    __syncthreads();
    v[threadIdx.x] = 0.5f * (v[threadIdx.x] + n);
  }
}
