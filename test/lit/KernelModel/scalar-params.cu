// Scalar kernel parameters keep their types and their order.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void axpy(__global float *y, float a, int n, uint stride, double unused)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   if (i < n)
// CHECK-NEXT:     y[i * stride] = a * y[i * stride];
// CHECK-NEXT: }
__global__ void axpy(float *y, float a, int n, unsigned stride, double unused) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i * stride] = a * y[i * stride];
}
