/* Thrust's algorithms in ultima's Thrust subset (docs/cuda-libraries.md#thrust).
   Each algorithm has a thrust::device form (its iterators are device_ptr or,
   with thrust::device, raw device pointers: it launches the kernels below, or
   ultima's CUB device algorithms, on the raw pointers, with the user's
   functor passed by value into the kernel), a thrust::host form (the C++
   standard library) and a form without a policy that chooses by the
   iterators: device_ptr (device_vector's iterators) run on the device,
   anything else on the host. Every device form synchronizes before it
   returns, and a CUDA error aborts with a message. Sorting arithmetic keys
   with thrust::less or thrust::greater (the default is less) is
   cub::DeviceRadixSort; any other comparator is a stable merge sort (one
   kernel per pass, each element placed by a binary search in the other
   run). */
#pragma once
#include <thrust/detail/__ultima_memory.h>
#include <thrust/functional.h>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#include <algorithm>
#include <numeric>
#include <vector>

namespace thrust {
namespace __ultima {

__device__ inline int index() { return (int)(blockIdx.x * blockDim.x + threadIdx.x); }

template <typename T> __global__ void fill_kernel(T *out, int n, T value) {
  int i = index();
  if (i < n)
    out[i] = value;
}
template <typename T> __global__ void sequence_kernel(T *out, int n, T init, T step) {
  int i = index();
  if (i < n)
    out[i] = init + (T)i * step;
}
template <typename T, typename G> __global__ void generate_kernel(T *out, int n, G gen) {
  int i = index();
  if (i < n)
    out[i] = gen();
}
template <typename In, typename Out> __global__ void copy_kernel(const In *in, Out *out, int n) {
  int i = index();
  if (i < n)
    out[i] = in[i];
}
template <typename In, typename Out, typename F>
__global__ void transform_kernel(const In *in, Out *out, int n, F f) {
  int i = index();
  if (i < n)
    out[i] = f(in[i]);
}
template <typename In1, typename In2, typename Out, typename F>
__global__ void transform2_kernel(const In1 *a, const In2 *b, Out *out, int n, F f) {
  int i = index();
  if (i < n)
    out[i] = f(a[i], b[i]);
}
template <typename T, typename F> __global__ void for_each_kernel(T *p, int n, F f) {
  int i = index();
  if (i < n)
    f(p[i]);
}
template <typename T, typename P> __global__ void flag_kernel(const T *in, int *flags, int n, P pred) {
  int i = index();
  if (i < n)
    flags[i] = pred(in[i]) ? 1 : 0;
}
template <typename T, typename P>
__global__ void head_flag_kernel(const T *in, int *flags, int n, P pred) {
  int i = index();
  if (i < n)
    flags[i] = i == 0 || !pred(in[i - 1], in[i]) ? 1 : 0;
}
template <typename T>
__global__ void indexed_kernel(const T *in, cub::KeyValuePair<int, T> *out, int n) {
  int i = index();
  if (i < n) {
    cub::KeyValuePair<int, T> p;
    p.key = i;
    p.value = in[i];
    out[i] = p;
  }
}
template <typename M, typename In, typename Out>
__global__ void gather_kernel(const M *map, const In *in, Out *out, int n) {
  int i = index();
  if (i < n)
    out[i] = in[map[i]];
}
template <typename In, typename M, typename Out>
__global__ void scatter_kernel(const In *in, const M *map, Out *out, int n) {
  int i = index();
  if (i < n)
    out[map[i]] = in[i];
}
/* One pass of the bottom-up merge sort: runs of width items are merged in
   pairs; each item's place is its rank in its run plus the number of items
   of the other run that go before it (ties: the left run first: stable). */
template <int HAS_VALUES, typename K, typename V, typename Comp>
__global__ void merge_pass_kernel(const K *kin, K *kout, const V *vin, V *vout, int n, int width,
                                  Comp comp) {
  int i = index();
  if (i >= n)
    return;
  int start = i / (2 * width) * (2 * width);
  int mid = start + width < n ? start + width : n;
  int end = mid + width < n ? mid + width : n;
  K x = kin[i];
  int lo, hi;
  int out;
  if (i < mid) {
    lo = mid;
    hi = end;
    while (lo < hi) { // the first item of the right run that x does not go after
      int m = (lo + hi) / 2;
      if (comp(kin[m], x))
        lo = m + 1;
      else
        hi = m;
    }
    out = i + (lo - mid);
  } else {
    lo = start;
    hi = mid;
    while (lo < hi) { // the first item of the left run that goes after x
      int m = (lo + hi) / 2;
      if (comp(x, kin[m]))
        hi = m;
      else
        lo = m + 1;
    }
    out = (i - mid) + lo;
  }
  kout[out] = x;
  if (HAS_VALUES)
    vout[out] = vin[i];
}

template <typename T> struct equal_value {
  T value;
  __host__ __device__ bool operator()(const T &x) const { return x == value; }
};
/* min_element/max_element: the first extreme item, as an {offset, item}
   pair folded in order. */
template <typename T, typename Comp, int MAX> struct arg_extreme {
  Comp comp;
  __host__ __device__ cub::KeyValuePair<int, T> operator()(const cub::KeyValuePair<int, T> &a,
                                                         const cub::KeyValuePair<int, T> &b) const {
    bool take_b = MAX ? comp(a.value, b.value) : comp(b.value, a.value);
    return take_b ? b : a;
  }
};

template <typename T, typename Op> T device_reduce(const T *in, int n, T init, Op op) {
  buffer<T> out(1);
  with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceReduce::Reduce(t, b, in, out.p, n, op, init);
  }, "thrust::reduce");
  return read1(out.p);
}
inline int device_count(const int *flags, int n) {
  buffer<int> out(1);
  with_temp([&](void *t, std::size_t &b) { return cub::DeviceReduce::Sum(t, b, flags, out.p, n); },
            "thrust::count");
  return read1(out.p);
}

