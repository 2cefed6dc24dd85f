/* copy_if, unique, gather, scatter (ultima's Thrust subset): included by
   __ultima_algorithms.h, which defines __ULTIMA_DEV, __ULTIMA_HOST and
   __ULTIMA_N around it. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>

namespace thrust {

/* copy_if, unique */
template <typename InIt, typename OutIt, typename P>
OutIt copy_if(__ULTIMA_DEV, InIt first, InIt last, OutIt result, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  __ultima::buffer<int> num(1);
  __ultima::in_view<InIt> iv(first, n);
  __ultima::out_view<OutIt, typename __ultima::value_of<InIt>::type> ov(result, n);
  auto in = iv.p;
  auto out = ov.p;
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::If(t, b, in, out, num.p, n, pred);
  }, "thrust::copy_if");
  int m = __ultima::read1((const int *)num.p);
  ov.commit(m);
  return result + m;
}
template <typename InIt, typename OutIt, typename P>
OutIt copy_if(__ULTIMA_HOST, InIt first, InIt last, OutIt result, P pred) {
  return std::copy_if(first, last, result, pred);
}
template <typename InIt, typename SIt, typename OutIt, typename P>
OutIt copy_if(__ULTIMA_DEV, InIt first, InIt last, SIt stencil, OutIt result, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  __ultima::buffer<int> flags(n), num(1);
  __ultima::in_view<SIt> sv(stencil, n);
  __ultima::flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(sv.p, flags.p, n, pred);
  __ultima::launched("thrust::copy_if");
  __ultima::in_view<InIt> iv(first, n);
  __ultima::out_view<OutIt, typename __ultima::value_of<InIt>::type> ov(result, n);
  auto in = iv.p;
  auto out = ov.p;
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::Flagged(t, b, in, (const int *)flags.p, out, num.p, n);
  }, "thrust::copy_if");
  int m = __ultima::read1((const int *)num.p);
  ov.commit(m);
  return result + m;
}
template <typename InIt, typename SIt, typename OutIt, typename P>
OutIt copy_if(__ULTIMA_HOST, InIt first, InIt last, SIt stencil, OutIt result, P pred) {
  for (; first != last; ++first, ++stencil)
    if (pred(*stencil))
      *result++ = *first;
  return result;
}
template <typename InIt, typename OutIt, typename P>
typename std::enable_if<!std::is_same<InIt, __ultima::device_t>::value &&
                            !std::is_same<InIt, __ultima::host_t>::value,
                        OutIt>::type
copy_if(InIt first, InIt last, OutIt result, P pred) {
  return thrust::copy_if(__ultima::system_of2<InIt, OutIt>(), first, last, result, pred);
}
template <typename InIt, typename SIt, typename OutIt, typename P>
OutIt copy_if(InIt first, InIt last, SIt stencil, OutIt result, P pred) {
  return thrust::copy_if(__ultima::system_of2<InIt, OutIt>(), first, last, stencil, result, pred);
}

template <typename It, typename P> It unique(__ULTIMA_DEV, It first, It last, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 1)
    return last;
  typedef typename __ultima::value_of<It>::type V;
  __ultima::buffer<int> flags(n), num(1);
  __ultima::buffer<V> out(n);
  auto in = __ultima::raw(first);
  __ultima::head_flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>((const V *)in, flags.p,
                                                                         n, pred);
  __ultima::launched("thrust::unique");
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::Flagged(t, b, (const V *)in, (const int *)flags.p, out.p, num.p, n);
  }, "thrust::unique");
  int kept = __ultima::read1((const int *)num.p);
  __ultima::check(cudaMemcpy(in, out.p, kept * sizeof(V), cudaMemcpyDeviceToDevice),
                  "thrust::unique");
  return first + kept;
}
template <typename It, typename P> It unique(__ULTIMA_HOST, It first, It last, P pred) {
  return std::unique(first, last, pred);
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        It>::type
unique(const P &p, It first, It last) {
  return thrust::unique(p, first, last, thrust::equal_to<typename __ultima::value_of<It>::type>());
}
template <typename It, typename P>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                            !std::is_same<It, __ultima::host_t>::value,
                        It>::type
unique(It first, It last, P pred) {
  return thrust::unique(__ultima::system_of<It>(), first, last, pred);
}
template <typename It> It unique(It first, It last) {
  return thrust::unique(__ultima::system_of<It>(), first, last,
                        thrust::equal_to<typename __ultima::value_of<It>::type>());
}

/* gather, scatter */
template <typename MIt, typename InIt, typename OutIt>
OutIt gather(__ULTIMA_DEV, MIt map_first, MIt map_last, InIt input, OutIt result) {
  __ULTIMA_N(map_first, map_last);
  if (n <= 0)
    return result;
  __ultima::in_view<MIt> map(map_first, n);
  __ultima::out_view<OutIt, typename __ultima::value_of<OutIt>::type> out(result, n);
  __ultima::gather_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      map.p, (const typename __ultima::value_of<InIt>::type *)__ultima::raw(input), out.p, n);
  __ultima::launched("thrust::gather");
  out.commit(n);
  return result + n;
}
template <typename MIt, typename InIt, typename OutIt>
OutIt gather(__ULTIMA_HOST, MIt map_first, MIt map_last, InIt input, OutIt result) {
  for (; map_first != map_last; ++map_first, ++result)
    *result = input[*map_first];
  return result;
}
template <typename MIt, typename InIt, typename OutIt>
OutIt gather(MIt map_first, MIt map_last, InIt input, OutIt result) {
  return thrust::gather(__ultima::system_of2<MIt, OutIt>(), map_first, map_last, input, result);
}
template <typename InIt, typename MIt, typename OutIt>
void scatter(__ULTIMA_DEV, InIt first, InIt last, MIt map, OutIt result) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  __ultima::in_view<InIt> in(first, n);
  __ultima::in_view<MIt> m(map, n);
  __ultima::scatter_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(in.p, m.p,
                                                                       __ultima::raw(result), n);
  __ultima::launched("thrust::scatter");
}
template <typename InIt, typename MIt, typename OutIt>
void scatter(__ULTIMA_HOST, InIt first, InIt last, MIt map, OutIt result) {
  for (; first != last; ++first, ++map)
    result[*map] = *first;
}
template <typename InIt, typename MIt, typename OutIt>
void scatter(InIt first, InIt last, MIt map, OutIt result) {
  thrust::scatter(__ultima::system_of2<InIt, OutIt>(), first, last, map, result);
}

} // namespace thrust
