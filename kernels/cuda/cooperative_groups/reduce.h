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

template <typename Group, typename T, typename Op>
__device__ T reduce(const Group &g, T value, Op op) {
  unsigned rank = g.thread_rank();
  unsigned n = g.present();
  /* Every thread of the group runs the same steps (width_ is a constant of
     the group's type): the shuffles are work-group barriers in the warp
     emulation, which no branch may skip. */
  for (unsigned k = Group::width_ / 2u; k > 0u; k /= 2u) {
    T other = g.shfl_down(value, k);
    if (rank + k < n)
      value = op(value, other);
  }
  return g.shfl(value, 0);
}

} // namespace cooperative_groups
