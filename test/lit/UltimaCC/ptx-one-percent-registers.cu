// Inline PTX reading special registers with one `%` before the register name,
// as nvcc accepts it (`mov.u64 %0, %globaltimer;`): the same values as the
// `%%` spelling, in a 16 x 4 block (lanes are the linear thread index
// modulo 32, warps the index divided by 32, %lanemask_lt the lanes below),
// against the numbers the host computes; %globaltimer and %clock64 read one
// counter that only grows.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cuda_runtime.h>
#include "expect.h"

__global__ void lanes(unsigned *lane, unsigned *warp, unsigned *below, unsigned *twice) {
  unsigned l, w, lt, l2;
  asm volatile("mov.u32 %0, %laneid;" : "=r"(l));
  asm volatile("mov.u32 %0,%warpid;" : "=r"(w));
  asm("mov.u32 %0, %lanemask_lt" : "=r"(lt));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l2));
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  lane[t] = l;
  warp[t] = w;
  below[t] = lt;
  twice[t] = l2;
}

__global__ void timer(unsigned long long *d) {
  unsigned long long a, b, c;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(a));
  asm volatile("mov.u64 %0, %clock64;" : "=l"(b));
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(c));
  d[0] = a;
  d[1] = b;
  d[2] = c;
}

int main() {
  const int n = 64;
  unsigned *d;
  unsigned long long *t;
  cudaMalloc(&d, 4 * n * sizeof(unsigned));
  cudaMalloc(&t, 3 * sizeof(unsigned long long));
  lanes<<<1, dim3(16, 4)>>>(d, d + n, d + 2 * n, d + 3 * n);
  timer<<<1, 1>>>(t);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  unsigned h[4 * n];
  unsigned long long ht[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(ht, t, sizeof ht, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    EXPECT(h[i] == unsigned(i % 32));
    EXPECT(h[n + i] == unsigned(i / 32));
    EXPECT(h[2 * n + i] == (1u << (i % 32)) - 1u);
    EXPECT(h[3 * n + i] == h[i]);
  }
  EXPECT(ht[0] < ht[1] && ht[1] < ht[2]);
  return DONE();
}
