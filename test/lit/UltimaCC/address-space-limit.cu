// libultima-cudart hands out device addresses from a virtual reservation of
// 1 TiB (docs/ultima-cc.md, "Memory model"). Under an address-space limit
// (RLIMIT_AS, `ulimit -v`) below that, it reserves the largest power of two
// the process may map, down to 1 GiB: allocations, copies and kernels work
// as without the limit.
// REQUIRES: ultima-cc
// UNSUPPORTED: asan
// RUN: %ultima-cc %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache sh -c 'ulimit -v 8000000 && exec %t' | FileCheck %s
// CHECK: small 0
// CHECK: large 0
// CHECK: sum 33554432 ok
// CHECK: done
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

__global__ void fill(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = 1;
}

int main() {
  int *small = nullptr, *large = nullptr;
  printf("small %d\n", (int)cudaMalloc(&small, 16));
  const int n = 32 << 20; // 128 MiB of ints
  printf("large %d\n", (int)cudaMalloc(&large, n * sizeof(int)));
  fill<<<(n + 255) / 256, 256>>>(large, n);
  std::vector<int> host(n);
  cudaMemcpy(host.data(), large, n * sizeof(int), cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int v : host)
    sum += v;
  printf("sum %lld %s\n", sum, sum == n ? "ok" : "WRONG");
  cudaFree(small);
  cudaFree(large);
  printf("done\n");
  return 0;
}
