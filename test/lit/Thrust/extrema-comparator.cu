// thrust::min_element and max_element with a user's comparator (|x| order):
// the first extreme element by that order, on the device and on the host,
// against std::min_element/max_element. (The comparator's BlockReduce
// specialisations used to miss a prototype: an internal error.)
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <algorithm>
#include <thrust/device_vector.h>
#include <thrust/extrema.h>
#include <thrust/host_vector.h>
#include <vector>
#include "expect.h"

struct abs_less {
  __host__ __device__ bool operator()(int a, int b) const {
    return (a < 0 ? -a : a) < (b < 0 ? -b : b);
  }
};

int main() {
  for (int n : {1, 1000, 100000}) {
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i)
      h[i] = (int)((i * 7919L) % 2001) - 1000; // |x| ties: the first wins
    thrust::device_vector<int> d(h.begin(), h.end());
    thrust::host_vector<int> hv(h.begin(), h.end());
    long wantMin = std::min_element(h.begin(), h.end(), abs_less()) - h.begin();
    long wantMax = std::max_element(h.begin(), h.end(), abs_less()) - h.begin();
    EXPECT(thrust::min_element(d.begin(), d.end(), abs_less()) - d.begin() == wantMin);
    EXPECT(thrust::max_element(d.begin(), d.end(), abs_less()) - d.begin() == wantMax);
    EXPECT(thrust::min_element(hv.begin(), hv.end(), abs_less()) - hv.begin() == wantMin);
    EXPECT(thrust::max_element(thrust::host, hv.begin(), hv.end(), abs_less()) - hv.begin() ==
           wantMax);
  }
  return DONE();
}
