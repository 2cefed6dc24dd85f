// cub::DeviceRadixSort (SortKeys, SortPairs, their Descending forms, a bit
// range, the DoubleBuffer forms) and cub::DeviceSelect (If with a user
// functor, Flagged) (CUB documentation: "DeviceRadixSort", "DeviceSelect")
// with CUB's two-call temporary-storage protocol, on int, unsigned, float
// and double keys, for 1, 1000 and 1 << 20 items. Checked against
// std::stable_sort (the radix sort is stable: pairs carry input positions)
// and a host selection.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_select.cuh>
#include <cuda_runtime.h>
#include <algorithm>
#include <vector>
#include "cub-values.h"
#include "expect.h"

template <typename F> static void twice(F f) {
  size_t bytes = 0;
  EXPECT(f(nullptr, bytes) == cudaSuccess);
  EXPECT(bytes > 0);
  void *temp = nullptr;
  cudaMalloc(&temp, bytes);
  EXPECT(f(temp, bytes) == cudaSuccess);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaFree(temp);
}

template <typename K> static K key(long long i) {
  long long x = (i * 2654435761LL) % 100003 - 50000; // repeats for n > 100003
  if (std::is_unsigned<K>::value)
    return (K)(x * 40503);
  if (std::is_floating_point<K>::value)
    return (K)x / 8;
  return (K)(x * 40503);
}

