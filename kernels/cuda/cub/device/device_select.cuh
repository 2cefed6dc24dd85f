/* cub::DeviceSelect::If and Flagged (CUB documentation, "DeviceSelect"):
   ultima's CUB subset (docs/device-library.md#cub). Host function templates
   with CUB's two-call protocol, launching three kernels on stream: each tile
   of 2048 items counts its selected items, one block scans the counts (and
   writes the total to d_num_selected_out), and each tile writes its selected
   items after those of the tiles before it (BlockScan), so the selection
   keeps the input order. d_in, d_flags, d_out and d_num_selected_out are
   device pointers. */
#pragma once
#include <cub/device/__ultima_device_common.cuh>

namespace cub {
namespace __ultima_device {

/* Whether item i is selected: by the operator (If) or by its flag (Flagged). */
template <typename T, typename SelectOp>
__device__ bool selected(const T *d_in, const NullType *d_flags, SelectOp op, int i) {
  return op(d_in[i]);
}
template <typename T, typename FlagT>
__device__ bool selected(const T *d_in, const FlagT *d_flags, NullType op, int i) {
  return d_flags[i] != 0;
}

template <typename T, typename FlagT, typename SelectOp>
__global__ void count_selected_kernel(const T *d_in, const FlagT *d_flags, int num_items,
                                      SelectOp op, int *d_counts) {
  typedef BlockReduce<int, BLOCK_THREADS> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int first = (int)blockIdx.x * TILE_ITEMS + (int)threadIdx.x * ITEMS_PER_THREAD;
  int count = 0;
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (first + i < num_items && selected(d_in, d_flags, op, first + i))
      ++count;
  int total = Reduce(temp).Sum(count);
  if (threadIdx.x == 0)
    d_counts[blockIdx.x] = total;
}

template <typename T, typename FlagT, typename SelectOp, typename OutputT>
__global__ void scatter_selected_kernel(const T *d_in, const FlagT *d_flags, OutputT *d_out,
                                        int num_items, SelectOp op, const int *d_counts) {
  typedef BlockScan<int, BLOCK_THREADS> Scan;
  __shared__ typename Scan::TempStorage temp;
  int first = (int)blockIdx.x * TILE_ITEMS + (int)threadIdx.x * ITEMS_PER_THREAD;
  int flags[ITEMS_PER_THREAD];
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    flags[i] = first + i < num_items && selected(d_in, d_flags, op, first + i) ? 1 : 0;
  int offsets[ITEMS_PER_THREAD];
  Scan(temp).ExclusiveSum(flags, offsets);
  int before = blockIdx.x == 0 ? 0 : d_counts[blockIdx.x - 1];
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (flags[i])
      d_out[before + offsets[i]] = d_in[first + i];
}

} // namespace __ultima_device

struct DeviceSelect {
  template <typename InputT, typename OutputT, typename NumSelectedT, typename SelectOp>
  static cudaError_t If(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                        OutputT *d_out, NumSelectedT *d_num_selected_out, int num_items,
                        SelectOp select_op, cudaStream_t stream = 0,
                        bool debug_synchronous = false) {
    return select_(d_temp_storage, temp_storage_bytes, d_in, (const NullType *)nullptr, d_out,
                   d_num_selected_out, num_items, select_op, stream, debug_synchronous);
  }
  template <typename InputT, typename FlagT, typename OutputT, typename NumSelectedT>
  static cudaError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                             const FlagT *d_flags, OutputT *d_out,
                             NumSelectedT *d_num_selected_out, int num_items,
                             cudaStream_t stream = 0, bool debug_synchronous = false) {
    return select_(d_temp_storage, temp_storage_bytes, d_in, d_flags, d_out, d_num_selected_out,
                   num_items, NullType(), stream, debug_synchronous);
  }

  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT>
  __ULTIMA_CUB_REFUSED("cub::DeviceSelect::Unique is not provided by ultima")
  static cudaError_t Unique(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out,
                            NumSelectedIteratorT d_num_selected_out, int num_items,
                            cudaStream_t stream = 0, bool debug_synchronous = false);

private:
  template <typename InputT, typename FlagT, typename OutputT, typename NumSelectedT,
            typename SelectOp>
  static cudaError_t select_(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                             const FlagT *d_flags, OutputT *d_out,
                             NumSelectedT *d_num_selected_out, int num_items, SelectOp op,
                             cudaStream_t stream, bool debug_synchronous) {
    int tiles = __ultima_device::tiles(num_items);
    __ultima_device::Layout layout;
    layout.add(sizeof(int) * (size_t)tiles);
    if (layout.size_or_place(d_temp_storage, temp_storage_bytes))
      return cudaSuccess;
    if (temp_storage_bytes < layout.total)
      return cudaErrorInvalidValue;
    int *counts = layout.at<int>(d_temp_storage, 0);
    const int threads = __ultima_device::BLOCK_THREADS;
    if (tiles > 0)
      __ultima_device::count_selected_kernel<<<tiles, threads, 0, stream>>>(d_in, d_flags,
                                                                            num_items, op, counts);
    __ultima_device::scan_partials_kernel<<<1, threads, 0, stream>>>(counts, tiles, cub::Sum(),
                                                                     d_num_selected_out);
    if (tiles > 0)
      __ultima_device::scatter_selected_kernel<<<tiles, threads, 0, stream>>>(
          d_in, d_flags, d_out, num_items, op, (const int *)counts);
    return __ultima_device::finish(stream, debug_synchronous);
  }
};

} // namespace cub
