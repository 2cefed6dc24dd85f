/* cub::BlockRadixSort (CUB documentation, "BlockRadixSort"): ultima's CUB
   subset (docs/device-library.md#cub), source in the translated subset.

   A stable least-significant-digit radix sort of the block's
   BLOCK_THREADS * ITEMS_PER_THREAD keys (and values), RADIX_BITS bits a
   pass over bits [begin_bit, end_bit) of the key. Keys are read as unsigned
   bits ordered as the keys are (signed integers: sign bit flipped;
   floating point: sign bit flipped when clear, every bit when set, so -0.0
   sorts before +0.0, as in CUB 1.x); the descending sorts flip every bit. Each pass counts
   every thread's digits in TempStorage (digit-major), scans the counts
   (BlockScan), and scatters the keys to their ranks in shared memory. The
   input and output are the blocked arrangement (thread t holds ranks
   t * ITEMS_PER_THREAD .. + ITEMS_PER_THREAD - 1), or striped for the
   *BlockedToStriped forms. MEMOIZE_OUTER_SCAN, INNER_SCAN_ALGORITHM and
   SMEM_CONFIG are accepted and change nothing. Every thread of the block
   must reach each call. */
#pragma once
#include <cub/block/block_scan.cuh>
#include <cub/util_type.cuh>

namespace cub {

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType,
          int RADIX_BITS = 4, bool MEMOIZE_OUTER_SCAN = true,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;
  static constexpr int RADIX_DIGITS = 1 << RADIX_BITS;
  static constexpr int KEY_BITS = (int)sizeof(KeyT) * 8;
  static constexpr int MAX_PASSES = (KEY_BITS + RADIX_BITS - 1) / RADIX_BITS;
  static constexpr bool HAS_VALUES = !__ultima::is_null<ValueT>::value;
  static_assert(RADIX_BITS >= 1 && RADIX_BITS <= 8, "ultima: cub::BlockRadixSort needs RADIX_BITS 1..8");
  typedef BlockScan<unsigned int, BLOCK_DIM_X, BLOCK_SCAN_RAKING, BLOCK_DIM_Y, BLOCK_DIM_Z> Scan;

public:
  typedef typename __ultima::radix<KeyT>::bits_t UnsignedBits;

  struct TempStorage {
    UnsignedBits keys[TILE_ITEMS];
    ValueT values[TILE_ITEMS];
    unsigned int counters[RADIX_DIGITS * BLOCK_THREADS];
    typename Scan::TempStorage scan;
  };

  TempStorage *temp_;

  __device__ BlockRadixSort(TempStorage &temp_storage) : temp_(&temp_storage) {}

  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                       int end_bit = sizeof(KeyT) * 8) {
    ValueT values[ITEMS_PER_THREAD];
    sort_<false>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                       int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort_<false>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                 int end_bit = sizeof(KeyT) * 8) {
    ValueT values[ITEMS_PER_THREAD];
    sort_<false>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                 int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort_<false>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                       int end_bit = sizeof(KeyT) * 8) {
    ValueT values[ITEMS_PER_THREAD];
    sort_<true>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD],
                                       ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
                                       int end_bit = sizeof(KeyT) * 8) {
    sort_<true>(keys, values, begin_bit, end_bit, false);
  }
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                                 int end_bit = sizeof(KeyT) * 8) {
    ValueT values[ITEMS_PER_THREAD];
    sort_<true>(keys, values, begin_bit, end_bit, true);
  }
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD],
                                                 ValueT (&values)[ITEMS_PER_THREAD],
                                                 int begin_bit = 0,
                                                 int end_bit = sizeof(KeyT) * 8) {
    sort_<true>(keys, values, begin_bit, end_bit, true);
  }

  /* ultima's DeviceRadixSort: one stable pass over the digit at bit shift of
     keys already in their unsigned form (blocked in, blocked out). */
  __device__ void __ultima_sort_digit(UnsignedBits (&bits)[ITEMS_PER_THREAD],
                                      ValueT (&values)[ITEMS_PER_THREAD], int shift, int end_bit) {
    passes_<1, false>(bits, values, shift, end_bit);
  }

private:
  template <bool STRIPED>
  __device__ void sort_(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                        int begin_bit, int end_bit, bool descending) {
    UnsignedBits bits[ITEMS_PER_THREAD];
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      bits[i] = __ultima::radix<KeyT>::to_bits(keys[i]);
      if (descending)
        bits[i] = (UnsignedBits)~bits[i];
    }
    passes_<MAX_PASSES, STRIPED>(bits, values, begin_bit, end_bit);
    for (int i = 0; i < ITEMS_PER_THREAD; ++i)
      keys[i] = __ultima::radix<KeyT>::from_bits(descending ? (UnsignedBits)~bits[i] : bits[i]);
  }

  /* PASSES passes (a constant, so that every thread runs the same barriers);
     those beyond end_bit sort on an empty digit and keep the order. */
  template <int PASSES, bool STRIPED>
  __device__ void passes_(UnsignedBits (&bits)[ITEMS_PER_THREAD],
                          ValueT (&values)[ITEMS_PER_THREAD], int begin_bit, int end_bit) {
    unsigned rank = __ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    for (int pass = 0; pass < PASSES; ++pass) {
      int shift = begin_bit + pass * RADIX_BITS;
      int width = end_bit - shift;
      if (width > RADIX_BITS)
        width = RADIX_BITS;
      if (width < 0 || shift >= KEY_BITS)
        width = 0;
      unsigned mask = (1u << width) - 1u;
      unsigned digit[ITEMS_PER_THREAD];
      unsigned counts[RADIX_DIGITS];
      for (int d = 0; d < RADIX_DIGITS; ++d)
        counts[d] = 0u;
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
        digit[i] = width == 0 ? 0u : (unsigned)(bits[i] >> shift) & mask;
        counts[digit[i]] += 1u;
      }
      for (int d = 0; d < RADIX_DIGITS; ++d)
        temp_->counters[d * BLOCK_THREADS + rank] = counts[d];
      __syncthreads();
      /* The counts, digit-major, scanned: each thread takes RADIX_DIGITS
         consecutive ones. */
      unsigned segment = 0u;
      for (int j = 0; j < RADIX_DIGITS; ++j)
        segment += temp_->counters[rank * RADIX_DIGITS + j];
      unsigned running;
      Scan(temp_->scan).ExclusiveSum(segment, running);
      for (int j = 0; j < RADIX_DIGITS; ++j) {
        unsigned c = temp_->counters[rank * RADIX_DIGITS + j];
        temp_->counters[rank * RADIX_DIGITS + j] = running;
        running += c;
      }
      __syncthreads();
      for (int d = 0; d < RADIX_DIGITS; ++d)
        counts[d] = temp_->counters[d * BLOCK_THREADS + rank];
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
        unsigned to = counts[digit[i]];
        counts[digit[i]] = to + 1u;
        temp_->keys[to] = bits[i];
        if (HAS_VALUES)
          temp_->values[to] = values[i];
      }
      __syncthreads();
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
        unsigned from = (STRIPED && pass == PASSES - 1) ? i * BLOCK_THREADS + rank
                                                        : rank * ITEMS_PER_THREAD + i;
        bits[i] = temp_->keys[from];
        if (HAS_VALUES)
          values[i] = temp_->values[from];
      }
      /* The next pass writes the keys only after two more barriers. */
    }
  }
};

} // namespace cub
