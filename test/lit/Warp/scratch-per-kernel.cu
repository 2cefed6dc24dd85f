// Only kernels that reach a warp function get the exchange buffer; it sits
// beside the kernel's own __shared__ arrays; the polyfill is emitted once.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-COUNT-1: uint ultima_shfl_u32(
// CHECK-NOT: uint ultima_shfl_u32(

// CHECK-LABEL: __kernel void plain(__global float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   x[(uint)get_local_id(0)] *= 2.0f;
// CHECK-NEXT: }
__global__ void plain(float *x) { x[threadIdx.x] *= 2.0f; }

// CHECK-LABEL: __kernel void tile_then_shuffle(__global float *x)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[128];
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
__global__ void tile_then_shuffle(float *x) {
  __shared__ float tile[128];
  tile[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  x[threadIdx.x] = __shfl_xor_sync(0xffffffff, tile[127 - threadIdx.x], 1);
}

// CHECK-LABEL: __kernel void second(__global int *y)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
__global__ void second(int *y) { y[threadIdx.x] = __ballot_sync(0xffffffff, y[threadIdx.x]); }
