// cub::BlockReduce and cub::BlockScan (CUB documentation: "BlockReduce",
// "BlockScan") on int, unsigned, float, double and a user type with a
// non-commutative operator; blocks of 128 and 100 threads and a 2-D block of
// 16x6 (BLOCK_DIM_Y); one item and three items per thread, num_valid,
// block aggregates and a running-prefix callback over two tiles, with the
// TempStorage of both in one __shared__ union. Checked against host
// references: reductions in thread 0 (the thread CUB defines them for),
// scans in every thread.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cuda_runtime.h>
#include <vector>
#include "cub-values.h"
#include "expect.h"

constexpr int Fields = 22;

// A running total across the tiles a block scans (CUB's BlockPrefixCallbackOp).
template <typename T> struct RunningTotal {
  T total;
  __device__ T operator()(T aggregate) {
    T old = total;
    total = total + aggregate;
    return old;
  }
};

template <typename T, int X, int Y, cub::BlockReduceAlgorithm RA, cub::BlockScanAlgorithm SA>
__global__ void blockKernel(const T *in, T *out, int valid, T init) {
  typedef cub::BlockReduce<T, X, RA, Y> Reduce;
  typedef cub::BlockScan<T, X, SA, Y> Scan;
  __shared__ union {
    typename Reduce::TempStorage reduce;
    typename Scan::TempStorage scan;
  } temp;
  const int threads = X * Y;
  int t = threadIdx.x + X * threadIdx.y;
  int i = blockIdx.x * threads + t;
  const T *tile = in + blockIdx.x * threads * 4;
  T x = tile[t];
  T items[3] = {tile[threads + 3 * t], tile[threads + 3 * t + 1], tile[threads + 3 * t + 2]};
  T *o = out + i * Fields;
  o[0] = Reduce(temp.reduce).Sum(x);
  __syncthreads();
  o[1] = Reduce(temp.reduce).Reduce(x, cub::Max());
  __syncthreads();
  o[2] = Reduce(temp.reduce).Sum(x, valid);
  __syncthreads();
  o[3] = Reduce(temp.reduce).Reduce(x, cub::Min(), valid);
  __syncthreads();
  o[4] = Reduce(temp.reduce).Sum(items);
  __syncthreads();
  o[5] = Reduce(temp.reduce).Reduce(items, cub::Max());
  __syncthreads();
  T a, agg;
  Scan(temp.scan).InclusiveSum(x, a);
  o[6] = a;
  __syncthreads();
  Scan(temp.scan).ExclusiveSum(x, a, agg);
  o[7] = a;
  o[8] = agg;
  __syncthreads();
  Scan(temp.scan).InclusiveScan(x, a, cub::Max(), agg);
  o[9] = a;
  o[10] = agg;
  __syncthreads();
  Scan(temp.scan).ExclusiveScan(x, a, init, cub::Max());
  o[11] = a;
  __syncthreads();
  Scan(temp.scan).ExclusiveScan(x, a, cub::Min());
  o[12] = a; // undefined in thread 0
  __syncthreads();
  T outItems[3];
  Scan(temp.scan).ExclusiveSum(items, outItems, agg);
  o[13] = outItems[0];
  o[14] = outItems[2];
  o[15] = agg;
  __syncthreads();
  Scan(temp.scan).InclusiveScan(items, outItems, cub::Max());
  o[16] = outItems[1];
  o[17] = outItems[2];
  __syncthreads();
  Scan(temp.scan).InclusiveSum(items, items); // in place
  o[18] = items[2];
  __syncthreads();
  // Two tiles with a running prefix: x, then the first item of each thread.
  RunningTotal<T> prefix = {init};
  Scan(temp.scan).ExclusiveSum(x, a, prefix);
  o[19] = a;
  __syncthreads();
  Scan(temp.scan).InclusiveSum(tile[threads + 3 * t], a, prefix);
  o[20] = a;
  o[21] = prefix.total; // meaningful in the first warp
}

template <int X, int Y> __global__ void spanKernel(const Span *in, Span *out, int valid) {
  typedef cub::BlockReduce<Span, X, cub::BLOCK_REDUCE_RAKING, Y> Reduce;
  typedef cub::BlockScan<Span, X, cub::BLOCK_SCAN_WARP_SCANS, Y> Scan;
  __shared__ typename Reduce::TempStorage reduceTemp;
  __shared__ typename Scan::TempStorage scanTemp;
  const int threads = X * Y;
  int t = threadIdx.x + X * threadIdx.y;
  int i = blockIdx.x * threads + t;
  Span x = in[i];
  Span *o = out + i * 5;
  o[0] = Reduce(reduceTemp).Reduce(x, Join());
  __syncthreads();
  o[1] = Reduce(reduceTemp).Reduce(x, Join(), valid);
  Span a, agg, id = {~0u, ~0u, 0u};
  Scan(scanTemp).InclusiveScan(x, a, Join());
  o[2] = a;
  __syncthreads();
  Scan(scanTemp).ExclusiveScan(x, a, id, Join(), agg);
  o[3] = a;
  o[4] = agg;
}

template <typename T> static T add(T a, T b) { return a + b; }
template <typename T> static T max(T a, T b) { return a < b ? b : a; }
template <typename T> static T min(T a, T b) { return b < a ? b : a; }

