// binary_partition and labeled_partition: one whole-warp ballot (match_any)
// masked to the parent's lanes gives the caller's coalesced group, a warp
// mask; its ranks are the mask's bits below the caller's lane, and its
// shuffles read the lane of the wanted rank. Called by every work-item (no
// divergence warning).
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// CHECK: struct cooperative_groups_coalesced_group {
// CHECK-NEXT: cooperative_groups_thread_group base_cooperative_groups_thread_group;
// CHECK-NEXT: uint mask_;
// CHECK-NEXT: bool together_;
// CHECK: uint cooperative_groups_coalesced_group_thread_rank(__private const cooperative_groups_coalesced_group *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return ((int)popcount((uint)(this->mask_ & cooperative_groups___ultima_cg_tile_mask(cooperative_groups___ultima_cg_block_rank() & 31u))));
// A group of a thread alone (coalesced_threads() where only some work-items
// arrive, see coalesced-apart.cu) exchanges nothing; the guard is uniform
// for the divergence warning.
// CHECK: int cooperative_groups_coalesced_group_shfl_int(__private const cooperative_groups_coalesced_group *this, int var, int srcRank, __local uint (*__ultima_warp_scratch)[1024]){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: if (!this->together_)
// CHECK-NEXT: return var;
// CHECK-NEXT: return cooperative_groups___ultima_cg_shuffle_idx(this->mask_, var, (int)(cooperative_groups_coalesced_group_lane_of(this, (uint)srcRank % cooperative_groups_coalesced_group_size(this))), 32, __ultima_warp_scratch);
// CHECK: cooperative_groups_coalesced_group cooperative_groups___ultima_cg_by_predicate(uint lanes, bool pred, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT: uint yes = ultima_ballot((*__ultima_warp_scratch), (0xffffffffu), ((int)(pred))) & lanes;
// CHECK-NEXT: return {{.*}}, pred ? yes : lanes & ~yes, true));
// CHECK: cooperative_groups_coalesced_group cooperative_groups___ultima_cg_by_label_uint(uint lanes, uint label, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT: return {{.*}}ultima_match_any_u32((*__ultima_warp_scratch), (0xffffffffu), (label)) & lanes
// CHECK: cooperative_groups_coalesced_group cooperative_groups_binary_partition_32_void(__private const cooperative_groups_thread_block_tile_32_void *parent, bool pred, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT: return cooperative_groups___ultima_cg_by_predicate(cooperative_groups_thread_block_tile_32_void_lanes(parent), pred, __ultima_warp_scratch);
// CHECK: cooperative_groups_coalesced_group cooperative_groups_labeled_partition_uint(__private const cooperative_groups_coalesced_group *parent, uint label, __local uint (*__ultima_warp_scratch)[1024]){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: if (!parent->together_)
// CHECK-NEXT: return (*parent);
// CHECK-LABEL: __kernel void oddEven(__global const int *in, __global int *out)
// CHECK: cooperative_groups_coalesced_group part = cooperative_groups_binary_partition_32_void(&tile, v & 1, &__ultima_warp_scratch);
// CHECK: cooperative_groups_coalesced_group byLabel = cooperative_groups_labeled_partition_uint(&part, (uint)v % 3u, &__ultima_warp_scratch);
// CHECK: cooperative_groups_reduce_cooperative_groups_coalesced_group_int_cooperative_groups_plus_int(&part, v,
__global__ void oddEven(const int *in, int *out) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  int v = in[cta.thread_rank()];
  cg::coalesced_group part = cg::binary_partition(tile, v & 1);
  cg::coalesced_group byLabel = cg::labeled_partition(part, (unsigned)v % 3u);
  int sum = cg::reduce(part, v, cg::plus<int>());
  out[cta.thread_rank()] = sum + part.thread_rank() + byLabel.size() + byLabel.shfl(v, 0) +
                           part.shfl_down(v, 1) + part.ballot(v > 3);
  part.sync();
}
