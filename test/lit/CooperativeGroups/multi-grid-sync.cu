// A barrier across the grids of a multi-device launch has nothing to stand
// on (no multi-device cooperative launch): multi_grid_group::sync() is
// refused at the user's call, and nothing else in the kernel is (the grid's
// own barrier is grid-sync.cu).
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(unsigned long long *out) {
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = grid.size();
  grid.sync();
  cg::sync(grid);
  // CHECK: multi-grid-sync.cu:[[@LINE+1]]:25: error: multi_grid_group::sync(): a barrier across devices' grids needs a cooperative multi-device launch, which OpenCL 1.2 cannot express [ultima-unsupported-construct]
  cg::this_multi_grid().sync();
}
