// A reference to a pointer lets a helper store a __local address into a
// pointer that also points into __global memory: a located conflict.
// RUN: not %ultima %s 2>&1 | FileCheck %s


// CHECK: rejected-address-space-conflict.cu:[[@LINE+1]]:51: error: pointer 'p' would point into __local memory here but into __global memory elsewhere; OpenCL C 1.2 has no generic address space [ultima-address-space-conflict]
__device__ void retarget(float *&p, float *q) { p = q; }
__global__ void k(float *g) {
  __shared__ float tile[32];
  float *p = g;
  retarget(p, tile);
  p[threadIdx.x] = 1.0f;
}
