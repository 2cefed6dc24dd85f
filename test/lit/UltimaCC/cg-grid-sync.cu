// Grid-wide synchronisation (CUDA C++ Programming Guide, "Cooperative
// Groups", grid synchronization; Runtime API, cudaLaunchCooperativeKernel):
// grid.sync() and cg::sync(grid) make every block's global-memory writes
// before it visible to every block after it, in a kernel launched with
// cudaLaunchCooperativeKernel; such a launch fails with
// cudaErrorCooperativeLaunchTooLarge when the grid is larger than the
// occupancy API's blocks per multiprocessor times the multiprocessors;
// cudaDevAttrCooperativeLaunch says the device can; grid.is_valid() is true
// in a cooperative launch only. Each phase of the kernels below reads what
// other blocks wrote in the phase before, for many phases, so a barrier that
// lets a block through early, or a write it does not publish, gives a wrong
// result against the host's. A grid.sync() in a launch that is not
// cooperative must not hang: ultima reports cudaErrorLaunchFailure
// (docs/device-library.md, "Cooperative groups").
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

constexpr int Phases = 300;

// Phase p reads buffer p % 2 at positions other blocks wrote, writes buffer
// (p + 1) % 2; a grid-stride loop covers n elements whatever the grid.
__device__ unsigned mix(const unsigned *cur, unsigned i, unsigned n, unsigned p) {
  return cur[(i * 5u + p + 1u) % n] * 3u + cur[(n - 1u - i + p) % n] + p;
}

__global__ void phases(unsigned *a, unsigned *b, unsigned n) {
  cg::grid_group grid = cg::this_grid();
  for (unsigned p = 0; p < Phases; ++p) {
    const unsigned *cur = p % 2u ? b : a;
    unsigned *next = p % 2u ? a : b;
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
      next[i] = mix(cur, (unsigned)i, n, p);
    grid.sync();
  }
}

// Every block adds its part into partial[block], then every block sums all
// the partials (cg::sync(grid) in between): each block's total must be the
// whole sum, every round; the totals feed the next round's values.
__global__ void sums(const unsigned *in, unsigned *partial, unsigned *totals, unsigned n,
                     unsigned rounds) {
  __shared__ unsigned blockSum;
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  unsigned carry = 0;
  for (unsigned r = 0; r < rounds; ++r) {
    if (block.thread_rank() == 0)
      blockSum = 0;
    block.sync();
    for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
      atomicAdd(&blockSum, in[i] * (r + 1u) + carry);
    block.sync();
    if (block.thread_rank() == 0)
      partial[grid.block_rank()] = blockSum;
    cg::sync(grid);
    unsigned total = 0;
    for (unsigned k = 0; k < grid.num_blocks(); ++k)
      total += partial[k];
    carry = total % 7u;
    if (block.thread_rank() == 0)
      totals[r * grid.num_blocks() + grid.block_rank()] = total;
    cg::sync(grid); // nobody overwrites a partial another block still reads
  }
}

// The grid's view of each thread, and whether the launch was cooperative.
__global__ void ranks(unsigned long long *rank, unsigned long long *size, int *valid) {
  cg::grid_group grid = cg::this_grid();
  unsigned long long r = grid.thread_rank();
  rank[r] = r;
  size[r] = grid.size() * 1000ull + grid.num_blocks();
  valid[r] = grid.is_valid() ? 1 : 0;
}

static std::vector<unsigned> hostPhases(std::vector<unsigned> a, unsigned n) {
  std::vector<unsigned> b(n);
  for (unsigned p = 0; p < Phases; ++p) {
    std::vector<unsigned> &cur = p % 2u ? b : a, &next = p % 2u ? a : b;
    for (unsigned i = 0; i < n; ++i)
      next[i] = cur[(i * 5u + p + 1u) % n] * 3u + cur[(n - 1u - i + p) % n] + p;
  }
  return Phases % 2 ? b : a;
}

