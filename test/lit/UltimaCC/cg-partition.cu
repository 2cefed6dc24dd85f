// Cooperative groups' partitions (CUDA C++ Programming Guide, "Cooperative
// Groups": binary_partition, labeled_partition, coalesced_group): tiles of 32
// and 8 threads split by a random predicate, the warp (coalesced_threads())
// and a tile of 16 split by random labels, and a labeled partition of a
// binary one, in blocks of whole warps and with a partial last warp. Each
// thread records its group's view (size, rank, cg::reduce, shuffles, votes,
// an inclusive scan) and takes a slot with a group-aggregated atomic (the
// rank-0 thread adds the group's size, the others offset by their rank);
// the host checks every view against the parent's threads that share the
// caller's predicate or label, in lane order, and that the slots of each
// label are exactly 0 .. count-1.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_runtime.h>
#include <cstdlib>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

constexpr int Fields = 12;
constexpr int Labels = 8;

template <int M> struct Mode {};

// Each mode's partition, and the label its groups share (the slot counter).
__device__ cg::coalesced_group partition(Mode<0>, cg::thread_block cta, int x, int k, int &label) {
  label = k & 1;
  return cg::binary_partition(cg::tiled_partition<32>(cta), k & 1);
}
__device__ cg::coalesced_group partition(Mode<1>, cg::thread_block cta, int x, int k, int &label) {
  label = k & 1;
  return cg::binary_partition(cg::tiled_partition<8>(cta), (k & 1) != 0);
}
__device__ cg::coalesced_group partition(Mode<2>, cg::thread_block cta, int x, int k, int &label) {
  label = k;
  return cg::labeled_partition(cg::coalesced_threads(), k);
}
__device__ cg::coalesced_group partition(Mode<3>, cg::thread_block cta, int x, int k, int &label) {
  label = k;
  return cg::labeled_partition(cg::tiled_partition<16>(cta), (unsigned)k);
}
__device__ cg::coalesced_group partition(Mode<4>, cg::thread_block cta, int x, int k, int &label) {
  label = (k & 1) * 3 + x % 3;
  cg::coalesced_group half = cg::binary_partition(cg::coalesced_threads(), k & 1);
  return cg::labeled_partition(half, x % 3);
}

template <int M>
__global__ void partitionView(const int *in, const int *keys, int *counters, int *out) {
  cg::thread_block cta = cg::this_thread_block();
  unsigned r = cta.thread_rank();
  int i = blockIdx.x * cta.size() + r;
  int x = in[i], label = 0;
  cg::coalesced_group g = partition(Mode<M>(), cta, x, keys[i], label);
  int slot = 0;
  if (g.thread_rank() == 0)
    slot = atomicAdd(&counters[label], (int)g.size());
  slot = g.shfl(slot, 0) + g.thread_rank();
  int *o = out + i * Fields;
  o[0] = g.size();
  o[1] = g.thread_rank();
  o[2] = cg::reduce(g, x, cg::plus<int>());
  o[3] = g.shfl(x, 0);
  o[4] = g.shfl_down(x, 1);
  o[5] = g.shfl_up(x, 1);
  o[6] = g.ballot(x > 50);
  o[7] = g.any(x % 7 == 0);
  o[8] = g.all(x % 5 != 0);
  o[9] = cg::inclusive_scan(g, x);
  o[10] = slot;
  o[11] = cg::reduce(g, x, cg::greater<int>());
  g.sync();
}

// The model: the parent's threads (a tile of `tile` threads or the warp, as
// the block has them) with the caller's label, in lane order.
static int labelOf(int mode, int x, int k) {
  return mode <= 1 ? (k & 1) : mode <= 3 ? k : (k & 1) * 3 + x % 3;
}

