// A differential check of cooperative groups' tile collectives against the
// warp functions they are defined by (CUDA C++ Programming Guide: a
// thread_block_tile<N>'s shfl* are the warp's __shfl*_sync with width N, its
// ballot the warp ballot's N bits of the tile), for tiles of 1 to 32 threads
// in blocks of 96 and 100 threads (a ragged last warp). Both sides run in the
// same kernel; the host compares them, and a model of the guide's rules too.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;
constexpr int Checks = 5;

template <unsigned N> __global__ void compare(const int *in, int *tileOut, int *warpOut) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned r = cta.thread_rank();
  int v = in[r];
  const unsigned full = 0xffffffffu;
  int *t = tileOut + Checks * r, *w = warpOut + Checks * r;
  t[0] = tile.shfl(v, 3 % N);
  w[0] = __shfl_sync(full, v, 3 % N, N);
  t[1] = tile.shfl_up(v, 1);
  w[1] = __shfl_up_sync(full, v, 1, N);
  t[2] = tile.shfl_down(v, N / 2);
  w[2] = __shfl_down_sync(full, v, N / 2, N);
  t[3] = tile.shfl_xor(v, N > 1 ? 1 : 0);
  w[3] = __shfl_xor_sync(full, v, N > 1 ? 1 : 0, N);
  unsigned warpBits = __ballot_sync(full, v % 3 == 0);
  t[4] = (int)tile.ballot(v % 3 == 0);
  unsigned first = (r % 32) & ~(N - 1);
  w[4] = (int)((N == 32 ? warpBits : (warpBits >> first) & ((1u << N) - 1u)));
}

template <unsigned N> int run(unsigned threads) {
  std::vector<int> h(threads), tile(Checks * threads), warp(Checks * threads);
  for (unsigned i = 0; i < threads; ++i)
    h[i] = (int)(i * 7919u % 1000u);
  int *d, *dt, *dw;
  cudaMalloc(&d, threads * sizeof(int));
  cudaMalloc(&dt, tile.size() * sizeof(int));
  cudaMalloc(&dw, warp.size() * sizeof(int));
  cudaMemcpy(d, h.data(), threads * sizeof(int), cudaMemcpyHostToDevice);
  compare<N><<<1, threads>>>(d, dt, dw);
  cudaMemcpy(tile.data(), dt, tile.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(warp.data(), dw, warp.size() * sizeof(int), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (unsigned r = 0; r < threads; ++r) {
    // Lanes past the block's end read the caller's own value (the last warp
    // of 100 threads has 4 lanes); the guide's model otherwise.
    unsigned base = r & ~(N - 1), lane = r - base;
    auto at = [&](unsigned rank) { return base + rank < threads ? h[base + rank] : h[r]; };
    int model[4] = {at(3 % N), lane >= 1 ? at(lane - 1) : h[r],
                    lane + N / 2 < N ? at(lane + N / 2) : h[r], at(lane ^ (N > 1 ? 1u : 0u))};
    for (int k = 0; k < Checks; ++k)
      wrong += tile[Checks * r + k] != warp[Checks * r + k];
    for (int k = 0; k < 4; ++k)
      wrong += tile[Checks * r + k] != model[k];
  }
  cudaFree(d);
  cudaFree(dt);
  cudaFree(dw);
  return wrong;
}

template <unsigned N> void both() {
  for (unsigned threads : {96u, 100u}) {
    int wrong = run<N>(threads);
    if (wrong)
      std::printf("FAILED tile %u, block %u: %d differences\n", N, threads, wrong);
    failures += wrong != 0;
  }
}

int main() {
  both<1>();
  both<2>();
  both<4>();
  both<8>();
  both<16>();
  both<32>();
  return DONE();
}
