// What ultima's CUB subset refuses is reported at the user's call
// (ultima-unsupported-construct); a header it does not provide stops at the
// user's #include (WholeFile/LibraryHeaders/cub.cu).
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <cub/device/device_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>

__global__ void segmented(const int *in, int *out) {
  typedef cub::WarpReduce<int> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  // CHECK: refused.cu:[[@LINE+1]]:35: error: cub::WarpReduce::HeadSegmentedSum is not provided by ultima [ultima-unsupported-construct]
  out[threadIdx.x] = Reduce(temp).HeadSegmentedSum(in[threadIdx.x], threadIdx.x % 4 == 0);
}

void host(int *keys, int *values, int *unique, int *sums, int *runs, int n) {
  size_t bytes = 0;
  // CHECK: refused.cu:[[@LINE+1]]:22: error: cub::DeviceReduce::ReduceByKey is not provided by ultima [ultima-unsupported-construct]
  cub::DeviceReduce::ReduceByKey(nullptr, bytes, keys, unique, values, sums, runs, cub::Sum(), n);
}
