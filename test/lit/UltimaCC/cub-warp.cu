// cub::WarpReduce and cub::WarpScan (CUB documentation: "WarpReduce",
// "WarpScan") on int, unsigned, float, double and a user type with a
// non-commutative operator, logical warps of 32, 16, 8 and 4 threads, in blocks
// of 128 threads and of 100 (a last warp of 4 threads), with and without
// valid_items. Checked against host references: reductions in each logical
// warp's lane 0 (the lanes CUB defines them for), scans in every lane.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cuda_runtime.h>
#include <vector>
#include "cub-values.h"
#include "expect.h"

constexpr int Fields = 12;

template <typename T, int L> __global__ void warpKernel(const T *in, T *out, int valid, T init) {
  typedef cub::WarpReduce<T, L> Reduce;
  typedef cub::WarpScan<T, L> Scan;
  __shared__ typename Reduce::TempStorage reduceTemp[128 / L + 1];
  __shared__ typename Scan::TempStorage scanTemp[128 / L + 1];
  int w = threadIdx.x / L;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T x = in[i];
  T *o = out + i * Fields;
  o[0] = Reduce(reduceTemp[w]).Sum(x);
  o[1] = Reduce(reduceTemp[w]).Reduce(x, cub::Max());
  o[2] = Reduce(reduceTemp[w]).Sum(x, valid);
  o[3] = Reduce(reduceTemp[w]).Reduce(x, cub::Min(), valid);
  T a, b;
  Scan(scanTemp[w]).InclusiveSum(x, a);
  o[4] = a;
  Scan(scanTemp[w]).ExclusiveSum(x, a, b);
  o[5] = a;
  o[6] = b;
  Scan(scanTemp[w]).InclusiveScan(x, a, cub::Max(), b);
  o[7] = a;
  o[8] = b;
  Scan(scanTemp[w]).ExclusiveScan(x, a, init, cub::Max());
  o[9] = a;
  Scan(scanTemp[w]).ExclusiveScan(x, a, cub::Min());
  o[10] = a; // undefined in lane 0
  o[11] = Scan(scanTemp[w]).Broadcast(x, L - 1);
}

template <int L> __global__ void spanKernel(const Span *in, Span *out, int valid) {
  typedef cub::WarpReduce<Span, L> Reduce;
  typedef cub::WarpScan<Span, L> Scan;
  __shared__ typename Reduce::TempStorage reduceTemp[128 / L + 1];
  __shared__ typename Scan::TempStorage scanTemp[128 / L + 1];
  int w = threadIdx.x / L;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Span x = in[i];
  Span *o = out + i * 5;
  o[0] = Reduce(reduceTemp[w]).Reduce(x, Join());
  o[1] = Reduce(reduceTemp[w]).Reduce(x, Join(), valid);
  Span a, b;
  Scan(scanTemp[w]).InclusiveScan(x, a, Join());
  o[2] = a;
  Span id = {~0u, ~0u, 0u};
  Scan(scanTemp[w]).ExclusiveScan(x, a, id, Join(), b);
  o[3] = a;
  o[4] = b;
}

template <typename T> struct HostOps {
  static T add(T a, T b) { return a + b; }
  static T max(T a, T b) { return a < b ? b : a; }
  static T min(T a, T b) { return b < a ? b : a; }
};

