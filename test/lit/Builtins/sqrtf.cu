// sqrtf maps onto the OpenCL overloaded sqrt.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void norm2(__global float *out, __global const float *x, __global const float *y)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT:   out[i] = sqrt(x[i] * x[i] + y[i] * y[i]);
// CHECK-NEXT: }
__global__ void norm2(float *out, const float *x, const float *y) {
  int i = threadIdx.x;
  out[i] = sqrtf(x[i] * x[i] + y[i] * y[i]);
}
