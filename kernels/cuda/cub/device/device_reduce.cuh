/* cub::DeviceReduce (CUB documentation, "DeviceReduce"): ultima's CUB subset
   (docs/device-library.md#cub). Host function templates with CUB's two-call
   protocol (d_temp_storage == nullptr: temp_storage_bytes is set and nothing
   runs), launching two kernels on stream: one block per tile of 2048 items
   reduces its items in order, then one block reduces the tiles' results in
   order. The accumulator is the output's type. For an empty input, Sum
   writes 0, Min the type's greatest value, Max its lowest, ArgMin and ArgMax
   {1, that value}, Reduce the initial value. ArgMin/ArgMax give the first
   offset of the extreme value. d_in and d_out are device pointers. */
#pragma once
#include <cub/device/__ultima_device_common.cuh>

namespace cub {

struct DeviceReduce {
  template <typename InputT, typename OutputT, typename ReductionOpT, typename T>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                            OutputT *d_out, int num_items, ReductionOpT reduction_op, T init,
                            cudaStream_t stream = 0, bool debug_synchronous = false) {
    return reduce_<OutputT, __ultima_device::ValueLoader<OutputT>>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, reduction_op, (OutputT)init,
        1, stream, debug_synchronous);
  }
  template <typename InputT, typename OutputT>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                         OutputT *d_out, int num_items, cudaStream_t stream = 0,
                         bool debug_synchronous = false) {
    OutputT zero = OutputT();
    return reduce_<OutputT, __ultima_device::ValueLoader<OutputT>>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Sum(), zero, 0, stream,
        debug_synchronous);
  }
  template <typename InputT, typename OutputT>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                         OutputT *d_out, int num_items, cudaStream_t stream = 0,
                         bool debug_synchronous = false) {
    return reduce_<OutputT, __ultima_device::ValueLoader<OutputT>>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Min(),
        __ultima::limits<OutputT>::max(), 0, stream, debug_synchronous);
  }
  template <typename InputT, typename OutputT>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                         OutputT *d_out, int num_items, cudaStream_t stream = 0,
                         bool debug_synchronous = false) {
    return reduce_<OutputT, __ultima_device::ValueLoader<OutputT>>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Max(),
        __ultima::limits<OutputT>::lowest(), 0, stream, debug_synchronous);
  }
  template <typename InputT>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                            KeyValuePair<int, InputT> *d_out, int num_items,
                            cudaStream_t stream = 0, bool debug_synchronous = false) {
    KeyValuePair<int, InputT> init(1, __ultima::limits<InputT>::max());
    return reduce_<KeyValuePair<int, InputT>, __ultima_device::IndexedLoader>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::ArgMin(), init, 0, stream,
        debug_synchronous);
  }
  template <typename InputT>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                            KeyValuePair<int, InputT> *d_out, int num_items,
                            cudaStream_t stream = 0, bool debug_synchronous = false) {
    KeyValuePair<int, InputT> init(1, __ultima::limits<InputT>::lowest());
    return reduce_<KeyValuePair<int, InputT>, __ultima_device::IndexedLoader>(
        d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::ArgMax(), init, 0, stream,
        debug_synchronous);
  }

  template <typename KeysInputIteratorT, typename UniqueOutputIteratorT,
            typename ValuesInputIteratorT, typename AggregatesOutputIteratorT,
            typename NumRunsOutputIteratorT, typename ReductionOpT>
  __ULTIMA_CUB_REFUSED("cub::DeviceReduce::ReduceByKey is not provided by ultima")
  static cudaError_t ReduceByKey(void *d_temp_storage, size_t &temp_storage_bytes,
                                 KeysInputIteratorT d_keys_in, UniqueOutputIteratorT d_unique_out,
                                 ValuesInputIteratorT d_values_in,
                                 AggregatesOutputIteratorT d_aggregates_out,
                                 NumRunsOutputIteratorT d_num_runs_out, ReductionOpT reduction_op,
                                 int num_items, cudaStream_t stream = 0,
                                 bool debug_synchronous = false);

private:
  template <typename AccumT, typename Loader, typename InputT, typename OutputT,
            typename ReductionOpT>
  static cudaError_t reduce_(void *d_temp_storage, size_t &temp_storage_bytes, const InputT *d_in,
                             OutputT *d_out, int num_items, ReductionOpT op, AccumT init,
                             int fold_init, cudaStream_t stream, bool debug_synchronous) {
    int tiles = __ultima_device::tiles(num_items);
    __ultima_device::Layout layout;
    layout.add(sizeof(AccumT) * (size_t)tiles);
    if (layout.size_or_place(d_temp_storage, temp_storage_bytes))
      return cudaSuccess;
    if (temp_storage_bytes < layout.total)
      return cudaErrorInvalidValue;
    AccumT *partials = layout.at<AccumT>(d_temp_storage, 0);
    if (tiles > 0)
      __ultima_device::reduce_tiles_kernel<AccumT, Loader>
          <<<tiles, __ultima_device::BLOCK_THREADS, 0, stream>>>(d_in, partials, num_items, op);
    __ultima_device::reduce_partials_kernel<<<1, __ultima_device::BLOCK_THREADS, 0, stream>>>(
        (const AccumT *)partials, tiles, d_out, op, init, fold_init);
    return __ultima_device::finish(stream, debug_synchronous);
  }
};

} // namespace cub
