// OpenCL 1.2 has no barrier across work-groups: grid_group::sync(),
// cg::sync(grid) and multi_grid_group::sync() are refused at the user's
// call, and nothing else in the kernel is. Declaring a grid group and using
// its ranks is fine (thread-block.cu).
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(unsigned long long *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = grid.size();
  // CHECK: grid-sync.cu:[[@LINE+1]]:8: error: grid_group::sync(): a grid-wide barrier needs a cooperative launch, which OpenCL 1.2 cannot express (no barrier spans work-groups); split the kernel at the barrier into two launches [ultima-unsupported-construct]
  grid.sync();
  // CHECK: grid-sync.cu:[[@LINE+1]]:7: error: cg::sync(grid_group): a grid-wide barrier {{.*}} [ultima-unsupported-construct]
  cg::sync(grid);
  // CHECK: grid-sync.cu:[[@LINE+1]]:25: error: multi_grid_group::sync(): {{.*}} [ultima-unsupported-construct]
  cg::this_multi_grid().sync();
}
