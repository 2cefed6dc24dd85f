// Thrust's fancy iterators in the device algorithms: counting_iterator,
// constant_iterator, transform_iterator (the user's functor in the
// materializing kernel), zip_iterator (as input, as output, and sorted in
// place, lexicographically), permutation_iterator (read: a gather; written:
// a scatter) and discard_iterator, and tuple/pair in host and device code,
// for 0, 1, 1000 and 1 << 20 items, against the C++ standard library.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/pair.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/tuple.h>
#include <algorithm>
#include <tuple>
#include <vector>
#include "expect.h"

struct times3 {
  __host__ __device__ int operator()(int x) const { return 3 * x; }
};
struct dot2 { // a functor on a zip_iterator's tuple
  __host__ __device__ float operator()(const thrust::tuple<int, float> &t) const {
    return thrust::get<0>(t) * thrust::get<1>(t);
  }
};
struct swap2 { // makes a tuple: written through a zip_iterator
  __host__ __device__ thrust::tuple<float, int> operator()(int a, float b) const {
    return thrust::make_tuple(b + 1.0f, a - 1);
  }
};
struct is_even {
  __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};

static int item(int i) { return (int)((i * 7919LL) % 1001) - 500; }

template <typename T> static std::vector<T> host(const thrust::device_vector<T> &d) {
  thrust::host_vector<T> h = d;
  return std::vector<T>(h.begin(), h.end());
}

