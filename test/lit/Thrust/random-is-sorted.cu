// thrust/random.h: minstd_rand0 and minstd_rand (default_random_engine) are
// the C++ standard's engines, checked against the values the standard gives
// for their 10000th call (1043618065 and 399268537), on the host and in a
// kernel; seeding and discard agree with calling; the uniform distributions
// stay in range with the expected mean, the normal one has mean 0 and
// variance 1 (5 standard errors). thrust::is_sorted and is_sorted_until on
// host and device ranges, with and without a comparator.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cmath>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/random.h>
#include <thrust/sort.h>
#include "expect.h"

__global__ void tenThousandth(unsigned *out) {
  thrust::minstd_rand0 a;
  thrust::default_random_engine b;
  a.discard(9999);
  for (int i = 0; i < 9999; ++i)
    b();
  out[0] = a();
  out[1] = b();
}

int main() {
  thrust::minstd_rand0 a;
  thrust::minstd_rand b;
  for (int i = 0; i < 9999; ++i) {
    a();
    b();
  }
  EXPECT(a() == 1043618065u);
  EXPECT(b() == 399268537u);
  unsigned *d;
  cudaMalloc(&d, 2 * sizeof(unsigned));
  tenThousandth<<<1, 1>>>(d);
  unsigned h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  EXPECT(h[0] == 1043618065u && h[1] == 399268537u);

  thrust::default_random_engine rng(12345);
  thrust::default_random_engine again(12345);
  again.discard(5);
  for (int i = 0; i < 5; ++i)
    rng();
  EXPECT(rng() == again());

  const int n = 200000;
  thrust::uniform_int_distribution<unsigned int> wide(0, 4294967295u);
  thrust::uniform_int_distribution<int> dice(1, 6);
  thrust::uniform_real_distribution<float> unit(0.0f, 1.0f);
  thrust::normal_distribution<double> normal(0.0, 1.0);
  double sumWide = 0, sumDice = 0, sumUnit = 0, sumNormal = 0, sqNormal = 0;
  bool inRange = true;
  for (int i = 0; i < n; ++i) {
    unsigned w = wide(rng);
    int k = dice(rng);
    float u = unit(rng);
    double z = normal(rng);
    inRange = inRange && k >= 1 && k <= 6 && u >= 0.0f && u < 1.0f;
    sumWide += w;
    sumDice += k;
    sumUnit += u;
    sumNormal += z;
    sqNormal += z * z;
  }
  EXPECT(inRange);
  EXPECT(std::fabs(sumDice / n - 3.5) < 5 * std::sqrt(35.0 / 12 / n));
  EXPECT(std::fabs(sumUnit / n - 0.5) < 5 * std::sqrt(1.0 / 12 / n));
  EXPECT(std::fabs(sumWide / n / 4294967295.0 - 0.5) < 5 * std::sqrt(1.0 / 12 / n));
  EXPECT(std::fabs(sumNormal / n) < 5 / std::sqrt((double)n));
  EXPECT(std::fabs(sqNormal / n - 1.0) < 5 * std::sqrt(2.0 / n));

  thrust::host_vector<int> up(1000), down(1000);
  for (int i = 0; i < 1000; ++i) {
    up[i] = i / 3;
    down[i] = 1000 - i;
  }
  thrust::device_vector<int> dup = up, ddown = down;
  EXPECT(thrust::is_sorted(up.begin(), up.end()));
  EXPECT(!thrust::is_sorted(down.begin(), down.end()));
  EXPECT(thrust::is_sorted(down.begin(), down.end(), thrust::greater<int>()));
  EXPECT(thrust::is_sorted(dup.begin(), dup.end()));
  EXPECT(!thrust::is_sorted(thrust::device, ddown.begin(), ddown.end()));
  EXPECT(thrust::is_sorted(ddown.begin(), ddown.end(), thrust::greater<int>()));
  up[700] = -1;
  EXPECT(thrust::is_sorted_until(up.begin(), up.end()) - up.begin() == 700);
  dup = up;
  EXPECT(thrust::is_sorted_until(dup.begin(), dup.end()) - dup.begin() == 700);
  return DONE();
}