template <typename K, typename Comp> struct sort_kind : std::integral_constant<int, 0> {};
template <typename K>
using radix_key = std::integral_constant<bool, (std::is_integral<K>::value &&
                                                !std::is_same<K, bool>::value) ||
                                                   std::is_same<K, float>::value ||
                                                   std::is_same<K, double>::value>;
template <typename K>
struct sort_kind<K, thrust::less<K>> : std::integral_constant<int, radix_key<K>::value ? 1 : 0> {};
template <typename K>
struct sort_kind<K, thrust::greater<K>>
    : std::integral_constant<int, radix_key<K>::value ? 2 : 0> {};

template <int HAS_VALUES, typename K, typename V, typename Comp>
void device_sort(K *keys, V *values, int n, Comp comp, std::integral_constant<int, 0>) {
  buffer<K> k2(n);
  buffer<V> v2(HAS_VALUES ? n : 0);
  K *ka = keys, *kb = k2.p;
  V *va = values, *vb = v2.p;
  for (int width = 1; width < n; width *= 2) {
    merge_pass_kernel<HAS_VALUES><<<blocks(n), THREADS>>>((const K *)ka, kb, (const V *)va, vb, n,
                                                          width, comp);
    launched("thrust::sort");
    std::swap(ka, kb);
    std::swap(va, vb);
  }
  if (ka != keys) {
    check(cudaMemcpy(keys, ka, n * sizeof(K), cudaMemcpyDeviceToDevice), "thrust::sort");
    if (HAS_VALUES)
      check(cudaMemcpy(values, va, n * sizeof(V), cudaMemcpyDeviceToDevice), "thrust::sort");
  }
}
template <int HAS_VALUES, typename K, typename V, typename Comp, int KIND>
void device_sort(K *keys, V *values, int n, Comp, std::integral_constant<int, KIND>) {
  buffer<K> k2(n);
  buffer<V> v2(HAS_VALUES ? n : 0);
  with_temp([&](void *t, std::size_t &b) {
    if (HAS_VALUES)
      return KIND == 2 ? cub::DeviceRadixSort::SortPairsDescending(t, b, (const K *)keys, k2.p,
                                                                   (const V *)values, v2.p, n)
                       : cub::DeviceRadixSort::SortPairs(t, b, (const K *)keys, k2.p,
                                                         (const V *)values, v2.p, n);
    return KIND == 2 ? cub::DeviceRadixSort::SortKeysDescending(t, b, (const K *)keys, k2.p, n)
                     : cub::DeviceRadixSort::SortKeys(t, b, (const K *)keys, k2.p, n);
  }, "thrust::sort");
  check(cudaMemcpy(keys, k2.p, n * sizeof(K), cudaMemcpyDeviceToDevice), "thrust::sort");
  if (HAS_VALUES)
    check(cudaMemcpy(values, v2.p, n * sizeof(V), cudaMemcpyDeviceToDevice), "thrust::sort");
}

template <typename KIt, typename VIt, typename Comp>
void host_sort_by_key(KIt kf, KIt kl, VIt vf, Comp comp) {
  typedef typename value_of<KIt>::type K;
  typedef typename value_of<VIt>::type V;
  std::size_t n = kl - kf;
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i)
    order[i] = i;
  std::vector<K> k(kf, kl);
  std::vector<V> v(vf, vf + n);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return comp(k[a], k[b]); });
  for (std::size_t i = 0; i < n; ++i) {
    kf[i] = k[order[i]];
    vf[i] = v[order[i]];
  }
}

