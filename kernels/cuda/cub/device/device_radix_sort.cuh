/* cub::DeviceRadixSort (CUB documentation, "DeviceRadixSort"): ultima's CUB
   subset (docs/device-library.md#cub). Host function templates with CUB's
   two-call protocol. A stable least-significant-digit radix sort, 4 bits a
   pass over bits [begin_bit, end_bit), on keys read as unsigned bits ordered
   as the keys are (as BlockRadixSort: -0.0 sorts before +0.0; the descending
   sorts flip every bit). Each pass launches three
   kernels on stream: per-tile digit counts, one block's scan of the counts
   (digit-major), and per-tile stable scatters (BlockRadixSort on the
   digit). The temporary storage holds two copies of the keys (and values).
   The DoubleBuffer forms sort from Current() to Alternate() and flip the
   selector. Key types: the integer types, float and double. */
#pragma once
#include <cub/block/block_radix_sort.cuh>
#include <cub/device/__ultima_device_common.cuh>

namespace cub {
namespace __ultima_device {

constexpr int RADIX_BITS = 4;
constexpr int RADIX_DIGITS = 1 << RADIX_BITS;
constexpr int SORT_THREADS = 128;
constexpr int SORT_ITEMS = 8;
constexpr int SORT_TILE = SORT_THREADS * SORT_ITEMS;

inline int sort_tiles(int num_items) {
  return num_items <= 0 ? 0 : (num_items - 1) / SORT_TILE + 1;
}

template <typename KeyT, int DESCENDING>
__global__ void to_bits_kernel(const KeyT *d_in,
                               typename __ultima::radix<KeyT>::bits_t *d_out, int num_items) {
  typedef typename __ultima::radix<KeyT>::bits_t Bits;
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < num_items) {
    Bits b = __ultima::radix<KeyT>::to_bits(d_in[i]);
    d_out[i] = DESCENDING ? (Bits)~b : b;
  }
}
template <typename KeyT, int DESCENDING>
__global__ void from_bits_kernel(const typename __ultima::radix<KeyT>::bits_t *d_in,
                                 KeyT *d_out, int num_items) {
  typedef typename __ultima::radix<KeyT>::bits_t Bits;
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < num_items) {
    Bits b = d_in[i];
    d_out[i] = __ultima::radix<KeyT>::from_bits(DESCENDING ? (Bits)~b : b);
  }
}
template <typename T> __global__ void copy_kernel(const T *d_in, T *d_out, int num_items) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < num_items)
    d_out[i] = d_in[i];
}

__device__ inline unsigned digit_mask(int shift, int end_bit) {
  int width = end_bit - shift < RADIX_BITS ? end_bit - shift : RADIX_BITS;
  return (1u << width) - 1u;
}

/* d_counts[digit * tiles + tile]: how many of the tile's keys have each digit. */
template <typename Bits>
__global__ void digit_counts_kernel(const Bits *d_keys, int num_items, int shift, int end_bit,
                                    unsigned *d_counts, int tiles) {
  __shared__ unsigned counts[RADIX_DIGITS];
  if (threadIdx.x < RADIX_DIGITS)
    counts[threadIdx.x] = 0u;
  __syncthreads();
  unsigned mask = digit_mask(shift, end_bit);
  int first = (int)blockIdx.x * SORT_TILE + (int)threadIdx.x * SORT_ITEMS;
  for (int i = 0; i < SORT_ITEMS; ++i)
    if (first + i < num_items)
      atomicAdd(&counts[(unsigned)(d_keys[first + i] >> shift) & mask], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX_DIGITS)
    d_counts[threadIdx.x * tiles + blockIdx.x] = counts[threadIdx.x];
}

/* Each tile sorts its keys on the digit (stable), then writes each key after
   the keys of smaller digits and of the same digit in earlier tiles
   (d_scanned: the inclusive scan of the counts, digit-major). */
