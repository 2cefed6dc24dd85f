/* <cub/cub.cuh>: ultima's CUB subset (docs/device-library.md#cub), written
   from CUB's documentation in the CUDA subset ultima translates. The parts
   of CUB it lacks (block histograms, exchanges and discontinuities,
   partitions, histograms, run-length encoding, segmented reductions, the
   caching allocator) have headers that stop with ultima-unsupported-header;
   this one includes only what is provided. */
#pragma once
#include <cub/config.cuh>
#include <cub/util_type.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#include <cub/device/device_radix_sort.cuh>
