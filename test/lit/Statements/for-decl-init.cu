// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const float *in, int n) {
  float sum = 0.0f;
  for (int i = 0; i < n; ++i)
    sum += in[i];
  out[0] = sum;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: float sum = 0.0f;
// CHECK-NEXT: for (int i = 0; i < n; ++i)
// CHECK-NEXT: sum += in[i];
// CHECK-NEXT: out[0] = sum;
// CHECK-NEXT: }
