// Thrust's adjacent_difference, inclusive_scan_by_key, exclusive_scan_by_key,
// reduce_by_key, unique_by_key, unique_by_key_copy, find, find_if,
// find_if_not, lower_bound, upper_bound, binary_search, scatter_if and
// gather_if on the device (the user's functors and predicates in the
// algorithms' kernels), with a zip_iterator of values scanned under
// minimum<tuple> as segmentationTreeThrust does, for 0, 1, 1000 and 1 << 20
// items, against references computed with the C++ standard library.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <thrust/adjacent_difference.h>
#include <thrust/binary_search.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/find.h>
#include <thrust/functional.h>
#include <thrust/gather.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/scatter.h>
#include <thrust/sort.h>
#include <thrust/unique.h>
#include <cuda/std/functional>
#include <algorithm>
#include <numeric>
#include <tuple>
#include <vector>
#include "expect.h"

struct above {
  int bound;
  __host__ __device__ bool operator()(int x) const { return x >= bound; }
};
struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct same_tens {
  __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};
struct absdiff {
  __host__ __device__ int operator()(int a, int b) const { return a > b ? a - b : b - a; }
};

static int item(int i) { return (int)((i * 7919LL) % 1001) - 500; }

template <typename T> static std::vector<T> host(const thrust::device_vector<T> &d) {
  thrust::host_vector<T> h = d;
  return std::vector<T>(h.begin(), h.end());
}

