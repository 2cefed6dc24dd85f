/* find, find_if, find_if_not, lower_bound, upper_bound and binary_search
   (ultima's Thrust subset): included by __ultima_algorithms.h after
   __ultima_keyed.h (its policy tests), within __ULTIMA_DEV, __ULTIMA_HOST
   and __ULTIMA_N. A search over n items is one work-item per item (find)
   or per value searched (the vectorized bounds), then a reduction. */
#pragma once
#include <thrust/detail/__ultima_keyed.h>

namespace thrust {
namespace __ultima {

template <typename T, typename P>
__global__ void find_kernel(const T *in, int *at, int n, P pred, int want) {
  int i = index();
  if (i < n)
    at[i] = (pred(in[i]) ? 1 : 0) == want ? i : n;
}
/* The first position in [0, n) whose item x does not satisfy
   comp(x, value) (LOWER) or satisfies comp(value, x) (upper). */
template <int LOWER, typename T, typename V, typename C>
__device__ int bound(const T *in, int n, const V &value, C comp) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int m = (lo + hi) / 2;
    T x = in[m];
    bool right = LOWER ? comp(x, value) : !comp(value, x);
    if (right)
      lo = m + 1;
    else
      hi = m;
  }
  return lo;
}
/* KIND 0: lower_bound, 1: upper_bound, 2: binary_search. */
template <int KIND, typename T, typename V, typename Out, typename C>
__global__ void bound_kernel(const T *in, int n, const V *values, Out *out, int m, C comp) {
  int i = index();
  if (i < m) {
    V v = values[i];
    int at = bound<KIND != 1>(in, n, v, comp);
    if (KIND == 2)
      out[i] = at < n && !comp(v, in[at]);
    else
      out[i] = at;
  }
}

} // namespace __ultima

/* find_if, find_if_not, find: the first position, or last. */
namespace __ultima {
template <typename It, typename P> It find_device(It first, It last, P pred, int want) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return last;
  in_view<It> in(first, n);
  buffer<int> at(n);
  find_kernel<<<blocks(n), THREADS>>>(in.p, at.p, n, pred, want);
  launched("thrust::find_if");
  int i = device_reduce((const int *)at.p, n, n, thrust::minimum<int>());
  return first + i;
}
} // namespace __ultima
template <typename It, typename P> It find_if(__ULTIMA_DEV, It first, It last, P pred) {
  return __ultima::find_device(first, last, pred, 1);
}
template <typename It, typename P> It find_if(__ULTIMA_HOST, It first, It last, P pred) {
  return std::find_if(first, last, pred);
}
template <typename It, typename P>
typename __ultima::not_policy<It, It>::type find_if(It first, It last, P pred) {
  return thrust::find_if(__ultima::system_of<It>(), first, last, pred);
}
template <typename It, typename P> It find_if_not(__ULTIMA_DEV, It first, It last, P pred) {
  return __ultima::find_device(first, last, pred, 0);
}
template <typename It, typename P> It find_if_not(__ULTIMA_HOST, It first, It last, P pred) {
  return std::find_if_not(first, last, pred);
}
template <typename It, typename P>
typename __ultima::not_policy<It, It>::type find_if_not(It first, It last, P pred) {
  return thrust::find_if_not(__ultima::system_of<It>(), first, last, pred);
}
template <typename It, typename T> It find(__ULTIMA_DEV, It first, It last, const T &value) {
  __ultima::equal_value<typename __ultima::value_of<It>::type> eq;
  eq.value = value;
  return __ultima::find_device(first, last, eq, 1);
}
template <typename It, typename T> It find(__ULTIMA_HOST, It first, It last, const T &value) {
  return std::find(first, last, value);
}
template <typename It, typename T>
typename __ultima::not_policy<It, It>::type find(It first, It last, const T &value) {
  return thrust::find(__ultima::system_of<It>(), first, last, value);
}

/* lower_bound, upper_bound, binary_search: the vectorized forms (one search
   per value of [vfirst, vlast), written to result) and the single-value
   forms. */
namespace __ultima {
template <int KIND, typename It, typename VIt, typename OutIt, typename C>
OutIt bound_device(It first, It last, VIt vfirst, VIt vlast, OutIt result, C comp) {
  int n = (int)(last - first);
  int m = (int)(vlast - vfirst);
  if (m <= 0)
    return result;
  typedef typename value_of<OutIt>::type O;
  typedef typename std::conditional<std::is_same<O, any_assign>::value, int, O>::type V;
  in_view<It> in(first, n);
  in_view<VIt> values(vfirst, m);
  out_view<OutIt, V> out(result, m);
  bound_kernel<KIND><<<blocks(m), THREADS>>>(in.p, n, values.p, out.p, m, comp);
  launched("thrust: binary search");
  out.commit(m);
  return result + m;
}
template <int KIND, typename It, typename VIt, typename OutIt, typename C>
OutIt bound_host(It first, It last, VIt vfirst, VIt vlast, OutIt result, C comp) {
  for (; vfirst != vlast; ++vfirst, ++result) {
    typename value_of<VIt>::type v = *vfirst;
    if (KIND == 0)
      *result = std::lower_bound(first, last, v, comp) - first;
    else if (KIND == 1)
      *result = std::upper_bound(first, last, v, comp) - first;
    else
      *result = std::binary_search(first, last, v, comp);
  }
  return result;
}
template <int KIND, typename P, typename It, typename T, typename C>
long long bound_one(const P &p, It first, It last, const T &value, C comp) {
  typedef typename value_of<It>::type V;
  V v = (V)value;
  long long r = 0;
  if (std::is_same<P, device_t>::value) {
    buffer<V> vb(1);
    buffer<long long> rb(1);
    check(cudaMemcpy(vb.p, &v, sizeof(V), cudaMemcpyHostToDevice), "thrust: binary search");
    bound_device<KIND>(first, last, vb.p, vb.p + 1, rb.p, comp);
    r = read1((const long long *)rb.p);
  } else {
    bound_host<KIND>(first, last, &v, &v + 1, &r, comp);
  }
  return r;
}
} // namespace __ultima

