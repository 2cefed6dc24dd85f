// __forceinline__ becomes an inline hint.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: inline float sigmoid(float x)
// CHECK-NEXT: {
// CHECK-NEXT:   return 1.0f / (1.0f + exp(-x));
// CHECK-NEXT: }
__device__ __forceinline__ float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }

// CHECK-LABEL: __kernel void act(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = sigmoid(v[(uint)get_local_id(0)]);
// CHECK-NEXT: }
__global__ void act(float *v) { v[threadIdx.x] = sigmoid(v[threadIdx.x]); }
