/* cub::BlockStore and the direct stores (CUB documentation, "BlockStore",
   "StoreDirectBlocked", "StoreDirectStriped"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   BLOCK_STORE_STRIPED takes the striped arrangement (item i of thread t goes
   to block_itr[i * BLOCK_THREADS + t]); every other algorithm takes the
   blocked arrangement CUB documents for it (item i of thread t goes to
   block_itr[t * ITEMS_PER_THREAD + i]), written directly:
   BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE and
   BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED are emulated as BLOCK_STORE_DIRECT.
   The guarded stores write only the first valid_items items of the tile. */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD]) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    block_itr[linear_tid * ITEMS_PER_THREAD + i] = items[i];
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD], int valid_items) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (linear_tid * ITEMS_PER_THREAD + i < valid_items)
      block_itr[linear_tid * ITEMS_PER_THREAD + i] = items[i];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD]) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    block_itr[i * BLOCK_THREADS + linear_tid] = items[i];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD], int valid_items) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (i * BLOCK_THREADS + linear_tid < valid_items)
      block_itr[i * BLOCK_THREADS + linear_tid] = items[i];
}

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage {
    char unused_;
  };

  __device__ BlockStore() {}
  __device__ BlockStore(TempStorage &temp_storage) {}

  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    int rank = (int)__ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    if (ALGORITHM == BLOCK_STORE_STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(rank, block_itr, items);
    else
      StoreDirectBlocked(rank, block_itr, items);
  }
  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    int rank = (int)__ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    if (ALGORITHM == BLOCK_STORE_STRIPED)
      StoreDirectStriped<BLOCK_THREADS>(rank, block_itr, items, valid_items);
    else
      StoreDirectBlocked(rank, block_itr, items, valid_items);
  }
};

} // namespace cub
