// Cooperative groups' static tiles (CUDA C++ Programming Guide, "Cooperative
// Groups": thread_block_tile): tiles of 1 to 32 threads in blocks that are
// and are not multiples of 32 threads, a ragged last tile included. Each
// thread records its tile's view (ranks, meta group, shuffles, votes) and the
// host checks it against a model of the guide's definitions.
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

constexpr int Fields = 12;

template <unsigned N> __global__ void tileView(const int *in, int *out) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned r = cta.thread_rank();
  int v = in[blockIdx.x * cta.size() + r];
  int down = v; // the tile's sum at rank 0, by halving shfl_down steps
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    down += tile.shfl_down(down, offset);
  int butterfly = v; // the tile's sum at every rank
  for (int mask = 1; mask < (int)tile.num_threads(); mask *= 2)
    butterfly += tile.shfl_xor(butterfly, mask);
  int *o = out + (blockIdx.x * cta.size() + r) * Fields;
  o[0] = tile.thread_rank();
  o[1] = tile.meta_group_rank();
  o[2] = tile.meta_group_size();
  o[3] = down;
  o[4] = butterfly;
  o[5] = tile.ballot(v & 1);
  o[6] = tile.any(v % 7 == 0);
  o[7] = tile.all(v % 5 != 0);
  o[8] = tile.shfl(v, (tile.thread_rank() + 1) % N);
  o[9] = tile.shfl_up(v, 1);
  o[10] = tile.size();
  o[11] = tile.match_any(v % 3);
}

template <unsigned N> static void check(int blocks, int threads) {
  int total = blocks * threads;
  std::vector<int> in(total), out(total * Fields, -1);
  for (int i = 0; i < total; ++i)
    in[i] = (i * 37 + 11) % 101;
  int *dIn, *dOut;
  cudaMalloc(&dIn, total * sizeof(int));
  cudaMalloc(&dOut, total * Fields * sizeof(int));
  cudaMemcpy(dIn, in.data(), total * sizeof(int), cudaMemcpyHostToDevice);
  tileView<N><<<blocks, threads>>>(dIn, dOut);
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      const int *o = &out[(b * threads + t) * Fields];
      int rank = t % N, meta = t / N, first = meta * N;
      int present = threads - first < (int)N ? threads - first : N; // a ragged last tile
      const int *v = &in[b * threads + first];
      int sum = 0;
      unsigned ballot = 0, match = 0;
      bool any = false, all = true;
      for (int j = 0; j < present; ++j) {
        sum += v[j];
        ballot |= (unsigned)(v[j] & 1) << j;
        any |= v[j] % 7 == 0;
        all &= v[j] % 5 != 0;
        if (v[j] % 3 == v[rank] % 3)
          match |= 1u << j;
      }
      bool ok = o[0] == rank && o[1] == meta && o[2] == (threads + (int)N - 1) / (int)N &&
                (unsigned)o[5] == ballot && o[6] == any && o[7] == all && o[10] == (int)N &&
                (unsigned)o[11] == match;
      if (present == (int)N) // shuffles from threads a ragged tile lacks are undefined
        ok = ok && (rank != 0 || o[3] == sum) && o[4] == sum &&
             o[8] == v[(rank + 1) % N] && o[9] == (rank == 0 ? v[0] : v[rank - 1]);
      if (!ok && ++bad <= 3)
        std::printf("FAILED N=%u block %dx%d thread %d: rank %d meta %d/%d down %d butterfly %d "
                    "(sum %d) ballot %x (%x) any %d all %d shfl %d up %d size %d match %x (%x)\n",
                    N, blocks, threads, t, o[0], o[1], o[2], o[3], o[4], sum, o[5], ballot, o[6],
                    o[7], o[8], o[9], o[10], o[11], match);
    }
  EXPECT(bad == 0);
}

template <unsigned N> static void checkSizes() {
  check<N>(2, 64);  // whole warps
  check<N>(2, 96);
  check<N>(3, 48);  // a partial last warp
  check<N>(2, 100); // a ragged last tile for N > 4
}

int main() {
  checkSizes<1>();
  checkSizes<2>();
  checkSizes<4>();
  checkSizes<8>();
  checkSizes<16>();
  checkSizes<32>();
  return DONE();
}