template <int HAS_VALUES, typename Bits, typename ValueT>
__global__ void scatter_kernel(const Bits *d_keys_in, Bits *d_keys_out, const ValueT *d_values_in,
                               ValueT *d_values_out, int num_items, int shift, int end_bit,
                               const unsigned *d_scanned, int tiles) {
  typedef BlockRadixSort<Bits, SORT_THREADS, SORT_ITEMS, ValueT, RADIX_BITS> Sort;
  __shared__ typename Sort::TempStorage temp;
  __shared__ unsigned tile_start[RADIX_DIGITS];
  __shared__ unsigned global_start[RADIX_DIGITS];
  int base = (int)blockIdx.x * SORT_TILE;
  int valid = num_items - base;
  int first = (int)threadIdx.x * SORT_ITEMS;
  Bits keys[SORT_ITEMS];
  ValueT values[SORT_ITEMS];
  for (int i = 0; i < SORT_ITEMS; ++i) {
    /* Past the end: all ones, last of the largest digit (and of the tile). */
    keys[i] = first + i < valid ? d_keys_in[base + first + i] : (Bits)~(Bits)0;
    if (HAS_VALUES && first + i < valid)
      values[i] = d_values_in[base + first + i];
  }
  if (threadIdx.x == 0) {
    unsigned run = 0u;
    for (int d = 0; d < RADIX_DIGITS; ++d) {
      int at = d * tiles + (int)blockIdx.x;
      unsigned before = at == 0 ? 0u : d_scanned[at - 1];
      global_start[d] = before;
      tile_start[d] = run;
      run += d_scanned[at] - before;
    }
  }
  Sort(temp).__ultima_sort_digit(keys, values, shift, end_bit);
  unsigned mask = digit_mask(shift, end_bit);
  for (int i = 0; i < SORT_ITEMS; ++i) {
    int rank = first + i;
    if (rank < valid) {
      unsigned d = (unsigned)(keys[i] >> shift) & mask;
      unsigned to = global_start[d] + (unsigned)rank - tile_start[d];
      d_keys_out[to] = keys[i];
      if (HAS_VALUES)
        d_values_out[to] = values[i];
    }
  }
}

template <typename KeyT, typename ValueT, int DESCENDING>
cudaError_t radix_sort(void *d_temp_storage, size_t &temp_storage_bytes, const KeyT *d_keys_in,
                       KeyT *d_keys_out, const ValueT *d_values_in, ValueT *d_values_out,
                       int num_items, int begin_bit, int end_bit, cudaStream_t stream,
                       bool debug_synchronous) {
  typedef typename __ultima::radix<KeyT>::bits_t Bits;
  const int HAS_VALUES = __ultima::is_null<ValueT>::value ? 0 : 1;
  int tiles = sort_tiles(num_items);
  size_t n = num_items > 0 ? (size_t)num_items : 0;
  Layout layout;
  layout.add(sizeof(Bits) * n);
  layout.add(sizeof(Bits) * n);
  layout.add(HAS_VALUES ? sizeof(ValueT) * n : 0);
  layout.add(HAS_VALUES ? sizeof(ValueT) * n : 0);
  layout.add(sizeof(unsigned) * RADIX_DIGITS * (size_t)tiles);
  if (layout.size_or_place(d_temp_storage, temp_storage_bytes))
    return cudaSuccess;
  if (temp_storage_bytes < layout.total)
    return cudaErrorInvalidValue;
  if (num_items <= 0)
    return cudaSuccess;
  Bits *keys[2] = {layout.at<Bits>(d_temp_storage, 0), layout.at<Bits>(d_temp_storage, 1)};
  ValueT *values[2] = {layout.at<ValueT>(d_temp_storage, 2),
                       layout.at<ValueT>(d_temp_storage, 3)};
  unsigned *counts = layout.at<unsigned>(d_temp_storage, 4);
  int blocks = (num_items + 255) / 256;
  to_bits_kernel<KeyT, DESCENDING><<<blocks, 256, 0, stream>>>(d_keys_in, keys[0], num_items);
  if (HAS_VALUES)
    copy_kernel<<<blocks, 256, 0, stream>>>(d_values_in, values[0], num_items);
  int current = 0;
  for (int shift = begin_bit; shift < end_bit; shift += RADIX_BITS) {
    digit_counts_kernel<<<tiles, SORT_THREADS, 0, stream>>>((const Bits *)keys[current],
                                                            num_items, shift, end_bit, counts,
                                                            tiles);
    scan_partials_kernel<<<1, BLOCK_THREADS, 0, stream>>>(counts, RADIX_DIGITS * tiles,
                                                         cub::Sum(), (unsigned *)nullptr);
    scatter_kernel<HAS_VALUES><<<tiles, SORT_THREADS, 0, stream>>>(
        (const Bits *)keys[current], keys[current ^ 1], (const ValueT *)values[current],
        values[current ^ 1], num_items, shift, end_bit, (const unsigned *)counts, tiles);
    current ^= 1;
  }
  from_bits_kernel<KeyT, DESCENDING><<<blocks, 256, 0, stream>>>((const Bits *)keys[current],
                                                                 d_keys_out, num_items);
  if (HAS_VALUES)
    copy_kernel<<<blocks, 256, 0, stream>>>((const ValueT *)values[current], d_values_out,
                                            num_items);
  return finish(stream, debug_synchronous);
}

} // namespace __ultima_device

