// Cooperative Groups are not supported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// CHECK: cooperative-groups.cu:[[@LINE+1]]:10: error: <cooperative_groups.h>: Cooperative Groups is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(int *p) {
  cg::thread_block block = cg::this_thread_block();
  p[threadIdx.x] = 1;
  block.sync();
}
