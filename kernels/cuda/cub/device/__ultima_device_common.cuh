/* What ultima's device-wide CUB algorithms share (docs/device-library.md#cub):
   tile sizes, the temporary-storage layout, and the kernels every algorithm
   launches (tile reductions and the one-block scan of per-tile results).
   These are host function templates and kernel templates in the user's
   translation unit, as in CUB: ultima-cc translates the kernels they
   instantiate with the user's code (docs/architecture.md). */
#pragma once
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/util_type.cuh>
#include <cuda_runtime.h>
#include <stddef.h>

namespace cub {
namespace __ultima_device {

constexpr int BLOCK_THREADS = 256;
constexpr int ITEMS_PER_THREAD = 8;
constexpr int TILE_ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD;

inline int tiles(int num_items) { return num_items <= 0 ? 0 : (num_items - 1) / TILE_ITEMS + 1; }
inline size_t align(size_t bytes) { return (bytes + 255) / 256 * 256; }

/* The temporary storage: the first call (d_temp_storage == nullptr) gets the
   bytes needed, the second the pieces' addresses. */
struct Layout {
  size_t offsets[6];
  size_t total;
  int count;
  Layout() : total(0), count(0) {}
  void add(size_t bytes) {
    offsets[count++] = total;
    total += align(bytes > 0 ? bytes : 1);
  }
  /* true when this was the sizing call. */
  bool size_or_place(void *d_temp_storage, size_t &temp_storage_bytes) {
    if (d_temp_storage == nullptr) {
      temp_storage_bytes = total;
      return true;
    }
    return false;
  }
  template <typename T> T *at(void *d_temp_storage, int i) const {
    return reinterpret_cast<T *>(static_cast<char *>(d_temp_storage) + offsets[i]);
  }
};

inline cudaError_t finish(cudaStream_t stream, bool debug_synchronous) {
  cudaError_t error = cudaPeekAtLastError();
  if (error == cudaSuccess && debug_synchronous)
    error = cudaStreamSynchronize(stream);
  return error;
}

/* An item as the accumulator type, or as an {offset, item} pair (ArgMin,
   ArgMax). */
template <typename AccumT> struct ValueLoader {
  template <typename InputT> __device__ AccumT operator()(const InputT *in, int i) const {
    AccumT v = in[i];
    return v;
  }
};
struct IndexedLoader {
  template <typename InputT>
  __device__ KeyValuePair<int, InputT> operator()(const InputT *in, int i) const {
    KeyValuePair<int, InputT> p;
    p.key = i;
    p.value = in[i];
    return p;
  }
};

/* One tile per block: each thread reduces its ITEMS_PER_THREAD consecutive
   items, the block reduces the threads that have any, in order. */
template <typename AccumT, typename Loader, typename InputT, typename ReductionOp>
__global__ void reduce_tiles_kernel(const InputT *d_in, AccumT *d_partials, int num_items,
                                    ReductionOp op) {
  typedef BlockReduce<AccumT, BLOCK_THREADS> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int first = (int)blockIdx.x * TILE_ITEMS + (int)threadIdx.x * ITEMS_PER_THREAD;
  int valid = num_items - (int)blockIdx.x * TILE_ITEMS;
  Loader load;
  AccumT acc = load(d_in, first < num_items ? first : num_items - 1);
  for (int i = 1; i < ITEMS_PER_THREAD; ++i)
    if (first + i < num_items)
      acc = op(acc, load(d_in, first + i));
  int threads = (valid + ITEMS_PER_THREAD - 1) / ITEMS_PER_THREAD;
  AccumT total = Reduce(temp).Reduce(acc, op, threads);
  if (threadIdx.x == 0)
    d_partials[blockIdx.x] = total;
}

/* One block: the reduction of n per-tile results, written to *d_out; with
   fold_init, op(init, ...); with none, init. */
template <typename AccumT, typename OutputT, typename ReductionOp>
__global__ void reduce_partials_kernel(const AccumT *d_partials, int n, OutputT *d_out,
                                       ReductionOp op, AccumT init, int fold_init) {
  typedef BlockReduce<AccumT, BLOCK_THREADS> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  AccumT acc = init;
  for (int base = 0; base < n; base += BLOCK_THREADS) {
    int i = base + (int)threadIdx.x;
    AccumT v = d_partials[i < n ? i : n - 1];
    AccumT r = Reduce(temp).Reduce(v, op, n - base);
    if (threadIdx.x == 0)
      acc = base > 0 || fold_init ? op(acc, r) : r;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *d_out = acc;
}

/* One block: the inclusive scan of n per-tile results in place; *d_total
   (when given) gets the last one, or zero for none. */
template <typename AccumT, typename ScanOp, typename TotalT>
__global__ void scan_partials_kernel(AccumT *d_partials, int n, ScanOp op, TotalT *d_total) {
  typedef BlockScan<AccumT, BLOCK_THREADS> Scan;
  __shared__ typename Scan::TempStorage temp;
  AccumT carry = __ultima::zero<AccumT>();
  for (int base = 0; base < n; base += BLOCK_THREADS) {
    int i = base + (int)threadIdx.x;
    AccumT v = d_partials[i < n ? i : n - 1];
    AccumT inclusive, aggregate;
    Scan(temp).InclusiveScan(v, inclusive, op, aggregate);
    if (base > 0)
      inclusive = op(carry, inclusive);
    if (i < n)
      d_partials[i] = inclusive;
    /* The carry into the next chunk (only a last chunk is partial). */
    carry = base > 0 ? op(carry, aggregate) : aggregate;
    __syncthreads();
  }
  if (d_total != nullptr && threadIdx.x == 0)
    *d_total = n > 0 ? d_partials[n - 1] : __ultima::zero<AccumT>();
}

} // namespace __ultima_device
} // namespace cub
