// Tiles of more than one warp (CUDA's thread_block_tile<64..1024> with
// block_tile_memory): ranks, meta groups, sync() and cg::reduce, in blocks
// whose last tile is ragged. Checked against the host's sums.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

template <unsigned N> __global__ void tileSums(const int *in, int *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  cg::thread_block cta = cg::this_thread_block(scratch);
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned i = blockIdx.x * cta.size() + cta.thread_rank();
  int sum = cg::reduce(tile, in[i], cg::plus<int>());
  int top = cg::reduce(tile, in[i], cg::greater<int>());
  tile.sync();
  out[3 * i] = sum;
  out[3 * i + 1] = top;
  out[3 * i + 2] = tile.thread_rank() + 1000 * tile.meta_group_rank() +
                   100000 * tile.meta_group_size();
}

template <unsigned N> static void check(int blocks, int threads) {
  int total = blocks * threads;
  std::vector<int> in(total), out(3 * total, -1);
  for (int i = 0; i < total; ++i)
    in[i] = (i * 53 + 7) % 211 - 100;
  int *dIn, *dOut;
  cudaMalloc(&dIn, total * sizeof(int));
  cudaMalloc(&dOut, out.size() * sizeof(int));
  cudaMemcpy(dIn, in.data(), total * sizeof(int), cudaMemcpyHostToDevice);
  tileSums<N><<<blocks, threads>>>(dIn, dOut);
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int first = t / N * N, end = first + (int)N < threads ? first + N : threads;
      int sum = 0, top = in[b * threads + first];
      for (int j = first; j < end; ++j) {
        sum += in[b * threads + j];
        top = in[b * threads + j] > top ? in[b * threads + j] : top;
      }
      const int *o = &out[3 * (b * threads + t)];
      int ids = t % N + 1000 * (t / N) + 100000 * ((threads + N - 1) / N);
      if ((o[0] != sum || o[1] != top || o[2] != ids) && ++bad <= 3)
        std::printf("FAILED N=%u block of %d thread %d: sum %d (%d) max %d (%d) ids %d (%d)\n", N,
                    threads, t, o[0], sum, o[1], top, o[2], ids);
    }
  EXPECT(bad == 0);
}

int main() {
  check<64>(2, 256);
  check<64>(2, 100); // a ragged last tile of 36 threads
  check<128>(1, 200);
  return DONE();
}
