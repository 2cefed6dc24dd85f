// CUB is not supported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// CHECK: cub.cu:[[@LINE+1]]:10: error: <cub/block/block_reduce.cuh>: CUB is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <cub/block/block_reduce.cuh>

__global__ void sum(const int *in, int *out) {
  typedef cub::BlockReduce<int, 128> Reduce;
  __shared__ typename Reduce::TempStorage storage;
  int total = Reduce(storage).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0)
    *out = total;
}