static void check(int n) {
  int before = failures;
  std::vector<int> s(n);
  std::vector<float> f(n);
  for (int i = 0; i < n; ++i) {
    s[i] = item(i);
    f[i] = (float)(item(i + 3) % 17);
  }
  thrust::device_vector<int> d(s.begin(), s.end());
  thrust::device_vector<float> df(f.begin(), f.end());

  // counting_iterator and constant_iterator as inputs
  thrust::device_vector<int> t(n);
  thrust::copy(thrust::make_counting_iterator(5), thrust::make_counting_iterator(5 + n),
               t.begin());
  std::vector<int> ref(n);
  for (int i = 0; i < n; ++i)
    ref[i] = 5 + i;
  EXPECT(host(t) == ref);
  thrust::transform(thrust::make_constant_iterator(4), thrust::make_constant_iterator(4) + n,
                    d.begin(), t.begin(), thrust::plus<int>());
  for (int i = 0; i < n; ++i)
    ref[i] = 4 + s[i];
  EXPECT(host(t) == ref);
  long long sum = thrust::reduce(thrust::device, thrust::make_counting_iterator(0),
                                 thrust::make_counting_iterator(n), 0LL, thrust::plus<long long>());
  EXPECT(sum == (long long)n * (n - 1) / 2);

  // transform_iterator: the functor runs in the materializing kernel
  thrust::inclusive_scan(thrust::make_transform_iterator(d.begin(), times3()),
                         thrust::make_transform_iterator(d.end(), times3()), t.begin());
  long long run = 0;
  for (int i = 0; i < n; ++i) {
    run += 3 * s[i];
    ref[i] = (int)run;
  }
  EXPECT(host(t) == ref);
  // in host code it is an ordinary iterator
  std::vector<int> h3(thrust::make_transform_iterator(s.begin(), times3()),
                      thrust::make_transform_iterator(s.end(), times3()));
  for (int i = 0; i < n; ++i)
    EXPECT(h3[i] == 3 * s[i]);

  // zip_iterator as input (a functor taking the tuple) and as output
  thrust::device_vector<float> prod(n);
  thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(d.begin(), df.begin())),
                    thrust::make_zip_iterator(thrust::make_tuple(d.end(), df.end())),
                    prod.begin(), dot2());
  std::vector<float> fref(n);
  for (int i = 0; i < n; ++i)
    fref[i] = s[i] * f[i];
  EXPECT(host(prod) == fref);
  thrust::device_vector<float> zf(n);
  thrust::device_vector<int> zi(n);
  thrust::transform(d.begin(), d.end(), df.begin(),
                    thrust::make_zip_iterator(thrust::make_tuple(zf.begin(), zi.begin())),
                    swap2());
  std::vector<int> iref(n);
  for (int i = 0; i < n; ++i) {
    fref[i] = f[i] + 1.0f;
    iref[i] = s[i] - 1;
  }
  EXPECT(host(zf) == fref);
  EXPECT(host(zi) == iref);

  // sorting a zip_iterator: lexicographic on (key, value)
  thrust::device_vector<int> k(n), v(n);
  std::vector<std::pair<int, int>> pr(n);
  for (int i = 0; i < n; ++i)
    pr[i] = std::make_pair(s[i] % 7, (i * 31) % 1000);
  for (int i = 0; i < n; ++i) {
    k[i] = pr[i].first;
    v[i] = pr[i].second;
  }
  thrust::sort(thrust::make_zip_iterator(thrust::make_tuple(k.begin(), v.begin())),
               thrust::make_zip_iterator(thrust::make_tuple(k.end(), v.end())));
  std::sort(pr.begin(), pr.end());
  std::vector<int> hk = host(k), hv = host(v);
  bool sorted = true;
  for (int i = 0; i < n; ++i)
    sorted = sorted && hk[i] == pr[i].first && hv[i] == pr[i].second;
  EXPECT(sorted);

  // permutation_iterator: read (gather) and written (scatter)
  std::vector<int> perm(n);
  for (int i = 0; i < n; ++i)
    perm[i] = (int)((i * 7919LL + 13) % (n > 0 ? n : 1));
  bool bijective = n % 7919 != 0;
  thrust::device_vector<int> dperm(perm.begin(), perm.end());
  thrust::copy(thrust::make_permutation_iterator(d.begin(), dperm.begin()),
               thrust::make_permutation_iterator(d.begin(), dperm.end()), t.begin());
  for (int i = 0; i < n; ++i)
    ref[i] = s[perm[i]];
  EXPECT(host(t) == ref);
  if (bijective) {
    thrust::copy(d.begin(), d.end(), thrust::make_permutation_iterator(t.begin(), dperm.begin()));
    for (int i = 0; i < n; ++i)
      ref[perm[i]] = s[i];
    EXPECT(host(t) == ref);
  }

  // discard_iterator: copy_if's output count is kept, the items dropped
  thrust::discard_iterator<> end =
      thrust::copy_if(d.begin(), d.end(), thrust::make_discard_iterator(), is_even());
  EXPECT(end - thrust::make_discard_iterator() ==
         std::count_if(s.begin(), s.end(), [](int x) { return x % 2 == 0; }));

  // a counting_iterator as copy_if's input with a device stencil
  thrust::device_vector<int> idx(n);
  thrust::device_vector<int>::iterator last = thrust::copy_if(
      thrust::make_counting_iterator(0), thrust::make_counting_iterator(n), d.begin(),
      idx.begin(), is_even());
  std::vector<int> iref2;
  for (int i = 0; i < n; ++i)
    if (s[i] % 2 == 0)
      iref2.push_back(i);
  EXPECT((int)(last - idx.begin()) == (int)iref2.size());
  std::vector<int> hidx = host(idx);
  hidx.resize(iref2.size());
  EXPECT(hidx == iref2);

  if (failures != before)
    std::printf("FAILED: %d items\n", n);
}

int main() {
  // tuple and pair in host code
  thrust::tuple<int, float, char> t3 = thrust::make_tuple(1, 2.5f, 'x');
  EXPECT(thrust::get<0>(t3) == 1 && thrust::get<1>(t3) == 2.5f && thrust::get<2>(t3) == 'x');
  EXPECT(thrust::make_tuple(1, 2) < thrust::make_tuple(1, 3));
  EXPECT(!(thrust::make_tuple(2, 0) < thrust::make_tuple(1, 3)));
  EXPECT(thrust::make_tuple(1, 2) == thrust::make_tuple(1, 2));
  EXPECT((thrust::tuple_size<thrust::tuple<int, float, char>>::value == 3));
  thrust::pair<int, float> p = thrust::make_pair(3, 4.0f);
  EXPECT(p.first == 3 && p.second == 4.0f);
  const int sizes[] = {0, 1, 1000, 1 << 20};
  for (int n : sizes)
    check(n);
  return DONE();
}
