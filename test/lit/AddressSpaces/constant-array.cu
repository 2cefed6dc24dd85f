// An initialized __constant__ array is a program-scope __constant array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: __constant float taps[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__constant__ float taps[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};

// CHECK-LABEL: __kernel void blur(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   if (i < 2 || i >= n - 2)
// CHECK-NEXT:     return;
// CHECK-NEXT:   float acc = 0.0f;
// CHECK-NEXT:   for (int k = 0; k < 5; ++k)
// CHECK-NEXT:     acc += taps[k] * in[i + k - 2];
// CHECK-NEXT:   out[i] = acc;
// CHECK-NEXT: }
__global__ void blur(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 2 || i >= n - 2)
    return;
  float acc = 0.0f;
  for (int k = 0; k < 5; ++k)
    acc += taps[k] * in[i + k - 2];
  out[i] = acc;
}