#define __ULTIMA_BOUND(name, KIND)                                                               \
  template <typename It, typename VIt, typename OutIt, typename C>                               \
  OutIt name(__ULTIMA_DEV, It first, It last, VIt vfirst, VIt vlast, OutIt result, C comp) {    \
    return __ultima::bound_device<KIND>(first, last, vfirst, vlast, result, comp);               \
  }                                                                                              \
  template <typename It, typename VIt, typename OutIt, typename C>                               \
  OutIt name(__ULTIMA_HOST, It first, It last, VIt vfirst, VIt vlast, OutIt result, C comp) {   \
    return __ultima::bound_host<KIND>(first, last, vfirst, vlast, result, comp);                 \
  }                                                                                              \
  template <typename P, typename It, typename VIt, typename OutIt>                               \
  typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type                          \
  name(const P &p, It first, It last, VIt vfirst, VIt vlast, OutIt result) {                     \
    return thrust::name(p, first, last, vfirst, vlast, result,                                   \
                        thrust::less<typename __ultima::value_of<It>::type>());                  \
  }                                                                                              \
  template <typename It, typename VIt, typename OutIt, typename C>                               \
  typename __ultima::not_policy<It, OutIt>::type name(It first, It last, VIt vfirst, VIt vlast,  \
                                                      OutIt result, C comp) {                    \
    return thrust::name(__ultima::system_of<It>(), first, last, vfirst, vlast, result, comp);    \
  }                                                                                              \
  template <typename It, typename VIt, typename OutIt>                                           \
  typename __ultima::not_policy<It, OutIt>::type name(It first, It last, VIt vfirst, VIt vlast,  \
                                                      OutIt result) {                            \
    return thrust::name(__ultima::system_of<It>(), first, last, vfirst, vlast, result,           \
                        thrust::less<typename __ultima::value_of<It>::type>());                  \
  }
__ULTIMA_BOUND(lower_bound, 0)
__ULTIMA_BOUND(upper_bound, 1)
__ULTIMA_BOUND(binary_search, 2)
#undef __ULTIMA_BOUND

template <typename P, typename It, typename T, typename C>
typename std::enable_if<__ultima::is_policy<P>::value, It>::type
lower_bound(const P &p, It first, It last, const T &value, C comp) {
  return first + __ultima::bound_one<0>(p, first, last, value, comp);
}
template <typename P, typename It, typename T, typename C>
typename std::enable_if<__ultima::is_policy<P>::value, It>::type
upper_bound(const P &p, It first, It last, const T &value, C comp) {
  return first + __ultima::bound_one<1>(p, first, last, value, comp);
}
template <typename P, typename It, typename T, typename C>
typename std::enable_if<__ultima::is_policy<P>::value, bool>::type
binary_search(const P &p, It first, It last, const T &value, C comp) {
  return __ultima::bound_one<2>(p, first, last, value, comp) != 0;
}
#define __ULTIMA_BOUND_ONE(name, KIND, R, expr)                                                  \
  template <typename It, typename T, typename C>                                                 \
  typename __ultima::not_policy<It, R>::type name(It first, It last, const T &value, C comp) {   \
    long long at = __ultima::bound_one<KIND>(__ultima::system_of<It>(), first, last, value, comp); \
    return expr;                                                                                 \
  }                                                                                              \
  template <typename P, typename It, typename T>                                                 \
  typename std::enable_if<__ultima::is_policy<P>::value, R>::type name(const P &p, It first,   \
                                                                         It last, const T &value) { \
    long long at = __ultima::bound_one<KIND>(p, first, last, value,                              \
                                             thrust::less<typename __ultima::value_of<It>::type>()); \
    return expr;                                                                                 \
  }
__ULTIMA_BOUND_ONE(lower_bound, 0, It, first + at)
__ULTIMA_BOUND_ONE(upper_bound, 1, It, first + at)
__ULTIMA_BOUND_ONE(binary_search, 2, bool, at != 0)
#undef __ULTIMA_BOUND_ONE
template <typename It, typename T>
typename __ultima::not_policy<It, It>::type lower_bound(It first, It last, const T &value) {
  return first + __ultima::bound_one<0>(__ultima::system_of<It>(), first, last, value,
                                        thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename It, typename T>
typename __ultima::not_policy<It, It>::type upper_bound(It first, It last, const T &value) {
  return first + __ultima::bound_one<1>(__ultima::system_of<It>(), first, last, value,
                                        thrust::less<typename __ultima::value_of<It>::type>());
}
template <typename It, typename T>
typename __ultima::not_policy<It, bool>::type binary_search(It first, It last, const T &value) {
  return __ultima::bound_one<2>(__ultima::system_of<It>(), first, last, value,
                                thrust::less<typename __ultima::value_of<It>::type>()) != 0;
}

} // namespace thrust
