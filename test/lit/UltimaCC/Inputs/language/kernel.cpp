// CUDA in a .cpp file: built as CUDA only with -x cu.
#include <cstdio>

__global__ void twice(int *p) { p[threadIdx.x] *= 2; }

int main() {
  int h[4] = {1, 2, 3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return cudaGetLastError();
}
