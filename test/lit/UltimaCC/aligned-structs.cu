// Arrays of records with an explicit alignment have the same stride on the
// host and in kernels: a 12-byte struct aligned to 16 (CUDA's __align__) is
// 16 bytes on both sides, so a kernel's copy of an array is the array.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include "expect.h"

typedef struct __align__(16) {
  unsigned int r, g, b;
} RGB32;

struct Tagged {
  char tag;
  alignas(8) int value;
};

__global__ void copy(RGB32 *d, const RGB32 *s, Tagged *t, unsigned *sizes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    d[i] = s[i];
    t[i].value = t[i].tag * 2;
  }
  if (i == 0) {
    sizes[0] = sizeof(RGB32);
    sizes[1] = sizeof(Tagged);
  }
}

int main() {
  const int n = 100;
  RGB32 in[n], out[n];
  Tagged tagged[n];
  for (int i = 0; i < n; ++i) {
    in[i] = RGB32{(unsigned)i, (unsigned)i * 2, (unsigned)i * 3};
    tagged[i] = Tagged{(char)i, 0};
  }
  RGB32 *ds, *dd;
  Tagged *dt;
  unsigned *dsizes, sizes[2];
  cudaMalloc(&ds, sizeof in);
  cudaMalloc(&dd, sizeof out);
  cudaMalloc(&dt, sizeof tagged);
  cudaMalloc(&dsizes, sizeof sizes);
  cudaMemcpy(ds, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(dt, tagged, sizeof tagged, cudaMemcpyHostToDevice);
  copy<<<1, 128>>>(dd, ds, dt, dsizes, n);
  cudaMemcpy(out, dd, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(tagged, dt, sizeof tagged, cudaMemcpyDeviceToHost);
  cudaMemcpy(sizes, dsizes, sizeof sizes, cudaMemcpyDeviceToHost);
  // CHECK: device sizes 16 16, host sizes 16 16
  std::printf("device sizes %u %u, host sizes %zu %zu\n", sizes[0], sizes[1], sizeof(RGB32),
              sizeof(Tagged));
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += out[i].r != in[i].r || out[i].g != in[i].g || out[i].b != in[i].b ||
             tagged[i].value != 2 * i;
  // CHECK: wrong 0
  std::printf("wrong %d\n", wrong);
  return 0;
}
