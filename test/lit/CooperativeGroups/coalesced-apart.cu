// coalesced_threads() is the warp where every work-item reaches the function
// that calls it, and the calling thread alone where only some may: there
// __ultima_warp_converged() is 0 (decided per function by the warp-uniformity
// analysis, through the helpers on the way), so the group exchanges nothing
// and the warp-aggregated atomic below is a plain atomicAdd of 1. The
// divergent call of the helper is still warned about; the header itself
// gives no warning.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %oclc %t.cl
// WARN-NOT: cooperative_groups.h
// WARN: coalesced-apart.cu:[[@LINE+24]]:11: warning: 'aggregatedIncrement' may be reached by only some work-items
// WARN-NOT: warning
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK: cooperative_groups_coalesced_group cooperative_groups_coalesced_threads(void)
// CHECK-NEXT: {
// CHECK-NEXT: if (0)
// CHECK-NEXT: return {{.*}}, ultima_warp_present(), true));
// CHECK-NEXT: return {{.*}}, 1u << (cooperative_groups___ultima_cg_block_rank() & 31u), false));
// CHECK-LABEL: int aggregatedIncrement(__global int *counter,
// CHECK: cooperative_groups_coalesced_group active = cooperative_groups_coalesced_threads();
__device__ int aggregatedIncrement(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int res = 0;
  if (active.thread_rank() == 0)
    res = atomicAdd(counter, (int)active.size());
  return active.shfl(res, 0) + active.thread_rank();
}

// CHECK-LABEL: __kernel void compact(
__global__ void compact(int *dst, int *count, const int *src, int n) {
  for (int i = threadIdx.x + blockIdx.x * blockDim.x; i < n; i += gridDim.x * blockDim.x)
    if (src[i] > 0)
      dst[aggregatedIncrement(count)] = src[i];
}
