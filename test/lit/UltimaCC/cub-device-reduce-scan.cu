// cub::DeviceReduce (Sum, Min, Max, ArgMin, ArgMax, Reduce) and
// cub::DeviceScan (InclusiveSum, ExclusiveSum, InclusiveScan, ExclusiveScan)
// (CUB documentation: "DeviceReduce", "DeviceScan") with CUB's two-call
// temporary-storage protocol, on int, unsigned, float, double and a user
// type with a non-commutative operator, for 0 (reductions), 1, 1000 and
// 1 << 20 items. Checked against host references (values in floats are
// small integers, so every order of additions gives one sum).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cuda_runtime.h>
#include <cfloat>
#include <climits>
#include <limits>
#include <vector>
#include "cub-values.h"
#include "expect.h"

template <typename T> static T item(long long i, int n) {
  if (std::is_floating_point<T>::value && n > 100000)
    return (T)((i * 7919) % 5 - 2); // partial sums stay exact in float
  return value<T>(i);
}

// Calls f(d_temp_storage, bytes) twice, as CUB documents: sizing, then running.
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

template <typename T> static void checkReduce(int n) {
  std::vector<T> h(n > 0 ? n : 1);
  for (int i = 0; i < n; ++i)
    h[i] = item<T>(i, n);
  T *din, *dout;
  cub::KeyValuePair<int, T> *dpair;
  cudaMalloc(&din, h.size() * sizeof(T));
  cudaMalloc(&dout, sizeof(T));
  cudaMalloc(&dpair, sizeof(cub::KeyValuePair<int, T>));
  cudaMemcpy(din, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  T sum = 0, mn = std::numeric_limits<T>::max(), mx = std::numeric_limits<T>::lowest();
  int argmin = 1, argmax = 1;
  for (int i = 0; i < n; ++i) {
    sum += h[i];
    if (i == 0 || h[i] < mn)
      mn = h[i], argmin = i;
    if (i == 0 || mx < h[i])
      mx = h[i], argmax = i;
  }
  if (n == 0)
    argmin = argmax = 1;
  T got;
  cub::KeyValuePair<int, T> pair;
  twice([&](void *t, size_t &b) { return cub::DeviceReduce::Sum(t, b, din, dout, n); });
  cudaMemcpy(&got, dout, sizeof(T), cudaMemcpyDeviceToHost);
  EXPECT(same(got, sum));
  twice([&](void *t, size_t &b) { return cub::DeviceReduce::Min(t, b, din, dout, n); });
  cudaMemcpy(&got, dout, sizeof(T), cudaMemcpyDeviceToHost);
  EXPECT(same(got, mn));
  twice([&](void *t, size_t &b) { return cub::DeviceReduce::Max(t, b, din, dout, n); });
  cudaMemcpy(&got, dout, sizeof(T), cudaMemcpyDeviceToHost);
  EXPECT(same(got, mx));
  twice([&](void *t, size_t &b) { return cub::DeviceReduce::ArgMin(t, b, din, dpair, n); });
  cudaMemcpy(&pair, dpair, sizeof(pair), cudaMemcpyDeviceToHost);
  EXPECT(pair.key == argmin && same(pair.value, mn));
  twice([&](void *t, size_t &b) { return cub::DeviceReduce::ArgMax(t, b, din, dpair, n); });
  cudaMemcpy(&pair, dpair, sizeof(pair), cudaMemcpyDeviceToHost);
  EXPECT(pair.key == argmax && same(pair.value, mx));
  T init = (T)7;
  twice([&](void *t, size_t &b) {
    return cub::DeviceReduce::Reduce(t, b, din, dout, n, cub::Max(), init);
  });
  cudaMemcpy(&got, dout, sizeof(T), cudaMemcpyDeviceToHost);
  EXPECT(same(got, n > 0 && init < mx ? mx : init));
  if (!EXPECT_OK())
    std::printf("FAILED: DeviceReduce, T of %d bytes, %d items\n", (int)sizeof(T), n);
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dpair);
}

