// File-scope __shared__ variables are hoisted into each kernel, never emitted at
// program scope; file-scope extern __shared__ aliases the dynamic buffer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl --implicit-check-not="__constant float cache"
// RUN: %oclc %t.cl
__shared__ float cache[64];
extern __shared__ unsigned char raw[];
__device__ float use(int i) { return cache[i] + raw[i]; }
__global__ void k(float *out) { cache[threadIdx.x] = 1; out[0] = use(0) + raw[1]; }
// CHECK-LABEL: float use(
// CHECK-SAME: int i, __local float (*cache)[64], __local uchar *[[DYN:[a-z_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   __local uchar *raw = (__local uchar *)[[DYN]];
// CHECK-LABEL: __kernel void k(
// CHECK-SAME: __global float *out, __local uchar *[[DYN]])
// CHECK-NEXT: {
// CHECK-NEXT:   __local float cache[64];
// CHECK-NEXT:   __local uchar *raw = (__local uchar *)[[DYN]];
