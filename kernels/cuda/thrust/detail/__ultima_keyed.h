/* adjacent_difference, inclusive_scan_by_key, exclusive_scan_by_key,
   reduce_by_key, unique_by_key, unique_by_key_copy, find, find_if,
   find_if_not, lower_bound, upper_bound, binary_search, scatter_if and
   gather_if (ultima's Thrust subset): included by __ultima_algorithms.h,
   which defines __ULTIMA_DEV, __ULTIMA_HOST and __ULTIMA_N around it.

   The device forms read their input ranges through __ultima::in_view and
   write their outputs through __ultima::out_view, so any of Thrust's fancy
   iterators may be given. The keyed algorithms flag the head of each
   segment (i == 0 or !pred(key[i - 1], key[i]), as Thrust documents), scan
   {flag, value} pairs with cub::DeviceScan under the segmented form of the
   user's operator (associative when the operator is), and select the
   segments' heads or tails with cub::DeviceSelect. */
#pragma once
#include <thrust/detail/__ultima_algorithm_kernels.h>
#include <thrust/detail/__ultima_iterators.h>

namespace thrust {
namespace __ultima {

template <typename X>
using is_policy = std::integral_constant<bool, std::is_same<X, device_t>::value ||
                                                   std::is_same<X, host_t>::value>;
template <typename X, typename R = void>
using not_policy = std::enable_if<!std::is_same<X, device_t>::value &&
                                      !std::is_same<X, host_t>::value,
                                  R>;

template <typename In, typename Out, typename Op>
__global__ void adjacent_difference_kernel(const In *in, Out *out, int n, Op op) {
  int i = index();
  if (i < n) {
    In x = in[i];
    if (i == 0)
      out[i] = x;
    else
      out[i] = op(x, in[i - 1]);
  }
}

/* A value with its segment's head flag, and the segmented operator. */
template <typename V> struct seg {
  int flag;
  V value;
};
template <typename V, typename Op> struct seg_op {
  Op op;
  __host__ __device__ seg<V> operator()(const seg<V> &a, const seg<V> &b) const {
    seg<V> r;
    r.flag = a.flag | b.flag;
    r.value = b.flag ? b.value : op(a.value, b.value);
    return r;
  }
};
template <typename In, typename V>
__global__ void seg_make_kernel(const int *flags, const In *in, seg<V> *out, int n) {
  int i = index();
  if (i < n) {
    seg<V> s;
    s.flag = flags[i];
    s.value = (V)in[i];
    out[i] = s;
  }
}
/* exclusive: the segment's head is init, then each item is followed by the
   one before it (an inclusive scan of this sequence is the exclusive one). */
template <typename In, typename V>
__global__ void seg_make_exclusive_kernel(const int *flags, const In *in, seg<V> *out, int n,
                                          V init) {
  int i = index();
  if (i < n) {
    seg<V> s;
    s.flag = flags[i];
    if (s.flag)
      s.value = init;
    else
      s.value = (V)in[i - 1];
    out[i] = s;
  }
}
template <typename V, typename Out>
__global__ void seg_value_kernel(const seg<V> *in, Out *out, int n) {
  int i = index();
  if (i < n) {
    seg<V> s = in[i];
    out[i] = s.value;
  }
}
__global__ inline void tail_flag_kernel(const int *heads, int *tails, int n) {
  int i = index();
  if (i < n)
    tails[i] = i == n - 1 || heads[i + 1] ? 1 : 0;
}
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
template <typename In, typename M, typename S, typename Out, typename P>
__global__ void scatter_if_kernel(const In *in, const M *map, const S *stencil, Out *out, int n,
                                  P pred) {
  int i = index();
  if (i < n && pred(stencil[i]))
    out[map[i]] = in[i];
}
template <typename M, typename S, typename In, typename Out, typename P>
__global__ void gather_if_kernel(const M *map, const S *stencil, const In *in, Out *out, int n,
                                 P pred) {
  int i = index();
  if (i < n && pred(stencil[i]))
    out[i] = in[map[i]];
}

template <typename K, typename P> void head_flags(const K *keys, int *flags, int n, P pred) {
  head_flag_kernel<<<blocks(n), THREADS>>>(keys, flags, n, pred);
  launched("thrust: segments");
}

/* Selects the items of in whose flag is set into out; returns their count. */
template <typename T> int select_flagged(const T *in, const int *flags, T *out, int n) {
  buffer<int> num(1);
  with_temp([&](void *t, std::size_t &b) {
    return cub::DeviceSelect::Flagged(t, b, in, flags, out, num.p, n);
  }, "thrust: selection");
  return read1((const int *)num.p);
}

/* The segmented scan is ultima's own rather than cub::DeviceScan, whose
   kernel names, spelling the {flag, value} type four times, grow past what
   an OpenCL implementation's kernel cache takes for a tuple value. Each
   block scans its 256 items in shared memory (Hillis and Steele), the
   blocks' totals are scanned the same way, and each block then folds in the
   total of the blocks before it. */
template <typename V, typename Op>
__global__ void seg_scan_block_kernel(seg<V> *items, seg<V> *totals, int n, seg_op<V, Op> op) {
  __shared__ seg<V> sh[THREADS];
  int t = (int)threadIdx.x;
  int i = index();
  if (i < n)
    sh[t] = items[i];
  __syncthreads();
  for (int d = 1; d < THREADS; d *= 2) {
    seg<V> x = sh[t];
    bool take = t >= d && i < n;
    if (take)
      x = op(sh[t - d], x);
    __syncthreads();
    if (take)
      sh[t] = x;
    __syncthreads();
  }
  if (i < n)
    items[i] = sh[t];
  int last = n - (int)blockIdx.x * THREADS - 1;
  if (t == (last < THREADS - 1 ? last : THREADS - 1))
    totals[blockIdx.x] = sh[t];
}
template <typename V, typename Op>
__global__ void seg_scan_add_kernel(seg<V> *items, const seg<V> *totals, int n,
                                    seg_op<V, Op> op) {
  int i = index();
  if (i < n && blockIdx.x > 0)
    items[i] = op(totals[blockIdx.x - 1], items[i]);
}
template <typename V, typename Op> void seg_scan(seg<V> *items, int n, seg_op<V, Op> op) {
  int b = blocks(n);
  buffer<seg<V>> totals(b);
  seg_scan_block_kernel<<<b, THREADS>>>(items, totals.p, n, op);
  launched("thrust: segmented scan");
  if (b > 1) {
    seg_scan(totals.p, b, op);
    seg_scan_add_kernel<<<b, THREADS>>>(items, (const seg<V> *)totals.p, n, op);
    launched("thrust: segmented scan");
  }
}

/* The segmented inclusive scan of in (n items, segments by flags) into out. */
template <int EXCLUSIVE, typename V, typename In, typename Op>
void segmented_scan(const int *flags, const In *in, V *out, int n, Op op, V init) {
  buffer<seg<V>> s(n);
  if (EXCLUSIVE)
    seg_make_exclusive_kernel<<<blocks(n), THREADS>>>(flags, in, s.p, n, init);
  else
    seg_make_kernel<<<blocks(n), THREADS>>>(flags, in, s.p, n);
  launched("thrust: segmented scan");
  seg_op<V, Op> sop;
  sop.op = op;
  seg_scan(s.p, n, sop);
  seg_value_kernel<<<blocks(n), THREADS>>>((const seg<V> *)s.p, out, n);
  launched("thrust: segmented scan");
}

} // namespace __ultima

/* adjacent_difference */
template <typename InIt, typename OutIt, typename Op>
OutIt adjacent_difference(__ULTIMA_DEV, InIt first, InIt last, OutIt result, Op op) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return result;
  typedef typename __ultima::value_of<InIt>::type T;
  __ultima::in_view<InIt> in(first, n);
  __ultima::buffer<T> copy(n);
  const T *src = in.p;
  __ultima::out_view<OutIt, T> out(result, n);
  if ((const void *)src == (const void *)out.p) { // in place: read a copy
    __ultima::check(cudaMemcpy(copy.p, src, n * sizeof(T), cudaMemcpyDeviceToDevice),
                    "thrust::adjacent_difference");
    src = copy.p;
  }
  __ultima::adjacent_difference_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(src, out.p, n,
                                                                                   op);
  __ultima::launched("thrust::adjacent_difference");
  out.commit(n);
  return result + n;
}
template <typename InIt, typename OutIt, typename Op>
OutIt adjacent_difference(__ULTIMA_HOST, InIt first, InIt last, OutIt result, Op op) {
  return std::adjacent_difference(first, last, result, op);
}
template <typename P, typename InIt, typename OutIt>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
adjacent_difference(const P &p, InIt first, InIt last, OutIt result) {
  return thrust::adjacent_difference(p, first, last, result,
                                     thrust::minus<typename __ultima::value_of<InIt>::type>());
}
template <typename InIt, typename OutIt, typename Op>
typename __ultima::not_policy<InIt, OutIt>::type adjacent_difference(InIt first, InIt last,
                                                                     OutIt result, Op op) {
  return thrust::adjacent_difference(__ultima::system_of2<InIt, OutIt>(), first, last, result, op);
}
template <typename InIt, typename OutIt>
OutIt adjacent_difference(InIt first, InIt last, OutIt result) {
  return thrust::adjacent_difference(__ultima::system_of2<InIt, OutIt>(), first, last, result,
                                     thrust::minus<typename __ultima::value_of<InIt>::type>());
}

