// Every pointer level carries its address space: an array of __global pointers
// that itself lives in __local memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(float *out) { __shared__ float *ptrs[2]; ptrs[0] = out; ptrs[0][0] = 1; }
// CHECK: __global float *__local ptrs[2];
