// thread_block_tile<N>: its collectives are the warp functions with width N
// (the tile's lanes are consecutive in one warp); a loop bounded by
// tile.size() is the same for every work-item (no divergence warning).
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// The shuffles of the warp functions' own types are those functions.
// CHECK: static inline float cooperative_groups___ultima_cg_shuffle_down(uint mask, float var, uint b, int width, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT: return as_float(ultima_shfl_u32((*__ultima_warp_scratch), as_uint((var)), 2, (int)(b), (width)));
// CHECK: struct cooperative_groups_thread_block_tile_16_void {
// CHECK-NEXT: cooperative_groups_thread_group base_cooperative_groups_thread_group;
// CHECK-NEXT: uint meta_rank_;
// CHECK-NEXT: uint meta_size_;
// CHECK: float cooperative_groups_thread_block_tile_16_void_shfl_down_float({{.*}}, float var, uint delta, __local uint (*__ultima_warp_scratch)[1024]){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return cooperative_groups___ultima_cg_shuffle_down(cooperative_groups_thread_block_tile_16_void_mask_in_warp(this), var, delta, 16u, __ultima_warp_scratch);
// CHECK: uint cooperative_groups_thread_block_tile_16_void_ballot({{.*}}){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return (ultima_ballot({{.*}}) >> cooperative_groups_thread_block_tile_16_void_first_lane(this)) & cooperative_groups___ultima_cg_tile_mask(16u);

// CHECK-LABEL: __kernel void tileSum(__global const float *in, __global float *out, __global uint *votes)
// CHECK: cooperative_groups_thread_block_tile_16_void tile = cooperative_groups_tiled_partition_16(&cta);
// CHECK: for (int offset = cooperative_groups_thread_block_tile_16_void_size(&tile) / 2; offset > 0; offset /= 2)
// CHECK-NEXT: v += cooperative_groups_thread_block_tile_16_void_shfl_down_float(&tile, v, offset, &__ultima_warp_scratch);
__global__ void tileSum(const float *in, float *out, unsigned *votes) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cta);
  float v = in[cta.thread_rank()];
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  v += tile.shfl_xor(v, 1) + tile.shfl(v, 3) + tile.shfl_up(v, 2);
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = v;
  votes[cta.thread_rank()] = tile.ballot(v > 0.0f) + tile.any(v > 1.0f) + tile.all(v > 2.0f) +
                             tile.meta_group_size() + tile.num_threads();
}

// A tile of a tile, coalesced_threads(), and match_any/match_all.
// CHECK-LABEL: __kernel void nested(__global int *out)
// CHECK: cooperative_groups_thread_block_tile_4_cooperative_groups_thread_block_tile_32_void_match_all_int(&quad_, v, &pred,
// CHECK: cooperative_groups_coalesced_group_ballot(&active, v,
__global__ void nested(int *out) {
  cg::thread_block cta = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(cta);
  auto quad = cg::tiled_partition<4>(warp);
  int pred = 0;
  int v = out[cta.thread_rank()];
  unsigned m = quad.match_any(v) + quad.match_all(v, pred);
  cg::coalesced_group active = cg::coalesced_threads();
  out[cta.thread_rank()] = m + pred + active.ballot(v) + active.size() + active.thread_rank() +
                           quad.meta_group_rank() + warp.shfl(v, 0);
  quad.sync();
  cg::sync(warp);
}
