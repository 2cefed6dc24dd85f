// volatile global memory and plain shared memory are not warp-synchronous
// code: no warning.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck --allow-empty %s < %t.err
__global__ void k(volatile int *flags, int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = flags[threadIdx.x];
  __syncthreads();
  volatile int *g = flags;
  out[threadIdx.x] = s[31 - threadIdx.x] + g[0];
}
// CHECK-NOT: warning
