// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 0.0f;
}

// CHECK-LABEL: __kernel void k(__global float *out, ulong n)
// CHECK-NEXT: {
// CHECK-NEXT: size_t i = (uint)get_group_id(0) * (size_t)((uint)get_local_size(0)) + (uint)get_local_id(0);
// CHECK-NEXT: if (i < n)
// CHECK-NEXT: out[i] = 0.0f;
// CHECK-NEXT: }
