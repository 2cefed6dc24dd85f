// libcu++'s block barrier and asynchronous copies (CUDA C++ Programming
// Guide, "Asynchronous Barrier", "Asynchronous Data Copies", "Pipeline
// Primitives Interface"; libcu++'s cuda::barrier, cuda::pipeline and
// cuda::memcpy_async): each kernel computes something the host computes too.
// - a dot product reduced through shared memory with arrive()/wait(token),
//   arrive_and_wait() and a final arrive_and_drop();
// - a tiled matrix product whose tiles come in by memcpy_async with the
//   barrier (float4 chunks, size_t and aligned_size_t sizes, the group form);
// - the same product through a 4-stage thread-scope pipeline
//   (make_pipeline(), producer_acquire/commit, consumer_wait/release);
// - through a 2-stage block-scope pipeline (pipeline_shared_state), every
//   thread producer and consumer, and pipeline_consumer_wait_prior;
// - a reversal whose data the block brings by the group form of
//   memcpy_async on a block pipeline;
// - a shift through __pipeline_memcpy_async with zero fill,
//   __pipeline_commit and __pipeline_wait_prior;
// - init with a count other than the block's threads: cudaErrorLaunchFailure.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cuda_runtime.h>
#include <utility>
#include <vector>
#include "expect.h"

namespace cg = cooperative_groups;

constexpr int Tile = 16;

// Each block sums its slice of a*b; partial[blockIdx.x] gets the sum.
__global__ void dot(const float *a, const float *b, int n, float *partial) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float sums[256];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  float mine = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    mine += a[i] * b[i];
  sums[threadIdx.x] = mine;
  auto token = bar.arrive();
  bar.wait(std::move(token));
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    float other = threadIdx.x < half ? sums[threadIdx.x + half] : 0.0f;
    bar.arrive_and_wait();
    if (threadIdx.x < half)
      sums[threadIdx.x] += other;
    bar.arrive_and_wait();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sums[0];
  bar.arrive_and_drop();
}

// C = A * B, n a multiple of Tile, Tile x Tile blocks; a quarter of the
// threads bring a row's four floats of each tile as one float4.
__global__ void matmulBarrier(const float *A, const float *B, float *C, int n) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  // alignas first: ultima-cc's host compilation (Clang 15) refuses the
  // samples' `__shared__ alignas(16)`, which only the translator accepts.
  alignas(16) __shared__ float As[Tile][Tile];
  alignas(16) __shared__ float Bs[Tile][Tile];
  __shared__ float row0[Tile];
  cg::thread_block cta = cg::this_thread_block();
  if (threadIdx.x == 0 && threadIdx.y == 0)
    init(&bar, blockDim.x * blockDim.y);
  __syncthreads();
  int row = blockIdx.y * Tile + threadIdx.y, col = blockIdx.x * Tile + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < n; t += Tile) {
    int x4 = threadIdx.x * 4;
    if (x4 < Tile) {
      cuda::memcpy_async(&As[threadIdx.y][x4], &A[row * n + t + x4], sizeof(float4), bar);
      cuda::memcpy_async(&Bs[threadIdx.y][x4], &B[(t + threadIdx.y) * n + blockIdx.x * Tile + x4],
                         cuda::aligned_size_t<16>(sizeof(float4)), bar);
    }
    bar.arrive_and_wait();
    for (int k = 0; k < Tile; ++k)
      sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    bar.arrive_and_wait();
  }
  // The group form: the whole block copies the block's first row of A.
  cuda::memcpy_async(cta, row0, &A[blockIdx.y * Tile * n], Tile * sizeof(float), bar);
  bar.arrive_and_wait();
  C[row * n + col] = sum + row0[threadIdx.x] * 0.0f + (row0[0] == A[blockIdx.y * Tile * n]);
}

