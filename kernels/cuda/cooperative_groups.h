/* Cooperative Groups (CUDA C++ Programming Guide, "Cooperative Groups") in
   the CUDA C++ subset ultima translates: source code, translated like a user
   header (isEmbeddedSourceHeader), so each group is a small C struct and each
   member function a C function of the kernel that uses it. Written from the
   guide's description; docs/device-library.md lists what is supported,
   emulated and refused.

   - thread_block: the block; sync() is __syncthreads().
   - thread_block_tile<N> (N a power of two, 1..32): N consecutive threads of
     the block (by thread_rank()), inside one warp, so its collectives are
     the warp functions of __ultima_warp.h with width N. Every thread of the
     block must reach them (the warp emulation's rule).
   - coalesced_group (coalesced_threads()): the warp, as present in the block
     (all 32 lanes but in a last, partial warp), where every thread reaches
     the call: ultima cannot tell which lanes of a warp took a branch;
     elsewhere the calling thread alone. binary_partition /
     labeled_partition: coalesced groups of the lanes of a tile (or
     coalesced group) that share a predicate or a label.
   - grid_group: sizes and ranks; sync() is a barrier in global memory (the
     launch's grid-sync buffer, below), valid in a cooperative launch
     (cudaLaunchCooperativeKernel), whose blocks libultima-cudart makes sure
     are all resident at once; is_valid() says whether the launch was one.
   - multi_grid_group: sizes and ranks only; sync() is refused with
     ultima-unsupported-construct at the call. */
#pragma once

#define __ULTIMA_CG_REFUSED(what)                                                        \
  __attribute__((unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT " what)))

namespace cooperative_groups {

namespace __ultima_cg {
/* The thread's linear rank in its block, x fastest (CUDA's numbering). */
__device__ inline unsigned block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned block_threads() { return blockDim.x * blockDim.y * blockDim.z; }
/* The N lanes of a tile, as a mask in the tile's own bits. */
__device__ inline unsigned tile_mask(unsigned n) { return n >= 32u ? 0xffffffffu : (1u << n) - 1u; }
/* The lane of the n-th (from 0) set bit of a warp mask; 32 when it has fewer. */
__device__ inline unsigned nth_lane(unsigned mask, unsigned n) {
  for (unsigned i = 0u; i < n && mask != 0u; ++i)
    mask &= mask - 1u;
  return mask == 0u ? 32u : (unsigned)__ffs((int)mask) - 1u;
}
/* The bits of a warp-wide value at the lanes of mask, packed into ranks:
   bit r is the bit of mask's r-th lane. */
__device__ inline unsigned compact(unsigned bits, unsigned mask) {
  unsigned packed = 0u, r = 0u;
  for (unsigned lane = 0u; lane < 32u; ++lane)
    if ((mask >> lane) & 1u) {
      packed |= ((bits >> lane) & 1u) << r;
      ++r;
    }
  return packed;
}

/* A group's shuffles take any trivially copyable type (the guide's "T"): the
   warp functions' own types directly, anything else (uint4, a struct) as its
   32-bit words, one shuffle each, in every thread alike. */
#define __ULTIMA_CG_SHUFFLE(NAME, WARP_FN, ARG)                                          \
  template <typename T> __device__ T NAME(unsigned mask, T var, ARG b, int width) {     \
    unsigned int words[(sizeof(T) + 3) / 4];                                           \
    memcpy(words, &var, sizeof(T));                                                     \
    for (unsigned i = 0; i < (sizeof(T) + 3) / 4; ++i)                                  \
      words[i] = WARP_FN(mask, words[i], b, width);                                     \
    T result;                                                                           \
    memcpy(&result, words, sizeof(T));                                                  \
    return result;                                                                      \
  }                                                                                     \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, int)                                   \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned int)                          \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, long)                                  \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned long)                         \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, long long)                             \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned long long)                    \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, float)                                 \
  __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, double)
#define __ULTIMA_CG_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, T)                                \
  __device__ inline T NAME(unsigned mask, T var, ARG b, int width) {                   \
    return WARP_FN(mask, var, b, width);                                                \
  }
