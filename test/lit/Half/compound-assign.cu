// Compound assignments and prefix ++/-- on __half and __half2 print as
// `(a = op(a, b))`: the left operand is evaluated twice, which is only
// accepted when evaluating it has no side effects (see compound-side-effects.cu).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global ultima_half2 *v, int i)
// CHECK:   ((h[i]) = ultima_hadd((h[i]), (h[1])));
// CHECK:   ((h[i + 1]) = ultima_hsub((h[i + 1]), (ultima_float2half_rn(2.0f))));
// CHECK:   ((h[2]) = ultima_hmul((h[2]), (h[3])));
// CHECK:   ((h[2]) = ultima_hdiv((h[2]), (h[4])));
// CHECK:   ((h[5]) = ultima_hadd((h[5]), (ultima_half)0x3c00));
// CHECK:   ((h[6]) = ultima_hsub((h[6]), (ultima_half)0x3c00));
// CHECK:   ((v[0]) = ultima_hmul2((v[0]), (v[1])));
// CHECK:   ultima_half x = ((h[7]) = ultima_hadd((h[7]), (h[8])));
__global__ void k(__half *h, __half2 *v, int i) {
  h[i] += h[1];
  h[i + 1] -= 2.0f;
  h[2] *= h[3];
  h[2] /= h[4];
  ++h[5];
  --h[6];
  v[0] *= v[1];
  __half x = h[7] += h[8];
  h[9] = x;
}
