// A program that includes <cufft.h> translates: cuFFT's host API is host
// code (libultima-cufft), and cuComplex.h, which it includes, is source code
// translated with the kernels that use it: the shape of NVIDIA's FFT samples'
// pointwise kernels (a complex multiply and scale between two transforms).
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <cufft.h>

// CHECK: static inline float2 cuCmulf(float2 x, float2 y)
// CHECK: __kernel void pointwiseMulScale(__global float2 *a, __global const float2 *b, int n, float scale)
// CHECK: float2 c = cuCmulf(a[i], b[i]);
__global__ void pointwiseMulScale(cufftComplex *a, const cufftComplex *b, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cufftComplex c = cuCmulf(a[i], b[i]);
    a[i] = make_cuComplex(scale * cuCrealf(c), scale * cuCimagf(c));
  }
}

int main() {
  cufftHandle plan;
  if (cufftPlan1d(&plan, 256, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  return cufftDestroy(plan);
}
