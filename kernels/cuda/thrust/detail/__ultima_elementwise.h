/* fill, sequence, generate, copy, transform, for_each (ultima's Thrust
   subset): included by __ultima_algorithms.h, which defines __ULTIMA_DEV,
   __ULTIMA_HOST and __ULTIMA_N around it. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>

namespace thrust {

/* fill, sequence, generate */
template <typename It, typename T> void fill(__ULTIMA_DEV, It first, It last, const T &value) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  typedef typename __ultima::value_of<It>::type V;
  __ultima::fill_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first), n,
                                                                    (V)value);
  __ultima::launched("thrust::fill");
}
template <typename It, typename T> void fill(__ULTIMA_HOST, It first, It last, const T &value) {
  std::fill(first, last, value);
}
template <typename It, typename T> void fill(It first, It last, const T &value) {
  thrust::fill(__ultima::system_of<It>(), first, last, value);
}
template <typename It, typename Size, typename T> It fill_n(It first, Size n, const T &value) {
  thrust::fill(first, first + n, value);
  return first + n;
}

template <typename It, typename T>
void sequence(__ULTIMA_DEV, It first, It last, T init, T step) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  typedef typename __ultima::value_of<It>::type V;
  __ultima::sequence_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first), n,
                                                                        (V)init, (V)step);
  __ultima::launched("thrust::sequence");
}
template <typename It, typename T> void sequence(__ULTIMA_HOST, It first, It last, T init, T step) {
  typedef typename __ultima::value_of<It>::type V;
  for (long long i = 0; first != last; ++first, ++i)
    *first = (V)((V)init + (V)i * (V)step);
}
template <typename P, typename It, typename T>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                        std::is_same<P, __ultima::host_t>::value>::type
sequence(const P &p, It first, It last, T init) {
  thrust::sequence(p, first, last, init, T(1));
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                        std::is_same<P, __ultima::host_t>::value>::type
sequence(const P &p, It first, It last) {
  typedef typename __ultima::value_of<It>::type V;
  thrust::sequence(p, first, last, V(0), V(1));
}
template <typename It, typename T>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                        !std::is_same<It, __ultima::host_t>::value>::type
sequence(It first, It last, T init, T step) {
  thrust::sequence(__ultima::system_of<It>(), first, last, init, step);
}
template <typename It, typename T>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                        !std::is_same<It, __ultima::host_t>::value>::type
sequence(It first, It last, T init) {
  thrust::sequence(__ultima::system_of<It>(), first, last, init, T(1));
}
template <typename It> void sequence(It first, It last) {
  typedef typename __ultima::value_of<It>::type V;
  thrust::sequence(__ultima::system_of<It>(), first, last, V(0), V(1));
}

template <typename It, typename G> void generate(__ULTIMA_DEV, It first, It last, G gen) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  __ultima::generate_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first), n,
                                                                        gen);
  __ultima::launched("thrust::generate");
}
template <typename It, typename G> void generate(__ULTIMA_HOST, It first, It last, G gen) {
  std::generate(first, last, gen);
}
template <typename It, typename G> void generate(It first, It last, G gen) {
  thrust::generate(__ultima::system_of<It>(), first, last, gen);
}

/* copy */
template <typename InIt, typename OutIt>
OutIt copy(__ULTIMA_DEV, InIt first, InIt last, OutIt result) {
  return __ultima::copy_impl(first, last, result, std::true_type(), std::true_type());
}
template <typename InIt, typename OutIt>
OutIt copy(__ULTIMA_HOST, InIt first, InIt last, OutIt result) {
  return std::copy(first, last, result);
}
template <typename InIt, typename OutIt> OutIt copy(InIt first, InIt last, OutIt result) {
  return __ultima::copy_impl(first, last, result, __ultima::is_device<InIt>(),
                             __ultima::is_device<OutIt>());
}
template <typename InIt, typename Size, typename OutIt>
OutIt copy_n(InIt first, Size n, OutIt result) {
  return thrust::copy(first, first + n, result);
}

/* transform, for_each */
template <typename InIt, typename OutIt, typename F>
OutIt transform(__ULTIMA_DEV, InIt first, InIt last, OutIt result, F f) {
  __ULTIMA_N(first, last);
  if (n > 0) {
    __ultima::in_view<InIt> in(first, n);
    __ultima::out_view<OutIt, typename __ultima::value_of<OutIt>::type> out(result, n);
    __ultima::transform_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(in.p, out.p, n, f);
    __ultima::launched("thrust::transform");
    out.commit(n);
  }
  return result + (n > 0 ? n : 0);
}
template <typename InIt, typename OutIt, typename F>
OutIt transform(__ULTIMA_HOST, InIt first, InIt last, OutIt result, F f) {
  return std::transform(first, last, result, f);
}
template <typename InIt, typename OutIt, typename F>
OutIt transform(InIt first, InIt last, OutIt result, F f) {
  return thrust::transform(__ultima::system_of2<InIt, OutIt>(), first, last, result, f);
}
template <typename InIt1, typename InIt2, typename OutIt, typename F>
OutIt transform(__ULTIMA_DEV, InIt1 first1, InIt1 last1, InIt2 first2, OutIt result, F f) {
  __ULTIMA_N(first1, last1);
  if (n > 0) {
    __ultima::in_view<InIt1> a(first1, n);
    __ultima::in_view<InIt2> b(first2, n);
    __ultima::out_view<OutIt, typename __ultima::value_of<OutIt>::type> out(result, n);
    __ultima::transform2_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(a.p, b.p, out.p, n,
                                                                            f);
    __ultima::launched("thrust::transform");
    out.commit(n);
  }
  return result + (n > 0 ? n : 0);
}
template <typename InIt1, typename InIt2, typename OutIt, typename F>
OutIt transform(__ULTIMA_HOST, InIt1 first1, InIt1 last1, InIt2 first2, OutIt result, F f) {
  return std::transform(first1, last1, first2, result, f);
}
template <typename InIt1, typename InIt2, typename OutIt, typename F>
OutIt transform(InIt1 first1, InIt1 last1, InIt2 first2, OutIt result, F f) {
  return thrust::transform(__ultima::system_of2<InIt1, OutIt>(), first1, last1, first2, result,
                           f);
}

template <typename It, typename F> It for_each(__ULTIMA_DEV, It first, It last, F f) {
  __ULTIMA_N(first, last);
  if (n > 0) {
    __ultima::for_each_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first), n,
                                                                          f);
    __ultima::launched("thrust::for_each");
  }
  return last;
}
template <typename It, typename F> It for_each(__ULTIMA_HOST, It first, It last, F f) {
  std::for_each(first, last, f);
  return last;
}
template <typename It, typename F> It for_each(It first, It last, F f) {
  return thrust::for_each(__ultima::system_of<It>(), first, last, f);
}

} // namespace thrust
