/* inclusive_scan, exclusive_scan (ultima's Thrust subset): included by
   __ultima_algorithms.h, which defines __ULTIMA_DEV, __ULTIMA_HOST and
   __ULTIMA_N around it. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>

namespace thrust {

/* inclusive_scan, exclusive_scan */
template <typename InIt, typename OutIt, typename Op>
OutIt inclusive_scan(__ULTIMA_DEV, InIt first, InIt last, OutIt result, Op op) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  __ultima::in_view<InIt> iv(first, n);
  __ultima::out_view<OutIt, typename __ultima::value_of<OutIt>::type> ov(result, n);
  auto in = iv.p;
  auto out = ov.p;
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceScan::InclusiveScan(t, b, in, out, op, n);
  }, "thrust::inclusive_scan");
  ov.commit(n);
  return result + n;
}
template <typename InIt, typename OutIt, typename Op>
OutIt inclusive_scan(__ULTIMA_HOST, InIt first, InIt last, OutIt result, Op op) {
  return std::partial_sum(first, last, result, op);
}
template <typename P, typename InIt, typename OutIt>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        OutIt>::type
inclusive_scan(const P &p, InIt first, InIt last, OutIt result) {
  return thrust::inclusive_scan(p, first, last, result,
                                thrust::plus<typename __ultima::value_of<InIt>::type>());
}
template <typename InIt, typename OutIt, typename Op>
typename std::enable_if<!std::is_same<InIt, __ultima::device_t>::value &&
                            !std::is_same<InIt, __ultima::host_t>::value,
                        OutIt>::type
inclusive_scan(InIt first, InIt last, OutIt result, Op op) {
  return thrust::inclusive_scan(__ultima::system_of2<InIt, OutIt>(), first, last, result, op);
}
template <typename InIt, typename OutIt>
OutIt inclusive_scan(InIt first, InIt last, OutIt result) {
  return thrust::inclusive_scan(__ultima::system_of2<InIt, OutIt>(), first, last, result,
                                thrust::plus<typename __ultima::value_of<InIt>::type>());
}

template <typename InIt, typename OutIt, typename T, typename Op>
OutIt exclusive_scan(__ULTIMA_DEV, InIt first, InIt last, OutIt result, T init, Op op) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  typedef typename __ultima::value_of<OutIt>::type V;
  __ultima::in_view<InIt> iv(first, n);
  __ultima::out_view<OutIt, V> ov(result, n);
  auto in = iv.p;
  auto out = ov.p;
  V vinit = (V)init;
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceScan::ExclusiveScan(t, b, in, out, op, vinit, n);
  }, "thrust::exclusive_scan");
  ov.commit(n);
  return result + n;
}
template <typename InIt, typename OutIt, typename T, typename Op>
OutIt exclusive_scan(__ULTIMA_HOST, InIt first, InIt last, OutIt result, T init, Op op) {
  typedef typename __ultima::value_of<OutIt>::type V;
  V run = (V)init;
  for (; first != last; ++first, ++result) {
    V x = *first;
    *result = run;
    run = op(run, x);
  }
  return result;
}
template <typename P, typename InIt, typename OutIt, typename T>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        OutIt>::type
exclusive_scan(const P &p, InIt first, InIt last, OutIt result, T init) {
  return thrust::exclusive_scan(p, first, last, result, init, thrust::plus<T>());
}
template <typename P, typename InIt, typename OutIt>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        OutIt>::type
exclusive_scan(const P &p, InIt first, InIt last, OutIt result) {
  typedef typename __ultima::value_of<InIt>::type V;
  return thrust::exclusive_scan(p, first, last, result, V(), thrust::plus<V>());
}
template <typename InIt, typename OutIt, typename T, typename Op>
typename std::enable_if<!std::is_same<InIt, __ultima::device_t>::value &&
                            !std::is_same<InIt, __ultima::host_t>::value,
                        OutIt>::type
exclusive_scan(InIt first, InIt last, OutIt result, T init, Op op) {
  return thrust::exclusive_scan(__ultima::system_of2<InIt, OutIt>(), first, last, result, init,
                                op);
}
template <typename InIt, typename OutIt, typename T>
typename std::enable_if<!std::is_same<InIt, __ultima::device_t>::value &&
                            !std::is_same<InIt, __ultima::host_t>::value,
                        OutIt>::type
exclusive_scan(InIt first, InIt last, OutIt result, T init) {
  return thrust::exclusive_scan(__ultima::system_of2<InIt, OutIt>(), first, last, result, init,
                                thrust::plus<T>());
}
template <typename InIt, typename OutIt>
OutIt exclusive_scan(InIt first, InIt last, OutIt result) {
  typedef typename __ultima::value_of<InIt>::type V;
  return thrust::exclusive_scan(__ultima::system_of2<InIt, OutIt>(), first, last, result, V(),
                                thrust::plus<V>());
}

} // namespace thrust