struct DeviceRadixSort {
  template <typename KeyT, typename ValueT>
  static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                               const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,
                               ValueT *d_values_out, int num_items, int begin_bit = 0,
                               int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0,
                               bool debug_synchronous = false) {
    return __ultima_device::radix_sort<KeyT, ValueT, 0>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, begin_bit, end_bit, stream, debug_synchronous);
  }
  template <typename KeyT, typename ValueT>
  static cudaError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                         const KeyT *d_keys_in, KeyT *d_keys_out,
                                         const ValueT *d_values_in, ValueT *d_values_out,
                                         int num_items, int begin_bit = 0,
                                         int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0,
                                         bool debug_synchronous = false) {
    return __ultima_device::radix_sort<KeyT, ValueT, 1>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, begin_bit, end_bit, stream, debug_synchronous);
  }
  template <typename KeyT>
  static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                              const KeyT *d_keys_in, KeyT *d_keys_out, int num_items,
                              int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                              cudaStream_t stream = 0, bool debug_synchronous = false) {
    return __ultima_device::radix_sort<KeyT, NullType, 0>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const NullType *)nullptr,
        (NullType *)nullptr, num_items, begin_bit, end_bit, stream, debug_synchronous);
  }
  template <typename KeyT>
  static cudaError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        const KeyT *d_keys_in, KeyT *d_keys_out, int num_items,
                                        int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                        cudaStream_t stream = 0, bool debug_synchronous = false) {
    return __ultima_device::radix_sort<KeyT, NullType, 1>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, (const NullType *)nullptr,
        (NullType *)nullptr, num_items, begin_bit, end_bit, stream, debug_synchronous);
  }

  /* DoubleBuffer forms: sorted from Current() into Alternate(), then the
     selector names Alternate(). */
  template <typename KeyT>
  static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                              DoubleBuffer<KeyT> &d_keys, int num_items, int begin_bit = 0,
                              int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0,
                              bool debug_synchronous = false) {
    cudaError_t e = SortKeys(d_temp_storage, temp_storage_bytes, (const KeyT *)d_keys.Current(),
                             d_keys.Alternate(), num_items, begin_bit, end_bit, stream,
                             debug_synchronous);
    if (d_temp_storage != nullptr && e == cudaSuccess)
      d_keys.selector ^= 1;
    return e;
  }
  template <typename KeyT>
  static cudaError_t SortKeysDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                        DoubleBuffer<KeyT> &d_keys, int num_items,
                                        int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                        cudaStream_t stream = 0, bool debug_synchronous = false) {
    cudaError_t e = SortKeysDescending(d_temp_storage, temp_storage_bytes,
                                       (const KeyT *)d_keys.Current(), d_keys.Alternate(),
                                       num_items, begin_bit, end_bit, stream, debug_synchronous);
    if (d_temp_storage != nullptr && e == cudaSuccess)
      d_keys.selector ^= 1;
    return e;
  }
  template <typename KeyT, typename ValueT>
  static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                               DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                               int num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                               cudaStream_t stream = 0, bool debug_synchronous = false) {
    cudaError_t e = SortPairs(d_temp_storage, temp_storage_bytes, (const KeyT *)d_keys.Current(),
                              d_keys.Alternate(), (const ValueT *)d_values.Current(),
                              d_values.Alternate(), num_items, begin_bit, end_bit, stream,
                              debug_synchronous);
    if (d_temp_storage != nullptr && e == cudaSuccess) {
      d_keys.selector ^= 1;
      d_values.selector ^= 1;
    }
    return e;
  }
  template <typename KeyT, typename ValueT>
  static cudaError_t SortPairsDescending(void *d_temp_storage, size_t &temp_storage_bytes,
                                         DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,
                                         int num_items, int begin_bit = 0,
                                         int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0,
                                         bool debug_synchronous = false) {
    cudaError_t e = SortPairsDescending(
        d_temp_storage, temp_storage_bytes, (const KeyT *)d_keys.Current(), d_keys.Alternate(),
        (const ValueT *)d_values.Current(), d_values.Alternate(), num_items, begin_bit, end_bit,
        stream, debug_synchronous);
    if (d_temp_storage != nullptr && e == cudaSuccess) {
      d_keys.selector ^= 1;
      d_values.selector ^= 1;
    }
    return e;
  }
};

} // namespace cub
