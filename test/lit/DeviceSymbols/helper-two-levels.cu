// Helpers that reach a symbol, directly or through another helper, take it
// as a trailing parameter, and their callers pass it on by name.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float sums[64];
__device__ unsigned int calls;

// CHECK-LABEL: void leaf(int i, float v, __global float *sums, __global uint *calls)
// CHECK-NEXT: {
// CHECK-NEXT:   sums[i & 63] += v;
// CHECK-NEXT:   atomic_add((calls), (1u));
// CHECK-NEXT: }
__device__ void leaf(int i, float v) {
  sums[i & 63] += v;
  atomicAdd(&calls, 1u);
}

// CHECK-LABEL: void middle(int i, __global const float *in, __global float *sums, __global uint *calls)
// CHECK-NEXT: {
// CHECK-NEXT:   leaf(i, in[i] * 2.0f, sums, calls);
// CHECK-NEXT: }
__device__ void middle(int i, const float *in) { leaf(i, in[i] * 2.0f); }

// CHECK-LABEL: __kernel void accumulate(__global const float *in, int n, __global float *sums, __global uint *calls)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   if (i < n)
// CHECK-NEXT:     middle(i, in, sums, calls);
// CHECK-NEXT: }
__global__ void accumulate(const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    middle(i, in);
}
