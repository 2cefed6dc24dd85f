/* The kernels and helpers behind ultima's Thrust algorithms
   (__ultima_algorithms.h): element-wise kernels, the merge sort pass, the
   reduction operators, and the device/host dispatch of copy. */
#pragma once
#include <thrust/detail/__ultima_memory.h>
#include <thrust/detail/__ultima_iterators.h>
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
  typedef typename value_of<OutIt>::type V;
  std::vector<V> h(first, last);
  if (!h.empty()) {
    out_view<OutIt, V> out(result, (int)h.size());
    check(cudaMemcpy(out.p, h.data(), h.size() * sizeof(h[0]), cudaMemcpyHostToDevice),
          "thrust::copy");
    out.commit((int)h.size());
  }
  return result + h.size();
}
template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::true_type, std::false_type) {
  std::vector<typename value_of<InIt>::type> h(last - first);
  if (!h.empty()) {
    in_view<InIt> in(first, (int)h.size());
    check(cudaMemcpy(h.data(), in.p, h.size() * sizeof(h[0]), cudaMemcpyDeviceToHost),
          "thrust::copy");
  }
  return std::copy(h.begin(), h.end(), result);
}
template <typename InIt, typename OutIt>
OutIt copy_impl(InIt first, InIt last, OutIt result, std::true_type, std::true_type) {
  int n = (int)(last - first);
  if (n > 0) {
    typedef typename value_of<OutIt>::type V;
    in_view<InIt> in(first, n);
    out_view<OutIt, V> out(result, n);
    copy_kernel<<<blocks(n), THREADS>>>(in.p, out.p, n);
    launched("thrust::copy");
    out.commit(n);
  }
  return result + n;
}

} // namespace __ultima

} // namespace thrust
