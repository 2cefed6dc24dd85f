// <cooperative_groups.h> is source in the translated subset: the block is a
// small struct, its member functions C functions of the kernel; sync() is
// the block's barrier and thread_rank() CUDA's linear numbering.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK: uint cooperative_groups___ultima_cg_block_rank(void){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: return (uint)get_local_id(0) + (uint)get_local_size(0) * ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2));
// CHECK: struct cooperative_groups_thread_block {
// CHECK-NEXT: cooperative_groups_thread_group base_cooperative_groups_thread_group;
// CHECK: void cooperative_groups_thread_block_sync({{.*}}const cooperative_groups_thread_block *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE);

// CHECK-LABEL: __kernel void reverse(__global int *data)
// CHECK: cooperative_groups_thread_block cta = cooperative_groups_this_thread_block();
// CHECK: s[cooperative_groups_thread_block_thread_rank(&cta)] =
// CHECK: cooperative_groups_thread_block_sync(&cta);
// CHECK: cooperative_groups_sync_cooperative_groups_thread_block(&cta);
__global__ void reverse(int *data) {
  __shared__ int s[256];
  cg::thread_block cta = cg::this_thread_block();
  unsigned n = cta.size();
  s[cta.thread_rank()] = data[blockIdx.x * n + cta.thread_rank()];
  cta.sync();
  int v = s[n - 1 - cta.thread_rank()];
  cg::sync(cta);
  data[blockIdx.x * n + cta.thread_rank()] = v + cta.group_index().x + cta.thread_index().y +
                                             cta.dim_threads().z + (int)cta.num_threads();
}

// The generic group, and a grid group whose sizes and ranks are used (its
// sync() and is_valid() take the launch's grid barrier, see grid-sync.cu).
// CHECK-LABEL: __kernel void groups(__global ulong *out)
__device__ unsigned rankOf(cg::thread_group g) { g.sync(); return g.thread_rank(); }
__global__ void groups(unsigned long long *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = rankOf(cg::this_thread_block()) + grid.size() + grid.num_blocks();
}
