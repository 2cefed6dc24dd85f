// cg::reduce (CUDA C++ Programming Guide, "Cooperative Groups": reduce) with
// cg::plus, cg::less, cg::greater and the bit operators on int, unsigned,
// float and double, over tiles of 32, 16 and 4 threads, and cg::inclusive_scan
// and cg::exclusive_scan; blocks of 64 and of 100 threads (a ragged last tile
// of 4 threads for 32 and 16, whose reduction covers only the threads the
// tile has). Checked against the host's reductions.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_runtime.h>
#include <type_traits>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

// out: per thread, the tile reductions with plus, less, greater (and for
// integers and, or, xor), then the inclusive and exclusive sums.
constexpr int Fields = 8;


template <unsigned N, typename T> __global__ void reduceKernel(const T *in, T *out) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned i = blockIdx.x * cta.size() + cta.thread_rank();
  T v = in[i];
  T *o = out + i * Fields;
  o[0] = cg::reduce(tile, v, cg::plus<T>());
  o[1] = cg::reduce(tile, v, cg::less<T>());
  o[2] = cg::reduce(tile, v, cg::greater<T>());
  o[6] = cg::inclusive_scan(tile, v);
  o[7] = cg::exclusive_scan(tile, v, cg::plus<T>());
}

template <unsigned N, typename T> __global__ void bitsKernel(const T *in, T *out) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned i = blockIdx.x * cta.size() + cta.thread_rank();
  T v = in[i];
  T *o = out + i * Fields;
  o[3] = cg::reduce(tile, v, cg::bit_and<T>());
  o[4] = cg::reduce(tile, v, cg::bit_or<T>());
  o[5] = cg::reduce(tile, v, cg::bit_xor<T>());
}

template <unsigned N, typename T>
static void launchBits(int blocks, int threads, const T *in, T *out, std::true_type) {
  bitsKernel<N, T><<<blocks, threads>>>(in, out);
}
template <unsigned N, typename T>
static void launchBits(int, int, const T *, T *, std::false_type) {}

template <typename T> static T value(int i) {
  // Integers in floats too, so that every order of additions gives one sum.
  long long x = (i * 7919LL + 13) % 2003 - 1000;
  return T(x < 0 && T(-1) > T(0) ? -x * 977 : x);
}

template <unsigned N, typename T> static void check(int blocks, int threads) {
  bool bits = std::is_integral<T>::value;
  int total = blocks * threads;
  std::vector<T> in(total), out(total * Fields, T(0));
  for (int i = 0; i < total; ++i)
    in[i] = value<T>(i);
  T *dIn, *dOut;
  cudaMalloc(&dIn, total * sizeof(T));
  cudaMalloc(&dOut, out.size() * sizeof(T));
  cudaMemcpy(dIn, in.data(), total * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemcpy(dOut, out.data(), out.size() * sizeof(T), cudaMemcpyHostToDevice);
  reduceKernel<N, T><<<blocks, threads>>>(dIn, dOut);
  launchBits<N, T>(blocks, threads, dIn, dOut, std::is_integral<T>());
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(T), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int first = t / N * N, rank = t % N;
      int present = threads - first < (int)N ? threads - first : N;
      const T *v = &in[b * threads + first];
      T sum = 0, lo = v[0], hi = v[0], inclusive = 0, exclusive = 0;
      for (int j = 0; j < present; ++j) {
        sum += v[j];
        lo = v[j] < lo ? v[j] : lo;
        hi = v[j] > hi ? v[j] : hi;
        if (j <= rank)
          inclusive += v[j];
        if (j < rank)
          exclusive += v[j];
      }
      const T *o = &out[(b * threads + t) * Fields];
      bool ok = o[0] == sum && o[1] == lo && o[2] == hi && o[6] == inclusive && o[7] == exclusive;
      if (bits) {
        long long a = -1, r = 0, x = 0;
        for (int j = 0; j < present; ++j) {
          a &= (long long)v[j];
          r |= (long long)v[j];
          x ^= (long long)v[j];
        }
        ok = ok && (long long)o[3] == (long long)T(a) && (long long)o[4] == (long long)T(r) &&
             (long long)o[5] == (long long)T(x);
      }
      if (!ok && ++bad <= 3)
        std::printf("FAILED N=%u %zu-byte type, block of %d, thread %d: sum %g (%g) min %g (%g) "
                    "max %g (%g) and %g or %g xor %g scans %g (%g) %g (%g)\n",
                    N, sizeof(T), threads, t, (double)o[0], (double)sum, (double)o[1], (double)lo,
                    (double)o[2], (double)hi, (double)o[3], (double)o[4], (double)o[5],
                    (double)o[6], (double)inclusive, (double)o[7], (double)exclusive);
    }
  EXPECT(bad == 0);
}

template <unsigned N> static void checkTypes(int blocks, int threads) {
  check<N, int>(blocks, threads);
  check<N, unsigned>(blocks, threads);
  check<N, float>(blocks, threads);
  check<N, double>(blocks, threads);
}

int main() {
  checkTypes<32>(2, 64);
  checkTypes<32>(2, 100);
  checkTypes<16>(1, 100);
  checkTypes<4>(2, 64);
  return DONE();
}