/* inclusive_scan_by_key, exclusive_scan_by_key */
template <typename KIt, typename VIt, typename OutIt, typename Pred, typename Op>
OutIt inclusive_scan_by_key(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst, OutIt result,
                            Pred pred, Op op) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 0)
    return result;
  typedef typename __ultima::value_of<VIt>::type V;
  __ultima::in_view<KIt> keys(kfirst, n);
  __ultima::in_view<VIt> vals(vfirst, n);
  __ultima::buffer<int> flags(n);
  __ultima::head_flags(keys.p, flags.p, n, pred);
  __ultima::out_view<OutIt, V> out(result, n);
  __ultima::segmented_scan<0>((const int *)flags.p, vals.p, out.p, n, op, V());
  out.commit(n);
  return result + n;
}
template <typename KIt, typename VIt, typename OutIt, typename Pred, typename Op>
OutIt inclusive_scan_by_key(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst, OutIt result,
                            Pred pred, Op op) {
  typedef typename __ultima::value_of<VIt>::type V;
  typedef typename __ultima::value_of<KIt>::type K;
  V run = V();
  K prev = K();
  for (bool first = true; kfirst != klast; ++kfirst, ++vfirst, ++result, first = false) {
    K k = *kfirst;
    V v = *vfirst;
    run = first || !pred(prev, k) ? v : op(run, v);
    *result = run;
    prev = k;
  }
  return result;
}
template <typename P, typename KIt, typename VIt, typename OutIt, typename Pred>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
inclusive_scan_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, OutIt result, Pred pred) {
  return thrust::inclusive_scan_by_key(p, kfirst, klast, vfirst, result, pred,
                                       thrust::plus<typename __ultima::value_of<VIt>::type>());
}
template <typename P, typename KIt, typename VIt, typename OutIt>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
inclusive_scan_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, OutIt result) {
  return thrust::inclusive_scan_by_key(p, kfirst, klast, vfirst, result,
                                       thrust::equal_to<typename __ultima::value_of<KIt>::type>());
}
template <typename KIt, typename VIt, typename OutIt, typename Pred, typename Op>
typename __ultima::not_policy<KIt, OutIt>::type
inclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result, Pred pred, Op op) {
  return thrust::inclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result, pred, op);
}
template <typename KIt, typename VIt, typename OutIt, typename Pred>
typename __ultima::not_policy<KIt, OutIt>::type
inclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result, Pred pred) {
  return thrust::inclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result, pred);
}
template <typename KIt, typename VIt, typename OutIt>
OutIt inclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result) {
  return thrust::inclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result);
}