__ULTIMA_CG_SHUFFLE(shuffle_idx, __shfl_sync, int)
__ULTIMA_CG_SHUFFLE(shuffle_up, __shfl_up_sync, unsigned int)
__ULTIMA_CG_SHUFFLE(shuffle_down, __shfl_down_sync, unsigned int)
__ULTIMA_CG_SHUFFLE(shuffle_xor, __shfl_xor_sync, int)
#undef __ULTIMA_CG_SHUFFLE
#undef __ULTIMA_CG_SHUFFLE_SCALAR
} // namespace __ultima_cg

/* The generic group: a block (tile_ == 0) or a tile of tile_ threads. Its
   sync() is the block's barrier whichever it holds: in the warp emulation a
   tile's barrier is one too, and a branch on tile_ would be a barrier under
   a condition the divergence warning cannot see through. */
class thread_group {
public:
  unsigned tile_;
  __device__ thread_group(unsigned tile) : tile_(tile) {}
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned thread_rank() const {
    return tile_ == 0u ? __ultima_cg::block_rank() : __ultima_cg::block_rank() % tile_;
  }
  __device__ unsigned size() const {
    return tile_ == 0u ? __ultima_cg::block_threads() : tile_;
  }
  __device__ unsigned long long num_threads() const { return size(); }
};

class thread_block : public thread_group {
public:
  __device__ thread_block() : thread_group(0u) {}
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned thread_rank() const { return __ultima_cg::block_rank(); }
  __device__ unsigned size() const { return __ultima_cg::block_threads(); }
  __device__ unsigned long long num_threads() const { return __ultima_cg::block_threads(); }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __device__ dim3 dim_threads() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__device__ inline thread_block this_thread_block() { return thread_block(); }

/* CUDA's scratch for tiles of more than 32 threads: ultima's multi-warp
   tiles need none (cg::reduce keeps its partial results in a shared array
   of its own), so it is only accepted. */
template <unsigned int MaxBlockSize = 1024u> struct block_tile_memory {
  char unused_;
};
template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &) {
  return thread_block();
}

/* A static tile of Size threads: ranks Size*k .. Size*k+Size-1 of the block,
   which lie in one warp (Size divides 32), so the warp functions' width
   gives the tile's shuffles. meta_group_rank/size are the tile's place in
   the group it was partitioned from. */
template <unsigned int Size, typename ParentT = void> class thread_block_tile : public thread_group {
  static_assert(Size >= 1u && Size <= 1024u && (Size & (Size - 1u)) == 0u,
                "ultima: thread_block_tile<N> needs N a power of two up to 1024");

public:
  static constexpr unsigned width_ = Size;
  unsigned meta_rank_;
  unsigned meta_size_;
  __device__ thread_block_tile(unsigned metaRank, unsigned metaSize)
      : thread_group(Size), meta_rank_(metaRank), meta_size_(metaSize) {}
  template <typename P>
  __device__ thread_block_tile(const thread_block_tile<Size, P> &other)
      : thread_group(Size), meta_rank_(other.meta_rank_), meta_size_(other.meta_size_) {}

  /* A tile of more than a warp (with block_tile_memory in CUDA) has sync(),
     ranks, sizes and cg::reduce; its barrier is the block's. */
  __device__ void sync() const {
    if (Size > 32u)
      __syncthreads();
    else
      __syncwarp(mask_in_warp());
  }
  __device__ unsigned thread_rank() const { return __ultima_cg::block_rank() & (Size - 1u); }
  __device__ unsigned size() const { return Size; }
  __device__ unsigned long long num_threads() const { return Size; }
  __device__ unsigned meta_group_rank() const { return meta_rank_; }
  __device__ unsigned meta_group_size() const { return meta_size_; }

  /* The tile's first lane in its warp, and its lanes as a warp mask. */
  __device__ unsigned first_lane() const { return __ultima_cg::block_rank() & 31u & ~(Size - 1u); }
  __device__ unsigned mask_in_warp() const {
    return __ultima_cg::tile_mask(Size) << first_lane();
  }
  /* The tile's lanes the block has, as a warp mask (what a partition splits). */
  __device__ unsigned lanes() const { return mask_in_warp() & __activemask(); }
  /* The tile's threads the block has (fewer than Size in a last, ragged tile). */
  __device__ unsigned present() const {
    unsigned first = __ultima_cg::block_rank() & ~(Size - 1u);
    unsigned left = __ultima_cg::block_threads() - first;
    return left < Size ? left : Size;
  }

  template <typename T> __device__ T shfl(T var, int srcRank) const {
    return __ultima_cg::shuffle_idx(mask_in_warp(), var, srcRank, Size);
  }
  template <typename T> __device__ T shfl_up(T var, unsigned int delta) const {
    return __ultima_cg::shuffle_up(mask_in_warp(), var, delta, Size);
  }
  template <typename T> __device__ T shfl_down(T var, unsigned int delta) const {
    return __ultima_cg::shuffle_down(mask_in_warp(), var, delta, Size);
  }
  template <typename T> __device__ T shfl_xor(T var, int laneMask) const {
    return __ultima_cg::shuffle_xor(mask_in_warp(), var, laneMask, Size);
  }
  /* Bit r set when the tile's thread of rank r has a non-zero predicate. */
  __device__ unsigned ballot(int predicate) const {
    return (__ballot_sync(0xffffffffu, predicate) >> first_lane()) & __ultima_cg::tile_mask(Size);
  }
  __device__ int any(int predicate) const { return ballot(predicate) != 0u; }
  __device__ int all(int predicate) const {
    return ballot(predicate) == __ultima_cg::tile_mask(present());
  }
  template <typename T> __device__ unsigned match_any(T val) const {
    return __match_any_sync(mask_in_warp(), val) >> first_lane();
  }
  template <typename T> __device__ unsigned match_all(T val, int &pred) const {
    unsigned same = match_any(val);
    pred = same == __ultima_cg::tile_mask(present());
    return pred ? same : 0u;
  }
};

