// A __device__ lambda written in host code and passed to a kernel cannot
// capture by reference: the variables it would refer to are in host memory
// (the CUDA Programming Guide's extended lambda restrictions). Clang rejects
// it at the capture.
// RUN: not %ultima %s 2>&1 | FileCheck %s

template <typename F> __global__ void apply(int *p, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = f(p[i]);
}
void host(int *d, int n) {
  int k = 7;
  // CHECK: {{.*}}rejected-host-reference-capture.cu:[[@LINE+1]]:65: error: capture host variable 'k' by reference in device or host device lambda function [ultima-frontend]
  apply<<<1, 32>>>(d, n, [&] __device__(int x) { return x * 3 + k; });
}