template <typename T, int X, int Y, cub::BlockReduceAlgorithm RA, cub::BlockScanAlgorithm SA>
static void checkBlock(int valid) {
  const int threads = X * Y, blocks = 2;
  std::vector<T> h(blocks * threads * 4);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = value<T>(i + X);
  T *din, *dout;
  cudaMalloc(&din, h.size() * sizeof(T));
  cudaMalloc(&dout, blocks * threads * Fields * sizeof(T));
  cudaMemcpy(din, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  T init = value<T>(3);
  blockKernel<T, X, Y, RA, SA><<<blocks, dim3(X, Y)>>>(din, dout, valid, init);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  std::vector<T> o(blocks * threads * Fields);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    const T *x = &h[b * threads * 4];
    const T *items = x + threads; // thread t: items[3t .. 3t+2]
    T sum = x[0], mx = x[0], sumV = x[0], mnV = x[0], isum = items[0], imax = items[0];
    for (int k = 1; k < threads; ++k) {
      sum = add(sum, x[k]);
      mx = max(mx, x[k]);
    }
    for (int k = 1; k < valid; ++k) {
      sumV = add(sumV, x[k]);
      mnV = min(mnV, x[k]);
    }
    for (int k = 1; k < 3 * threads; ++k) {
      isum = add(isum, items[k]);
      imax = max(imax, items[k]);
    }
    T firstSum = items[0];
    for (int k = 1; k < threads; ++k)
      firstSum = add(firstSum, items[3 * k]);
    const T *r0 = &o[b * threads * Fields];
    bad += !same(r0[0], sum) + !same(r0[1], mx) + !same(r0[2], sumV) + !same(r0[3], mnV) +
           !same(r0[4], isum) + !same(r0[5], imax);
    T inc = T(), exc = T(), incMax = x[0], excInit = init, excMin = x[0];
    T itemsExc = T(), itemsMax = items[0];
    for (int t = 0; t < threads; ++t) {
      const T *r = &o[(b * threads + t) * Fields];
      inc = add(inc, x[t]);
      incMax = max(incMax, x[t]);
      // items of thread t: exclusive sums before items 0 and 2, inclusive max of 1 and 2
      T e0 = itemsExc, e2 = add(add(itemsExc, items[3 * t]), items[3 * t + 1]);
      T m1 = max(max(itemsMax, items[3 * t]), items[3 * t + 1]);
      T m2 = max(m1, items[3 * t + 2]);
      T s2 = add(e2, items[3 * t + 2]);
      // the running prefix: tile 1 (x) after init, tile 2 (first items) after init + sum(x)
      T p1 = add(init, exc);
      T firstInc = add(init, sum);
      for (int k = 0; k <= t; ++k)
        firstInc = add(firstInc, items[3 * k]);
      bad += !same(r[6], inc) + !same(r[7], exc) + !same(r[8], sum) + !same(r[9], incMax) +
             !same(r[10], mx) + !same(r[11], excInit) + (t > 0 && !same(r[12], excMin)) +
             !same(r[13], e0) + !same(r[14], e2) + !same(r[15], isum) + !same(r[16], m1) +
             !same(r[17], m2) + !same(r[18], s2) + !same(r[19], p1) + !same(r[20], firstInc) +
             (t < 32 && !same(r[21], add(add(init, sum), firstSum)));
      exc = add(exc, x[t]);
      excInit = max(excInit, x[t]);
      excMin = t == 0 ? x[0] : min(excMin, x[t]);
      itemsExc = s2;
      itemsMax = m2;
    }
  }
  if (bad)
    std::printf("FAILED: BlockReduce/BlockScan<T of %d bytes%s, %dx%d>, valid %d: %d wrong\n",
                (int)sizeof(T), std::is_floating_point<T>::value ? ", floating" : "", X, Y, valid,
                bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

template <int X, int Y> static void checkSpan(int valid) {
  const int threads = X * Y, blocks = 2, n = blocks * threads;
  std::vector<Span> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = value<Span>(i);
  Span *din, *dout;
  cudaMalloc(&din, n * sizeof(Span));
  cudaMalloc(&dout, n * 5 * sizeof(Span));
  cudaMemcpy(din, h.data(), n * sizeof(Span), cudaMemcpyHostToDevice);
  spanKernel<X, Y><<<blocks, dim3(X, Y)>>>(din, dout, valid);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  std::vector<Span> o(n * 5);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(Span), cudaMemcpyDeviceToHost);
  Join op;
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    const Span *x = &h[b * threads];
    Span all = x[0], some = x[0];
    for (int k = 1; k < threads; ++k)
      all = op(all, x[k]);
    for (int k = 1; k < valid; ++k)
      some = op(some, x[k]);
    bad += (o[b * threads * 5] != all) + (o[b * threads * 5 + 1] != some);
    Span inc = x[0], exc = {~0u, ~0u, 0u};
    for (int t = 0; t < threads; ++t) {
      const Span *r = &o[(b * threads + t) * 5];
      if (t > 0)
        inc = op(inc, x[t]);
      bad += (r[2] != inc) + (r[3] != exc) + (r[4] != all);
      exc = op(exc, x[t]);
    }
  }
  if (bad)
    std::printf("FAILED: Span block reduce/scan %dx%d: %d wrong\n", X, Y, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

int main() {
  checkBlock<int, 128, 1, cub::BLOCK_REDUCE_WARP_REDUCTIONS, cub::BLOCK_SCAN_RAKING>(77);
  checkBlock<int, 100, 1, cub::BLOCK_REDUCE_RAKING, cub::BLOCK_SCAN_WARP_SCANS>(100);
  checkBlock<unsigned, 100, 1, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, cub::BLOCK_SCAN_RAKING>(33);
  checkBlock<float, 16, 6, cub::BLOCK_REDUCE_WARP_REDUCTIONS, cub::BLOCK_SCAN_RAKING_MEMOIZE>(50);
  checkBlock<double, 128, 1, cub::BLOCK_REDUCE_WARP_REDUCTIONS, cub::BLOCK_SCAN_RAKING>(1);
  checkSpan<100, 1>(64);
  checkSpan<16, 6>(95);
  return DONE();
}
