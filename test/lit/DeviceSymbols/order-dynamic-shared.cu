// Parameter order: the kernel's own parameters, its device symbols in
// first-use order, then the dynamic shared memory parameter, which stays last.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float bias[4];
__device__ int launches;

// CHECK-LABEL: __kernel void scale(__global float *out, int n, __global int *launches, __global float *bias, __local float *tile)
// CHECK-NEXT: {
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     atomic_add((launches), (1));
// CHECK-NEXT:   tile[(uint)get_local_id(0)] = out[(uint)get_local_id(0)] + bias[n & 3];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = tile[0];
// CHECK-NEXT: }
__global__ void scale(float *out, int n) {
  extern __shared__ float tile[];
  if (threadIdx.x == 0)
    atomicAdd(&launches, 1);
  tile[threadIdx.x] = out[threadIdx.x] + bias[n & 3];
  __syncthreads();
  out[threadIdx.x] = tile[0];
}

// Without dynamic shared memory the symbols are the last parameters.
// CHECK-LABEL: __kernel void plain(__global float *out, __global float *bias)
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = bias[1];
// CHECK-NEXT: }
__global__ void plain(float *out) { out[0] = bias[1]; }
