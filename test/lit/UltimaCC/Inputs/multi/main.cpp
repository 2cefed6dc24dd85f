// The host-only part of separate-compilation.test: a C++ file calling the runtime.
#include <cstdio>
#include <cuda_runtime_api.h>
void launchScale(float *p, float s, int n);
void launchShift(float *p, int n);
int main() {
  float h[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  float *d;
  cudaMalloc((void **)&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  launchScale(d, 2.0f, 8);
  launchShift(d, 8);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i)
    std::printf("%g ", h[i]);
  std::printf("\n");
}