// The same product through a thread pipeline of 4 stages, each thread
// bringing its own element of each tile.
__global__ void matmulThreadPipeline(const float *A, const float *B, float *C, int n) {
  constexpr int Stages = 4;
  __shared__ float As[Stages][Tile][Tile];
  __shared__ float Bs[Stages][Tile][Tile];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const auto shape = cuda::aligned_size_t<alignof(float)>(sizeof(float));
  int row = blockIdx.y * Tile + threadIdx.y, col = blockIdx.x * Tile + threadIdx.x;
  int tiles = n / Tile, fetched = 0;
  float sum = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    for (; fetched < tiles && fetched < t + Stages; ++fetched) {
      int s = fetched % Stages;
      pipe.producer_acquire();
      cuda::memcpy_async(&As[s][threadIdx.y][threadIdx.x],
                         &A[row * n + fetched * Tile + threadIdx.x], shape, pipe);
      cuda::memcpy_async(&Bs[s][threadIdx.y][threadIdx.x],
                         &B[(fetched * Tile + threadIdx.y) * n + col], shape, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    __syncthreads();
    int s = t % Stages;
    for (int k = 0; k < Tile; ++k)
      sum += As[s][threadIdx.y][k] * Bs[s][k][threadIdx.x];
    pipe.consumer_release();
    __syncthreads();
  }
  cuda::pipeline_consumer_wait_prior<0>(pipe);
  C[row * n + col] = sum;
}

// Through a block pipeline of 2 stages: every thread is producer and
// consumer, and the stage's barrier is the pipeline's.
__global__ void matmulBlockPipeline(const float *A, const float *B, float *C, int n) {
  constexpr int Stages = 2;
  __shared__ float As[Stages][Tile][Tile];
  __shared__ float Bs[Stages][Tile][Tile];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  auto cta = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(cta, &state);
  int row = blockIdx.y * Tile + threadIdx.y, col = blockIdx.x * Tile + threadIdx.x;
  int tiles = n / Tile, fetched = 0;
  float sum = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    for (; fetched < tiles && fetched < t + Stages; ++fetched) {
      int s = fetched % Stages;
      pipe.producer_acquire();
      cuda::memcpy_async(&As[s][threadIdx.y][threadIdx.x],
                         &A[row * n + fetched * Tile + threadIdx.x], sizeof(float), pipe);
      cuda::memcpy_async(&Bs[s][threadIdx.y][threadIdx.x],
                         &B[(fetched * Tile + threadIdx.y) * n + col], sizeof(float), pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    int s = t % Stages;
    for (int k = 0; k < Tile; ++k)
      sum += As[s][threadIdx.y][k] * Bs[s][k][threadIdx.x];
    pipe.consumer_release();
  }
  C[row * n + col] = sum;
}

// out reverses each block's slice of in, which the block copies into shared
// memory by the group form of memcpy_async on a 1-stage block pipeline, in
// two halves (a size_t size and an aligned_size_t one).
__global__ void reverseGroupCopy(const int *in, int *out) {
  alignas(16) __shared__ int s[256];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  cg::thread_block cta = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(cta, &state);
  const int *mine = in + blockIdx.x * blockDim.x;
  unsigned half = blockDim.x / 2;
  pipe.producer_acquire();
  cuda::memcpy_async(cta, s, mine, half * sizeof(int), pipe);
  cuda::memcpy_async(cta, s + half, mine + half, cuda::aligned_size_t<16>(half * sizeof(int)),
                     pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[blockIdx.x * blockDim.x + threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
  pipe.consumer_release();
}

// out[i] = in[i - 1] (0 for the block's first) through shared memory, by
// the pipeline primitives: thread 0 zero-fills its four bytes.
__global__ void shiftPrimitives(const int *in, int *out) {
  __shared__ int s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int first = threadIdx.x == 0;
  __pipeline_memcpy_async(&s[threadIdx.x], &in[first ? i : i - 1], sizeof(int),
                          first ? sizeof(int) : 0);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[i] = s[threadIdx.x];
}

__global__ void wrongCount(int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x - 1);
  __syncthreads();
  out[threadIdx.x] = 1;
}

template <typename T> static T *toDevice(const std::vector<T> &v) {
  T *d;
  cudaMalloc(&d, v.size() * sizeof(T));
  cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T> static std::vector<T> fromDevice(const T *d, size_t n) {
  std::vector<T> v(n);
  EXPECT(cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost) == cudaSuccess);
  return v;
}

static void checkDot() {
  const int n = 5000, blocks = 7, threads = 128;
  std::vector<float> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (float)(i % 13) - 6.0f;
    b[i] = (float)(i % 7) * 0.5f;
  }
  float *dA = toDevice(a), *dB = toDevice(b), *dP;
  cudaMalloc(&dP, blocks * sizeof(float));
  dot<<<blocks, threads>>>(dA, dB, n, dP);
  std::vector<float> partial = fromDevice(dP, blocks);
  for (int blk = 0; blk < blocks; ++blk) {
    float want = 0.0f;
    for (int i = blk * threads; i < n; i += blocks * threads)
      for (int j = i; j < i + threads && j < n; ++j)
        want += a[j] * b[j];
    if (partial[blk] != want)
      std::printf("FAILED dot block %d: %f, expected %f\n", blk, partial[blk], want);
    EXPECT(partial[blk] == want);
  }
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dP);
}

enum Matmul { ByBarrier, ByThreadPipeline, ByBlockPipeline };

static void checkMatmul(const char *name, Matmul how, float extra) {
  const int n = 64;
  std::vector<float> A(n * n), B(n * n);
  for (int i = 0; i < n * n; ++i) {
    A[i] = (float)((i * 7) % 11) - 5.0f;
    B[i] = (float)((i * 3) % 5) - 2.0f;
  }
  float *dA = toDevice(A), *dB = toDevice(B), *dC;
  cudaMalloc(&dC, n * n * sizeof(float));
  dim3 grid(n / Tile, n / Tile), block(Tile, Tile);
  if (how == ByBarrier)
    matmulBarrier<<<grid, block>>>(dA, dB, dC, n);
  else if (how == ByThreadPipeline)
    matmulThreadPipeline<<<grid, block>>>(dA, dB, dC, n);
  else
    matmulBlockPipeline<<<grid, block>>>(dA, dB, dC, n);
  std::vector<float> C = fromDevice(dC, n * n);
  int bad = 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      float want = extra;
      for (int k = 0; k < n; ++k)
        want += A[r * n + k] * B[k * n + c];
      if (C[r * n + c] != want && ++bad <= 3)
        std::printf("FAILED %s C[%d][%d] = %f, expected %f\n", name, r, c, C[r * n + c], want);
    }
  EXPECT(bad == 0);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
}

