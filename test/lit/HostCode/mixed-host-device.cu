// __host__ __device__ functions are emitted for the device code that calls
// them; host code calls the same function without consequence.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <math.h>
__host__ __device__ inline float dist(float x, float y) { return sqrtf(x * x + y * y); }
__global__ void norms(const float2 *p, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = dist(p[i].x, p[i].y);
}
float cpu_norm(float x, float y) { return dist(x, y); }
// CHECK: static inline float dist(float x, float y)
// CHECK: return sqrt(x * x + y * y);
// CHECK: __kernel void norms(__global const float2 *p, __global float *out, int n)
// CHECK-NOT: cpu_norm
