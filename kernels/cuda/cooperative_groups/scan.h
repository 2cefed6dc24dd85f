/* cg::inclusive_scan and cg::exclusive_scan on tiles and coalesced groups
   (CUDA C++ Programming Guide, "Cooperative Groups", scan): source in the
   translated subset, like <cooperative_groups.h>. Hillis-Steele steps of
   shfl_up; exclusive_scan gives rank 0 T(0) (the identity of cg::plus). */
#pragma once
#include <cooperative_groups/reduce.h>

namespace cooperative_groups {

template <typename Group, typename T, typename Op>
__device__ T inclusive_scan(const Group &g, T value, Op op) {
  unsigned rank = g.thread_rank();
  for (unsigned k = 1u; k < Group::width_; k *= 2u) { /* the same steps for every thread */
    T other = g.shfl_up(value, k);
    if (rank >= k)
      value = op(other, value);
  }
  return value;
}
template <typename Group, typename T> __device__ T inclusive_scan(const Group &g, T value) {
  return inclusive_scan(g, value, plus<T>());
}

template <typename Group, typename T, typename Op>
__device__ T exclusive_scan(const Group &g, T value, Op op) {
  T inclusive = inclusive_scan(g, value, op);
  T before = g.shfl_up(inclusive, 1u);
  return g.thread_rank() == 0u ? T(0) : before;
}
template <typename Group, typename T> __device__ T exclusive_scan(const Group &g, T value) {
  return exclusive_scan(g, value, plus<T>());
}

} // namespace cooperative_groups