template <typename K> static void checkSort(int n, int begin, int end) {
  std::vector<K> h(n);
  std::vector<int> pos(n);
  for (int i = 0; i < n; ++i) {
    h[i] = key<K>(i % (n / 3 + 1)); // repeated keys, for stability
    pos[i] = i;
  }
  K *dkeys, *dout;
  int *dvals, *dvout;
  cudaMalloc(&dkeys, n * sizeof(K));
  cudaMalloc(&dout, n * sizeof(K));
  cudaMalloc(&dvals, n * sizeof(int));
  cudaMalloc(&dvout, n * sizeof(int));
  cudaMemcpy(dkeys, h.data(), n * sizeof(K), cudaMemcpyHostToDevice);
  cudaMemcpy(dvals, pos.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  auto ordered = [](K k) { // CUB's order of the keys' bits
    unsigned long long u = 0;
    std::memcpy(&u, &k, sizeof(K));
    unsigned long long sign = 1ull << (8 * sizeof(K) - 1);
    if (!std::is_floating_point<K>::value && !std::is_unsigned<K>::value)
      u ^= sign;
    if (std::is_floating_point<K>::value)
      u = (u & sign) ? ~u & (sign | (sign - 1)) : (u | sign);
    return u;
  };
  auto field = [&](K k) {
    return (ordered(k) >> begin) & (end - begin == 64 ? ~0ull : (1ull << (end - begin)) - 1);
  };
  std::vector<int> asc = pos, desc = pos, bits = pos;
  std::stable_sort(asc.begin(), asc.end(), [&](int a, int b) { return ordered(h[a]) < ordered(h[b]); });
  std::stable_sort(desc.begin(), desc.end(), [&](int a, int b) { return ordered(h[b]) < ordered(h[a]); });
  std::stable_sort(bits.begin(), bits.end(), [&](int a, int b) { return field(h[a]) < field(h[b]); });
  std::vector<K> ko(n);
  std::vector<int> vo(n);
  int bad = 0;
  auto compare = [&](const std::vector<int> &want, bool pairs) {
    cudaMemcpy(ko.data(), dout, n * sizeof(K), cudaMemcpyDeviceToHost);
    cudaMemcpy(vo.data(), dvout, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int r = 0; r < n; ++r)
      bad += !same(ko[r], h[want[r]]) + (pairs && vo[r] != want[r]);
  };
  twice([&](void *t, size_t &b) { return cub::DeviceRadixSort::SortKeys(t, b, dkeys, dout, n); });
  compare(asc, false);
  twice([&](void *t, size_t &b) {
    return cub::DeviceRadixSort::SortKeysDescending(t, b, dkeys, dout, n);
  });
  compare(desc, false);
  twice([&](void *t, size_t &b) {
    return cub::DeviceRadixSort::SortPairs(t, b, dkeys, dout, dvals, dvout, n);
  });
  compare(asc, true);
  twice([&](void *t, size_t &b) {
    return cub::DeviceRadixSort::SortPairsDescending(t, b, dkeys, dout, dvals, dvout, n);
  });
  compare(desc, true);
  twice([&](void *t, size_t &b) {
    return cub::DeviceRadixSort::SortPairs(t, b, dkeys, dout, dvals, dvout, n, begin, end);
  });
  compare(bits, true);
  // DoubleBuffer: the result is in the buffer the selector names.
  cub::DoubleBuffer<K> keys(dkeys, dout);
  twice([&](void *t, size_t &b) { return cub::DeviceRadixSort::SortKeys(t, b, keys, n); });
  EXPECT(keys.Current() == dout && keys.selector == 1);
  compare(asc, false);
  if (bad)
    std::printf("FAILED: DeviceRadixSort, K of %d bytes%s, %d items, bits [%d, %d): %d wrong\n",
                (int)sizeof(K), std::is_floating_point<K>::value ? ", floating" : "", n, begin,
                end, bad);
  EXPECT(bad == 0);
  cudaFree(dkeys);
  cudaFree(dout);
  cudaFree(dvals);
  cudaFree(dvout);
}

// A user selection functor with state, as in CUB's documentation.
template <typename T> struct GreaterThan {
  T bound;
  __host__ __device__ bool operator()(const T &a) const { return bound < a; }
};

template <typename T> static void checkSelect(int n) {
  std::vector<T> h(n);
  std::vector<char> flags(n);
  for (int i = 0; i < n; ++i) {
    h[i] = value<T>(i);
    flags[i] = (char)(i % 3 == 0 || i % 7 == 2);
  }
  T *din, *dout;
  char *dflags;
  int *dcount;
  cudaMalloc(&din, n * sizeof(T));
  cudaMalloc(&dout, n * sizeof(T));
  cudaMalloc(&dflags, n);
  cudaMalloc(&dcount, sizeof(int));
  cudaMemcpy(din, h.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(dflags, flags.data(), n, cudaMemcpyHostToDevice);
  GreaterThan<T> op = {(T)(std::is_unsigned<T>::value ? 1500 : 500)};
  std::vector<T> wantIf, wantFlagged;
  for (int i = 0; i < n; ++i) {
    if (op(h[i]))
      wantIf.push_back(h[i]);
    if (flags[i])
      wantFlagged.push_back(h[i]);
  }
  int bad = 0, count = -1;
  std::vector<T> o(n);
  twice([&](void *t, size_t &b) { return cub::DeviceSelect::If(t, b, din, dout, dcount, n, op); });
  cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost);
  bad += count != (int)wantIf.size();
  for (size_t k = 0; k < wantIf.size() && (int)k < n; ++k)
    bad += !same(o[k], wantIf[k]);
  twice([&](void *t, size_t &b) {
    return cub::DeviceSelect::Flagged(t, b, din, dflags, dout, dcount, n);
  });
  cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost);
  bad += count != (int)wantFlagged.size();
  for (size_t k = 0; k < wantFlagged.size() && (int)k < n; ++k)
    bad += !same(o[k], wantFlagged[k]);
  if (bad)
    std::printf("FAILED: DeviceSelect, T of %d bytes, %d items: %d wrong\n", (int)sizeof(T), n, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dflags);
  cudaFree(dcount);
}

int main() {
  checkSort<int>(1, 0, 32);
  checkSort<unsigned>(1000, 3, 17);
  checkSort<float>(1000, 16, 32);
  checkSort<double>(1000, 40, 64);
  checkSort<int>(1 << 20, 8, 21);
  checkSort<float>(1 << 20, 0, 32);
  checkSelect<int>(1);
  checkSelect<unsigned>(1000);
  checkSelect<float>(1000);
  checkSelect<double>(1 << 20);
  return DONE();
}
