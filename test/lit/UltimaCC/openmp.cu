// A CUDA program with OpenMP host code, built as nvcc builds it
// (-Xcompiler -fopenmp; Clang's OpenMP runtime): the host threads run, and
// each launches its own kernel.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -Xcompiler -fopenmp %s -o %t
// RUN: env OMP_NUM_THREADS=3 ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <omp.h>

__global__ void fill(int *out, int value) { out[threadIdx.x] = value; }

int main() {
  const int threads = 3, n = 32;
  int *d;
  cudaMalloc(&d, threads * n * sizeof(int));
  int seen = 0;
#pragma omp parallel reduction(+ : seen)
  {
    int id = omp_get_thread_num();
    fill<<<1, n>>>(d + id * n, id + 1);
    cudaDeviceSynchronize();
    seen = 1;
  }
  int h[threads * n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long sum = 0;
  for (int v : h)
    sum += v;
  // CHECK: threads 3 sum 192
  printf("threads %d sum %ld\n", seen, sum);
  return 0;
}
