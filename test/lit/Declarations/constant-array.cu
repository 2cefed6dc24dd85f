// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__constant__ float kCoeffs[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
__constant__ int kOffsets[2][2] = {{0, 1}, {1, 0}};
__global__ void k(float *out, const float *in) {
  int i = threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < 5; t++)
    acc += kCoeffs[t] * in[i + t];
  out[i] = acc + kOffsets[1][0];
}

// CHECK: __constant float kCoeffs[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
// CHECK: __constant int kOffsets[2][2] = {{\{\{}}0, 1}, {1, 0}};
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: float acc = 0.0f;
// CHECK-NEXT: for (int t = 0; t < 5; t++)
// CHECK-NEXT: acc += kCoeffs[t] * in[i + t];
// CHECK-NEXT: out[i] = acc + kOffsets[1][0];
// CHECK-NEXT: }
