/* thrust::is_sorted and is_sorted_until (Thrust documentation, "Sorting"): on
   host iterators the C++ library's; on device iterators the range is copied
   to the host and checked there (a check, not a hot path). */
#pragma once
#include <algorithm>
#include <thrust/detail/__ultima_algorithms.h>
#include <vector>

namespace thrust {

template <typename It, typename Comp>
It is_sorted_until(const __ultima::host_t &, It first, It last, Comp comp) {
  return std::is_sorted_until(first, last, comp);
}
template <typename It> It is_sorted_until(const __ultima::host_t &, It first, It last) {
  return std::is_sorted_until(first, last);
}
template <typename It, typename Comp>
It is_sorted_until(const __ultima::device_t &, It first, It last, Comp comp) {
  std::vector<typename std::iterator_traits<It>::value_type> h(last - first);
  thrust::copy(first, last, h.begin());
  return first + (std::is_sorted_until(h.begin(), h.end(), comp) - h.begin());
}
template <typename It> It is_sorted_until(const __ultima::device_t &, It first, It last) {
  return thrust::is_sorted_until(thrust::device, first, last,
                                 thrust::less<typename std::iterator_traits<It>::value_type>());
}
template <typename It, typename Comp> It is_sorted_until(It first, It last, Comp comp) {
  return thrust::is_sorted_until(__ultima::system_of<It>(), first, last, comp);
}
template <typename It> It is_sorted_until(It first, It last) {
  return thrust::is_sorted_until(__ultima::system_of<It>(), first, last);
}

template <typename P, typename It, typename Comp>
bool is_sorted(const P &policy, It first, It last, Comp comp) {
  return thrust::is_sorted_until(policy, first, last, comp) == last;
}
template <typename P, typename It> bool is_sorted(const P &policy, It first, It last) {
  return thrust::is_sorted_until(policy, first, last) == last;
}
template <typename It, typename Comp> bool is_sorted(It first, It last, Comp comp) {
  return thrust::is_sorted_until(first, last, comp) == last;
}
template <typename It> bool is_sorted(It first, It last) {
  return thrust::is_sorted_until(first, last) == last;
}

} // namespace thrust
