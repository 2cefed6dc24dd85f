// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, int a, double d) {
  out[0] = float(a) + float(d);
  out[1] = (float)(int(d) % 3);
}

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-LABEL: __kernel void k(__global float *out, int a, double d)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = (float)a + (float)d;
// CHECK-NEXT: out[1] = (float)((int)d % 3);
// CHECK-NEXT: }
