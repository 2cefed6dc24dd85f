// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float relu(float x) { return x > 0.0f ? x : 0.0f; }
__global__ void k(float *out, const float *in, int n) {
  int i = threadIdx.x;
  out[i] = i < n ? relu(in[i]) : (i == n ? -1.0f : -2.0f);
}

// CHECK-LABEL: float relu(float x)
// CHECK-NEXT: {
// CHECK-NEXT: return x > 0.0f ? x : 0.0f;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: out[i] = i < n ? relu(in[i]) : (i == n ? -1.0f : -2.0f);
// CHECK-NEXT: }