template <typename KIt, typename VIt, typename OutIt, typename T, typename Pred, typename Op>
OutIt exclusive_scan_by_key(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst, OutIt result,
                            T init, Pred pred, Op op) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 0)
    return result;
  typedef typename __ultima::value_of<OutIt>::type OV;
  typedef typename std::conditional<std::is_same<OV, __ultima::any_assign>::value, T, OV>::type V;
  __ultima::in_view<KIt> keys(kfirst, n);
  __ultima::in_view<VIt> vals(vfirst, n);
  __ultima::buffer<int> flags(n);
  __ultima::head_flags(keys.p, flags.p, n, pred);
  __ultima::out_view<OutIt, V> out(result, n);
  __ultima::segmented_scan<1>((const int *)flags.p, vals.p, out.p, n, op, (V)init);
  out.commit(n);
  return result + n;
}
template <typename KIt, typename VIt, typename OutIt, typename T, typename Pred, typename Op>
OutIt exclusive_scan_by_key(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst, OutIt result,
                            T init, Pred pred, Op op) {
  typedef typename __ultima::value_of<KIt>::type K;
  T run = init;
  K prev = K();
  for (bool first = true; kfirst != klast; ++kfirst, ++vfirst, ++result, first = false) {
    K k = *kfirst;
    if (first || !pred(prev, k))
      run = init;
    *result = run;
    run = op(run, (T)*vfirst);
    prev = k;
  }
  return result;
}
template <typename P, typename KIt, typename VIt, typename OutIt, typename T, typename Pred>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
exclusive_scan_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, OutIt result, T init,
                      Pred pred) {
  return thrust::exclusive_scan_by_key(p, kfirst, klast, vfirst, result, init, pred,
                                       thrust::plus<T>());
}
template <typename P, typename KIt, typename VIt, typename OutIt, typename T>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
exclusive_scan_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, OutIt result, T init) {
  return thrust::exclusive_scan_by_key(p, kfirst, klast, vfirst, result, init,
                                       thrust::equal_to<typename __ultima::value_of<KIt>::type>(),
                                       thrust::plus<T>());
}
template <typename P, typename KIt, typename VIt, typename OutIt>
typename std::enable_if<__ultima::is_policy<P>::value, OutIt>::type
exclusive_scan_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, OutIt result) {
  typedef typename __ultima::value_of<VIt>::type V;
  return thrust::exclusive_scan_by_key(p, kfirst, klast, vfirst, result, V(),
                                       thrust::equal_to<typename __ultima::value_of<KIt>::type>(),
                                       thrust::plus<V>());
}
template <typename KIt, typename VIt, typename OutIt, typename T, typename Pred, typename Op>
typename __ultima::not_policy<KIt, OutIt>::type
exclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result, T init, Pred pred, Op op) {
  return thrust::exclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result, init, pred, op);
}
template <typename KIt, typename VIt, typename OutIt, typename T, typename Pred>
typename __ultima::not_policy<KIt, OutIt>::type
exclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result, T init, Pred pred) {
  return thrust::exclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result, init, pred);
}
template <typename KIt, typename VIt, typename OutIt, typename T>
typename __ultima::not_policy<KIt, OutIt>::type
exclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result, T init) {
  return thrust::exclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result, init);
}
template <typename KIt, typename VIt, typename OutIt>
OutIt exclusive_scan_by_key(KIt kfirst, KIt klast, VIt vfirst, OutIt result) {
  return thrust::exclusive_scan_by_key(__ultima::system_of2<KIt, OutIt>(), kfirst, klast, vfirst,
                                       result);
}

