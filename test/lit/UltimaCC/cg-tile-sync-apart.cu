// A tile that syncs inside a branch only some tiles take (CUDA C++
// Programming Guide, "Cooperative Groups": a thread_block_tile's sync()
// synchronises the tile's threads alone, so code under a condition that is
// the same for all threads of a tile may sync the tile). Tiles of 4, 8, 16
// and 32 threads, static (tiled_partition<N>) and dynamic
// (tiled_partition(block, N), synced with cg::sync in a helper), rotate
// values through shared memory in rounds, each round between two syncs;
// only every third tile (and, in a second kernel, only the threads below a
// tile-aligned bound) take the branch. Results and the untouched slots of
// the tiles that skip it are checked against the host. Last, __syncwarp()
// in the first warp alone (the guide's block sum ending in one warp).
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

constexpr int Rounds = 5;

// Every round each thread publishes its value, the tile syncs, the thread
// adds the value of the next rank (cyclically) times the round, and the
// tile syncs again before the slot is reused.
template <unsigned N> __global__ void rotateStatic(const int *in, int *out) {
  __shared__ int slots[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
  unsigned id = block.thread_rank();
  int g = blockIdx.x * blockDim.x + id;
  if (tile.meta_group_rank() % 3 == 0) {
    unsigned base = tile.meta_group_rank() * N;
    int v = in[g];
    for (int round = 1; round <= Rounds; ++round) {
      slots[id] = v;
      tile.sync();
      v += round * slots[base + (tile.thread_rank() + 1) % N];
      tile.sync();
    }
    out[g] = v;
  }
}

__device__ void exchange(int *slots, int *v, unsigned id, unsigned n, cg::thread_group tile) {
  for (int round = 1; round <= Rounds; ++round) {
    slots[id] = *v;
    cg::sync(tile);
    *v += round * slots[id - id % n + (id % n + 1) % n];
    cg::sync(tile);
  }
}

// The dynamic partition, with the branch on the thread index: threads below
// `bound` (a multiple of the tile size) are whole tiles.
__global__ void rotateDynamic(const int *in, int *out, unsigned n, unsigned bound) {
  __shared__ int slots[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, n);
  unsigned id = threadIdx.x;
  int g = blockIdx.x * blockDim.x + id;
  if (id < bound) {
    int v = in[g];
    exchange(slots, &v, id, n, tile);
    out[g] = v;
  }
}

// The guide's __syncwarp use: the last steps of a block sum run by the
// first warp alone, reading and writing shared memory between __syncwarp()s.
__global__ void warpTail(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  if (t < 64)
    s[t] += s[t + 64];
  __syncthreads();
  if (t < 32) {
    int v = s[t] + s[t + 32];
    for (int offset = 16; offset > 0; offset /= 2) {
      s[t] = v;
      __syncwarp();
      if (t < offset)
        v += s[t + offset];
      __syncwarp();
    }
    if (t == 0)
      out[blockIdx.x] = v;
  }
}

static void checkWarpTail() {
  const int blocks = 5;
  std::vector<int> in(128 * blocks), out(blocks, 0);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = (int)((i * 29 + 3) % 113) - 56;
  int *dIn, *dOut;
  cudaMalloc(&dIn, in.size() * sizeof(int));
  cudaMalloc(&dOut, blocks * sizeof(int));
  cudaMemcpy(dIn, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice);
  warpTail<<<blocks, 128>>>(dIn, dOut);
  EXPECT(cudaMemcpy(out.data(), dOut, blocks * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  for (int b = 0; b < blocks; ++b) {
    int sum = 0;
    for (int i = 0; i < 128; ++i)
      sum += in[b * 128 + i];
    if (out[b] != sum)
      std::printf("FAILED warpTail block %d: %d, expected %d\n", b, out[b], sum);
  }
}

static std::vector<int> reference(const std::vector<int> &in, unsigned block, unsigned n,
                                  bool (*taken)(unsigned tile, unsigned id, unsigned bound),
                                  unsigned bound) {
  std::vector<int> out(in.size(), -1);
  for (size_t b = 0; b < in.size() / block; ++b)
    for (unsigned t = 0; t < block / n; ++t) {
      std::vector<int> v(in.begin() + b * block + t * n, in.begin() + b * block + t * n + n);
      if (!taken(t, t * n, bound))
        continue;
      for (int round = 1; round <= Rounds; ++round) {
        std::vector<int> published = v;
        for (unsigned r = 0; r < n; ++r)
          v[r] += round * published[(r + 1) % n];
      }
      for (unsigned r = 0; r < n; ++r)
        out[b * block + t * n + r] = v[r];
    }
  return out;
}

static bool everyThird(unsigned tile, unsigned, unsigned) { return tile % 3 == 0; }
static bool below(unsigned, unsigned id, unsigned bound) { return id < bound; }

template <typename Launch>
static void run(const char *what, unsigned n, unsigned block, unsigned blocks, Launch launch,
                const std::vector<int> &expected, const std::vector<int> &in) {
  int *dIn, *dOut;
  cudaMalloc(&dIn, in.size() * sizeof(int));
  cudaMalloc(&dOut, in.size() * sizeof(int));
  cudaMemcpy(dIn, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dOut, 0xff, in.size() * sizeof(int)); // -1: a thread that skipped
  launch(blocks, block, dIn, dOut);
  EXPECT(cudaGetLastError() == cudaSuccess);
  std::vector<int> out(in.size());
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i] != expected[i] && ++bad <= 3)
      std::printf("FAILED %s tile %u block %u thread %zu: %d, expected %d\n", what, n, block, i,
                  out[i], expected[i]);
}

template <unsigned N> static void checkStatic(unsigned block) {
  unsigned blocks = 3;
  std::vector<int> in(block * blocks);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = (int)((i * 37 + 11) % 101) - 50;
  run("static", N, block, blocks,
      [](unsigned g, unsigned b, const int *i, int *o) { rotateStatic<N><<<g, b>>>(i, o); },
      reference(in, block, N, everyThird, 0), in);
}

static void checkDynamic(unsigned n, unsigned block, unsigned bound) {
  unsigned blocks = 2;
  std::vector<int> in(block * blocks);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = (int)((i * 53 + 7) % 89) - 40;
  run("dynamic", n, block, blocks,
      [=](unsigned g, unsigned b, const int *i, int *o) {
        rotateDynamic<<<g, b>>>(i, o, n, bound);
      },
      reference(in, block, n, below, bound), in);
}

int main() {
  for (unsigned block : {64u, 128u, 256u}) {
    checkStatic<4>(block);
    checkStatic<8>(block);
    checkStatic<16>(block);
    checkStatic<32>(block);
  }
  checkDynamic(16, 64, 16); // one tile of four syncs
  checkDynamic(4, 64, 12);
  checkDynamic(8, 128, 40);
  checkDynamic(32, 128, 64);
  checkWarpTail();
  return DONE();
}
