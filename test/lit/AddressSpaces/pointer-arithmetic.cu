// Pointer arithmetic and compound assignment keep the global address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void strided(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   __global const float *p = in + (uint)get_group_id(0) * n;
// CHECK-NEXT:   __global float *q = out;
// CHECK-NEXT:   q += (uint)get_group_id(0);
// CHECK-NEXT:   *q = *(p + 1) + p[n - 1];
// CHECK-NEXT: }
__global__ void strided(float *out, const float *in, int n) {
  const float *p = in + blockIdx.x * n;
  float *q = out;
  q += blockIdx.x;
  *q = *(p + 1) + p[n - 1];
}
