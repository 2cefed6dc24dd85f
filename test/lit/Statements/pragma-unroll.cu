// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const float *in) {
  float acc = 0.0f;
#pragma unroll
  for (int i = 0; i < 8; i++)
    acc += in[i];
  out[0] = acc;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT: float acc = 0.0f;
// CHECK-NEXT: #pragma unroll
// CHECK-NEXT: for (int i = 0; i < 8; i++)
// CHECK-NEXT: acc += in[i];
// CHECK-NEXT: out[0] = acc;
// CHECK-NEXT: }