static void check(int n) {
  int before = failures;
  std::vector<int> s(n), keys(n);
  for (int i = 0; i < n; ++i) {
    s[i] = item(i);
    keys[i] = i / 7 + (i % 13 == 0 ? 1 : 0); // runs of mostly 7 equal keys
  }
  thrust::device_vector<int> d(s.begin(), s.end()), dk(keys.begin(), keys.end());
  thrust::device_vector<int> t(n);
  std::vector<int> ref(n);

  // adjacent_difference: default minus, a functor, not_equal_to, in place
  thrust::adjacent_difference(d.begin(), d.end(), t.begin());
  std::adjacent_difference(s.begin(), s.end(), ref.begin());
  EXPECT(host(t) == ref);
  thrust::adjacent_difference(d.begin(), d.end(), t.begin(), absdiff());
  std::adjacent_difference(s.begin(), s.end(), ref.begin(), absdiff());
  EXPECT(host(t) == ref);
  thrust::adjacent_difference(dk.begin(), dk.end(), t.begin(), thrust::not_equal_to<int>());
  std::adjacent_difference(keys.begin(), keys.end(), ref.begin(), std::not_equal_to<int>());
  EXPECT(host(t) == ref);
  thrust::device_vector<int> inplace = d;
  thrust::adjacent_difference(inplace.begin(), inplace.end(), inplace.begin());
  std::adjacent_difference(s.begin(), s.end(), ref.begin());
  EXPECT(host(inplace) == ref);

  // inclusive_scan_by_key: equal keys; a predicate and an operator
  thrust::inclusive_scan_by_key(dk.begin(), dk.end(), d.begin(), t.begin());
  for (int i = 0; i < n; ++i)
    ref[i] = i > 0 && keys[i] == keys[i - 1] ? ref[i - 1] + s[i] : s[i];
  EXPECT(host(t) == ref);
  thrust::inclusive_scan_by_key(d.begin(), d.end(), d.begin(), t.begin(), same_tens(),
                                thrust::maximum<int>());
  for (int i = 0; i < n; ++i)
    ref[i] = i > 0 && s[i] / 10 == s[i - 1] / 10 ? std::max(ref[i - 1], s[i]) : s[i];
  EXPECT(host(t) == ref);

  // segmentationTreeThrust's scan: head flags as keys under greater_equal,
  // (weight, id) tuples through zip_iterators under minimum<tuple>
  std::vector<int> flags(n);
  std::vector<float> w(n);
  std::vector<unsigned> id(n);
  for (int i = 0; i < n; ++i) {
    flags[i] = i % 5 == 0 ? 1 : 0;
    w[i] = (float)(item(i + 1) % 9);
    id[i] = (unsigned)((i * 37) % 1009);
  }
  thrust::device_vector<unsigned> dflags(flags.begin(), flags.end()), did(id.begin(), id.end());
  thrust::device_vector<float> dw(w.begin(), w.end()), mw(n);
  thrust::device_vector<unsigned> mid(n);
  thrust::inclusive_scan_by_key(
      dflags.begin(), dflags.end(), thrust::make_zip_iterator(thrust::make_tuple(dw.begin(), did.begin())),
      thrust::make_zip_iterator(thrust::make_tuple(mw.begin(), mid.begin())),
      thrust::greater_equal<unsigned>(), thrust::minimum<thrust::tuple<float, unsigned>>());
  std::vector<float> wref(n);
  std::vector<unsigned> idref(n);
  for (int i = 0; i < n; ++i) {
    std::tuple<float, unsigned> x(w[i], id[i]);
    if (i > 0 && (unsigned)flags[i - 1] >= (unsigned)flags[i])
      x = std::min(std::make_tuple(wref[i - 1], idref[i - 1]), x);
    wref[i] = std::get<0>(x);
    idref[i] = std::get<1>(x);
  }
  EXPECT(host(mw) == wref);
  EXPECT(host(mid) == idref);

  // exclusive_scan_by_key with an initial value
  thrust::exclusive_scan_by_key(dk.begin(), dk.end(), d.begin(), t.begin(), 100);
  for (int i = 0; i < n; ++i)
    ref[i] = i > 0 && keys[i] == keys[i - 1] ? ref[i - 1] + s[i - 1] : 100;
  EXPECT(host(t) == ref);

  // reduce_by_key
  thrust::device_vector<int> ko(n), vo(n);
  auto ends = thrust::reduce_by_key(dk.begin(), dk.end(), d.begin(), ko.begin(), vo.begin());
  std::vector<int> kref, vref;
  for (int i = 0; i < n; ++i) {
    if (i == 0 || keys[i] != keys[i - 1]) {
      kref.push_back(keys[i]);
      vref.push_back(0);
    }
    vref.back() += s[i];
  }
  int m = (int)(ends.first - ko.begin());
  EXPECT(m == (int)kref.size());
  EXPECT((int)(ends.second - vo.begin()) == (int)kref.size());
  std::vector<int> hk = host(ko), hv = host(vo);
  hk.resize(kref.size());
  hv.resize(kref.size());
  EXPECT(hk == kref);
  EXPECT(hv == vref);
  auto ends2 = thrust::reduce_by_key(dk.begin(), dk.end(), d.begin(), thrust::make_discard_iterator(),
                               vo.begin(), thrust::equal_to<int>(), thrust::maximum<int>());
  vref.clear();
  for (int i = 0; i < n; ++i) {
    if (i == 0 || keys[i] != keys[i - 1])
      vref.push_back(s[i]);
    vref.back() = std::max(vref.back(), s[i]);
  }
  EXPECT((int)(ends2.second - vo.begin()) == (int)vref.size());
  hv = host(vo);
  hv.resize(vref.size());
  EXPECT(hv == vref);

  // unique_by_key_copy (as segmentationTreeThrust: counting values, keys
  // discarded) and unique_by_key in place
  thrust::device_vector<int> offs(n);
  auto uend = thrust::unique_by_key_copy(dk.begin(), dk.end(), thrust::make_counting_iterator(0),
                                         thrust::make_discard_iterator(), offs.begin());
  std::vector<int> oref;
  for (int i = 0; i < n; ++i)
    if (i == 0 || keys[i] != keys[i - 1])
      oref.push_back(i);
  EXPECT((int)(uend.second - offs.begin()) == (int)oref.size());
  std::vector<int> ho = host(offs);
  ho.resize(oref.size());
  EXPECT(ho == oref);
  thrust::device_vector<int> uk = dk, uv = d;
  auto uend2 = thrust::unique_by_key(uk.begin(), uk.end(), uv.begin());
  std::vector<int> ukref, uvref;
  for (int i = 0; i < n; ++i)
    if (i == 0 || keys[i] != keys[i - 1]) {
      ukref.push_back(keys[i]);
      uvref.push_back(s[i]);
    }
  EXPECT((int)(uend2.first - uk.begin()) == (int)ukref.size());
  std::vector<int> huk = host(uk), huv = host(uv);
  huk.resize(ukref.size());
  huv.resize(uvref.size());
  EXPECT(huk == ukref);
  EXPECT(huv == uvref);

  // find, find_if, find_if_not
  above ab = {400};
  EXPECT(thrust::find_if(d.begin(), d.end(), ab) - d.begin() ==
         std::find_if(s.begin(), s.end(), ab) - s.begin());
  EXPECT(thrust::find_if_not(d.begin(), d.end(), is_odd()) - d.begin() ==
         std::find_if_not(s.begin(), s.end(), is_odd()) - s.begin());
  int needle = n > 0 ? s[n / 2] : 0;
  EXPECT(thrust::find(d.begin(), d.end(), needle) - d.begin() ==
         std::find(s.begin(), s.end(), needle) - s.begin());
  EXPECT(thrust::find(thrust::device, d.begin(), d.end(), 100000) == d.end());

  // lower_bound, upper_bound, binary_search: vectorized and single
  std::vector<int> sorted = s;
  std::sort(sorted.begin(), sorted.end());
  thrust::device_vector<int> ds(sorted.begin(), sorted.end());
  std::vector<int> probes(1000);
  for (int i = 0; i < 1000; ++i)
    probes[i] = i - 500 + (i % 3);
  thrust::device_vector<int> dp(probes.begin(), probes.end()), pos(1000);
  thrust::device_vector<int> found(1000);
  thrust::lower_bound(ds.begin(), ds.end(), dp.begin(), dp.end(), pos.begin());
  std::vector<int> pref(1000);
  for (int i = 0; i < 1000; ++i)
    pref[i] = (int)(std::lower_bound(sorted.begin(), sorted.end(), probes[i]) - sorted.begin());
  EXPECT(host(pos) == pref);
  thrust::upper_bound(ds.begin(), ds.end(), dp.begin(), dp.end(), pos.begin());
  for (int i = 0; i < 1000; ++i)
    pref[i] = (int)(std::upper_bound(sorted.begin(), sorted.end(), probes[i]) - sorted.begin());
  EXPECT(host(pos) == pref);
  thrust::binary_search(ds.begin(), ds.end(), dp.begin(), dp.end(), found.begin());
  for (int i = 0; i < 1000; ++i)
    pref[i] = std::binary_search(sorted.begin(), sorted.end(), probes[i]) ? 1 : 0;
  EXPECT(host(found) == pref);
  EXPECT(thrust::lower_bound(ds.begin(), ds.end(), 7) - ds.begin() ==
         std::lower_bound(sorted.begin(), sorted.end(), 7) - sorted.begin());
  EXPECT(thrust::upper_bound(thrust::device, ds.begin(), ds.end(), 7) - ds.begin() ==
         std::upper_bound(sorted.begin(), sorted.end(), 7) - sorted.begin());
  EXPECT(thrust::binary_search(ds.begin(), ds.end(), n > 0 ? sorted[0] : 0) == (n > 0));

  // scatter_if, gather_if (a stencil with the default identity and a
  // cuda::std::identity predicate)
  std::vector<int> map(n), stencil(n);
  for (int i = 0; i < n; ++i) {
    map[i] = n - 1 - i;
    stencil[i] = i % 3 == 0;
  }
  thrust::device_vector<int> dmap(map.begin(), map.end()), dst(stencil.begin(), stencil.end());
  thrust::fill(t.begin(), t.end(), -1);
  thrust::scatter_if(d.begin(), d.end(), dmap.begin(), dst.begin(), t.begin());
  std::fill(ref.begin(), ref.end(), -1);
  for (int i = 0; i < n; ++i)
    if (stencil[i])
      ref[map[i]] = s[i];
  EXPECT(host(t) == ref);
  thrust::fill(t.begin(), t.end(), -1);
  thrust::gather_if(dmap.begin(), dmap.end(), dst.begin(), d.begin(), t.begin(),
                    cuda::std::identity());
  std::fill(ref.begin(), ref.end(), -1);
  for (int i = 0; i < n; ++i)
    if (stencil[i])
      ref[i] = s[map[i]];
  EXPECT(host(t) == ref);

  if (failures != before)
    std::printf("FAILED: %d items\n", n);
}

int main() {
  const int sizes[] = {0, 1, 1000, 1 << 20};
  for (int n : sizes)
    check(n);
  return DONE();
}
