/* reduce, transform_reduce, inner_product, count, count_if, min_element,
   max_element (ultima's Thrust subset): included by __ultima_algorithms.h,
   which defines __ULTIMA_DEV, __ULTIMA_HOST and __ULTIMA_N around it. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>

namespace thrust {

/* reduce, transform_reduce, inner_product, count, count_if */
template <typename It, typename T, typename Op>
T reduce(__ULTIMA_DEV, It first, It last, T init, Op op) {
  __ULTIMA_N(first, last);
  __ultima::in_view<It, T> in(first, n > 0 ? n : 0);
  return __ultima::device_reduce<T>(in.p, n > 0 ? n : 0, init, op);
}
template <typename It, typename T, typename Op>
T reduce(__ULTIMA_HOST, It first, It last, T init, Op op) {
  return std::accumulate(first, last, init, op);
}
template <typename P, typename It, typename T>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        T>::type
reduce(const P &p, It first, It last, T init) {
  return thrust::reduce(p, first, last, init, thrust::plus<T>());
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        typename __ultima::value_of<It>::type>::type
reduce(const P &p, It first, It last) {
  typedef typename __ultima::value_of<It>::type V;
  return thrust::reduce(p, first, last, V(), thrust::plus<V>());
}
template <typename It, typename T, typename Op>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                            !std::is_same<It, __ultima::host_t>::value,
                        T>::type
reduce(It first, It last, T init, Op op) {
  return thrust::reduce(__ultima::system_of<It>(), first, last, init, op);
}
template <typename It, typename T> T reduce(It first, It last, T init) {
  return thrust::reduce(__ultima::system_of<It>(), first, last, init, thrust::plus<T>());
}
template <typename It> typename __ultima::value_of<It>::type reduce(It first, It last) {
  typedef typename __ultima::value_of<It>::type V;
  return thrust::reduce(__ultima::system_of<It>(), first, last, V(), thrust::plus<V>());
}

template <typename It, typename F, typename T, typename Op>
T transform_reduce(__ULTIMA_DEV, It first, It last, F f, T init, Op op) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return init;
  __ultima::buffer<T> t(n);
  thrust::transform(thrust::device, first, last, t.p, f);
  return __ultima::device_reduce<T>(t.p, n, init, op);
}
template <typename It, typename F, typename T, typename Op>
T transform_reduce(__ULTIMA_HOST, It first, It last, F f, T init, Op op) {
  for (; first != last; ++first)
    init = op(init, f(*first));
  return init;
}
template <typename It, typename F, typename T, typename Op>
T transform_reduce(It first, It last, F f, T init, Op op) {
  return thrust::transform_reduce(__ultima::system_of<It>(), first, last, f, init, op);
}

template <typename It1, typename It2, typename T, typename Op1, typename Op2>
T inner_product(__ULTIMA_DEV, It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  __ULTIMA_N(first1, last1);
  if (n <= 0)
    return init;
  __ultima::buffer<T> t(n);
  thrust::transform(thrust::device, first1, last1, first2, t.p, op2);
  return __ultima::device_reduce<T>(t.p, n, init, op1);
}
template <typename It1, typename It2, typename T, typename Op1, typename Op2>
T inner_product(__ULTIMA_HOST, It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  return std::inner_product(first1, last1, first2, init, op1, op2);
}
template <typename P, typename It1, typename It2, typename T>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        T>::type
inner_product(const P &p, It1 first1, It1 last1, It2 first2, T init) {
  return thrust::inner_product(p, first1, last1, first2, init, thrust::plus<T>(),
                               thrust::multiplies<T>());
}
template <typename It1, typename It2, typename T, typename Op1, typename Op2>
T inner_product(It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  return thrust::inner_product(__ultima::system_of<It1>(), first1, last1, first2, init, op1, op2);
}
template <typename It1, typename It2, typename T>
typename std::enable_if<!std::is_same<It1, __ultima::device_t>::value &&
                            !std::is_same<It1, __ultima::host_t>::value,
                        T>::type
inner_product(It1 first1, It1 last1, It2 first2, T init) {
  return thrust::inner_product(__ultima::system_of<It1>(), first1, last1, first2, init,
                               thrust::plus<T>(), thrust::multiplies<T>());
}

