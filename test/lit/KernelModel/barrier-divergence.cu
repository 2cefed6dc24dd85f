// A work-group barrier that only some work-items may reach gets a warning:
// OpenCL needs every work-item of the work-group at each barrier, and CUDA's
// tiles of a warp sync alone where ultima's tile sync is the block's barrier.
// The output is still produced (and compiles).
// RUN: %ultima %s 2> %t.err > %t.cl
// RUN: FileCheck %s < %t.err
// RUN: %oclc %t.cl
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A tile of 16 syncs inside a branch only its threads take (CUDA allows
// it): ultima predicates such a branch (CooperativeGroups/tile-sync-apart.cu),
// but not one that some of its threads may leave early.
// CHECK: barrier-divergence.cu:[[@LINE+10]]:5: warning: 'sync' waits at a work-group barrier that only some work-items may reach here: OpenCL needs every work-item of the work-group at each barrier (CUDA lets a tile of a warp sync alone; here a tile's sync is the block's barrier) [ultima-barrier-divergence]
// CHECK-NEXT: barrier-divergence.cu:[[@LINE+8]]:7: note: this exit may be taken by only some work-items
__global__ void tile_in_branch(float *data) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 16);
  int idx = threadIdx.x;
  if (idx < 16) {
    data[idx] *= 2.0f;
    if (data[idx] == 0.0f)
      return;
    cg::sync(tile);
    data[idx] += data[15 - idx];
  }
}

// __syncthreads after a per-thread early return.
// CHECK: barrier-divergence.cu:[[@LINE+8]]:3: warning: '__syncthreads' waits at a work-group barrier
// CHECK-NEXT: barrier-divergence.cu:[[@LINE+5]]:5: note: this exit may be taken by only some work-items
__global__ void early_return(float *data, int n) {
  __shared__ float s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  s[threadIdx.x] = data[i];
  __syncthreads();
  data[i] = s[blockDim.x - 1 - threadIdx.x];
}

// A helper that synchronises, called under a condition on the thread's data.
__device__ void exchange(float *s, int k) {
  __syncthreads();
  s[k] += 1.0f;
}
// CHECK: barrier-divergence.cu:[[@LINE+5]]:5: warning: 'exchange' waits at a work-group barrier
// CHECK-NEXT: barrier-divergence.cu:[[@LINE+3]]:7: note: this condition may differ between work-items
__global__ void helper_in_branch(float *data) {
  __shared__ float s[64];
  if (data[threadIdx.x] > 0.0f)
    exchange(s, threadIdx.x);
}

// No warning where every work-item reaches the barrier: uniform loops (over
// kernel parameters, blockDim, a helper's parameters), a branch on blockIdx,
// a break out of a loop the barrier follows, the classic tree reduction.
// CHECK-NOT: warning
__device__ void tiles(float *s, const float *in, int count) {
  for (int t = 0; t < count; ++t) {
    s[threadIdx.x] = in[t * blockDim.x + threadIdx.x];
    __syncthreads();
  }
}
__global__ void uniform(float *out, const float *in, int count) {
  __shared__ float s[256];
  tiles(s, in, count);
  if (blockIdx.x == 0)
    __syncthreads();
  for (int i = 0; i < 8; ++i) {
    if (in[i * blockDim.x + threadIdx.x] < 0.0f)
      break;
    s[threadIdx.x] += 1.0f;
  }
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}
