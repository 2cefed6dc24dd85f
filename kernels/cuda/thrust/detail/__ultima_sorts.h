/* sort, stable_sort, sort_by_key, stable_sort_by_key (ultima's Thrust
   subset): included by __ultima_algorithms.h, which defines __ULTIMA_DEV,
   __ULTIMA_HOST and __ULTIMA_N around it. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>

namespace thrust {

/* sort, stable_sort, sort_by_key, stable_sort_by_key */
template <typename It, typename Comp> void sort(__ULTIMA_DEV, It first, It last, Comp comp) {
  __ULTIMA_N(first, last);
  if (n <= 1)
    return;
  typedef typename __ultima::value_of<It>::type K;
  __ultima::inout_view<It> keys(first, n);
  __ultima::device_sort<0>(keys.p, (char *)nullptr, n, comp, __ultima::sort_kind<K, Comp>());
  keys.commit(n);
}
template <typename It, typename Comp> void sort(__ULTIMA_HOST, It first, It last, Comp comp) {
  std::stable_sort(first, last, comp);
}
template <typename KIt, typename VIt, typename Comp>
void sort_by_key(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst, Comp comp) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 1)
    return;
  typedef typename __ultima::value_of<KIt>::type K;
  __ultima::inout_view<KIt> keys(kfirst, n);
  __ultima::inout_view<VIt> values(vfirst, n);
  __ultima::device_sort<1>(keys.p, values.p, n, comp, __ultima::sort_kind<K, Comp>());
  keys.commit(n);
  values.commit(n);
}
template <typename KIt, typename VIt, typename Comp>
void sort_by_key(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst, Comp comp) {
  __ultima::host_sort_by_key(kfirst, klast, vfirst, comp);
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                        std::is_same<P, __ultima::host_t>::value>::type
sort(const P &p, It first, It last) {
  thrust::sort(p, first, last, thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename It, typename Comp>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                        !std::is_same<It, __ultima::host_t>::value>::type
sort(It first, It last, Comp comp) {
  thrust::sort(__ultima::system_of<It>(), first, last, comp);
}
template <typename It> void sort(It first, It last) {
  thrust::sort(__ultima::system_of<It>(), first, last,
               thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename P, typename KIt, typename VIt>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                        std::is_same<P, __ultima::host_t>::value>::type
sort_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst) {
  thrust::sort_by_key(p, kfirst, klast, vfirst,
                      thrust::less<typename __ultima::value_of<KIt>::type>());
}
template <typename KIt, typename VIt, typename Comp>
typename std::enable_if<!std::is_same<KIt, __ultima::device_t>::value &&
                        !std::is_same<KIt, __ultima::host_t>::value>::type
sort_by_key(KIt kfirst, KIt klast, VIt vfirst, Comp comp) {
  thrust::sort_by_key(__ultima::system_of<KIt>(), kfirst, klast, vfirst, comp);
}
template <typename KIt, typename VIt> void sort_by_key(KIt kfirst, KIt klast, VIt vfirst) {
  thrust::sort_by_key(__ultima::system_of<KIt>(), kfirst, klast, vfirst,
                      thrust::less<typename __ultima::value_of<KIt>::type>());
}
/* Both sorts are stable. */
template <typename... A> void stable_sort(A... a) { thrust::sort(a...); }
template <typename... A> void stable_sort_by_key(A... a) { thrust::sort_by_key(a...); }

} // namespace thrust
