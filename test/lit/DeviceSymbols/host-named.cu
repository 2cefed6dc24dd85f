// Host code decides too: a `__constant__` or const `__device__` variable that
// a host function names (an odr-use: cudaMemcpyToSymbol, cudaMemcpyFromSymbol)
// is one buffer the host sees, even with an initializer. Initialised ones that
// host code does not name, or only names in sizeof, and constexpr constants
// stay program-scope __constant data.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__constant__ float taps[3] = {0.25f, 0.5f, 0.25f};
__constant__ float fixedTaps[3] = {1.0f, 2.0f, 1.0f};
__device__ const int limit = 5;
__device__ const int fixedLimit = 6;
constexpr int kWidth = 3;

// CHECK-NOT: taps[3] =
// CHECK: __constant float fixedTaps[3] = {1.0f, 2.0f, 1.0f};
// CHECK: __constant const int fixedLimit = 6;
// CHECK-NOT: limit = 5
// CHECK-LABEL: __kernel void blur(__global float *out, __constant float *taps, __global const int *limit)
// CHECK-NEXT: {
// CHECK-NEXT:   float s = 0;
// CHECK-NEXT:   for (int k = 0; k < kWidth; ++k)
// CHECK-NEXT:     s += taps[k] * fixedTaps[k];
// CHECK-NEXT:   out[0] = s + (*limit) + fixedLimit;
// CHECK-NEXT: }
__global__ void blur(float *out) {
  float s = 0;
  for (int k = 0; k < kWidth; ++k)
    s += taps[k] * fixedTaps[k];
  out[0] = s + limit + fixedLimit;
}

int main() {
  float h[3] = {0.2f, 0.6f, 0.2f};
  int l = 0;
  cudaMemcpyToSymbol(taps, h, sizeof(fixedTaps));
  cudaMemcpyFromSymbol(&l, limit, sizeof(fixedLimit));
  return l + kWidth;
}