template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent) {
  unsigned n = parent.size();
  return thread_block_tile<Size, ParentT>(parent.thread_rank() / Size, (n + Size - 1u) / Size);
}
template <unsigned int Size>
__device__ thread_block_tile<Size> tiled_partition(const thread_block &parent) {
  return thread_block_tile<Size>(parent.thread_rank() / Size,
                                 (parent.size() + Size - 1u) / Size);
}

/* The dynamic form: a generic group of tileSize threads. */
__device__ inline thread_group tiled_partition(const thread_group &parent, unsigned tileSize) {
  return thread_group(tileSize);
}

/* A coalesced group: a set of lanes of one warp, held as a warp mask
   (mask_), ranked in lane order. coalesced_threads() is the warp as the
   block has it where every work-item reaches the function that calls it
   (ultima cannot see which lanes took a branch, so it is every present lane
   of the warp, and must be reached by all of them), and the calling thread
   alone where only some may reach it (a branch on data, a loop whose trip
   count differs): CUDA leaves which threads are coalesced to the hardware,
   and a thread on its own is one of its answers. binary_partition and
   labeled_partition (below) give the lanes of their parent that share the
   caller's predicate or label.

   A group of the whole warp (together_) exchanges values with one
   whole-warp warp function per collective, each lane reading the lane of
   the rank it wants, so, like any warp function, every thread of the block
   must reach it, whichever group each thread holds. A thread alone
   (!together_) exchanges nothing: its collectives are its own values. */
