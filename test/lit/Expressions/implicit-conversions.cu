// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(double *out, int i, unsigned u, float f) {
  double d = i;
  long l = u;
  float g = i * f;
  int t = f;
  out[0] = d + l + g + t;
}

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-LABEL: __kernel void k(__global double *out, int i, uint u, float f)
// CHECK-NEXT: {
// CHECK-NEXT: double d = i;
// CHECK-NEXT: long l = u;
// CHECK-NEXT: float g = i * f;
// CHECK-NEXT: int t = f;
// CHECK-NEXT: out[0] = d + l + g + t;
// CHECK-NEXT: }