static void checkPhases(int blocks, int threads, unsigned n) {
  std::vector<unsigned> h(n);
  for (unsigned i = 0; i < n; ++i)
    h[i] = i * 2654435761u + 12345u;
  unsigned *a, *b;
  cudaMalloc(&a, n * sizeof(unsigned));
  cudaMalloc(&b, n * sizeof(unsigned));
  cudaMemcpy(a, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemset(b, 0, n * sizeof(unsigned));
  void *args[] = {&a, &b, &n};
  EXPECT_ERR(cudaLaunchCooperativeKernel((void *)phases, dim3(blocks), dim3(threads), args, 0, 0),
             cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<unsigned> got(n);
  cudaMemcpy(got.data(), Phases % 2 ? b : a, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  std::vector<unsigned> want = hostPhases(h, n);
  int wrong = 0;
  for (unsigned i = 0; i < n; ++i)
    wrong += got[i] != want[i];
  EXPECT(wrong == 0);
  if (wrong)
    std::printf("phases<<<%d, %d>>>: %d of %u wrong\n", blocks, threads, wrong, n);
  cudaFree(a);
  cudaFree(b);
}

static void checkSums(int blocks, int threads) {
  const unsigned n = 5000, rounds = 100;
  std::vector<unsigned> h(n);
  for (unsigned i = 0; i < n; ++i)
    h[i] = (i * 37u) % 101u;
  unsigned *in, *partial, *totals;
  cudaMalloc(&in, n * sizeof(unsigned));
  cudaMalloc(&partial, blocks * sizeof(unsigned));
  cudaMalloc(&totals, rounds * blocks * sizeof(unsigned));
  cudaMemcpy(in, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  unsigned nn = n, rr = rounds;
  void *args[] = {&in, &partial, &totals, &nn, &rr};
  EXPECT_ERR(cudaLaunchCooperativeKernel(sums, dim3(blocks), dim3(threads), args, 0, 0),
             cudaSuccess);
  std::vector<unsigned> got(rounds * blocks);
  EXPECT_ERR(cudaMemcpy(got.data(), totals, got.size() * sizeof(unsigned), cudaMemcpyDeviceToHost),
             cudaSuccess);
  // The host's: each element is added once per round, with the carry.
  unsigned carry = 0;
  int wrong = 0;
  for (unsigned r = 0; r < rounds; ++r) {
    unsigned total = 0;
    for (unsigned i = 0; i < n; ++i)
      total += h[i] * (r + 1u) + carry;
    for (int k = 0; k < blocks; ++k)
      wrong += got[r * blocks + k] != total;
    carry = total % 7u;
  }
  EXPECT(wrong == 0);
  cudaFree(in);
  cudaFree(partial);
  cudaFree(totals);
}

// rank[] and size[] of every thread of a launch of ranks, and is_valid().
static void checkRanks(dim3 grid, dim3 block, bool cooperative) {
  size_t blocks = 1ull * grid.x * grid.y * grid.z, threads = 1ull * block.x * block.y * block.z;
  size_t total = blocks * threads;
  unsigned long long *rank, *size;
  int *valid;
  cudaMalloc(&rank, total * sizeof(unsigned long long));
  cudaMalloc(&size, total * sizeof(unsigned long long));
  cudaMalloc(&valid, total * sizeof(int));
  cudaMemset(rank, 0xff, total * sizeof(unsigned long long));
  void *args[] = {&rank, &size, &valid};
  if (cooperative)
    EXPECT_ERR(cudaLaunchCooperativeKernel((void *)ranks, grid, block, args, 0, 0), cudaSuccess);
  else
    ranks<<<grid, block>>>(rank, size, valid);
  std::vector<unsigned long long> r(total), s(total);
  std::vector<int> v(total);
  cudaMemcpy(r.data(), rank, total * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
  cudaMemcpy(s.data(), size, total * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
  cudaMemcpy(v.data(), valid, total * sizeof(int), cudaMemcpyDeviceToHost);
  for (size_t i = 0; i < total; ++i) {
    EXPECT(r[i] == i);
    EXPECT(s[i] == total * 1000ull + blocks);
    EXPECT(v[i] == (cooperative ? 1 : 0));
  }
  cudaFree(rank);
  cudaFree(size);
  cudaFree(valid);
}

int main() {
  int device = 0, sms = 0, coop = 0, perSm = 0;
  cudaGetDevice(&device);
  EXPECT_ERR(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, device), cudaSuccess);
  EXPECT(coop == 1);
  cudaDeviceProp prop;
  EXPECT_ERR(cudaGetDeviceProperties(&prop, device), cudaSuccess);
  EXPECT(prop.cooperativeLaunch == 1);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  EXPECT(sms >= 1);

  // The occupancy API bounds the co-resident grid: at least one block of a
  // block size the kernel takes, none of one it cannot.
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, phases, 128, 0), cudaSuccess);
  EXPECT(perSm >= 1);
  int none = -1;
  EXPECT_ERR(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&none, phases, prop.maxThreadsPerBlock + 1,
                                                           0),
             cudaSuccess);
  EXPECT(none == 0);
  int resident = perSm * sms;

  // Phases over the largest grid that may be co-resident, and smaller ones.
  checkPhases(resident, 128, 4096);
  checkPhases(resident, 64, 777);
  checkPhases(1, 256, 1000);
  checkSums(resident, 128);
  checkSums(1, 32);

  // The grid's ranks, 1-D and 3-D; is_valid() only in the cooperative launch.
  checkRanks(dim3(resident), dim3(96), true);
  checkRanks(dim3(1, resident, 1), dim3(4, 3, 2), true);
  checkRanks(dim3(3, 2), dim3(32), false);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);

  // One block more than may be resident is refused, the refusal is the last
  // error, and nothing ran.
  unsigned *a, *b, n = 64;
  cudaMalloc(&a, n * sizeof(unsigned));
  cudaMalloc(&b, n * sizeof(unsigned));
  void *args[] = {&a, &b, &n};
  EXPECT_ERR(cudaLaunchCooperativeKernel((void *)phases, dim3(resident + 1), dim3(128), args, 0, 0),
             cudaErrorCooperativeLaunchTooLarge);
  EXPECT_ERR(cudaGetLastError(), cudaErrorCooperativeLaunchTooLarge);
  EXPECT_ERR(cudaLaunchCooperativeKernel((void *)phases, dim3(1, resident + 1), dim3(128), args, 0,
                                         0),
             cudaErrorCooperativeLaunchTooLarge);
  EXPECT_ERR(cudaGetLastError(), cudaErrorCooperativeLaunchTooLarge);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);

  // A cooperative launch captured into a graph stays cooperative.
  {
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    unsigned long long *rank, *size;
    int *valid;
    cudaMalloc(&rank, 64 * sizeof(unsigned long long));
    cudaMalloc(&size, 64 * sizeof(unsigned long long));
    cudaMalloc(&valid, 64 * sizeof(int));
    cudaMemset(valid, 0, 64 * sizeof(int));
    void *rargs[] = {&rank, &size, &valid};
    EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
    EXPECT_ERR(cudaLaunchCooperativeKernel((void *)ranks, dim3(1), dim3(64), rargs, 0, s),
               cudaSuccess);
    EXPECT_ERR(cudaStreamEndCapture(s, &graph), cudaSuccess);
    EXPECT_ERR(cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0), cudaSuccess);
    EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
    EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
    std::vector<int> v(64);
    cudaMemcpy(v.data(), valid, 64 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; ++i)
      EXPECT(v[i] == 1);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cudaStreamDestroy(s);
  }

  // grid.sync() in a launch that is not cooperative: CUDA leaves it
  // undefined; ultima's barrier does not wait and the launch fails (sticky,
  // as a trap is) instead of hanging. After cudaDeviceReset all is well.
  phases<<<resident, 64>>>(a, b, n);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  EXPECT_ERR(cudaGetLastError(), cudaErrorLaunchFailure);
  EXPECT_ERR(cudaDeviceReset(), cudaSuccess);
  checkPhases(resident, 32, 300);
  return DONE();
}
