// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const float *in) {
  constexpr int kTaps = 3;
  constexpr float kNorm = 1.0f / kTaps;
  float acc = 0.0f;
  for (int t = 0; t < kTaps; t++)
    acc += in[t];
  out[0] = acc * kNorm;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT: const int kTaps = 3;
// CHECK-NEXT: const float kNorm = 1.0f / kTaps;
// CHECK-NEXT: float acc = 0.0f;
// CHECK-NEXT: for (int t = 0; t < kTaps; t++)
// CHECK-NEXT: acc += in[t];
// CHECK-NEXT: out[0] = acc * kNorm;
// CHECK-NEXT: }
