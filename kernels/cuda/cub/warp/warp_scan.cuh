/* cub::WarpScan (CUB documentation, "WarpScan"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   A logical warp is LOGICAL_WARP_THREADS (a power of two, 1..32) consecutive
   ranks of the block. Inclusive scans are Hillis-Steele steps of shfl_up,
   each op(earlier, later); exclusive ones shift the inclusive result up one
   lane. As CUB documents, the exclusive output of lane 0 is undefined for
   the scans without an initial value (ultima leaves it the lane's input),
   and ExclusiveSum gives lane 0 T() (zero). The warp aggregate is the
   inclusive result of the logical warp's last thread the block has.
   TempStorage is unused. Every thread of the block must reach each call (the
   warp emulation's rule). */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpScan {
  static_assert(LOGICAL_WARP_THREADS >= 1 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "ultima: cub::WarpScan needs LOGICAL_WARP_THREADS a power of two up to 32");

public:
  struct TempStorage {
    char unused_;
  };

  __device__ WarpScan(TempStorage &temp_storage) {}

  /* Inclusive */
  __device__ void InclusiveSum(T input, T &inclusive_output) {
    inclusive_output = inclusive_(input, cub::Sum());
  }
  __device__ void InclusiveSum(T input, T &inclusive_output, T &warp_aggregate) {
    inclusive_output = inclusive_(input, cub::Sum());
    warp_aggregate = aggregate_(inclusive_output);
  }
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op) {
    inclusive_output = inclusive_(input, scan_op);
  }
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op, T &warp_aggregate) {
    inclusive_output = inclusive_(input, scan_op);
    warp_aggregate = aggregate_(inclusive_output);
  }

  /* Exclusive */
  __device__ void ExclusiveSum(T input, T &exclusive_output) {
    T inclusive = inclusive_(input, cub::Sum());
    exclusive_output = shift_(inclusive, __ultima::zero<T>(), false, input, cub::Sum());
  }
  __device__ void ExclusiveSum(T input, T &exclusive_output, T &warp_aggregate) {
    T inclusive = inclusive_(input, cub::Sum());
    warp_aggregate = aggregate_(inclusive);
    exclusive_output = shift_(inclusive, __ultima::zero<T>(), false, input, cub::Sum());
  }
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op) {
    T inclusive = inclusive_(input, scan_op);
    exclusive_output = shift_(inclusive, input, false, input, scan_op);
  }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op) {
    T inclusive = inclusive_(input, scan_op);
    exclusive_output = shift_(inclusive, initial_value, true, initial_value, scan_op);
  }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op, T &warp_aggregate) {
    T inclusive = inclusive_(input, scan_op);
    warp_aggregate = aggregate_(inclusive);
    exclusive_output = shift_(inclusive, input, false, input, scan_op);
  }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op,
                                T &warp_aggregate) {
    T inclusive = inclusive_(input, scan_op);
    warp_aggregate = aggregate_(inclusive);
    exclusive_output = shift_(inclusive, initial_value, true, initial_value, scan_op);
  }

  /* Both */
  template <typename ScanOp>
  __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, ScanOp scan_op) {
    T inclusive = inclusive_(input, scan_op);
    exclusive_output = shift_(inclusive, input, false, input, scan_op);
    inclusive_output = inclusive;
  }
  template <typename ScanOp>
  __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, T initial_value,
                       ScanOp scan_op) {
    T inclusive = inclusive_(input, scan_op);
    exclusive_output = shift_(inclusive, initial_value, true, initial_value, scan_op);
    inclusive_output = inclusive;
  }

  /* The value of the logical warp's lane src_lane, in every lane. */
  __device__ T Broadcast(T input, unsigned int src_lane) {
    return __ultima::shfl_idx(input, (int)src_lane, LOGICAL_WARP_THREADS);
  }

private:
  __device__ static unsigned lane_() { return __ultima::block_rank() % (unsigned)LOGICAL_WARP_THREADS; }

  template <typename ScanOp> __device__ T inclusive_(T input, ScanOp op) {
    unsigned lane = lane_();
    T value = input;
    for (int offset = 1; offset < LOGICAL_WARP_THREADS; offset *= 2) {
      T other = __ultima::shfl_up(value, (unsigned)offset, LOGICAL_WARP_THREADS);
      if (lane >= (unsigned)offset)
        value = op(other, value);
    }
    return value;
  }

  /* The inclusive result of the logical warp's last present thread. */
  __device__ T aggregate_(T inclusive) {
    unsigned rank = __ultima::block_rank();
    unsigned lane = rank % (unsigned)LOGICAL_WARP_THREADS;
    unsigned left = __ultima::block_threads() - (rank - lane);
    int last = left < (unsigned)LOGICAL_WARP_THREADS ? (int)left - 1 : LOGICAL_WARP_THREADS - 1;
    return __ultima::shfl_idx(inclusive, last, LOGICAL_WARP_THREADS);
  }

  /* The exclusive result from the inclusive one: lane 0 gets first, the
     others the previous lane's inclusive result, with initial_value folded
     in front when fold is set. */
  template <typename ScanOp>
  __device__ T shift_(T inclusive, T first, bool fold, T initial_value, ScanOp op) {
    T before = __ultima::shfl_up(inclusive, 1u, LOGICAL_WARP_THREADS);
    if (lane_() == 0u)
      return first;
    return fold ? op(initial_value, before) : before;
  }
};

} // namespace cub
