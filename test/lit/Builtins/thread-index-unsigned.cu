// threadIdx.x - 1 wraps around for thread 0 as in CUDA: the (uint) cast keeps
// the arithmetic unsigned (get_local_id returns size_t, which would give a
// 64-bit result).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void left(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   uint prev = (uint)get_local_id(0) - 1;
// CHECK-NEXT:   if ((uint)get_local_id(0) - 1 < 64)
// CHECK-NEXT:     out[(uint)get_local_id(0)] = in[prev];
// CHECK-NEXT: }
__global__ void left(float *out, const float *in) {
  unsigned prev = threadIdx.x - 1;
  if (threadIdx.x - 1 < 64)
    out[threadIdx.x] = in[prev];
}