static void checkGroupCopy() {
  const int blocks = 3, threads = 128, n = blocks * threads;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = i * 3 - 100;
  int *dIn = toDevice(in), *dOut;
  cudaMalloc(&dOut, n * sizeof(int));
  reverseGroupCopy<<<blocks, threads>>>(dIn, dOut);
  std::vector<int> out = fromDevice(dOut, n);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int want = in[i / threads * threads + threads - 1 - i % threads];
    if (out[i] != want && ++bad <= 3)
      std::printf("FAILED group copy out[%d] = %d, expected %d\n", i, out[i], want);
  }
  EXPECT(bad == 0);
  cudaFree(dIn);
  cudaFree(dOut);
}

static void checkPrimitives() {
  const int blocks = 3, threads = 256, n = blocks * threads;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = i * 5 + 1;
  int *dIn = toDevice(in), *dOut;
  cudaMalloc(&dOut, n * sizeof(int));
  shiftPrimitives<<<blocks, threads>>>(dIn, dOut);
  std::vector<int> out = fromDevice(dOut, n);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int want = i % threads == 0 ? 0 : in[i - 1];
    if (out[i] != want && ++bad <= 3)
      std::printf("FAILED shift out[%d] = %d, expected %d\n", i, out[i], want);
  }
  EXPECT(bad == 0);
  cudaFree(dIn);
  cudaFree(dOut);
}

int main() {
  checkDot();
  checkMatmul("barrier", ByBarrier, 1.0f);
  checkMatmul("thread pipeline", ByThreadPipeline, 0.0f);
  checkMatmul("block pipeline", ByBlockPipeline, 0.0f);
  checkGroupCopy();
  checkPrimitives();
  // Last: a launch failure may leave the context unusable, as in CUDA.
  int *dOut;
  cudaMalloc(&dOut, 64 * sizeof(int));
  wrongCount<<<1, 64>>>(dOut);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  return DONE();
}