/* reduce_by_key: one key and one reduced value per run of equal keys. */
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred, typename Op>
pair<KOut, VOut> reduce_by_key(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst, KOut kresult,
                               VOut vresult, Pred pred, Op op) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 0)
    return pair<KOut, VOut>(kresult, vresult);
  typedef typename __ultima::value_of<KIt>::type K;
  typedef typename __ultima::value_of<VIt>::type V;
  __ultima::in_view<KIt> keys(kfirst, n);
  __ultima::in_view<VIt> vals(vfirst, n);
  __ultima::buffer<int> heads(n), tails(n);
  __ultima::head_flags(keys.p, heads.p, n, pred);
  __ultima::tail_flag_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(heads.p, tails.p, n);
  __ultima::launched("thrust::reduce_by_key");
  __ultima::buffer<V> scanned(n);
  __ultima::segmented_scan<0>((const int *)heads.p, vals.p, scanned.p, n, op, V());
  __ultima::out_view<KOut, K> kout(kresult, n);
  __ultima::out_view<VOut, V> vout(vresult, n);
  int m = __ultima::select_flagged(keys.p, (const int *)heads.p, kout.p, n);
  __ultima::select_flagged((const V *)scanned.p, (const int *)tails.p, vout.p, n);
  kout.commit(m);
  vout.commit(m);
  return pair<KOut, VOut>(kresult + m, vresult + m);
}
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred, typename Op>
pair<KOut, VOut> reduce_by_key(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst, KOut kresult,
                               VOut vresult, Pred pred, Op op) {
  typedef typename __ultima::value_of<KIt>::type K;
  typedef typename __ultima::value_of<VIt>::type V;
  while (kfirst != klast) {
    K k = *kfirst, prev = k;
    V run = *vfirst;
    for (++kfirst, ++vfirst; kfirst != klast && pred(prev, (K)*kfirst); ++kfirst, ++vfirst) {
      prev = *kfirst;
      run = op(run, (V)*vfirst);
    }
    *kresult = k;
    *vresult = run;
    ++kresult;
    ++vresult;
  }
  return pair<KOut, VOut>(kresult, vresult);
}
template <typename P, typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
typename std::enable_if<__ultima::is_policy<P>::value, pair<KOut, VOut>>::type
reduce_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult,
              Pred pred) {
  return thrust::reduce_by_key(p, kfirst, klast, vfirst, kresult, vresult, pred,
                               thrust::plus<typename __ultima::value_of<VIt>::type>());
}
template <typename P, typename KIt, typename VIt, typename KOut, typename VOut>
typename std::enable_if<__ultima::is_policy<P>::value, pair<KOut, VOut>>::type
reduce_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult) {
  return thrust::reduce_by_key(p, kfirst, klast, vfirst, kresult, vresult,
                               thrust::equal_to<typename __ultima::value_of<KIt>::type>());
}
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred, typename Op>
typename __ultima::not_policy<KIt, pair<KOut, VOut>>::type
reduce_by_key(KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult, Pred pred, Op op) {
  return thrust::reduce_by_key(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst, kresult,
                               vresult, pred, op);
}
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
typename __ultima::not_policy<KIt, pair<KOut, VOut>>::type
reduce_by_key(KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult, Pred pred) {
  return thrust::reduce_by_key(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst, kresult,
                               vresult, pred);
}
template <typename KIt, typename VIt, typename KOut, typename VOut>
typename __ultima::not_policy<KIt, pair<KOut, VOut>>::type
reduce_by_key(KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult) {
  return thrust::reduce_by_key(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst, kresult,
                               vresult);
}

