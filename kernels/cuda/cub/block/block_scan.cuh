/* cub::BlockScan (CUB documentation, "BlockScan"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   Raking through TempStorage: the first thread of each warp (32 consecutive
   ranks, x fastest) scans the warp's items in place, and each thread folds
   in the totals of the warps before its own, in order (non-commutative
   operators work). With
   ITEMS_PER_THREAD items a thread scans its own items around the block scan
   of their totals (a blocked arrangement). As CUB documents, thread 0's
   exclusive output is undefined for the scans without an initial value or
   prefix (ultima leaves it the thread's input), ExclusiveSum gives it T(),
   and the block aggregate excludes the initial value. A
   BlockPrefixCallbackOp is called by the threads of the first warp with the
   block aggregate; the first thread's return value is the prefix of the
   whole block. Every algorithm enumerator is accepted and computes the same
   way. Every thread of the block must reach each call (__syncthreads and the
   warp emulation's rule). */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024,
                "ultima: cub::BlockScan needs 1 to 1024 threads");

public:
  struct TempStorage {
    T items[BLOCK_THREADS];
    T warp_aggregates[WARPS];
    T block_prefix;
  };

  TempStorage *temp_;

  __device__ BlockScan(TempStorage &temp_storage) : temp_(&temp_storage) {}

  /* ExclusiveSum */
  __device__ void ExclusiveSum(T input, T &output) {
    T inclusive, exclusive, aggregate;
    scan_(input, cub::Sum(), inclusive, exclusive, aggregate);
    output = first_() ? __ultima::zero<T>() : exclusive;
  }
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate) {
    T inclusive, exclusive;
    scan_(input, cub::Sum(), inclusive, exclusive, block_aggregate);
    output = first_() ? __ultima::zero<T>() : exclusive;
  }
  template <typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {
    ExclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    T aggregate;
    exclusive_items_(input, output, __ultima::zero<T>(), cub::Sum(), aggregate);
  }
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               T &block_aggregate) {
    exclusive_items_(input, output, __ultima::zero<T>(), cub::Sum(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp &block_prefix_callback_op) {
    ExclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }

  /* ExclusiveScan */
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {
    T inclusive, exclusive, aggregate;
    scan_(input, scan_op, inclusive, exclusive, aggregate);
    output = first_() ? initial_value : scan_op(initial_value, exclusive);
  }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &block_aggregate) {
    T inclusive, exclusive;
    scan_(input, scan_op, inclusive, exclusive, block_aggregate);
    output = first_() ? initial_value : scan_op(initial_value, exclusive);
  }
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op,
                                BlockPrefixCallbackOp &block_prefix_callback_op) {
    T inclusive, exclusive, aggregate;
    scan_(input, scan_op, inclusive, exclusive, aggregate);
    T prefix = prefix_(aggregate, block_prefix_callback_op);
    output = first_() ? prefix : scan_op(prefix, exclusive);
  }
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op) {
    T inclusive, aggregate;
    scan_(input, scan_op, inclusive, output, aggregate);
  }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {
    T inclusive;
    scan_(input, scan_op, inclusive, output, block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                T initial_value, ScanOp scan_op) {
    T aggregate;
    exclusive_items_(input, output, initial_value, scan_op, aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                T initial_value, ScanOp scan_op, T &block_aggregate) {
    exclusive_items_(input, output, initial_value, scan_op, block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {
    T partial = reduce_items_(input, scan_op);
    T inclusive, exclusive, aggregate;
    scan_(partial, scan_op, inclusive, exclusive, aggregate);
    T prefix = prefix_(aggregate, block_prefix_callback_op);
    T running = first_() ? prefix : scan_op(prefix, exclusive);
    exclusive_from_(input, output, running, scan_op);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, scan_op, aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op, T &block_aggregate) {
    T partial = reduce_items_(input, scan_op);
    T inclusive, exclusive;
    scan_(partial, scan_op, inclusive, exclusive, block_aggregate);
    /* Thread 0's first output is undefined (no initial value): its input. */
    T first = input[0];
    T running = exclusive;
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      T item = input[i];
      if (i == 0)
        output[0] = first_() ? first : running;
      else
        output[i] = running;
      running = (i == 0 && first_()) ? item : scan_op(running, item);
    }
  }

  /* InclusiveSum */
  __device__ void InclusiveSum(T input, T &output) {
    T exclusive, aggregate;
    scan_(input, cub::Sum(), output, exclusive, aggregate);
  }
  __device__ void InclusiveSum(T input, T &output, T &block_aggregate) {
    T exclusive;
    scan_(input, cub::Sum(), output, exclusive, block_aggregate);
  }
  template <typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {
    InclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    T aggregate;
    inclusive_items_(input, output, cub::Sum(), aggregate);
  }
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               T &block_aggregate) {
    inclusive_items_(input, output, cub::Sum(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp &block_prefix_callback_op) {
    InclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }

  /* InclusiveScan */
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op) {
    T exclusive, aggregate;
    scan_(input, scan_op, output, exclusive, aggregate);
  }
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {
    T exclusive;
    scan_(input, scan_op, output, exclusive, block_aggregate);
  }
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op,
                                BlockPrefixCallbackOp &block_prefix_callback_op) {
    T inclusive, exclusive, aggregate;
    scan_(input, scan_op, inclusive, exclusive, aggregate);
    T prefix = prefix_(aggregate, block_prefix_callback_op);
    output = scan_op(prefix, inclusive);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op) {
    T aggregate;
    inclusive_items_(input, output, scan_op, aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op, T &block_aggregate) {
    inclusive_items_(input, output, scan_op, block_aggregate);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {
    T partial = reduce_items_(input, scan_op);
    T inclusive, exclusive, aggregate;
    scan_(partial, scan_op, inclusive, exclusive, aggregate);
    T prefix = prefix_(aggregate, block_prefix_callback_op);
    T running = first_() ? prefix : scan_op(prefix, exclusive);
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      running = scan_op(running, input[i]);
      output[i] = running;
    }
  }

private:
  __device__ static unsigned rank_() {
    return __ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
  }
  __device__ static bool first_() { return rank_() == 0u; }

  /* The block-wide scan of one item per thread: inclusive, exclusive (thread
     0: its input) and the aggregate, in every thread. Raking through
     TempStorage: every thread stores its item, the first thread of each warp
     scans the warp's items in place, and each thread folds in the totals of
     the warps before its own (three barriers; shuffles would cost two each
     in the warp emulation). */
  template <typename ScanOp>
  __device__ void scan_(T input, ScanOp op, T &inclusive, T &exclusive, T &aggregate) {
    unsigned rank = rank_();
    unsigned warp = rank / 32u;
    unsigned lane = rank % 32u;
    temp_->items[rank] = input;
    __syncthreads();
    if (lane == 0u) {
      int first = (int)warp * 32;
      int last = first + 32 < BLOCK_THREADS ? first + 32 : BLOCK_THREADS;
      T running = temp_->items[first];
      for (int k = first + 1; k < last; ++k) {
        running = op(running, temp_->items[k]);
        temp_->items[k] = running;
      }
      temp_->warp_aggregates[warp] = running;
    }
    __syncthreads();
    T value = temp_->items[rank];
    T before = lane == 0u ? input : temp_->items[rank - 1u];
    T prefix = temp_->warp_aggregates[0];
    T total = prefix;
    for (int w = 1; w < WARPS; ++w) {
      T next = temp_->warp_aggregates[w];
      if ((unsigned)w < warp)
        prefix = op(prefix, next);
      total = op(total, next);
    }
    __syncthreads(); /* every thread has read the items before a next call stores its own */
    aggregate = total;
    if (warp == 0u) {
      inclusive = value;
      exclusive = before;
    } else {
      inclusive = op(prefix, value);
      exclusive = lane == 0u ? prefix : op(prefix, before);
    }
  }

  /* The prefix the callback gives for this block: the first warp calls it
     with the aggregate, the first thread's result is shared. */
  template <typename BlockPrefixCallbackOp>
  __device__ T prefix_(T aggregate, BlockPrefixCallbackOp &callback) {
    unsigned rank = rank_();
    if (rank < 32u) {
      T prefix = callback(aggregate);
      if (rank == 0u)
        temp_->block_prefix = prefix;
    }
    __syncthreads();
    return temp_->block_prefix;
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ static T reduce_items_(T (&input)[ITEMS_PER_THREAD], ScanOp op) {
    T partial = input[0];
    for (int i = 1; i < ITEMS_PER_THREAD; ++i)
      partial = op(partial, input[i]);
    return partial;
  }

  /* output[i] = running, then running = op(running, input[i]) (input and
     output may be one array). */
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ static void exclusive_from_(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                         T running, ScanOp op) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      T item = input[i];
      output[i] = running;
      running = op(running, item);
    }
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void exclusive_items_(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                   T initial_value, ScanOp op, T &aggregate) {
    T partial = reduce_items_(input, op);
    T inclusive, exclusive;
    scan_(partial, op, inclusive, exclusive, aggregate);
    T running = first_() ? initial_value : op(initial_value, exclusive);
    exclusive_from_(input, output, running, op);
  }

  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void inclusive_items_(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                   ScanOp op, T &aggregate) {
    T partial = reduce_items_(input, op);
    T inclusive, exclusive;
    scan_(partial, op, inclusive, exclusive, aggregate);
    T running = input[0];
    if (!first_())
      running = op(exclusive, running);
    output[0] = running;
    for (int i = 1; i < ITEMS_PER_THREAD; ++i) {
      running = op(running, input[i]);
      output[i] = running;
    }
  }
};

} // namespace cub
