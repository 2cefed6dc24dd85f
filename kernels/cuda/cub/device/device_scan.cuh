/* cub::DeviceScan (CUB documentation, "DeviceScan"): ultima's CUB subset
   (docs/device-library.md#cub). Host function templates with CUB's two-call
   protocol, launching three kernels on stream: each tile of 2048 items is
   reduced, one block scans the tiles' results, and each tile scans its items
   (BlockScan) after its prefix. The accumulator is the output's type.
   ExclusiveSum gives the first output 0, ExclusiveScan init_value.
   d_in and d_out are device pointers (they may be the same: in place). */
#pragma once
#include <cub/device/__ultima_device_common.cuh>

namespace cub {
namespace __ultima_device {

/* Each tile scans its items after the prefix of the tiles before it
   (d_partials: their inclusive scan). */
template <int EXCLUSIVE, typename AccumT, typename InputT, typename OutputT, typename ScanOp>
__global__ void scan_tiles_kernel(const InputT *d_in, OutputT *d_out, const AccumT *d_partials,
                                  int num_items, ScanOp op, AccumT init) {
  typedef BlockScan<AccumT, BLOCK_THREADS> Scan;
  __shared__ typename Scan::TempStorage temp;
  int base = (int)blockIdx.x * TILE_ITEMS;
  int valid = num_items - base;
  int first = base + (int)threadIdx.x * ITEMS_PER_THREAD;
  AccumT items[ITEMS_PER_THREAD];
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    int at = first + i < num_items ? first + i : num_items - 1;
    AccumT v = d_in[at];
    items[i] = v;
  }
  if (EXCLUSIVE) {
    AccumT prefix = blockIdx.x == 0 ? init : op(init, d_partials[blockIdx.x - 1]);
    Scan(temp).ExclusiveScan(items, items, prefix, op);
  } else {
    Scan(temp).InclusiveScan(items, items, op);
    if (blockIdx.x > 0) {
      AccumT prefix = d_partials[blockIdx.x - 1];
      for (int i = 0; i < ITEMS_PER_THREAD; ++i)
        items[i] = op(prefix, items[i]);
    }
  }
  StoreDirectBlocked((int)threadIdx.x, d_out + base, items, valid);
}

} // namespace __ultima_device

struct DeviceScan {
  template <typename InputT, typename OutputT>
  static cudaError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  const InputT *d_in, OutputT *d_out, int num_items,
                                  cudaStream_t stream = 0, bool debug_synchronous = false) {
    OutputT zero = OutputT();
    return scan_<1>(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(), zero, num_items,
                    stream, debug_synchronous);
  }
  template <typename InputT, typename OutputT, typename ScanOpT, typename InitValueT>
  static cudaError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   const InputT *d_in, OutputT *d_out, ScanOpT scan_op,
                                   InitValueT init_value, int num_items, cudaStream_t stream = 0,
                                   bool debug_synchronous = false) {
    OutputT init = init_value;
    return scan_<1>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, init, num_items,
                    stream, debug_synchronous);
  }
  template <typename InputT, typename OutputT>
  static cudaError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  const InputT *d_in, OutputT *d_out, int num_items,
                                  cudaStream_t stream = 0, bool debug_synchronous = false) {
    OutputT zero = OutputT();
    return scan_<0>(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(), zero, num_items,
                    stream, debug_synchronous);
  }
  template <typename InputT, typename OutputT, typename ScanOpT>
  static cudaError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   const InputT *d_in, OutputT *d_out, ScanOpT scan_op,
                                   int num_items, cudaStream_t stream = 0,
                                   bool debug_synchronous = false) {
    OutputT unused = OutputT();
    return scan_<0>(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, unused, num_items,
                    stream, debug_synchronous);
  }

private:
  template <int EXCLUSIVE, typename InputT, typename OutputT, typename ScanOpT>
  static cudaError_t scan_(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                           OutputT *d_out, ScanOpT op, OutputT init, int num_items,
                           cudaStream_t stream, bool debug_synchronous) {
    int tiles = __ultima_device::tiles(num_items);
    __ultima_device::Layout layout;
    layout.add(sizeof(OutputT) * (size_t)tiles);
    if (layout.size_or_place(d_temp_storage, temp_storage_bytes))
      return cudaSuccess;
    if (temp_storage_bytes < layout.total)
      return cudaErrorInvalidValue;
    if (tiles == 0)
      return cudaSuccess;
    OutputT *partials = layout.at<OutputT>(d_temp_storage, 0);
    const int threads = __ultima_device::BLOCK_THREADS;
    __ultima_device::reduce_tiles_kernel<OutputT, __ultima_device::ValueLoader<OutputT>>
        <<<tiles, threads, 0, stream>>>(d_in, partials, num_items, op);
    __ultima_device::scan_partials_kernel<<<1, threads, 0, stream>>>(partials, tiles, op,
                                                                     (OutputT *)nullptr);
    __ultima_device::scan_tiles_kernel<EXCLUSIVE><<<tiles, threads, 0, stream>>>(
        d_in, d_out, (const OutputT *)partials, num_items, op, init);
    return __ultima_device::finish(stream, debug_synchronous);
  }
};

} // namespace cub
