// The parts of CUB outside ultima's subset (docs/device-library.md#cub) stop
// at the user's #include.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// CHECK: cub.cu:[[@LINE+1]]:10: error: <cub/block/block_histogram.cuh>: this part of CUB is not provided by ultima {{.*}}[ultima-unsupported-header]
#include <cub/block/block_histogram.cuh>

__global__ void histogram(const unsigned char *in, unsigned *out) {
  typedef cub::BlockHistogram<unsigned char, 128, 4, 256> Histogram;
  __shared__ typename Histogram::TempStorage storage;
  unsigned char items[4];
  Histogram(storage).Histogram(items, out);
}
