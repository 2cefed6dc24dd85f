// What CUDA device code gets from the hardware: clock() and clock64() (ultima
// counts calls: a thread's successive reads increase; docs/device-library.md:
// each read advances the clock by 1024), %laneid and friends
// read with inline PTX, __nanosleep (returns), and __trap(), which aborts
// the kernel in CUDA and leaves cudaErrorLaunchFailure for the host (sticky,
// like any launch failure, until cudaDeviceReset).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

__global__ void timed(long long *elapsed, long *start, int spins) {
  long long t0 = clock64();
  long c0 = clock();
  int steps = 0;
  // A wait loop on the clock, as programs write them, ends.
  while (clock64() - t0 < spins)
    ++steps;
  __nanosleep(1000);
  elapsed[threadIdx.x] = clock64() - t0;
  start[threadIdx.x] = clock() > c0 ? steps : -1;
}

__global__ void lanes(unsigned *lane, unsigned *warp, unsigned *below) {
  unsigned l, w, lt;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  lane[t] = l;
  warp[t] = w;
  below[t] = lt;
}

// One thread alone: clock64(), %clock64 and %globaltimer advance the same
// counter by the same step.
__global__ void steps(long long *d) {
  long long a = clock64(), b, c;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(b));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(c));
  long long e = clock64();
  d[0] = b - a;
  d[1] = c - b;
  d[2] = e - c;
}

// __usad4 as programs write it, with PTX's vabsdiff4 (sum of absolute byte
// differences, plus an addend).
__device__ unsigned usad4(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
__global__ void sads(const unsigned *a, const unsigned *b, unsigned *out) {
  out[threadIdx.x] = usad4(a[threadIdx.x], b[threadIdx.x], threadIdx.x);
}

__global__ void trapIf(int *out, int bad) {
  if (threadIdx.x == bad)
    __trap();
  out[threadIdx.x] = 1;
}

int main() {
  const int threads = 64;
  long long *elapsed;
  long *start;
  EXPECT_ERR(cudaMalloc(&elapsed, threads * sizeof(long long)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&start, threads * sizeof(long)), cudaSuccess);
  timed<<<2, threads>>>(elapsed, start, 100 * 1024);
  long long e[threads];
  long s[threads];
  EXPECT_ERR(cudaMemcpy(e, elapsed, sizeof e, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(s, start, sizeof s, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < threads; ++i) {
    EXPECT(e[i] >= 100 * 1024);
    EXPECT(s[i] >= 1);
  }

  // A block of 16 x 4 threads: warps are 32 consecutive threads, x fastest.
  unsigned *lane, *warp, *below;
  cudaMalloc(&lane, threads * 4);
  cudaMalloc(&warp, threads * 4);
  cudaMalloc(&below, threads * 4);
  lanes<<<1, dim3(16, 4)>>>(lane, warp, below);
  unsigned hl[threads], hw[threads], hb[threads];
  cudaMemcpy(hl, lane, sizeof hl, cudaMemcpyDeviceToHost);
  cudaMemcpy(hw, warp, sizeof hw, cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, below, sizeof hb, cudaMemcpyDeviceToHost);
  for (unsigned t = 0; t < threads; ++t) {
    EXPECT(hl[t] == t % 32);
    EXPECT(hw[t] == t / 32);
    EXPECT(hb[t] == (1u << (t % 32)) - 1u);
  }

  steps<<<1, 1>>>(elapsed);
  EXPECT_ERR(cudaMemcpy(e, elapsed, 3 * sizeof(long long), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(e[0] == 1024 && e[1] == 1024 && e[2] == 1024);

  unsigned sa[threads], sb[threads], ss[threads];
  for (unsigned t = 0; t < threads; ++t) {
    sa[t] = 0x01f08000u * (t + 1) ^ 0x7f3a91c4u;
    sb[t] = 0x9e3779b9u * (t + 3);
  }
  unsigned *da, *db, *ds;
  cudaMalloc(&da, sizeof sa);
  cudaMalloc(&db, sizeof sb);
  cudaMalloc(&ds, sizeof ss);
  cudaMemcpy(da, sa, sizeof sa, cudaMemcpyHostToDevice);
  cudaMemcpy(db, sb, sizeof sb, cudaMemcpyHostToDevice);
  sads<<<1, threads>>>(da, db, ds);
  EXPECT_ERR(cudaMemcpy(ss, ds, sizeof ss, cudaMemcpyDeviceToHost), cudaSuccess);
  for (unsigned t = 0; t < threads; ++t) {
    unsigned sum = t;
    for (int k = 0; k < 4; ++k) {
      int x = (sa[t] >> 8 * k) & 255, y = (sb[t] >> 8 * k) & 255;
      sum += x > y ? x - y : y - x;
    }
    EXPECT(ss[t] == sum);
  }

  int *out;
  cudaMalloc(&out, threads * sizeof(int));
  trapIf<<<1, threads>>>(out, threads); // no thread traps
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  trapIf<<<1, threads>>>(out, 3);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaErrorLaunchFailure);
  EXPECT_ERR(cudaMemset(out, 0, 4), cudaErrorLaunchFailure);
  EXPECT_ERR(cudaDeviceReset(), cudaSuccess);
  EXPECT_ERR(cudaMemset(out, 0, 4), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
