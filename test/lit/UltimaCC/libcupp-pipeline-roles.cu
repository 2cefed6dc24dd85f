// A block pipeline partitioned into producer and consumer threads (CUDA C++
// Programming Guide, "Asynchronous Data Copies using cuda::pipeline";
// libcu++'s cuda::make_pipeline(group, &shared_state, role)): producers
// acquire a stage, copy into it with memcpy_async and commit it; consumers
// wait for it, read it and release it. Each kernel runs more stages than the
// pipeline has buffers, so the buffers are reused; the host computes each
// result too.
// - one warp of producers, the other threads consumers, roles chosen by
//   threadIdx.y as in a tiled GEMM; a 4-stage pipeline over 11 stages;
// - the consumers' branch first, aligned_size_t copies, a 2-stage pipeline,
//   several blocks, the if/else in a device function;
// - a 1-stage pipeline (the producers must wait for the consumers' release
//   before they refill the one buffer).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cuda/pipeline>
#include <cuda_runtime.h>
#include <vector>
#include "expect.h"
namespace cg = cooperative_groups;

constexpr int kWidth = 32;     // floats per stage row
constexpr int kConsumers = 4;  // rows of consumer threads (threadIdx.y < 4)
constexpr int kStagesTotal = 11;

// Block (32, 5): rows 0..3 consume, row 4 produces. Stage s holds
// in[s][kConsumers][kWidth]; consumer (x, y) sums stage[y][x] * (s + 1).
template <int Depth>
__global__ void rowsByRole(const float *in, float *out, int stages) {
  __shared__ float buffer[Depth][kConsumers][kWidth];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Depth> state;
  auto block = cg::this_thread_block();
  const bool producer = threadIdx.y >= kConsumers;
  auto pipe = cuda::make_pipeline(block, &state,
                                  producer ? cuda::pipeline_role::producer
                                           : cuda::pipeline_role::consumer);
  float sum = 0.0f;
  for (int s = 0; s < stages; ++s) {
    if (producer) {
      pipe.producer_acquire();
      for (int row = 0; row < kConsumers; ++row)
        cuda::memcpy_async(&buffer[s % Depth][row][threadIdx.x],
                           &in[(s * kConsumers + row) * kWidth + threadIdx.x], sizeof(float),
                           pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      sum += buffer[s % Depth][threadIdx.y][threadIdx.x] * float(s + 1);
      pipe.consumer_release();
    }
  }
  if (!producer)
    out[threadIdx.y * kWidth + threadIdx.x] = sum;
}

// 64 threads: the first 48 consume, the last 16 produce, each producer
// copying a float4 (16 bytes) of the stage's 64 floats. The consumers'
// branch comes first. Block b reads stages b*stages ... of the input.
__device__ float consumeOrProduce(cuda::pipeline_shared_state<cuda::thread_scope_block, 2> *state,
                                  float (*buffer)[64], const float *in, int stages) {
  auto block = cg::this_thread_block();
  const bool consumer = threadIdx.x < 48;
  auto pipe = cuda::make_pipeline(
      block, state, consumer ? cuda::pipeline_role::consumer : cuda::pipeline_role::producer);
  float best = -1.0f;
  for (int s = 0; s < stages; ++s) {
    const float *stage = in + (blockIdx.x * stages + s) * 64;
    if (consumer) {
      pipe.consumer_wait();
      float v = buffer[s % 2][threadIdx.x] + buffer[s % 2][63 - threadIdx.x % 16];
      best = v > best ? v : best;
      pipe.consumer_release();
    } else {
      int p = threadIdx.x - 48;
      pipe.producer_acquire();
      cuda::memcpy_async(&buffer[s % 2][4 * p], &stage[4 * p],
                         cuda::aligned_size_t<16>(4 * sizeof(float)), pipe);
      pipe.producer_commit();
    }
  }
  return best;
}

__global__ void largestPairs(const float *in, float *out, int stages) {
  alignas(16) __shared__ float buffer[2][64];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  float best = consumeOrProduce(&state, buffer, in, stages);
  if (threadIdx.x < 48)
    out[blockIdx.x * 48 + threadIdx.x] = best;
}

int main() {
  // Kernel 1, with 4 buffers and with 1.
  std::vector<float> in(kStagesTotal * kConsumers * kWidth);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float((i * 7) % 13) - 6.0f;
  std::vector<float> expected(kConsumers * kWidth, 0.0f);
  for (int s = 0; s < kStagesTotal; ++s)
    for (int i = 0; i < kConsumers * kWidth; ++i)
      expected[i] += in[s * kConsumers * kWidth + i] * float(s + 1);
  float *dIn = nullptr, *dOut = nullptr;
  EXPECT_ERR(cudaMalloc(&dIn, in.size() * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dOut, 4096 * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dIn, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice),
             cudaSuccess);
  for (int depth : {4, 1}) {
    EXPECT_ERR(cudaMemset(dOut, 0, 4096 * sizeof(float)), cudaSuccess);
    if (depth == 4)
      rowsByRole<4><<<1, dim3(kWidth, kConsumers + 1)>>>(dIn, dOut, kStagesTotal);
    else
      rowsByRole<1><<<1, dim3(kWidth, kConsumers + 1)>>>(dIn, dOut, kStagesTotal);
    EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
    std::vector<float> got(kConsumers * kWidth);
    EXPECT_ERR(cudaMemcpy(got.data(), dOut, got.size() * sizeof(float), cudaMemcpyDeviceToHost),
               cudaSuccess);
    int wrong = 0;
    for (size_t i = 0; i < got.size(); ++i)
      wrong += got[i] != expected[i];
    if (wrong)
      std::printf("FAILED: depth %d: %d of %zu sums differ (first %g, expected %g)\n", depth,
                  wrong, got.size(), got[0], expected[0]);
  }

  // Kernel 2: 3 blocks of 7 stages each.
  const int blocks = 3, stages = 7;
  std::vector<float> in2(blocks * stages * 64);
  for (size_t i = 0; i < in2.size(); ++i)
    in2[i] = float((i * 11) % 29);
  float *dIn2 = nullptr;
  EXPECT_ERR(cudaMalloc(&dIn2, in2.size() * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dIn2, in2.data(), in2.size() * sizeof(float), cudaMemcpyHostToDevice),
             cudaSuccess);
  largestPairs<<<blocks, 64>>>(dIn2, dOut, stages);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  std::vector<float> got2(blocks * 48);
  EXPECT_ERR(cudaMemcpy(got2.data(), dOut, got2.size() * sizeof(float), cudaMemcpyDeviceToHost),
             cudaSuccess);
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < 48; ++t) {
      float best = -1.0f;
      for (int s = 0; s < stages; ++s) {
        const float *stage = &in2[(b * stages + s) * 64];
        float v = stage[t] + stage[63 - t % 16];
        best = v > best ? v : best;
      }
      EXPECT(got2[b * 48 + t] == best);
    }
  cudaFree(dIn);
  cudaFree(dIn2);
  cudaFree(dOut);
  return DONE();
}