template <int M> static void check(int blocks, int threads, int tile) {
  int total = blocks * threads;
  std::vector<int> in(total), keys(total), out(total * Fields, -1), counters(Labels, 0);
  for (int i = 0; i < total; ++i) {
    in[i] = std::rand() % 100;
    keys[i] = std::rand() % 5;
  }
  int *dIn, *dKeys, *dCounters, *dOut;
  cudaMalloc(&dIn, total * sizeof(int));
  cudaMalloc(&dKeys, total * sizeof(int));
  cudaMalloc(&dCounters, Labels * sizeof(int));
  cudaMalloc(&dOut, total * Fields * sizeof(int));
  cudaMemcpy(dIn, in.data(), total * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dKeys, keys.data(), total * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dCounters, 0, Labels * sizeof(int));
  partitionView<M><<<blocks, threads>>>(dIn, dKeys, dCounters, dOut);
  EXPECT(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  cudaMemcpy(counters.data(), dCounters, Labels * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dIn);
  cudaFree(dKeys);
  cudaFree(dCounters);
  cudaFree(dOut);
  int bad = 0;
  std::vector<int> count(Labels, 0);
  std::vector<std::vector<int>> slots(Labels);
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int i = b * threads + t;
      const int *o = &out[i * Fields];
      int label = labelOf(M, in[i], keys[i]);
      ++count[label];
      slots[label].push_back(o[10]);
      int first = t / tile * tile, last = first + tile < threads ? first + tile : threads;
      std::vector<int> members; // the group's values in rank order
      int rank = -1;
      for (int u = first; u < last; ++u)
        if (labelOf(M, in[b * threads + u], keys[b * threads + u]) == label) {
          if (u == t)
            rank = (int)members.size();
          members.push_back(in[b * threads + u]);
        }
      int n = (int)members.size(), sum = 0, max = 0, scan = 0;
      unsigned ballot = 0;
      bool any = false, all = true;
      for (int j = 0; j < n; ++j) {
        sum += members[j];
        max = members[j] > max ? members[j] : max;
        scan += j <= rank ? members[j] : 0;
        ballot |= (unsigned)(members[j] > 50) << j;
        any |= members[j] % 7 == 0;
        all &= members[j] % 5 != 0;
      }
      int down = rank + 1 < n ? members[rank + 1] : in[i];
      int up = rank >= 1 ? members[rank - 1] : in[i];
      bool ok = o[0] == n && o[1] == rank && o[2] == sum && o[3] == members[0] && o[4] == down &&
                o[5] == up && (unsigned)o[6] == ballot && o[7] == any && o[8] == all &&
                o[9] == scan && o[11] == max;
      if (!ok && ++bad <= 3)
        std::printf("FAILED mode %d block %dx%d thread %d: size %d (%d) rank %d (%d) sum %d (%d) "
                    "shfl %d (%d) down %d (%d) up %d (%d) ballot %x (%x) any %d all %d scan %d "
                    "(%d) max %d (%d)\n",
                    M, blocks, threads, t, o[0], n, o[1], rank, o[2], sum, o[3], members[0],
                    o[4], down, o[5], up, o[6], ballot, o[7], o[8], o[9], scan, o[11], max);
    }
  EXPECT(bad == 0);
  for (int l = 0; l < Labels; ++l) {
    std::vector<int> seen(count[l], 0);
    bool permutation = counters[l] == count[l];
    for (int s : slots[l])
      permutation = permutation && s >= 0 && s < count[l] && !seen[s]++;
    if (!permutation)
      std::printf("FAILED mode %d block %dx%d: label %d counter %d of %d, slots not 0..%d\n", M,
                  blocks, threads, l, counters[l], count[l], count[l] - 1);
    EXPECT(permutation);
  }
}

template <int M> static void checkShapes(int tile) {
  check<M>(2, 64, tile);  // whole warps
  check<M>(3, 100, tile); // a partial last warp (a ragged last tile)
}

int main() {
  std::srand(23);
  checkShapes<0>(32); // binary_partition(thread_block_tile<32>, pred)
  checkShapes<1>(8);  // binary_partition(thread_block_tile<8>, pred)
  checkShapes<2>(32); // labeled_partition(coalesced_threads(), int)
  checkShapes<3>(16); // labeled_partition(thread_block_tile<16>, unsigned)
  checkShapes<4>(32); // labeled_partition(binary_partition(coalesced_threads(), pred), int)
  return DONE();
}