class coalesced_group : public thread_group {
public:
  static constexpr unsigned width_ = 32u;
  unsigned mask_;
  bool together_;
  __device__ coalesced_group(unsigned mask, bool together)
      : thread_group(32u), mask_(mask), together_(together) {}
  __device__ void sync() const {
    if (together_)
      __syncwarp(mask_);
  }
  __device__ unsigned thread_rank() const {
    return __popc(mask_ & __ultima_cg::tile_mask(__ultima_cg::block_rank() & 31u));
  }
  __device__ unsigned size() const { return __popc(mask_); }
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned meta_group_rank() const { return 0u; }
  __device__ unsigned meta_group_size() const { return 1u; }
  __device__ unsigned present() const { return size(); }
  /* The group's lanes as a warp mask (what a partition of it splits). */
  __device__ unsigned lanes() const { return mask_; }
  /* The lane of the group's thread of rank r, or the caller's own lane where
     r is past the group. */
  __device__ unsigned lane_of(unsigned r) const {
    return r < size() ? __ultima_cg::nth_lane(mask_, r) : (__ultima_cg::block_rank() & 31u);
  }
  template <typename T> __device__ T shfl(T var, int srcRank) const {
    if (!together_)
      return var;
    return __ultima_cg::shuffle_idx(mask_, var, (int)lane_of((unsigned)srcRank % size()), 32);
  }
  template <typename T> __device__ T shfl_up(T var, unsigned int delta) const {
    if (!together_)
      return var;
    unsigned r = thread_rank();
    return __ultima_cg::shuffle_idx(mask_, var, (int)lane_of(r >= delta ? r - delta : 32u), 32);
  }
  template <typename T> __device__ T shfl_down(T var, unsigned int delta) const {
    if (!together_)
      return var;
    return __ultima_cg::shuffle_idx(mask_, var, (int)lane_of(thread_rank() + delta), 32);
  }
  template <typename T> __device__ T shfl_xor(T var, int laneMask) const {
    if (!together_)
      return var;
    return __ultima_cg::shuffle_idx(mask_, var, (int)lane_of(thread_rank() ^ laneMask), 32);
  }
  /* Bit r set when the group's thread of rank r has a non-zero predicate. */
  __device__ unsigned ballot(int predicate) const {
    if (!together_)
      return predicate != 0 ? 1u : 0u;
    return __ultima_cg::compact(__ballot_sync(0xffffffffu, predicate), mask_);
  }
  __device__ int any(int predicate) const { return ballot(predicate) != 0u; }
  __device__ int all(int predicate) const {
    return ballot(predicate) == __ultima_cg::tile_mask(size());
  }
  template <typename T> __device__ unsigned match_any(T val) const {
    if (!together_)
      return 1u;
    return __ultima_cg::compact(__match_any_sync(0xffffffffu, val), mask_);
  }
  template <typename T> __device__ unsigned match_all(T val, int &pred) const {
    unsigned same = match_any(val);
    pred = same == __ultima_cg::tile_mask(size());
    return pred ? same : 0u;
  }
};

__device__ inline coalesced_group coalesced_threads() {
  if (__ultima_warp_converged())
    return coalesced_group(__activemask(), true);
  return coalesced_group(1u << (__ultima_cg::block_rank() & 31u), false);
}

/* binary_partition(parent, pred) and labeled_partition(parent, label) (the
   guide's "Group Partitioning"): collective over a tile of up to 32 threads
   or a coalesced group, each gives the caller the coalesced group of the
   parent's threads whose predicate (label) equals its own, ranked in lane
   order. One ballot (match_any) of the whole warp, masked to the parent's
   lanes, so every thread of the block reaches it (the warp functions' rule);
   the group's size and ranks then need no further exchange. A thread alone
   is its own partition. */
namespace __ultima_cg {
__device__ inline coalesced_group by_predicate(unsigned lanes, bool pred) {
  unsigned yes = __ballot_sync(0xffffffffu, pred) & lanes;
  return coalesced_group(pred ? yes : lanes & ~yes, true);
}
template <typename Label> __device__ coalesced_group by_label(unsigned lanes, Label label) {
  return coalesced_group(__match_any_sync(0xffffffffu, label) & lanes, true);
}
} // namespace __ultima_cg

__device__ inline coalesced_group binary_partition(const coalesced_group &parent, bool pred) {
  if (!parent.together_)
    return parent;
  return __ultima_cg::by_predicate(parent.lanes(), pred);
}
template <unsigned int Size, typename ParentT>
__device__ coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &parent,
                                            bool pred) {
  static_assert(Size <= 32u, "ultima: binary_partition needs a tile of at most 32 threads");
  return __ultima_cg::by_predicate(parent.lanes(), pred);
}
template <typename Label>
__device__ coalesced_group labeled_partition(const coalesced_group &parent, Label label) {
  if (!parent.together_)
    return parent;
  return __ultima_cg::by_label(parent.lanes(), label);
}
template <unsigned int Size, typename ParentT, typename Label>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &parent,
                                             Label label) {
  static_assert(Size <= 32u, "ultima: labeled_partition needs a tile of at most 32 threads");
  return __ultima_cg::by_label(parent.lanes(), label);
}

