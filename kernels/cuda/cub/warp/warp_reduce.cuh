/* cub::WarpReduce (CUB documentation, "WarpReduce"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   A logical warp is LOGICAL_WARP_THREADS (a power of two, 1..32) consecutive
   ranks of the block. The reduction is a tree of shfl_down steps of growing
   distance (1, 2, 4, ...), each combining op(lower, higher), so the order of
   the items is kept (non-commutative operators work); the result is valid in
   the logical warp's first thread (lane 0), as CUB documents. Items of
   threads the block lacks (a last, partial warp) or beyond valid_items take
   no part. TempStorage is unused: the shuffles need none. Every thread of
   the block must reach each call (the warp emulation's rule). */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "ultima: cub::WarpReduce needs LOGICAL_WARP_THREADS a power of two up to 32");

public:
  struct TempStorage {
    char unused_;
  };

  __device__ WarpReduce(TempStorage &temp_storage) {}

  __device__ T Sum(T input) { return reduce_(input, cub::Sum(), LOGICAL_WARP_THREADS); }
  __device__ T Sum(T input, int valid_items) { return reduce_(input, cub::Sum(), valid_items); }
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) {
    return reduce_(input, reduction_op, LOGICAL_WARP_THREADS);
  }
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int valid_items) {
    return reduce_(input, reduction_op, valid_items);
  }

  template <typename FlagT>
  __ULTIMA_CUB_REFUSED("cub::WarpReduce::HeadSegmentedSum is not provided by ultima")
  __device__ T HeadSegmentedSum(T input, FlagT head_flag);
  template <typename FlagT>
  __ULTIMA_CUB_REFUSED("cub::WarpReduce::TailSegmentedSum is not provided by ultima")
  __device__ T TailSegmentedSum(T input, FlagT tail_flag);
  template <typename ReductionOp, typename FlagT>
  __ULTIMA_CUB_REFUSED("cub::WarpReduce::HeadSegmentedReduce is not provided by ultima")
  __device__ T HeadSegmentedReduce(T input, FlagT head_flag, ReductionOp reduction_op);
  template <typename ReductionOp, typename FlagT>
  __ULTIMA_CUB_REFUSED("cub::WarpReduce::TailSegmentedReduce is not provided by ultima")
  __device__ T TailSegmentedReduce(T input, FlagT tail_flag, ReductionOp reduction_op);

private:
  template <typename ReductionOp> __device__ T reduce_(T input, ReductionOp op, int valid_items) {
    unsigned rank = __ultima::block_rank();
    unsigned lane = rank % (unsigned)LOGICAL_WARP_THREADS;
    /* The logical warp's threads the block has, and the valid ones of them. */
    unsigned left = __ultima::block_threads() - (rank - lane);
    int n = left < (unsigned)LOGICAL_WARP_THREADS ? (int)left : LOGICAL_WARP_THREADS;
    if (valid_items < n)
      n = valid_items;
    T value = input;
    for (int offset = 1; offset < LOGICAL_WARP_THREADS; offset *= 2) {
      T other = __ultima::shfl_down(value, (unsigned)offset, LOGICAL_WARP_THREADS);
      if ((int)lane + offset < n)
        value = op(value, other);
    }
    return value;
  }
};

} // namespace cub