/* unique_by_key_copy, unique_by_key: the first key and value of each run. */
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
pair<KOut, VOut> unique_by_key_copy(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst,
                                    KOut kresult, VOut vresult, Pred pred) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 0)
    return pair<KOut, VOut>(kresult, vresult);
  typedef typename __ultima::value_of<KIt>::type K;
  typedef typename __ultima::value_of<VIt>::type V;
  __ultima::in_view<KIt> keys(kfirst, n);
  __ultima::in_view<VIt> vals(vfirst, n);
  __ultima::buffer<int> heads(n);
  __ultima::head_flags(keys.p, heads.p, n, pred);
  __ultima::out_view<KOut, K> kout(kresult, n);
  __ultima::out_view<VOut, V> vout(vresult, n);
  int m = __ultima::select_flagged(keys.p, (const int *)heads.p, kout.p, n);
  __ultima::select_flagged(vals.p, (const int *)heads.p, vout.p, n);
  kout.commit(m);
  vout.commit(m);
  return pair<KOut, VOut>(kresult + m, vresult + m);
}
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
pair<KOut, VOut> unique_by_key_copy(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst,
                                    KOut kresult, VOut vresult, Pred pred) {
  typedef typename __ultima::value_of<KIt>::type K;
  K prev = K();
  for (bool first = true; kfirst != klast; ++kfirst, ++vfirst, first = false) {
    K k = *kfirst;
    if (first || !pred(prev, k)) {
      *kresult = k;
      *vresult = *vfirst;
      ++kresult;
      ++vresult;
    }
    prev = k;
  }
  return pair<KOut, VOut>(kresult, vresult);
}
template <typename P, typename KIt, typename VIt, typename KOut, typename VOut>
typename std::enable_if<__ultima::is_policy<P>::value, pair<KOut, VOut>>::type
unique_by_key_copy(const P &p, KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult) {
  return thrust::unique_by_key_copy(p, kfirst, klast, vfirst, kresult, vresult,
                                    thrust::equal_to<typename __ultima::value_of<KIt>::type>());
}
template <typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
typename __ultima::not_policy<KIt, pair<KOut, VOut>>::type
unique_by_key_copy(KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult, Pred pred) {
  return thrust::unique_by_key_copy(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst,
                                    kresult, vresult, pred);
}
template <typename KIt, typename VIt, typename KOut, typename VOut>
typename __ultima::not_policy<KIt, pair<KOut, VOut>>::type
unique_by_key_copy(KIt kfirst, KIt klast, VIt vfirst, KOut kresult, VOut vresult) {
  return thrust::unique_by_key_copy(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst,
                                    kresult, vresult);
}