/* The grid. Its barrier lives in global memory: the words of
   __ultima_grid_sync_state, which the translator passes to every kernel that
   reaches it as a hidden parameter (launch manifest kind grid-sync) and which
   libultima-cudart makes a fresh buffer for at each launch:
     [0] 1 in a cooperative launch, 0 otherwise (what is_valid() reads);
     [1] the blocks that have arrived at the current barrier;
     [2] the barrier's generation, advanced by the last block to arrive;
     [3] set when a barrier could not complete: the barriers after it return
         at once (the launch already reports cudaErrorLaunchFailure).
   A block waits in three steps: its own barrier (every thread's writes made,
   fenced), one thread arrives and spins until the generation moves, its own
   barrier again. It is a spin: every block of the grid must be running at
   once, which a cooperative launch guarantees (cudaLaunchCooperativeKernel
   refuses more blocks than the device keeps resident). A grid.sync() outside
   a cooperative launch does not wait: it records a trap (the launch reports
   cudaErrorLaunchFailure, as __trap() does). A wait that lasts
   __ULTIMA_GRID_SYNC_POLLS polls gives up the same way rather than hang. */
static __device__ unsigned int __ultima_grid_sync_state[4];
#define __ULTIMA_GRID_SYNC_POLLS (1ull << 31)

namespace __ultima_cg {
__device__ inline unsigned grid_read(unsigned word) {
  return atomicAdd(&__ultima_grid_sync_state[word], 0u);
}
/* One thread per block: arrives at the barrier and waits for the rest. */
__device__ inline void grid_arrive_and_wait() {
  if (__ultima_grid_sync_state[0] == 0u) {
    __trap(); // not a cooperative launch: the barrier would never complete
    return;
  }
  if (grid_read(3u) != 0u)
    return;
  unsigned blocks = gridDim.x * gridDim.y * gridDim.z;
  unsigned generation = grid_read(2u);
  __threadfence();
  if (atomicAdd(&__ultima_grid_sync_state[1], 1u) == blocks - 1u) {
    atomicExch(&__ultima_grid_sync_state[1], 0u); // before the others can arrive again
    __threadfence();
    atomicAdd(&__ultima_grid_sync_state[2], 1u);
    return;
  }
  for (unsigned long long polls = 0ull; grid_read(2u) == generation; ++polls)
    if (polls == __ULTIMA_GRID_SYNC_POLLS || grid_read(3u) != 0u) {
      atomicExch(&__ultima_grid_sync_state[3], 1u);
      __trap();
      return;
    }
  __threadfence();
}
__device__ inline void grid_sync() {
  __threadfence();
  __syncthreads();
  if (block_rank() == 0u)
    grid_arrive_and_wait();
  __syncthreads();
}
} // namespace __ultima_cg

class grid_group {
public:
  unsigned empty_grid_;
  __device__ grid_group() : empty_grid_(0u) {}
  __device__ bool is_valid() const { return __ultima_grid_sync_state[0] != 0u; }
  __device__ void sync() const { __ultima_cg::grid_sync(); }
  __device__ unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  __device__ unsigned long long block_rank() const {
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  }
  __device__ unsigned long long num_threads() const {
    return num_blocks() * __ultima_cg::block_threads();
  }
  __device__ unsigned long long size() const { return num_threads(); }
  __device__ unsigned long long thread_rank() const {
    return block_rank() * __ultima_cg::block_threads() + __ultima_cg::block_rank();
  }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ dim3 dim_blocks() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
};

__device__ inline grid_group this_grid() { return grid_group(); }

class multi_grid_group {
public:
  unsigned empty_multi_grid_;
  __device__ multi_grid_group() : empty_multi_grid_(0u) {}
  __device__ bool is_valid() const { return false; }
  __device__ void sync() const __ULTIMA_CG_REFUSED(
      "multi_grid_group::sync(): a barrier across devices' grids needs a cooperative "
      "multi-device launch, which OpenCL 1.2 cannot express");
  __device__ unsigned num_grids() const { return 1u; }
  __device__ unsigned grid_rank() const { return 0u; }
};

__device__ inline multi_grid_group this_multi_grid() { return multi_grid_group(); }

/* cg::sync(g): the group's own barrier. */
template <typename Group> __device__ void sync(const Group &g) { g.sync(); }

template <typename Group> __device__ unsigned long long thread_rank(const Group &g) {
  return g.thread_rank();
}
template <typename Group> __device__ unsigned long long group_size(const Group &g) {
  return g.num_threads();
}

} // namespace cooperative_groups

#undef __ULTIMA_CG_REFUSED