template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::false_type, std::false_type) {
  return std::copy(first, last, result);
}
template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::false_type, std::true_type) {
  std::vector<typename value_of<OutIt>::type> h(first, last);
  if (!h.empty())
    check(cudaMemcpy(raw(result), h.data(), h.size() * sizeof(h[0]), cudaMemcpyHostToDevice),
          "thrust::copy");
  return result + h.size();
}
template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::true_type, std::false_type) {
  std::vector<typename value_of<InIt>::type> h(last - first);
  if (!h.empty())
    check(cudaMemcpy(h.data(), raw(first), h.size() * sizeof(h[0]), cudaMemcpyDeviceToHost),
          "thrust::copy");
  return std::copy(h.begin(), h.end(), result);
}
template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::true_type, std::true_type) {
  int n = (int)(last - first);
  if (n > 0) {
    copy_kernel<<<blocks(n), THREADS>>>(raw(first), raw(result), n);
    launched("thrust::copy");
  }
  return result + n;
}

} // namespace __ultima

#define __ULTIMA_DEV const __ultima::device_t &
#define __ULTIMA_HOST const __ultima::host_t &
#define __ULTIMA_N(first, last) int n = (int)((last) - (first))

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
    __ultima::transform_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
        __ultima::raw(first), __ultima::raw(result), n, f);
    __ultima::launched("thrust::transform");
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
    __ultima::transform2_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
        __ultima::raw(first1), __ultima::raw(first2), __ultima::raw(result), n, f);
    __ultima::launched("thrust::transform");
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

/* reduce, transform_reduce, inner_product, count, count_if */
template <typename It, typename T, typename Op>
T reduce(__ULTIMA_DEV, It first, It last, T init, Op op) {
  __ULTIMA_N(first, last);
  return __ultima::device_reduce<T>(__ultima::raw(first), n > 0 ? n : 0, init, op);
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
  thrust::transform(thrust::device, __ultima::raw(first), __ultima::raw(last), t.p, f);
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
  thrust::transform(thrust::device, __ultima::raw(first1), __ultima::raw(last1),
                    __ultima::raw(first2), t.p, op2);
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
  __ultima::flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first), flags.p,
                                                                    n, pred);
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
  __ultima::indexed_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(first),
                                                                       pairs.p, n);
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

/* inclusive_scan, exclusive_scan */
template <typename InIt, typename OutIt, typename Op>
OutIt inclusive_scan(__ULTIMA_DEV, InIt first, InIt last, OutIt result, Op op) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  auto in = __ultima::raw(first);
  auto out = __ultima::raw(result);
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceScan::InclusiveScan(t, b, in, out, op, n);
  }, "thrust::inclusive_scan");
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
  auto in = __ultima::raw(first);
  auto out = __ultima::raw(result);
  typedef typename __ultima::value_of<OutIt>::type V;
  V vinit = (V)init;
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceScan::ExclusiveScan(t, b, in, out, op, vinit, n);
  }, "thrust::exclusive_scan");
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

/* sort, stable_sort, sort_by_key, stable_sort_by_key */
template <typename It, typename Comp> void sort(__ULTIMA_DEV, It first, It last, Comp comp) {
  __ULTIMA_N(first, last);
  if (n <= 1)
    return;
  typedef typename __ultima::value_of<It>::type K;
  __ultima::device_sort<0>(__ultima::raw(first), (char *)nullptr, n, comp,
                           __ultima::sort_kind<K, Comp>());
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
  __ultima::device_sort<1>(__ultima::raw(kfirst), __ultima::raw(vfirst), n, comp,
                           __ultima::sort_kind<K, Comp>());
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

/* copy_if, unique */
template <typename InIt, typename OutIt, typename P>
OutIt copy_if(__ULTIMA_DEV, InIt first, InIt last, OutIt result, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  __ultima::buffer<int> num(1);
  auto in = __ultima::raw(first);
  auto out = __ultima::raw(result);
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::If(t, b, in, out, num.p, n, pred);
  }, "thrust::copy_if");
  return result + __ultima::read1((const int *)num.p);
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
  __ultima::flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(__ultima::raw(stencil),
                                                                    flags.p, n, pred);
  __ultima::launched("thrust::copy_if");
  auto in = __ultima::raw(first);
  auto out = __ultima::raw(result);
  __ultima::with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::Flagged(t, b, in, (const int *)flags.p, out, num.p, n);
  }, "thrust::copy_if");
  return result + __ultima::read1((const int *)num.p);
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
  __ultima::gather_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      __ultima::raw(map_first), __ultima::raw(input), __ultima::raw(result), n);
  __ultima::launched("thrust::gather");
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
  __ultima::scatter_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      __ultima::raw(first), __ultima::raw(map), __ultima::raw(result), n);
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

#undef __ULTIMA_DEV
#undef __ULTIMA_HOST
#undef __ULTIMA_N

} // namespace thrust
