/* cg::reduce and its operators (CUDA C++ Programming Guide, "Cooperative
   Groups", reduce): source in the translated subset, like
   <cooperative_groups.h>. A tree of shfl_down over the tile's present
   threads, then the result broadcast from rank 0, so a ragged last tile
   reduces only the threads it has. */
#pragma once
#include <cooperative_groups.h>

namespace cooperative_groups {

template <typename T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct less {
  __device__ T operator()(T a, T b) const { return b < a ? b : a; }
};
template <typename T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <typename T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <typename T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <typename T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};

/* A tile of more than 32 threads: each warp's tree, then the tile's warps'
   results combined through shared memory (between two block barriers). */
template <typename Group, typename T, typename Op>
__device__ T reduce_warps(const Group &g, T value, Op op) {
  __shared__ T partial[32];
  unsigned rank = __ultima_cg::block_rank();
  unsigned lane = rank & 31u;
  unsigned left = __ultima_cg::block_threads() - (rank & ~31u);
  unsigned inWarp = left < 32u ? left : 32u;
  for (unsigned k = 16u; k > 0u; k /= 2u) {
    T other = __shfl_down_sync(0xffffffffu, value, k, 32);
    if (lane + k < inWarp)
      value = op(value, other);
  }
  if (lane == 0u)
    partial[rank / 32u] = value;
  __syncthreads();
  unsigned first = (rank & ~(Group::width_ - 1u)) / 32u;
  unsigned warps = (g.present() + 31u) / 32u;
  T result = partial[first];
  for (unsigned w = 1u; w < warps; ++w)
    result = op(result, partial[first + w]);
  __syncthreads(); /* before a later reduce writes partial again */
  return result;
}

template <typename Group, typename T, typename Op>
__device__ T reduce(const Group &g, T value, Op op) {
  if (Group::width_ > 32u) /* a constant of the group's type */
    return reduce_warps(g, value, op);
  unsigned rank = g.thread_rank();
  unsigned n = g.present();
  /* Every thread of the group runs the same steps (width_ is a constant of
     the group's type): the shuffles are work-group barriers in the warp
     emulation, which no branch may skip. */
  for (unsigned k = (Group::width_ > 32u ? 32u : Group::width_) / 2u; k > 0u; k /= 2u) {
    T other = g.shfl_down(value, k);
    if (rank + k < n)
      value = op(value, other);
  }
  return g.shfl(value, 0);
}

} // namespace cooperative_groups
