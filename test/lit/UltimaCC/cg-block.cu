// Cooperative groups' block-level groups (CUDA C++ Programming Guide,
// "Cooperative Groups"): thread_block ranks, sizes and indices with 1-D, 2-D
// and 3-D blocks, cta.sync() and cg::sync(cta) ordering shared memory, the
// generic thread_group (the guide's sum of a group through shared memory),
// memcpy_async + wait, coalesced_threads() in a whole and a partial warp, and
// grid_group's ranks (its sync() is cg-grid-sync.cu's).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda_runtime.h>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

constexpr int Fields = 16;

// The guide's example: a group sums its values through shared memory.
__device__ int sumGroup(cg::thread_group g, int *scratch, int v) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    scratch[lane] = v;
    g.sync();
    if (lane < i)
      v += scratch[lane + i];
    g.sync();
  }
  return v; // the whole sum at rank 0 when the size is a power of two
}

__global__ void blockView(const int *in, int *out) {
  __shared__ int s[1024];
  __shared__ int copied[1024];
  cg::thread_block cta = cg::this_thread_block();
  unsigned r = cta.thread_rank();
  unsigned n = cta.size();
  unsigned long long b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  const int *mine = in + b * n;
  s[r] = mine[r];
  cta.sync();
  int reversed = s[n - 1 - r];
  cg::sync(cta);
  s[r] = reversed * 2;
  cg::sync(cta);
  int again = s[n - 1 - r]; // mine[r] * 2
  cta.sync();
  int sum = sumGroup(cta, s, mine[r]);
  cg::memcpy_async(cta, copied, mine, n * sizeof(int));
  cg::wait(cta);
  cg::coalesced_group warp = cg::coalesced_threads();
  cg::grid_group grid = cg::this_grid();
  int *o = out + (b * n + r) * Fields;
  dim3 ti = cta.thread_index(), gi = cta.group_index(), dt = cta.dim_threads();
  o[0] = r;
  o[1] = n;
  o[2] = (int)cta.num_threads();
  o[3] = ti.x + 100 * ti.y + 10000 * ti.z;
  o[4] = gi.x + 100 * gi.y + 10000 * gi.z;
  o[5] = dt.x + 100 * dt.y + 10000 * dt.z;
  o[6] = reversed;
  o[7] = again;
  o[8] = r == 0 ? sum : -1;
  o[9] = copied[n - 1 - r];
  o[10] = warp.size();
  o[11] = warp.thread_rank();
  o[12] = (int)grid.thread_rank();
  o[13] = (int)grid.size();
  o[14] = cg::group_size(cta) == n && cg::thread_rank(cta) == r;
  o[15] = cta.group_dim().x == blockDim.x;
}

static void check(dim3 grid, dim3 block) {
  int n = block.x * block.y * block.z, blocks = grid.x * grid.y * grid.z, total = n * blocks;
  std::vector<int> in(total), out(total * Fields, -7);
  for (int i = 0; i < total; ++i)
    in[i] = (i * 31 + 5) % 97;
  int *dIn, *dOut;
  cudaMalloc(&dIn, total * sizeof(int));
  cudaMalloc(&dOut, out.size() * sizeof(int));
  cudaMemcpy(dIn, in.data(), total * sizeof(int), cudaMemcpyHostToDevice);
  blockView<<<grid, block>>>(dIn, dOut);
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx)
        for (unsigned z = 0; z < block.z; ++z)
          for (unsigned y = 0; y < block.y; ++y)
            for (unsigned x = 0; x < block.x; ++x) {
              int b = bx + grid.x * (by + grid.y * bz);
              int r = x + block.x * (y + block.y * z);
              const int *mine = &in[b * n];
              const int *o = &out[(b * n + r) * Fields];
              int sum = 0;
              for (int j = 0; j < n; ++j)
                sum += mine[j];
              int warpLanes = n - r / 32 * 32 < 32 ? n - r / 32 * 32 : 32;
              bool ok = o[0] == r && o[1] == n && o[2] == n &&
                        o[3] == (int)(x + 100 * y + 10000 * z) &&
                        o[4] == (int)(bx + 100 * by + 10000 * bz) &&
                        o[5] == (int)(block.x + 100 * block.y + 10000 * block.z) &&
                        o[6] == mine[n - 1 - r] && o[7] == mine[r] * 2 &&
                        (r != 0 || (n & (n - 1)) != 0 || o[8] == sum) && o[9] == mine[n - 1 - r] &&
                        o[10] == warpLanes && o[11] == r % 32 && o[12] == b * n + r &&
                        o[13] == total && o[14] == 1 && o[15] == 1;
              if (!ok && ++bad <= 3)
                std::printf("FAILED block %ux%ux%u thread %d of block %d: rank %d size %d/%d "
                            "index %d %d %d reversed %d again %d sum %d (%d) copy %d warp %d/%d "
                            "grid %d/%d queries %d %d\n",
                            block.x, block.y, block.z, r, b, o[0], o[1], o[2], o[3], o[4], o[5],
                            o[6], o[7], o[8], sum, o[9], o[10], o[11], o[12], o[13], o[14],
                            o[15]);
            }
  EXPECT(bad == 0);
}

int main() {
  check(dim3(3), dim3(128));         // 1-D, whole warps
  check(dim3(2, 2), dim3(8, 6));     // 2-D, 48 threads: a partial warp
  check(dim3(2, 1, 2), dim3(4, 3, 5)); // 3-D, 60 threads
  check(dim3(2), dim3(4, 2, 8));     // 3-D, 64 threads
  check(dim3(1), dim3(100));         // not a multiple of 32
  return DONE();
}
