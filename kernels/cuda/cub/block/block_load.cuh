/* cub::BlockLoad and the direct loads (CUB documentation, "BlockLoad",
   "LoadDirectBlocked", "LoadDirectStriped"): ultima's CUB subset
   (docs/device-library.md#cub), source in the translated subset.

   BLOCK_LOAD_STRIPED gives the striped arrangement (item i of thread t is
   block_itr[i * BLOCK_THREADS + t]); every other algorithm gives the blocked
   arrangement CUB documents for it (item i of thread t is
   block_itr[t * ITEMS_PER_THREAD + i]), read directly: BLOCK_LOAD_VECTORIZE,
   BLOCK_LOAD_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE and
   BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED are emulated as BLOCK_LOAD_DIRECT
   (the same result; OpenCL devices ultima targets gain nothing from CUDA's
   coalescing exchanges). The guarded loads read only the first valid_items
   items of the tile and leave the others unchanged, or set them to
   oob_default. block_itr is a pointer (or anything indexable). */
#pragma once
#include <cub/util_type.cuh>

namespace cub {

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD]) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    items[i] = block_itr[linear_tid * ITEMS_PER_THREAD + i];
}
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (linear_tid * ITEMS_PER_THREAD + i < valid_items)
      items[i] = block_itr[linear_tid * ITEMS_PER_THREAD + i];
}
template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                                  DefaultT oob_default) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    InputT item = oob_default;
    if (linear_tid * ITEMS_PER_THREAD + i < valid_items)
      item = block_itr[linear_tid * ITEMS_PER_THREAD + i];
    items[i] = item;
  }
}
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD]) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    items[i] = block_itr[i * BLOCK_THREADS + linear_tid];
}
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (i * BLOCK_THREADS + linear_tid < valid_items)
      items[i] = block_itr[i * BLOCK_THREADS + linear_tid];
}
template <int BLOCK_THREADS, typename InputT, typename DefaultT, int ITEMS_PER_THREAD,
          typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                                  DefaultT oob_default) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    InputT item = oob_default;
    if (i * BLOCK_THREADS + linear_tid < valid_items)
      item = block_itr[i * BLOCK_THREADS + linear_tid];
    items[i] = item;
  }
}

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage {
    char unused_;
  };

  __device__ BlockLoad() {}
  __device__ BlockLoad(TempStorage &temp_storage) {}

  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
    int rank = (int)__ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    if (ALGORITHM == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(rank, block_itr, items);
    else
      LoadDirectBlocked(rank, block_itr, items);
  }
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                       int valid_items) {
    int rank = (int)__ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    if (ALGORITHM == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(rank, block_itr, items, valid_items);
    else
      LoadDirectBlocked(rank, block_itr, items, valid_items);
  }
  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                       int valid_items, DefaultT oob_default) {
    int rank = (int)__ultima::template_rank<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
    if (ALGORITHM == BLOCK_LOAD_STRIPED)
      LoadDirectStriped<BLOCK_THREADS>(rank, block_itr, items, valid_items, oob_default);
    else
      LoadDirectBlocked(rank, block_itr, items, valid_items, oob_default);
  }
};

} // namespace cub