template <typename KIt, typename VIt, typename Pred>
pair<KIt, VIt> unique_by_key(__ULTIMA_DEV, KIt kfirst, KIt klast, VIt vfirst, Pred pred) {
  __ULTIMA_N(kfirst, klast);
  if (n <= 0)
    return pair<KIt, VIt>(kfirst, vfirst);
  typedef typename __ultima::value_of<KIt>::type K;
  typedef typename __ultima::value_of<VIt>::type V;
  __ultima::buffer<K> k(n);
  __ultima::buffer<V> v(n);
  pair<K *, V *> end = thrust::unique_by_key_copy(thrust::device, kfirst, klast, vfirst, k.p, v.p,
                                                  pred);
  int m = (int)(end.first - k.p);
  if (m > 0) {
    __ultima::store(kfirst, (const K *)k.p, m);
    __ultima::store(vfirst, (const V *)v.p, m);
  }
  return pair<KIt, VIt>(kfirst + m, vfirst + m);
}
template <typename KIt, typename VIt, typename Pred>
pair<KIt, VIt> unique_by_key(__ULTIMA_HOST, KIt kfirst, KIt klast, VIt vfirst, Pred pred) {
  return thrust::unique_by_key_copy(thrust::host, kfirst, klast, vfirst, kfirst, vfirst, pred);
}
template <typename P, typename KIt, typename VIt>
typename std::enable_if<__ultima::is_policy<P>::value, pair<KIt, VIt>>::type
unique_by_key(const P &p, KIt kfirst, KIt klast, VIt vfirst) {
  return thrust::unique_by_key(p, kfirst, klast, vfirst,
                               thrust::equal_to<typename __ultima::value_of<KIt>::type>());
}
template <typename KIt, typename VIt, typename Pred>
typename __ultima::not_policy<KIt, pair<KIt, VIt>>::type unique_by_key(KIt kfirst, KIt klast,
                                                                       VIt vfirst, Pred pred) {
  return thrust::unique_by_key(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst, pred);
}
template <typename KIt, typename VIt>
pair<KIt, VIt> unique_by_key(KIt kfirst, KIt klast, VIt vfirst) {
  return thrust::unique_by_key(__ultima::system_of2<KIt, VIt>(), kfirst, klast, vfirst);
}

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

