// coalesced_threads() where only some threads arrive (CUDA C++ Programming
// Guide, "Cooperative Groups": coalesced_group, labeled_partition, the
// warp-aggregated atomic increment the guide discusses): a grid-stride loop
// whose trip count differs between threads, and a branch on the data. ultima
// gives such a call the calling thread alone (CUDA leaves which threads are
// coalesced to the hardware); the group's collectives then involve only the
// caller. Whatever the groups, the program's results are fixed: the kept
// values, compacted through aggregated slots, are exactly the positive
// inputs; each label's slots are 0 .. count-1; each label's maximum through
// cg::reduce over a labeled partition is the host's; and every group
// contains its caller (rank < size).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <algorithm>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
#include <cstdlib>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

constexpr int Labels = 5;

__device__ int aggregatedSlot(int *counter, int *badRanks) {
  cg::coalesced_group active = cg::coalesced_threads();
  if (active.thread_rank() >= active.size())
    atomicAdd(badRanks, 1);
  int first = 0;
  if (active.thread_rank() == 0)
    first = atomicAdd(counter, (int)active.size());
  return active.shfl(first, 0) + active.thread_rank();
}

__device__ void labeledSlotAndMax(int label, int value, int *counters, int *maxima, int *slots,
                                  int i, int *badRanks) {
  cg::coalesced_group active = cg::coalesced_threads();
  cg::coalesced_group same = cg::labeled_partition(active, label);
  if (same.thread_rank() >= same.size() || same.size() > active.size())
    atomicAdd(badRanks, 1);
  int first = 0;
  if (same.thread_rank() == 0)
    first = atomicAdd(&counters[label], (int)same.size());
  slots[i] = same.shfl(first, 0) + same.thread_rank();
  int max = cg::reduce(same, value, cg::greater<int>());
  if (same.thread_rank() == 0)
    atomicMax(&maxima[label], max);
}

__global__ void compact(int *dst, int *count, const int *src, int n, int *badRanks) {
  for (int i = threadIdx.x + blockIdx.x * blockDim.x; i < n; i += gridDim.x * blockDim.x)
    if (src[i] > 0)
      dst[aggregatedSlot(count, badRanks)] = src[i];
}

__global__ void buckets(const int *labels, const int *values, int *counters, int *maxima,
                        int *slots, int n, int *badRanks) {
  for (int i = threadIdx.x + blockIdx.x * blockDim.x; i < n; i += gridDim.x * blockDim.x)
    if (labels[i] < Labels)
      labeledSlotAndMax(labels[i], values[i], counters, maxima, slots, i, badRanks);
}

int main() {
  std::srand(5);
  const int n = 10007, blocks = 7, threads = 96; // the last pass covers some threads only
  std::vector<int> src(n), labels(n), values(n);
  for (int i = 0; i < n; ++i) {
    src[i] = std::rand() % 7 - 3;
    labels[i] = std::rand() % (Labels + 1); // label Labels: skipped by the branch
    values[i] = std::rand() % 100000;
  }
  int *dSrc, *dDst, *dCount, *dBad, *dLabels, *dValues, *dCounters, *dMaxima, *dSlots;
  cudaMalloc(&dSrc, n * sizeof(int));
  cudaMalloc(&dDst, n * sizeof(int));
  cudaMalloc(&dCount, sizeof(int));
  cudaMalloc(&dBad, sizeof(int));
  cudaMalloc(&dLabels, n * sizeof(int));
  cudaMalloc(&dValues, n * sizeof(int));
  cudaMalloc(&dCounters, Labels * sizeof(int));
  cudaMalloc(&dMaxima, Labels * sizeof(int));
  cudaMalloc(&dSlots, n * sizeof(int));
  cudaMemcpy(dSrc, src.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dLabels, labels.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dValues, values.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dCount, 0, sizeof(int));
  cudaMemset(dBad, 0, sizeof(int));
  cudaMemset(dCounters, 0, Labels * sizeof(int));
  cudaMemset(dMaxima, 0, Labels * sizeof(int));
  cudaMemset(dSlots, 0xff, n * sizeof(int));
  compact<<<blocks, threads>>>(dDst, dCount, dSrc, n, dBad);
  buckets<<<blocks, threads>>>(dLabels, dValues, dCounters, dMaxima, dSlots, n, dBad);
  int count = 0, bad = 0;
  std::vector<int> dst(n), counters(Labels), maxima(Labels), slots(n);
  EXPECT(cudaMemcpy(&count, dCount, sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess);
  cudaMemcpy(&bad, dBad, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(dst.data(), dDst, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(counters.data(), dCounters, Labels * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(maxima.data(), dMaxima, Labels * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(slots.data(), dSlots, n * sizeof(int), cudaMemcpyDeviceToHost);
  EXPECT(bad == 0);

  std::vector<int> kept;
  for (int v : src)
    if (v > 0)
      kept.push_back(v);
  EXPECT(count == (int)kept.size());
  if (count == (int)kept.size()) {
    std::vector<int> got(dst.begin(), dst.begin() + count);
    std::sort(got.begin(), got.end());
    std::sort(kept.begin(), kept.end());
    EXPECT(got == kept);
  }

  for (int l = 0; l < Labels; ++l) {
    std::vector<int> seen;
    int max = 0;
    for (int i = 0; i < n; ++i)
      if (labels[i] == l) {
        seen.push_back(slots[i]);
        max = std::max(max, values[i]);
      }
    std::sort(seen.begin(), seen.end());
    bool permutation = counters[l] == (int)seen.size();
    for (int k = 0; k < (int)seen.size(); ++k)
      permutation = permutation && seen[k] == k;
    if (!permutation || maxima[l] != max)
      std::printf("FAILED label %d: counter %d of %d, max %d (%d)\n", l, counters[l],
                  (int)seen.size(), maxima[l], max);
    EXPECT(permutation && maxima[l] == max);
  }
  for (int i = 0; i < n; ++i)
    if (labels[i] == Labels)
      EXPECT(slots[i] == -1);
  return DONE();
}
