// Launches with their chevrons split by blanks, as nvcc accepts them, and
// shifts and comparisons that are not launches.
#include <cstdio>
#include "bias.h"

__global__ void add(int *p, int v) { p[threadIdx.x] += v + BIAS; }

template <typename T> struct Box { T v; };

int main() {
  int h[4] = {1, 2, 3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  add << < 1, 4 >> > (d, 10);
  add<< <dim3(1), dim3(4)>> >(d, 100);
  add <<<1, 4>>> (d, 1000);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  Box<Box<int> > nested = {{5}};
  bool compared = (1 << 2) > 3;
  printf("%d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], nested.v.v, compared);
#if defined(HOST_ERROR) && defined(__ULTIMA_CC_HOST__) // the host compilation only
  int host_only = undefined_name;
#endif
  return cudaGetLastError();
}
