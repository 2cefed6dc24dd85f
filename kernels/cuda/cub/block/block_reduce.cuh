/* cub::BlockReduce (CUB documentation, "BlockReduce"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   Raking through TempStorage, with two barriers: every thread stores its
   item, the first thread of each warp (32 consecutive ranks, x fastest)
   reduces the warp's items in order, and thread 0 combines the warps'
   results in order. (Shuffles would cost two work-group barriers each in
   the warp emulation, ten for a warp's tree.) As CUB documents,
   the result is valid in thread 0 only. Every algorithm enumerator is
   accepted and computes the same way (the order of the items is kept, so
   non-commutative operators work with all three). num_valid counts the
   first threads (by rank) whose items take part. Every thread of the block
   must reach each call (__syncthreads and the warp emulation's rule). */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};

template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (BLOCK_THREADS + 31) / 32;
  static_assert(BLOCK_THREADS >= 1 && BLOCK_THREADS <= 1024,
                "ultima: cub::BlockReduce needs 1 to 1024 threads");

public:
  struct TempStorage {
    T items[BLOCK_THREADS];
    T warp_aggregates[WARPS];
  };

  TempStorage *temp_;

  __device__ BlockReduce(TempStorage &temp_storage) : temp_(&temp_storage) {}

  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) {
    return reduce_(input, reduction_op, BLOCK_THREADS);
  }
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op) {
    T partial = inputs[0];
    for (int i = 1; i < ITEMS_PER_THREAD; ++i)
      partial = reduction_op(partial, inputs[i]);
    return reduce_(partial, reduction_op, BLOCK_THREADS);
  }
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid) {
    return reduce_(input, reduction_op, num_valid);
  }
  __device__ T Sum(T input) { return reduce_(input, cub::Sum(), BLOCK_THREADS); }
  template <int ITEMS_PER_THREAD> __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD]) {
    T partial = inputs[0];
    for (int i = 1; i < ITEMS_PER_THREAD; ++i)
      partial = partial + inputs[i];
    return reduce_(partial, cub::Sum(), BLOCK_THREADS);
  }
  __device__ T Sum(T input, int num_valid) { return reduce_(input, cub::Sum(), num_valid); }

private:
  template <typename ReductionOp> __device__ T reduce_(T input, ReductionOp op, int num_valid) {
    unsigned rank = __ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    int warp = (int)rank / 32;
    int valid = num_valid < BLOCK_THREADS ? num_valid : BLOCK_THREADS;
    temp_->items[rank] = input;
    __syncthreads();
    /* Each warp's first thread reduces the warp's valid items, in order. */
    int first = warp * 32;
    if (rank % 32u == 0u && first < valid) {
      int last = first + 32 < valid ? first + 32 : valid;
      T partial = temp_->items[first];
      for (int k = first + 1; k < last; ++k)
        partial = op(partial, temp_->items[k]);
      temp_->warp_aggregates[warp] = partial;
    }
    __syncthreads();
    T value = input;
    if (rank == 0u) {
      int warps = (valid + 31) / 32;
      value = temp_->warp_aggregates[0];
      for (int w = 1; w < warps; ++w)
        value = op(value, temp_->warp_aggregates[w]);
    }
    return value;
  }
};

} // namespace cub
