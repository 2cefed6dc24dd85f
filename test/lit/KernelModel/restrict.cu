// __restrict__ on pointer parameters becomes restrict.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void add(__global float *restrict c, __global const float *restrict a, __global const float *restrict b)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT:   c[i] = a[i] + b[i];
// CHECK-NEXT: }
__global__ void add(float *__restrict__ c, const float *__restrict__ a, const float *__restrict__ b) {
  int i = threadIdx.x;
  c[i] = a[i] + b[i];
}