template <typename T, int L> static void checkWarp(int threads, int valid) {
  const int blocks = 2, n = blocks * threads;
  std::vector<T> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = value<T>(i + L);
  T *din, *dout;
  cudaMalloc(&din, n * sizeof(T));
  cudaMalloc(&dout, n * Fields * sizeof(T));
  cudaMemcpy(din, h.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  T init = value<T>(5);
  warpKernel<T, L><<<blocks, threads>>>(din, dout, valid, init);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  std::vector<T> o(n * Fields);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int lane = t % L, base = t - lane;
      int present = threads - base < L ? threads - base : L;
      int nv = valid < present ? valid : present;
      const T *x = &h[b * threads + base];
      const T *r = &o[(b * threads + t) * Fields];
      if (lane == 0) {
        T s = x[0], m = x[0], sv = x[0], mv = x[0];
        for (int k = 1; k < present; ++k) {
          s = HostOps<T>::add(s, x[k]);
          m = HostOps<T>::max(m, x[k]);
        }
        for (int k = 1; k < nv; ++k) {
          sv = HostOps<T>::add(sv, x[k]);
          mv = HostOps<T>::min(mv, x[k]);
        }
        bad += !same(r[0], s) + !same(r[1], m) + !same(r[2], sv) + !same(r[3], mv);
      }
      T inc = x[0], exc = T(), mx = x[0], agg = x[0], aggMax = x[0], exInit = init, exMin = x[0];
      for (int k = 1; k <= lane; ++k) {
        exc = HostOps<T>::add(exc, x[k - 1]);
        inc = HostOps<T>::add(inc, x[k]);
        mx = HostOps<T>::max(mx, x[k]);
      }
      for (int k = 0; k < lane; ++k)
        exInit = HostOps<T>::max(exInit, x[k]);
      for (int k = 1; k < lane; ++k)
        exMin = HostOps<T>::min(exMin, x[k]);
      for (int k = 1; k < present; ++k) {
        agg = HostOps<T>::add(agg, x[k]);
        aggMax = HostOps<T>::max(aggMax, x[k]);
      }
      bad += !same(r[4], inc) + !same(r[5], exc) + !same(r[6], agg) + !same(r[7], mx) +
             !same(r[8], aggMax) + !same(r[9], exInit) + (lane > 0 && !same(r[10], exMin)) +
             (L - 1 < present && !same(r[11], x[L - 1]));
    }
  if (bad)
    std::printf("FAILED: WarpReduce/WarpScan<T of %d bytes%s, %d>, %d threads, valid %d: %d wrong\n",
                (int)sizeof(T), std::is_floating_point<T>::value ? ", floating" : "", L, threads,
                valid, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

template <int L> static void checkSpan(int threads, int valid) {
  const int blocks = 2, n = blocks * threads;
  std::vector<Span> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = value<Span>(i);
  Span *din, *dout;
  cudaMalloc(&din, n * sizeof(Span));
  cudaMalloc(&dout, n * 5 * sizeof(Span));
  cudaMemcpy(din, h.data(), n * sizeof(Span), cudaMemcpyHostToDevice);
  spanKernel<L><<<blocks, threads>>>(din, dout, valid);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  std::vector<Span> o(n * 5);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(Span), cudaMemcpyDeviceToHost);
  Join op;
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int lane = t % L, base = t - lane;
      int present = threads - base < L ? threads - base : L;
      int nv = valid < present ? valid : present;
      const Span *x = &h[b * threads + base];
      const Span *r = &o[(b * threads + t) * 5];
      if (lane == 0) {
        Span all = x[0], some = x[0];
        for (int k = 1; k < present; ++k)
          all = op(all, x[k]);
        for (int k = 1; k < nv; ++k)
          some = op(some, x[k]);
        bad += (r[0] != all) + (r[1] != some);
      }
      Span inc = x[0], exc = {~0u, ~0u, 0u}, agg = x[0];
      for (int k = 1; k <= lane; ++k)
        inc = op(inc, x[k]);
      for (int k = 0; k < lane; ++k)
        exc = op(exc, x[k]);
      for (int k = 1; k < present; ++k)
        agg = op(agg, x[k]);
      bad += (r[2] != inc) + (r[3] != exc) + (r[4] != agg);
    }
  if (bad)
    std::printf("FAILED: Span warp reduce/scan, L=%d, %d threads: %d wrong\n", L, threads, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  checkWarp<int, 32>(128, 32);
  checkWarp<int, 32>(100, 20);
  checkWarp<int, 16>(100, 9);
  checkWarp<int, 4>(128, 3);
  checkWarp<unsigned, 32>(100, 31);
  checkWarp<float, 32>(128, 7);
  checkWarp<float, 8>(100, 5);
  checkWarp<double, 32>(100, 12);
  checkSpan<32>(128, 17);
  checkSpan<32>(100, 32);
  checkSpan<8>(100, 5);
  return DONE();
}
