// grid_group::sync() and cg::sync(grid) are a barrier in global memory: the
// kernel takes the launch's grid-sync buffer (__global uint *, after its own
// parameters, like a device symbol; manifest kind "grid-sync", 16 bytes),
// every helper on the way gets it too, and the barrier is the block's
// barrier, one work-item arriving with atomics and spinning on the
// generation, the block's barrier again. is_valid() reads the buffer's first
// word. A kernel that uses only the grid's ranks takes no such buffer.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=MANIFEST %s < %t.json
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK-LABEL: static inline void cooperative_groups___ultima_cg_grid_arrive_and_wait(__global uint *cooperative_groups___ultima_grid_sync_state, __global int *__ultima_device_status){{$}}
// CHECK:        if ([[S:cooperative_groups___ultima_grid_sync_state]][0] == 0u)
// CHECK-NEXT:   {
// CHECK-NEXT:     __trap(__ultima_device_status);
// CHECK:        uint blocks = (uint)get_num_groups(0) * (uint)get_num_groups(1) * (uint)get_num_groups(2);
// CHECK-NEXT:   uint generation = cooperative_groups___ultima_cg_grid_read(2u, [[S]]);
// CHECK-NEXT:   mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   if (atomic_add((&[[S]][1]), (1u)) == blocks - 1u)
// CHECK-NEXT:   {
// CHECK-NEXT:     atomic_xchg((&[[S]][1]), (0u));
// CHECK-NEXT:     mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:     atomic_add((&[[S]][2]), (1u));
// CHECK:        for (ulong polls = 0ul; cooperative_groups___ultima_cg_grid_read(2u, [[S]]) == generation; ++polls)

// CHECK-LABEL: static inline void cooperative_groups___ultima_cg_grid_sync(__global uint *cooperative_groups___ultima_grid_sync_state, __global int *__ultima_device_status){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK-NEXT:   if (cooperative_groups___ultima_cg_block_rank() == 0u)
// CHECK-NEXT:     cooperative_groups___ultima_cg_grid_arrive_and_wait([[S]], __ultima_device_status);
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

// CHECK-LABEL: bool cooperative_groups_grid_group_is_valid(__private const cooperative_groups_grid_group *this, __global uint *cooperative_groups___ultima_grid_sync_state){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return [[S]][0] != 0u;

// CHECK-LABEL: void advance(cooperative_groups_grid_group g, __global float *x, __global uint *cooperative_groups___ultima_grid_sync_state, __global int *__ultima_device_status)
// CHECK: cooperative_groups_grid_group_sync(&g, [[S]], __ultima_device_status);
__device__ void advance(cg::grid_group g, float *x) {
  x[g.thread_rank()] += 1.0f;
  g.sync();
}

// CHECK-LABEL: __kernel void phases(__global float *x, int n, __global uint *cooperative_groups___ultima_grid_sync_state, __global int *__ultima_device_status)
// CHECK: advance(grid, x, [[S]], __ultima_device_status);
// CHECK: cooperative_groups_sync_cooperative_groups_grid_group(&grid, [[S]], __ultima_device_status);
// CHECK: cooperative_groups_grid_group_is_valid(&grid, [[S]])
__global__ void phases(float *x, int n) {
  cg::grid_group grid = cg::this_grid();
  for (int i = 0; i < n; ++i) {
    advance(grid, x);
    cg::sync(grid);
  }
  if (!grid.is_valid())
    x[0] = -1.0f;
}

// CHECK-LABEL: __kernel void ranksOnly(__global ulong *out){{$}}
// CHECK-NOT: grid_sync_state
// CHECK: }
__global__ void ranksOnly(unsigned long long *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = grid.size();
}

// MANIFEST:      "name": "phases",
// MANIFEST:      "kind": "grid-sync",
// MANIFEST-NEXT: "name": "cooperative_groups___ultima_grid_sync_state",
// MANIFEST-NEXT: "size": 16,
// MANIFEST-NEXT: "symbol": "cooperative_groups::__ultima_grid_sync_state",
// MANIFEST-NEXT: "type": "uint"
// MANIFEST:      "name": "ranksOnly",
// MANIFEST-NOT:  grid-sync
