// bench/cc_overhead.py's program: times REPS launches of each kernel of
// cc_kernels.cuh from host code (wall clock, launches then one synchronize)
// and prints "KERNEL MS_PER_LAUNCH".
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "cc_kernels.cuh"

template <typename F> static double msPerLaunch(F launch, int reps) {
  launch(); // the first launch builds the program
  cudaDeviceSynchronize();
  auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r)
    launch();
  cudaDeviceSynchronize();
  std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
  return took.count() / reps;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int m = argc > 2 ? atoi(argv[2]) : 256;
  int reps = argc > 3 ? atoi(argv[3]) : 20;
  float *x, *y, *a, *b, *c;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  cudaMemset(y, 0, n * sizeof(float));
  cudaMalloc(&a, m * m * sizeof(float));
  cudaMalloc(&b, m * m * sizeof(float));
  cudaMalloc(&c, m * m * sizeof(float));
  cudaMemset(a, 0, m * m * sizeof(float));
  cudaMemset(b, 0, m * m * sizeof(float));
  printf("saxpy %.4f\n", msPerLaunch([&] { saxpy<<<(n + 255) / 256, 256>>>(2.0f, x, y, n); }, reps));
  printf("matmul %.4f\n",
         msPerLaunch([&] { matmul<<<dim3(m / 16, m / 16), dim3(16, 16)>>>(a, b, c, m); }, reps));
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) {
    printf("error: %s\n", cudaGetErrorString(e));
    return 1;
  }
  return 0;
}
