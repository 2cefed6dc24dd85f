// A tile's sync() under a branch only some tiles take (CUDA C++ Programming
// Guide, "Cooperative Groups": a thread_block_tile synchronises its own
// threads): ultima's tile sync is the work-group's barrier, so the branch is
// predicated. Its condition becomes a flag, every work-item runs the syncs
// (and the loops and helpers around them, a helper taking the flag), and
// the rest runs under the flag. Branches that cannot be predicated keep the
// ultima-barrier-divergence or ultima-warp-divergence warning.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %oclc %t.cl
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A helper that syncs a generic group in a loop and returns a value: it
// takes the flag, runs the loop and the syncs in every work-item, and
// returns what it computed (unused where the flag is off).
// CHECK-LABEL: float halve(__local float *s, uint i, cooperative_groups_thread_group g, int __ultima_active)
// CHECK-NEXT: {
// CHECK-NEXT: for (int [[STEP:step[_0-9]*]] = 8; [[STEP]] > 0; [[STEP]] >>= 1)
// CHECK-NEXT: {
// CHECK-NEXT: if (__ultima_active)
// CHECK-NEXT: {
// CHECK-NEXT: if (i < [[STEP]])
// CHECK: cooperative_groups_sync_cooperative_groups_thread_group(&g, __ultima_active);
// CHECK-NEXT: }
// CHECK-NEXT: return s[0];
__device__ float halve(float *s, unsigned i, cg::thread_group g) {
  for (int step = 8; step > 0; step >>= 1) {
    if (i < step)
      s[i] += s[i + step];
    cg::sync(g);
  }
  return s[0];
}

// The generic group's sync and a predicated helper inside `if (i < 16)`;
// a const declaration is split into the variable and its assignment.
// CHECK-LABEL: __kernel void firstTile(
// CHECK: int __ultima_active_1 = (i < 16);
// CHECK: float v;
// CHECK-NEXT: if (__ultima_active_1)
// CHECK-NEXT: v = in[i];
// CHECK: if (__ultima_active_1)
// CHECK-NEXT: {
// CHECK-NEXT: s[i] = v;
// CHECK-NEXT: }
// CHECK-NEXT: cooperative_groups_sync_cooperative_groups_thread_group(&tile, __ultima_active_1);
// CHECK-NEXT: float total = halve(s, i, tile, __ultima_active_1);
// CHECK-NEXT: if (__ultima_active_1)
// CHECK-NEXT: {
// CHECK-NEXT: out[i] = total - v;
__global__ void firstTile(const float *in, float *out) {
  __shared__ float s[16];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 16);
  unsigned i = threadIdx.x;
  if (i < 16) {
    const float v = in[i];
    s[i] = v;
    cg::sync(tile);
    float total = halve(s, i, tile);
    out[i] = total - v;
  }
}

// A static tile of 8 under a branch on its meta-group rank, with a second
// branch inside (its own flag, and the outer one) and a loop around the
// syncs; a call outside the branch passes 1.
// CHECK-LABEL: __kernel void someTiles(
// CHECK: int __ultima_active_1 = (cooperative_groups_thread_block_tile_8_void_meta_group_rank(&tile) % 2u == 1u);
// CHECK: for (int k = 0; k < 3; ++k)
// CHECK: cooperative_groups_thread_block_tile_8_void_sync(&tile, __ultima_active_1);
// CHECK: int __ultima_active_2 = __ultima_active_1 && (data[(uint)get_group_id(0)] > 0);
// CHECK: cooperative_groups_thread_block_tile_8_void_sync(&tile, __ultima_active_2);
// CHECK: cooperative_groups_thread_block_tile_8_void_sync(&tile, 1);
__global__ void someTiles(int *data) {
  __shared__ int s[256];
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  unsigned t = threadIdx.x;
  if (tile.meta_group_rank() % 2u == 1u) {
    for (int k = 0; k < 3; ++k) {
      s[t] = data[t] + k;
      tile.sync();
      data[t] += s[t ^ 1u];
      tile.sync();
    }
    if (data[blockIdx.x] > 0) {
      s[t] = 1;
      tile.sync();
      data[t] += s[t ^ 7u];
    }
  }
  tile.sync();
}

// Not predicated, so warned about: a block barrier the user wrote (CUDA
// requires every thread of the block there too), an else that syncs, an
// exit inside the branch, a loop whose bound is set under the condition,
// and a tile's shuffle (a value exchange, not only a sync).
__global__ void notPredicated(int *data) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 4);
  if (threadIdx.x < 32) {
    // WARN: tile-sync-apart.cu:[[@LINE+1]]:5: warning: '__syncthreads' waits at a work-group barrier that only some work-items may reach here
    __syncthreads();
    data[threadIdx.x] = 1;
  }
  if (threadIdx.x < 32) {
    data[threadIdx.x] = 2;
    // WARN: tile-sync-apart.cu:[[@LINE+1]]:5: warning: 'sync' waits at a work-group barrier
    cg::sync(tile);
  } else {
    // WARN: tile-sync-apart.cu:[[@LINE+1]]:5: warning: 'sync' waits at a work-group barrier
    cg::sync(tile);
  }
  if (threadIdx.x < 64) {
    if (data[threadIdx.x] < 0)
      return;
    // WARN: tile-sync-apart.cu:[[@LINE+2]]:5: warning: 'sync' waits at a work-group barrier
    // WARN-NEXT: tile-sync-apart.cu:[[@LINE-2]]:7: note: this exit may be taken by only some work-items
    cg::sync(tile);
  }
}
__global__ void notPredicatedEither(int *data) {
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(cg::this_thread_block());
  if (threadIdx.x < 32) {
    int n = 4;
    // WARN: tile-sync-apart.cu:[[@LINE+3]]:7: warning: 'sync' waits at a work-group barrier
    // WARN-NEXT: tile-sync-apart.cu:[[@LINE+1]]:21: note: this condition may differ between work-items
    for (int k = 0; k < n; ++k)
      tile.sync();
  }
  if (threadIdx.x < 32)
    // WARN: tile-sync-apart.cu:[[@LINE+1]]:15: warning: 'shfl_down' may be reached by only some work-items of the work-group
    data[0] = tile.shfl_down(data[threadIdx.x], 1);
}