template <typename T> static void checkScan(int n) {
  std::vector<T> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = item<T>(i, n);
  T *din, *dout;
  cudaMalloc(&din, n * sizeof(T));
  cudaMalloc(&dout, n * sizeof(T));
  cudaMemcpy(din, h.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  std::vector<T> o(n);
  T init = (T)-5;
  int bad = 0;
  for (int kind = 0; kind < 4; ++kind) {
    if (kind == 0)
      twice([&](void *t, size_t &b) { return cub::DeviceScan::InclusiveSum(t, b, din, dout, n); });
    else if (kind == 1)
      twice([&](void *t, size_t &b) { return cub::DeviceScan::ExclusiveSum(t, b, din, dout, n); });
    else if (kind == 2)
      twice([&](void *t, size_t &b) {
        return cub::DeviceScan::InclusiveScan(t, b, din, dout, cub::Max(), n);
      });
    else
      twice([&](void *t, size_t &b) {
        return cub::DeviceScan::ExclusiveScan(t, b, din, dout, cub::Max(), init, n);
      });
    cudaMemcpy(o.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost);
    T run = kind == 3 ? init : (T)0;
    for (int i = 0; i < n; ++i) {
      T inc = kind < 2 ? (T)(run + h[i]) : (i == 0 && kind == 2 ? h[0] : (run < h[i] ? h[i] : run));
      bad += !same(o[i], kind == 0 || kind == 2 ? inc : run);
      run = inc;
    }
  }
  if (bad)
    std::printf("FAILED: DeviceScan, T of %d bytes, %d items: %d wrong\n", (int)sizeof(T), n, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

static void checkSpan(int n) {
  std::vector<Span> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = value<Span>(i);
  Span *din, *dout;
  cudaMalloc(&din, n * sizeof(Span));
  cudaMalloc(&dout, n * sizeof(Span));
  cudaMemcpy(din, h.data(), n * sizeof(Span), cudaMemcpyHostToDevice);
  Span id = {~0u, ~0u, 0u}, all = id, got;
  Join op;
  for (int i = 0; i < n; ++i)
    all = op(all, h[i]);
  twice([&](void *t, size_t &b) {
    return cub::DeviceReduce::Reduce(t, b, din, dout, n, Join(), id);
  });
  cudaMemcpy(&got, dout, sizeof(Span), cudaMemcpyDeviceToHost);
  EXPECT(got == all);
  twice([&](void *t, size_t &b) {
    return cub::DeviceScan::InclusiveScan(t, b, din, dout, Join(), n);
  });
  std::vector<Span> o(n);
  cudaMemcpy(o.data(), dout, n * sizeof(Span), cudaMemcpyDeviceToHost);
  Span run = h[0];
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    if (i > 0)
      run = op(run, h[i]);
    bad += o[i] != run;
  }
  // ExclusiveScan in place.
  twice([&](void *t, size_t &b) {
    return cub::DeviceScan::ExclusiveScan(t, b, din, din, Join(), id, n);
  });
  cudaMemcpy(o.data(), din, n * sizeof(Span), cudaMemcpyDeviceToHost);
  run = id;
  for (int i = 0; i < n; ++i) {
    bad += o[i] != run;
    run = op(run, h[i]);
  }
  if (bad)
    std::printf("FAILED: Span DeviceScan, %d items: %d wrong\n", n, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  const int sizes[] = {0, 1, 1000, 1 << 20};
  for (int n : sizes) {
    checkReduce<int>(n);
    checkReduce<unsigned>(n);
    checkReduce<float>(n);
    checkReduce<double>(n);
    if (n > 0) {
      checkScan<int>(n);
      checkScan<unsigned>(n);
      checkScan<float>(n);
      checkScan<double>(n);
      checkSpan(n);
    }
  }
  return DONE();
}
