// nvcc force-includes cuda_runtime.h, which brings the host C library, the
// host+device min/max overloads, nvcc's version macros and the include
// guards of the toolkit headers. This file includes nothing: everything it
// uses comes from that environment, in host code and device code alike.
// REQUIRES: ultima-cc
// RUN: %ultima-cc %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s

// The guards real programs test (the CUDA samples' helper_cuda.h defines
// checkCudaErrors only under __DRIVER_TYPES_H__ and __CUDA_RUNTIME_H__).
#if !defined(__DRIVER_TYPES_H__) || !defined(__CUDA_RUNTIME_H__) ||                     \
    !defined(__CUDA_RUNTIME_API_H__) || !defined(__VECTOR_TYPES_H__) ||                 \
    !defined(__DEVICE_LAUNCH_PARAMETERS_H__) || !defined(__CHANNEL_DESCRIPTOR_H__)
#error a toolkit header's include guard is missing
#endif
#if !defined(__CUDACC__) || !defined(__NVCC__)
#error nvcc's predefined macros are missing
#endif
// One modelled version: CUDA 11.8.
#if CUDART_VERSION != 11080 || __CUDACC_VER_MAJOR__ != 11 || __CUDACC_VER_MINOR__ != 8
#error the modelled CUDA version is not 11.8
#endif

__device__ int deviceMin(int a, int b) { return min(a, b); }

// host_defines.h's __align__, and __grid_constant__ on a kernel parameter.
struct __align__(16) Limits {
  float limit;
};
static_assert(alignof(Limits) == 16, "__align__ aligns");

__global__ void clampToLimit(float *v, int n, __grid_constant__ const Limits limits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = fminf(fabsf(v[i]), limits.limit) + (float)deviceMin(i, 2);
}

int hostOnly() {
#ifdef __CUDA_ARCH__
  return -1; // never: host code is compiled without __CUDA_ARCH__
#else
  return 1;
#endif
}

int main() {
  const int n = 8;
  float *h = (float *)malloc(n * sizeof(float)); // <stdlib.h>
  memset(h, 0, n * sizeof(float));                // <string.h>
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 2 ? -i : i) * 1.5f;
  float *d = NULL;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  clampToLimit<<<1, n>>>(d, n, Limits{6.0f});
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  // CHECK: 0.0 2.5 5.0 6.5 8.0 8.0 8.0 8.0
  for (int i = 0; i < n; ++i)
    printf("%.1f%c", h[i], i + 1 < n ? ' ' : '\n'); // <stdio.h>
  free(h);
  // <math.h> and <cmath> on the host.
  double x = sqrt(16.0) + ceil(0.25) + fabs(-1.0) + floor(2.5) + std::pow(2.0, 3);
  // CUDA's host min/max overloads, mixed types included.
  unsigned int mixed = max(3, 7u);
  // CHECK: 16.0 -3 7 2.5 1
  printf("%.1f %d %u %.1f %d\n", x, min(-3, 4), mixed, max(1.5f, 2.5), hostOnly());
  clock_t started = clock(); // <time.h>
  assert(started >= 0);      // <assert.h>
  // <limits> and <utility>, which cuda_runtime.h includes in C++.
  std::pair<int, int> limits(std::numeric_limits<int>::max(), INT_MIN);
  // CHECK: limits 2147483647 -2147483648
  printf("limits %d %d\n", limits.first, limits.second);
  return 0;
}
