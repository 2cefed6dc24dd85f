// The parts of Cooperative Groups the other executed tests leave out (CUDA C++
// Programming Guide, "Cooperative Groups"): the dynamic tiled_partition(parent,
// n), a thread_group of n threads (thread_rank, size, sync); match_any and
// match_all of a static tile; and cudaLaunchCooperativeKernel, which launches
// a grid whose blocks fit on the device at once and refuses a larger one with
// cudaErrorCooperativeLaunchTooLarge.
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

__global__ void dynamicTiles(int *rank, int *size, int *sum, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(cta, n);
  __shared__ int values[128];
  unsigned r = cta.thread_rank();
  values[r] = (int)r;
  tile.sync();
  int s = 0; // the tile's sum, read through shared memory after its barrier
  for (unsigned k = 0; k < tile.size(); ++k)
    s += values[r - tile.thread_rank() + k];
  rank[r] = (int)tile.thread_rank();
  size[r] = (int)tile.size();
  sum[r] = s;
}

__global__ void matches(const int *in, unsigned *any, unsigned *all, int *pred) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  unsigned r = threadIdx.x;
  int p = -1;
  any[r] = tile.match_any(in[r]);
  all[r] = tile.match_all(in[r], p);
  pred[r] = p;
}

__global__ void stamp(int *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = (int)blockIdx.x; }

int main() {
  const unsigned threads = 128;
  int *rank, *size, *sum;
  cudaMalloc(&rank, threads * sizeof(int));
  cudaMalloc(&size, threads * sizeof(int));
  cudaMalloc(&sum, threads * sizeof(int));
  for (unsigned n : {4u, 16u, 64u}) {
    dynamicTiles<<<1, threads>>>(rank, size, sum, n);
    std::vector<int> hr(threads), hs(threads), hsum(threads);
    cudaMemcpy(hr.data(), rank, threads * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hs.data(), size, threads * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(hsum.data(), sum, threads * sizeof(int), cudaMemcpyDeviceToHost);
    for (unsigned r = 0; r < threads; ++r) {
      int first = (int)(r - r % n);
      EXPECT(hr[r] == (int)(r % n) && hs[r] == (int)n);
      EXPECT(hsum[r] == (int)n * first + (int)(n * (n - 1) / 2));
    }
  }

  // Tiles of 8 over 32 values: tile 0 all equal, tile 1 two values, tiles 2
  // and 3 all different.
  const unsigned m = 32;
  std::vector<int> in(m);
  for (unsigned i = 0; i < m; ++i)
    in[i] = i < 8 ? 5 : i < 16 ? (int)(i % 2) : (int)i;
  int *din, *dpred;
  unsigned *dany, *dall;
  cudaMalloc(&din, m * sizeof(int));
  cudaMalloc(&dpred, m * sizeof(int));
  cudaMalloc(&dany, m * sizeof(unsigned));
  cudaMalloc(&dall, m * sizeof(unsigned));
  cudaMemcpy(din, in.data(), m * sizeof(int), cudaMemcpyHostToDevice);
  matches<<<1, m>>>(din, dany, dall, dpred);
  std::vector<unsigned> hany(m), hall(m);
  std::vector<int> hpred(m);
  cudaMemcpy(hany.data(), dany, m * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(hall.data(), dall, m * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(hpred.data(), dpred, m * sizeof(int), cudaMemcpyDeviceToHost);
  for (unsigned r = 0; r < m; ++r) {
    unsigned base = r & ~7u, same = 0;
    for (unsigned k = 0; k < 8; ++k)
      same |= (in[base + k] == in[r] ? 1u : 0u) << k;
    EXPECT(hany[r] == same);
    bool uniform = same == 0xffu;
    EXPECT(hpred[r] == (uniform ? 1 : 0) && hall[r] == (uniform ? 0xffu : 0u));
  }

  // A cooperative launch that fits, and one that cannot.
  int device = 0, sms = 0, perSm = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, stamp, 64, 0), cudaSuccess);
  int blocks = sms * perSm;
  int *out;
  cudaMalloc(&out, blocks * 64 * sizeof(int));
  void *args[] = {&out};
  EXPECT_ERR(cudaLaunchCooperativeKernel((void *)stamp, dim3(blocks), dim3(64), args, 0, 0),
             cudaSuccess);
  std::vector<int> h(blocks * 64);
  EXPECT_ERR(cudaMemcpy(h.data(), out, h.size() * sizeof(int), cudaMemcpyDeviceToHost),
             cudaSuccess);
  for (int i = 0; i < blocks * 64; ++i)
    EXPECT(h[i] == i / 64);
  EXPECT_ERR(cudaLaunchCooperativeKernel((void *)stamp, dim3(blocks + 1), dim3(64), args, 0, 0),
             cudaErrorCooperativeLaunchTooLarge);
  EXPECT_ERR(cudaGetLastError(), cudaErrorCooperativeLaunchTooLarge);
  return DONE();
}