template <typename It, typename P>
typename std::iterator_traits<It>::difference_type count_if(__ULTIMA_DEV, It first, It last,
                                                            P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return 0;
  __ultima::buffer<int> flags(n);
  __ultima::in_view<It> in(first, n);
  __ultima::flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(in.p, flags.p, n, pred);
  __ultima::launched("thrust::count_if");
  return __ultima::device_count(flags.p, n);
}
template <typename It, typename P>
typename std::iterator_traits<It>::difference_type count_if(__ULTIMA_HOST, It first, It last,
                                                            P pred) {
  return std::count_if(first, last, pred);
}
template <typename It, typename P>
typename std::iterator_traits<It>::difference_type count_if(It first, It last, P pred) {
  return thrust::count_if(__ultima::system_of<It>(), first, last, pred);
}
template <typename It, typename T>
typename std::iterator_traits<It>::difference_type count(__ULTIMA_DEV, It first, It last,
                                                         const T &value) {
  __ultima::equal_value<typename __ultima::value_of<It>::type> eq;
  eq.value = value;
  return thrust::count_if(thrust::device, first, last, eq);
}
template <typename It, typename T>
typename std::iterator_traits<It>::difference_type count(__ULTIMA_HOST, It first, It last,
                                                         const T &value) {
  return std::count(first, last, value);
}
template <typename It, typename T>
typename std::iterator_traits<It>::difference_type count(It first, It last, const T &value) {
  return thrust::count(__ultima::system_of<It>(), first, last, value);
}

/* min_element, max_element */
template <int MAX, typename It, typename Comp> It extreme_element_(It first, It last, Comp comp) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return last;
  typedef typename __ultima::value_of<It>::type V;
  typedef cub::KeyValuePair<int, V> Pair;
  __ultima::buffer<Pair> pairs(n);
  __ultima::in_view<It> in(first, n);
  __ultima::indexed_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(in.p, pairs.p, n);
  __ultima::launched("thrust::min_element/max_element");
  Pair init = __ultima::read1((const Pair *)pairs.p);
  __ultima::arg_extreme<V, Comp, MAX> op;
  op.comp = comp;
  Pair r = __ultima::device_reduce<Pair>(pairs.p, n, init, op);
  return first + r.key;
}
template <typename It, typename Comp> It min_element(__ULTIMA_DEV, It first, It last, Comp comp) {
  return extreme_element_<0>(first, last, comp);
}
template <typename It, typename Comp> It max_element(__ULTIMA_DEV, It first, It last, Comp comp) {
  return extreme_element_<1>(first, last, comp);
}
template <typename It, typename Comp> It min_element(__ULTIMA_HOST, It first, It last, Comp comp) {
  return std::min_element(first, last, comp);
}
template <typename It, typename Comp> It max_element(__ULTIMA_HOST, It first, It last, Comp comp) {
  return std::max_element(first, last, comp);
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        It>::type
min_element(const P &p, It first, It last) {
  return thrust::min_element(p, first, last, thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename P, typename It>
typename std::enable_if<std::is_same<P, __ultima::device_t>::value ||
                            std::is_same<P, __ultima::host_t>::value,
                        It>::type
max_element(const P &p, It first, It last) {
  return thrust::max_element(p, first, last, thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename It, typename Comp>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                            !std::is_same<It, __ultima::host_t>::value,
                        It>::type
min_element(It first, It last, Comp comp) {
  return thrust::min_element(__ultima::system_of<It>(), first, last, comp);
}
template <typename It, typename Comp>
typename std::enable_if<!std::is_same<It, __ultima::device_t>::value &&
                            !std::is_same<It, __ultima::host_t>::value,
                        It>::type
max_element(It first, It last, Comp comp) {
  return thrust::max_element(__ultima::system_of<It>(), first, last, comp);
}
template <typename It> It min_element(It first, It last) {
  return thrust::min_element(__ultima::system_of<It>(), first, last,
                             thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename It> It max_element(It first, It last) {
  return thrust::max_element(__ultima::system_of<It>(), first, last,
                             thrust::less<typename __ultima::value_of<It>::type>());
}

} // namespace thrust
