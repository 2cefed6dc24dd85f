// extern __shared__ (dynamic shared memory) becomes a trailing __local
// pointer parameter, sized by the host at launch.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void reverseN(__global float *v, int n, __local float *sdata)
// CHECK-NEXT: {
// CHECK-NEXT:   sdata[(uint)get_local_id(0)] = v[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   v[(uint)get_local_id(0)] = sdata[n - 1 - (uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void reverseN(float *v, int n) {
  extern __shared__ float sdata[];
  sdata[threadIdx.x] = v[threadIdx.x];
  __syncthreads();
  v[threadIdx.x] = sdata[n - 1 - threadIdx.x];
}
