// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

constexpr int kBlock = 256;
constexpr float kScale = 0.5f;
static constexpr unsigned kMask = kBlock - 1;
__global__ void k(float *out, int n) {
  int i = blockIdx.x * kBlock + (threadIdx.x & kMask);
  if (i < n)
    out[i] *= kScale;
}

// CHECK: __constant const int kBlock = 256;
// CHECK: __constant const float kScale = 0.5f;
// CHECK: __constant const uint kMask = kBlock - 1;
// CHECK-LABEL: __kernel void k(__global float *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_group_id(0) * kBlock + ((uint)get_local_id(0) & kMask);
// CHECK-NEXT: if (i < n)
// CHECK-NEXT: out[i] *= kScale;
// CHECK-NEXT: }
