// A project header holding the program's kernels, included by the .cu file
// that launches them (launch-from-header.cu).
#pragma once
__global__ void add_one(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}
__global__ void never_launched(int *p) { p[0] = 0; }
