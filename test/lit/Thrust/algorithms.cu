// Thrust's algorithms on device_vector (the device: the algorithms' kernels,
// instantiated with the user's functors) and on host_vector (the host),
// with thrust::device and thrust::host and without a policy, for 0, 1,
// 1000 (not a multiple of the block size) and 1 << 20 items, against
// references computed with the C++ standard library. Values are small
// integers, so float sums are exact in any order.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/fill.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/gather.h>
#include <thrust/host_vector.h>
#include <thrust/inner_product.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/scatter.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/unique.h>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>
#include "expect.h"

struct saxpy_functor {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};
struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};
struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct add_to {
  int k;
  __device__ void operator()(int &x) const { x += k; }
};
struct abs_less { // a user comparator: the merge sort
  __host__ __device__ bool operator()(int a, int b) const {
    return (a < 0 ? -a : a) < (b < 0 ? -b : b);
  }
};
struct same_tens {
  __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};

static int item(int i) { return (int)((i * 7919LL) % 1001) - 500; }

template <typename T> static std::vector<T> host(const thrust::device_vector<T> &d) {
  thrust::host_vector<T> h = d;
  return std::vector<T>(h.begin(), h.end());
}

static void check(int n) {
  std::vector<int> s(n);
  for (int i = 0; i < n; ++i)
    s[i] = item(i);
  std::vector<float> sf(s.begin(), s.end());
  thrust::device_vector<int> d(s.begin(), s.end());
  thrust::device_vector<float> df(sf.begin(), sf.end());
  thrust::host_vector<int> h(s.begin(), s.end());
  int before = failures;

  // fill, sequence, copy in every direction
  thrust::device_vector<int> t(n);
  thrust::fill(t.begin(), t.end(), 7);
  EXPECT(host(t) == std::vector<int>(n, 7));
  thrust::fill(thrust::device, t.begin(), t.end(), 8);
  EXPECT(host(t) == std::vector<int>(n, 8));
  thrust::sequence(t.begin(), t.end());
  std::vector<int> iota(n);
  std::iota(iota.begin(), iota.end(), 0);
  EXPECT(host(t) == iota);
  thrust::sequence(t.begin(), t.end(), 10, 3);
  std::vector<int> ref(n);
  for (int i = 0; i < n; ++i)
    ref[i] = 10 + 3 * i;
  EXPECT(host(t) == ref);
  thrust::copy(d.begin(), d.end(), t.begin());
  EXPECT(host(t) == s);
  std::vector<int> back(n);
  thrust::copy(d.begin(), d.end(), back.begin());
  EXPECT(back == s);
  thrust::fill(t.begin(), t.end(), 0);
  thrust::copy(s.begin(), s.end(), t.begin());
  EXPECT(host(t) == s);
  thrust::host_vector<int> h2(n);
  thrust::copy(h.begin(), h.end(), h2.begin());
  EXPECT(h2 == h);

  // transform: a user functor with state, binary and unary
  saxpy_functor saxpy;
  saxpy.a = 2.0f;
  thrust::device_vector<float> y(n, 1.0f);
  thrust::transform(df.begin(), df.end(), y.begin(), y.begin(), saxpy);
  std::vector<float> fref(n);
  for (int i = 0; i < n; ++i)
    fref[i] = 2.0f * sf[i] + 1.0f;
  EXPECT(host(y) == fref);
  thrust::transform(thrust::device, df.begin(), df.end(), y.begin(), square());
  for (int i = 0; i < n; ++i)
    fref[i] = sf[i] * sf[i];
  EXPECT(host(y) == fref);
  thrust::transform(d.begin(), d.end(), t.begin(), thrust::negate<int>());
  for (int i = 0; i < n; ++i)
    ref[i] = -s[i];
  EXPECT(host(t) == ref);
  thrust::host_vector<int> ht(n);
  thrust::transform(thrust::host, h.begin(), h.end(), h.begin(), ht.begin(),
                    thrust::plus<int>());
  for (int i = 0; i < n; ++i)
    ref[i] = 2 * s[i];
  EXPECT(std::vector<int>(ht.begin(), ht.end()) == ref);

  // for_each with a functor taking a reference
  thrust::copy(d.begin(), d.end(), t.begin());
  add_to add;
  add.k = 5;
  thrust::for_each(t.begin(), t.end(), add);
  for (int i = 0; i < n; ++i)
    ref[i] = s[i] + 5;
  EXPECT(host(t) == ref);

  // reductions
  long long sum = std::accumulate(s.begin(), s.end(), 0LL);
  EXPECT(thrust::reduce(d.begin(), d.end()) == (int)sum);
  EXPECT(thrust::reduce(thrust::device, d.begin(), d.end(), 100) == (int)sum + 100);
  EXPECT(thrust::reduce(h.begin(), h.end(), 100) == (int)sum + 100);
  int mx = std::accumulate(s.begin(), s.end(), -1000,
                           [](int a, int b) { return a < b ? b : a; });
  EXPECT(thrust::reduce(d.begin(), d.end(), -1000, thrust::maximum<int>()) == mx);
  EXPECT(thrust::reduce(thrust::host, h.begin(), h.end(), -1000, thrust::maximum<int>()) == mx);
  double sq = 0; // large sums of squares are not exact in float: a relative bound
  for (int i = 0; i < n; ++i)
    sq += (double)sf[i] * sf[i];
  EXPECT(std::fabs(thrust::transform_reduce(df.begin(), df.end(), square(), 0.0f,
                                            thrust::plus<float>()) - sq) <= 1e-5 * sq);
  EXPECT(std::fabs(thrust::inner_product(df.begin(), df.end(), df.begin(), 1.0f) - (sq + 1)) <=
         1e-5 * (sq + 1));
  EXPECT(thrust::inner_product(d.begin(), d.end(), d.begin(), 0, thrust::plus<int>(),
                               thrust::minus<int>()) == 0);
  EXPECT(thrust::count(d.begin(), d.end(), s.empty() ? 0 : s[0]) ==
         std::count(s.begin(), s.end(), s.empty() ? 0 : s[0]));
  EXPECT(thrust::count_if(d.begin(), d.end(), is_odd()) ==
         std::count_if(s.begin(), s.end(), [](int x) { return x % 2 != 0; }));
  EXPECT(thrust::count_if(h.begin(), h.end(), is_odd()) ==
         std::count_if(s.begin(), s.end(), [](int x) { return x % 2 != 0; }));
  EXPECT(thrust::min_element(d.begin(), d.end()) - d.begin() ==
         std::min_element(s.begin(), s.end()) - s.begin());
  EXPECT(thrust::max_element(d.begin(), d.end()) - d.begin() ==
         std::max_element(s.begin(), s.end()) - s.begin());
  EXPECT(thrust::max_element(thrust::host, h.begin(), h.end()) - h.begin() ==
         std::max_element(s.begin(), s.end()) - s.begin());

  // scans, in place and not
  std::partial_sum(s.begin(), s.end(), ref.begin());
  thrust::inclusive_scan(d.begin(), d.end(), t.begin());
  EXPECT(host(t) == ref);
  thrust::copy(d.begin(), d.end(), t.begin());
  thrust::inclusive_scan(t.begin(), t.end(), t.begin());
  EXPECT(host(t) == ref);
  thrust::host_vector<int> hs(n);
  thrust::inclusive_scan(h.begin(), h.end(), hs.begin());
  EXPECT(std::vector<int>(hs.begin(), hs.end()) == ref);
  int run = 3;
  for (int i = 0; i < n; ++i) {
    ref[i] = run;
    run = std::max(run, s[i]);
  }
  thrust::exclusive_scan(d.begin(), d.end(), t.begin(), 3, thrust::maximum<int>());
  EXPECT(host(t) == ref);
  run = 0;
  for (int i = 0; i < n; ++i) {
    ref[i] = run;
    run += s[i];
  }
  thrust::exclusive_scan(thrust::device, d.begin(), d.end(), t.begin());
  EXPECT(host(t) == ref);
  thrust::exclusive_scan(thrust::host, h.begin(), h.end(), hs.begin());
  EXPECT(std::vector<int>(hs.begin(), hs.end()) == ref);

  // sorts: radix (less, greater) and the merge sort (a user comparator)
  std::vector<int> sorted = s;
  std::sort(sorted.begin(), sorted.end());
  thrust::copy(d.begin(), d.end(), t.begin());
  thrust::sort(t.begin(), t.end());
  EXPECT(host(t) == sorted);
  thrust::device_vector<float> tf(df);
  thrust::sort(thrust::device, tf.begin(), tf.end(), thrust::greater<float>());
  std::vector<float> sortedf = sf;
  std::sort(sortedf.begin(), sortedf.end(), std::greater<float>());
  EXPECT(host(tf) == sortedf);
  std::vector<int> stable = s;
  std::stable_sort(stable.begin(), stable.end(), abs_less());
  thrust::copy(d.begin(), d.end(), t.begin());
  thrust::stable_sort(t.begin(), t.end(), abs_less());
  EXPECT(host(t) == stable);
  thrust::host_vector<int> hsort = h;
  thrust::sort(hsort.begin(), hsort.end());
  EXPECT(std::vector<int>(hsort.begin(), hsort.end()) == sorted);

  // sort_by_key: values follow their keys, equal keys keep their order
  std::vector<int> keys(n), order(n);
  for (int i = 0; i < n; ++i)
    keys[i] = s[i] / 64, order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] < keys[b]; });
  std::vector<int> kref(n);
  for (int i = 0; i < n; ++i)
    kref[i] = keys[order[i]];
  thrust::device_vector<int> dk(keys.begin(), keys.end()), dv(n);
  thrust::sequence(dv.begin(), dv.end());
  thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
  EXPECT(host(dk) == kref && host(dv) == order);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return abs_less()(keys[a], keys[b]); });
  for (int i = 0; i < n; ++i)
    kref[i] = keys[order[i]];
  dk = std::vector<int>(keys);
  thrust::sequence(dv.begin(), dv.end());
  thrust::stable_sort_by_key(dk.begin(), dk.end(), dv.begin(), abs_less());
  EXPECT(host(dk) == kref && host(dv) == order);

  // copy_if, unique, gather, scatter
  std::vector<int> odd;
  std::copy_if(s.begin(), s.end(), std::back_inserter(odd), [](int x) { return x % 2 != 0; });
  thrust::device_vector<int> out(n);
  auto end = thrust::copy_if(d.begin(), d.end(), out.begin(), is_odd());
  EXPECT(end - out.begin() == (long)odd.size());
  out.resize(end - out.begin());
  EXPECT(host(out) == odd);
  out.resize(n);
  end = thrust::copy_if(d.begin(), d.end(), d.begin(), out.begin(), is_odd());
  EXPECT(end - out.begin() == (long)odd.size());
  std::vector<int> u = sorted;
  u.erase(std::unique(u.begin(), u.end()), u.end());
  thrust::device_vector<int> du(sorted.begin(), sorted.end());
  auto uend = thrust::unique(du.begin(), du.end());
  du.resize(uend - du.begin());
  EXPECT(host(du) == u);
  u = sorted;
  u.erase(std::unique(u.begin(), u.end(), same_tens()), u.end());
  du = std::vector<int>(sorted);
  du.resize(thrust::unique(du.begin(), du.end(), same_tens()) - du.begin());
  EXPECT(host(du) == u);
  std::vector<int> map(n);
  for (int i = 0; i < n; ++i)
    map[i] = (int)((i * 7919LL) % n);
  thrust::device_vector<int> dmap(map.begin(), map.end());
  std::vector<int> g(n), sc(n, 0);
  for (int i = 0; i < n; ++i)
    g[i] = s[map[i]];
  thrust::gather(dmap.begin(), dmap.end(), d.begin(), t.begin());
  EXPECT(host(t) == g);
  // a permutation when n is prime to 7919
  if (n % 7919 != 0) {
    for (int i = 0; i < n; ++i)
      sc[map[i]] = s[i];
    thrust::fill(t.begin(), t.end(), 0);
    thrust::scatter(d.begin(), d.end(), dmap.begin(), t.begin());
    EXPECT(host(t) == sc);
  }
  if (failures != before)
    std::printf("FAILED: %d items\n", n);
}

int main() {
  const int sizes[] = {0, 1, 1000, 1 << 20};
  for (int n : sizes)
    check(n);
  return DONE();
}
