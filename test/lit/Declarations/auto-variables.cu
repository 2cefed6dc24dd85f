// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const float *in, int n) {
  auto i = threadIdx.x;
  auto scale = 2.0f;
  auto count = n * 2L;
  const auto *src = in + i;
  auto dst = out;
  if (i < count)
    dst[i] = *src * scale;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: uint i = (uint)get_local_id(0);
// CHECK-NEXT: float scale = 2.0f;
// CHECK-NEXT: long count = n * 2L;
// CHECK-NEXT: __global const float *src = in + i;
// CHECK-NEXT: __global float *dst = out;
// CHECK-NEXT: if (i < count)
// CHECK-NEXT: dst[i] = *src * scale;
// CHECK-NEXT: }