/* scatter_if, gather_if: the output is written only where the stencil
   passes, so it must be a device pointer (or device_ptr). */
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
void scatter_if(__ULTIMA_DEV, InIt first, InIt last, MIt map, SIt stencil, OutIt result, P pred) {
  __ULTIMA_N(first, last);
  if (n <= 0)
    return;
  __ultima::in_view<InIt> in(first, n);
  __ultima::in_view<MIt> m(map, n);
  __ultima::in_view<SIt> s(stencil, n);
  __ultima::scatter_if_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      in.p, m.p, s.p, __ultima::raw(result), n, pred);
  __ultima::launched("thrust::scatter_if");
}
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
void scatter_if(__ULTIMA_HOST, InIt first, InIt last, MIt map, SIt stencil, OutIt result, P pred) {
  for (; first != last; ++first, ++map, ++stencil)
    if (pred(*stencil))
      result[*map] = *first;
}
template <typename InIt, typename MIt, typename SIt, typename OutIt, typename P>
typename __ultima::not_policy<InIt>::type scatter_if(InIt first, InIt last, MIt map, SIt stencil,
                                                    OutIt result, P pred) {
  thrust::scatter_if(__ultima::system_of2<InIt, OutIt>(), first, last, map, stencil, result, pred);
}
template <typename InIt, typename MIt, typename SIt, typename OutIt>
void scatter_if(InIt first, InIt last, MIt map, SIt stencil, OutIt result) {
  thrust::scatter_if(__ultima::system_of2<InIt, OutIt>(), first, last, map, stencil, result,
                     thrust::identity<typename __ultima::value_of<SIt>::type>());
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
OutIt gather_if(__ULTIMA_DEV, MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result,
                P pred) {
  __ULTIMA_N(mfirst, mlast);
  if (n <= 0)
    return result;
  __ultima::in_view<MIt> m(mfirst, n);
  __ultima::in_view<SIt> s(stencil, n);
  __ultima::gather_if_kernel<<<__ultima::blocks(n), __ultima::THREADS>>>(
      m.p, s.p, (const typename __ultima::value_of<InIt>::type *)__ultima::raw(input),
      __ultima::raw(result), n, pred);
  __ultima::launched("thrust::gather_if");
  return result + n;
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
OutIt gather_if(__ULTIMA_HOST, MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result,
                P pred) {
  for (; mfirst != mlast; ++mfirst, ++stencil, ++result)
    if (pred(*stencil))
      *result = input[*mfirst];
  return result;
}
template <typename MIt, typename SIt, typename InIt, typename OutIt, typename P>
typename __ultima::not_policy<MIt, OutIt>::type gather_if(MIt mfirst, MIt mlast, SIt stencil,
                                                          InIt input, OutIt result, P pred) {
  return thrust::gather_if(__ultima::system_of2<InIt, OutIt>(), mfirst, mlast, stencil, input,
                           result, pred);
}
template <typename MIt, typename SIt, typename InIt, typename OutIt>
OutIt gather_if(MIt mfirst, MIt mlast, SIt stencil, InIt input, OutIt result) {
  return thrust::gather_if(__ultima::system_of2<InIt, OutIt>(), mfirst, mlast, stencil, input,
                           result, thrust::identity<typename __ultima::value_of<SIt>::type>());
}

} // namespace thrust
