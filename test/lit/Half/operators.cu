// CUDA's operators on __half: arithmetic rounds each result to half; `!=` is
// the unordered __hneu (true for NaN) and the other comparisons are ordered,
// as in cuda_fp16.hpp.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-LABEL: ultima_half poly(ultima_half x, ultima_half a, ultima_half b)
// CHECK:   return ultima_hadd(ultima_hmul((ultima_hadd(ultima_hmul(a, x), b)), x), ultima_hneg(a));
__device__ __half poly(__half x, __half a, __half b) { return (a * x + b) * x + -a; }

// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global bool *r)
// CHECK:   r[0] = ultima_heq(h[0], h[1]);
// CHECK:   r[1] = ultima_hneu(h[0], h[1]);
// CHECK:   r[2] = ultima_hlt(h[0], h[1]) || ultima_hle(h[0], h[1]);
// CHECK:   r[3] = ultima_hgt(h[0], h[1]) && ultima_hge(h[0], h[1]);
// CHECK:   h[2] = ultima_hdiv((ultima_hsub(h[0], h[1])), h[3]);
// CHECK:   h[4] = poly(h[0], h[1], h[2]);
// CHECK:   h[5] = (h[0]);
__global__ void k(half *h, bool *r) {
  r[0] = h[0] == h[1];
  r[1] = h[0] != h[1];
  r[2] = h[0] < h[1] || h[0] <= h[1];
  r[3] = h[0] > h[1] && h[0] >= h[1];
  h[2] = (h[0] - h[1]) / h[3];
  h[4] = poly(h[0], h[1], h[2]);
  h[5] = +h[0];
}
