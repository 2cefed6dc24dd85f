// Two kernels that share a __device__ array take it under one name; the first
// writes it, the second reads it (the host passes the same buffer to both).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float scratch[256];

// CHECK-LABEL: __kernel void produce(__global const float *in, __global float *scratch)
// CHECK-NEXT: {
// CHECK-NEXT:   scratch[(uint)get_local_id(0)] = in[(uint)get_local_id(0)] * 3.0f;
// CHECK-NEXT: }
__global__ void produce(const float *in) { scratch[threadIdx.x] = in[threadIdx.x] * 3.0f; }

// CHECK-LABEL: __kernel void consume(__global float *out, __global float *scratch)
// CHECK-NEXT: {
// CHECK-NEXT:   out[(uint)get_local_id(0)] = scratch[255 - (uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void consume(float *out) { out[threadIdx.x] = scratch[255 - threadIdx.x]; }
