// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const float *in, int n) {
  float acc = 0.0f;
#pragma unroll 4
  for (int i = 0; i < n; i++)
    acc += in[i];
  out[0] = acc;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: float acc = 0.0f;
// CHECK-NEXT: #pragma unroll 4
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: acc += in[i];
// CHECK-NEXT: out[0] = acc;
// CHECK-NEXT: }
