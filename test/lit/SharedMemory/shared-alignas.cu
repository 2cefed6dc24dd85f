// `__shared__ alignas(N)`, the order nvcc accepts and CUDA's samples use
// (globalToShmemAsyncCopy), parses as `alignas(N) __shared__` does: with an
// integer, a type or an alignof, one or more spaces between, `static` before
// and `extern` dynamic shared memory. Columns after it on the line stay
// where they were (the diagnostic below), and a longer identifier holding
// __shared__ is left alone.
// RUN: not %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: %ultima -DNO_ERROR %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out) {
  // CHECK: __local float a[4][4];
  __shared__ alignas(16) float a[4][4];
  // CHECK: __local float b[8];
  __shared__  alignas(float4) float b[8];
  // CHECK: __local float c[8];
  static __shared__	alignas(alignof(double)) float c[8];
  extern __shared__ alignas(16) float dyn[];
  a[threadIdx.y][threadIdx.x] = threadIdx.x;
  b[threadIdx.x] = 1.0f;
  c[threadIdx.x] = 2.0f;
  dyn[threadIdx.x] = 3.0f;
  __syncthreads();
  out[threadIdx.x] = a[threadIdx.x][0] + b[7 - threadIdx.x] + c[threadIdx.x] + dyn[0];
}

// Left alone: were it rewritten, my__shared_alignas__ would not compile.
#define my__shared__
my__shared__ alignas(4) __device__ int g;

#ifndef NO_ERROR
// ERR: shared-alignas.cu:[[@LINE+1]]:55: error: use of undeclared identifier 'undeclared'
__global__ void e() { __shared__ alignas(8) int s[2]; undeclared = s[0]; }
#endif
