// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, double *dout) {
  out[0] = 3.14f;
  out[1] = 2.f;
  out[2] = .5F;
  dout[0] = 3.14;
  dout[1] = 1e-3;
  out[3] = 6.02e23f;
  out[4] = 1.5E+2f;
}

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-LABEL: __kernel void k(__global float *out, __global double *dout)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 3.14f;
// CHECK-NEXT: out[1] = 2.f;
// CHECK-NEXT: out[2] = .5F;
// CHECK-NEXT: dout[0] = 3.14;
// CHECK-NEXT: dout[1] = 1e-3;
// CHECK-NEXT: out[3] = 6.02e23f;
// CHECK-NEXT: out[4] = 1.5E+2f;
// CHECK-NEXT: }
