// A __device__ function becomes a plain OpenCL C function.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float square(float x)
// CHECK-NEXT: {
// CHECK-NEXT:   return x * x;
// CHECK-NEXT: }
__device__ float square(float x) { return x * x; }

// CHECK-LABEL: __kernel void squares(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = square(v[(uint)get_local_id(0)]);
// CHECK-NEXT: }
__global__ void squares(float *v) { v[threadIdx.x] = square(v[threadIdx.x]); }
