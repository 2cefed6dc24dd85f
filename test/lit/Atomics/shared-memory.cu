// Atomics on __shared__ memory use the __local forms: the OpenCL built-ins are
// overloaded on address space, the polyfills have an _l version.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void block_hist(__global const int *bin, __global uint *hist, __global float *wsum, __global const float *w)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint counts[64];
// CHECK-NEXT:   __local float weights[64];
// CHECK:        barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   atomic_add((&counts[bin[(uint)get_local_id(0)]]), (1u));
// CHECK-NEXT:   ultima_atomic_add_f32_l((&weights[bin[(uint)get_local_id(0)]]), (w[(uint)get_local_id(0)]));
// CHECK:        barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   if ((uint)get_local_id(0) < 64)
// CHECK-NEXT:   {
// CHECK-NEXT:     atomic_add((&hist[(uint)get_local_id(0)]), (counts[(uint)get_local_id(0)]));
// CHECK-NEXT:     ultima_atomic_add_f32_g((&wsum[(uint)get_local_id(0)]), (weights[(uint)get_local_id(0)]));
// CHECK-NEXT:   }
// CHECK-NEXT: }
__global__ void block_hist(const int *bin, unsigned int *hist, float *wsum, const float *w) {
  __shared__ unsigned int counts[64];
  __shared__ float weights[64];
  if (threadIdx.x < 64) {
    counts[threadIdx.x] = 0;
    weights[threadIdx.x] = 0.0f;
  }
  __syncthreads();
  atomicAdd(&counts[bin[threadIdx.x]], 1u);
  atomicAdd(&weights[bin[threadIdx.x]], w[threadIdx.x]);
  __syncthreads();
  if (threadIdx.x < 64) {
    atomicAdd(&hist[threadIdx.x], counts[threadIdx.x]);
    atomicAdd(&wsum[threadIdx.x], weights[threadIdx.x]);
  }
}
