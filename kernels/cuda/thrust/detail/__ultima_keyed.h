/* adjacent_difference, inclusive_scan_by_key, exclusive_scan_by_key,
   reduce_by_key, unique_by_key and unique_by_key_copy (ultima's Thrust
   subset), with the policy tests the algorithm headers after it share:
   included by __ultima_algorithms.h, which defines __ULTIMA_DEV,
   __ULTIMA_HOST and __ULTIMA_N around it.

   The device forms read their input ranges through __ultima::in_view and
   write their outputs through __ultima::out_view, so any of Thrust's fancy
   iterators may be given. The keyed algorithms flag the head of each
   segment (i == 0 or !pred(key[i - 1], key[i]), as Thrust documents), scan
   {flag, value} pairs under the segmented form of the user's operator
   (associative when the operator is), and select the segments' heads or
   tails with cub::DeviceSelect. */
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

} // namespace thrust
